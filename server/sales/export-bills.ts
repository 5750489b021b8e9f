// The live GST and retail bills dated in a range with their lines, oldest first (on a day, the GST series before the
// retail one, each in its number order), for the batch e-invoice export (one read per bill: a month of a small shop's
// B2B bills is a few hundred).
import type { Kysely } from 'kysely';
import type { IsoDate } from '../../core/dates';
import type { Database } from '../db/types';
import { loadOrder, type OrderRecord } from './order-record';

export async function loadBills(db: Kysely<Database>, from: IsoDate, to: IsoDate): Promise<OrderRecord[]> {
  const ids = await db
    .selectFrom('orders')
    .select('order_id')
    .where('kind', 'in', ['gst', 'retail'])
    .where('cancelled', '=', 0)
    .where('order_date', '>=', from)
    .where('order_date', '<=', to)
    .orderBy('order_date')
    .orderBy('kind')
    .orderBy('bill_no')
    .execute();
  const records: OrderRecord[] = [];
  for (const { order_id: id } of ids) {
    const record = await loadOrder(db, id, ['gst', 'retail']);
    if (record) records.push(record);
  }
  return records;
}
