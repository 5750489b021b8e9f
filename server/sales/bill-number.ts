// Bill numbers run 1, 2, 3… per kind of bill and financial year; the unique constraint (kind, fy, bill_no) backs them,
// and bill_counters keeps the last one issued (a deleted quotation's number is not issued again).
// After a restore they go on above the series' floor (the highest number ever issued), read in the same query.
import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type { NumberSeries } from '../../core/number-floors';
import type { Database, Order, OrderTable } from '../db/types';

/** The series' floor as a column of the max query (null when no restore has set one): no extra query per bill. */
export function numberFloor(
  eb: ExpressionBuilder<Database, 'orders'> | ExpressionBuilder<Database, 'credit_notes'> | ExpressionBuilder<Database, 'debit_notes'>,
  series: NumberSeries,
  fy: string,
) {
  return (eb as ExpressionBuilder<Database, never>)
    .selectFrom('number_floors')
    .select('number_floors.floor')
    .where('number_floors.series', '=', series)
    .where('number_floors.fy', '=', fy)
    .as('floor');
}

/** The next number: above both the highest in the books and the floor a restore left. */
export function nextNumber(highest: number | string | null | undefined, floor: number | string | null | undefined): number {
  return Math.max(Number(highest ?? 0), Number(floor ?? 0)) + 1;
}

/**
 * Inserts the order with the next number of its kind and year: one upsert of its bill_counters row (issue 35: two
 * statements a bill where a lock, a savepoint, a max() read and a release made five). The row is locked from the upsert
 * until the bill commits, so tills of one kind and year queue on it and each takes the number after the previous one's
 * (PostgreSQL's ON CONFLICT DO UPDATE updates the row's newest committed version; SQLite has one writer at a time); a
 * refused bill rolls its number back with it. The number is the greater of the row's next and the books' next (the
 * highest bill_no or the floor a restore left, plus one), so a kind and year's first bill after the upgrade, a restored
 * backup and a bill written outside kulir all go on above what exists. Resolves to the stored row, as a select would
 * read it back. Must run inside the call's transaction.
 */
export async function insertWithNextBillNo(db: Kysely<Database>, order: Omit<Insertable<OrderTable>, 'bill_no'>): Promise<Order> {
  const booksNext = sql<number>`(select coalesce(max(n), 0) + 1 from (
      select max(bill_no) as n from orders where kind = ${order.kind} and fy = ${order.fy}
      union all
      select floor as n from number_floors where series = ${order.kind} and fy = ${order.fy}
    ) as books)`;
  const counter = await db
    .insertInto('bill_counters')
    .values({ kind: order.kind, fy: order.fy, last_no: booksNext })
    .onConflict((oc) =>
      oc.columns(['kind', 'fy']).doUpdateSet({
        last_no: sql<number>`case when bill_counters.last_no + 1 > excluded.last_no then bill_counters.last_no + 1 else excluded.last_no end`,
      }),
    )
    .returning('last_no')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('orders')
    .values({ ...order, bill_no: Number(counter.last_no) })
    .returningAll()
    .executeTakeFirstOrThrow();
}
