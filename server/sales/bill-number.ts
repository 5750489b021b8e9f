// Bill numbers run 1, 2, 3… per kind of bill and financial year; the unique constraint (kind, fy, bill_no) backs them.
// After a restore they go on above the series' floor (the highest number ever issued), read in the same query.
import { PostgresAdapter, sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
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

// A clash is left only for a writer outside kulir's lock (another program on the same database).
const ATTEMPTS = 10;

/**
 * Inserts the order with max(bill_no) + 1 of its kind and year (or its floor + 1 after a restore). Must run inside the call's transaction.
 * On PostgreSQL the tills of one kind and year first queue on a transaction-scoped advisory lock, so each reads the
 * max after the previous one committed: without it, a till under steady load could lose the race every time
 * (tests/api/crash-safety.test.ts saw one lose ten times in a row with four tills). SQLite has one writer at a time.
 * Should a clash still happen, only this insert is rolled back, to a savepoint, and tried again. Resolves to the stored
 * row, as a select would read it back.
 */
export async function insertWithNextBillNo(db: Kysely<Database>, order: Omit<Insertable<OrderTable>, 'bill_no'>): Promise<Order> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext('kulir.bill_no'), hashtext(${`${order.kind}/${order.fy}`}))`.execute(db);
  }
  for (let attempt = 1; ; attempt += 1) {
    await sql`savepoint next_bill_no`.execute(db);
    try {
      const last = await db
        .selectFrom('orders')
        .select((eb) => [eb.fn.max('bill_no').as('bill_no'), numberFloor(eb, order.kind, order.fy)])
        .where('kind', '=', order.kind)
        .where('fy', '=', order.fy)
        .executeTakeFirst();
      const billNo = nextNumber(last?.bill_no, last?.floor);
      const row = await db
        .insertInto('orders')
        .values({ ...order, bill_no: billNo })
        .returningAll()
        .executeTakeFirstOrThrow();
      await sql`release savepoint next_bill_no`.execute(db);
      return row;
    } catch (error) {
      await sql`rollback to savepoint next_bill_no`.execute(db);
      if (!isBillNoClash(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The (kind, fy, bill_no) unique constraint, as PostgreSQL and SQLite report it. */
function isBillNoClash(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return constraint === 'orders_bill_no';
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes('orders.bill_no');
}
