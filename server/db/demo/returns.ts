// Three sales returns of the demo shop (issue 21), made through the real return code and dated today as every credit
// note is: a ceiling fan back from a registered Tamil Nadu dealer, an item off a retail bill, and a return from a
// customer outside Tamil Nadu (IGST). The credit stays with the customer, so the cash book is as planned.
import { sql, type Kysely } from 'kysely';
import { saveSalesReturn } from '../../sales/credit-notes';
import { heldUnitSerialsOfOrder } from '../../sales/unit-serials';
import type { Database } from '../types';

const REASONS = ['Not cooling: compressor noise on installation', 'Wrong model delivered', 'Damaged in transit, box crushed'];

export async function writeReturns(db: Kysely<Database>, ownerId: number, now: Date): Promise<number> {
  const recent = (kind: 'gst' | 'retail') =>
    db
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.user_id', 'o.customer_id')
      .where('o.kind', '=', kind)
      .where('o.cancelled', '=', 0)
      .select(['o.order_id', 'c.tax_number', 'c.state'])
      .orderBy('o.order_date', 'desc')
      .orderBy('o.order_id', 'desc');
  const picks = [
    await recent('gst')
      .where('c.tax_number', '!=', '')
      .where(sql<boolean>`lower(c.state) = 'tamil nadu'`)
      .executeTakeFirst(),
    await recent('retail').executeTakeFirst(),
    await recent('gst')
      .where(sql<boolean>`lower(c.state) != 'tamil nadu'`)
      .executeTakeFirst(),
  ];
  let made = 0;
  for (const [index, bill] of picks.entries()) {
    if (!bill) continue;
    const line = await db.selectFrom('order_lines').select('od_id').where('order_id', '=', bill.order_id).orderBy('line_no').executeTakeFirst();
    if (!line) continue;
    // A unit of a product that tracks unit serials comes back by its serial (issue 33 item 4): the oldest sold.
    const held = (await heldUnitSerialsOfOrder(db, bill.order_id)).get(line.od_id) ?? [];
    const units = held.length > 0 ? { unit_serials: held.slice(0, 1) } : {};
    await saveSalesReturn(
      db,
      { order_id: bill.order_id, reason: REASONS[index], lines: [{ order_detail_id: line.od_id, qty: 1, ...units }], excess: 'credit' },
      { userId: ownerId, isOwner: true, now },
    );
    made += 1;
  }
  return made;
}
