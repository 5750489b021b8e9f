// Edit Bill Date: a bill may move within its financial year, never out of it (its number belongs to that year's series).
import type { Kysely } from 'kysely';
import { financialYear, fyRange, toDmy, type IsoDate } from '../../core/dates';
import type { Database, Order } from '../db/types';

export type BillDateRefusal = { code: 400 | 409; msg: string };

export function billDateRefusal(order: Pick<Order, 'bill_no' | 'fy' | 'cancelled'>, newDate: IsoDate, today: IsoDate): BillDateRefusal | null {
  if (order.cancelled === 1) return { code: 409, msg: 'This bill is cancelled: its date cannot be changed.' };
  if (newDate > today) return { code: 400, msg: `new_date: a bill cannot be dated after today (${toDmy(today)})` };
  const target = financialYear(newDate);
  if (target !== order.fy) {
    const range = fyRange(order.fy);
    const span = range ? ` (${toDmy(range.from)} to ${toDmy(range.to)})` : '';
    return {
      code: 409,
      msg:
        `Bill no. ${order.bill_no} is numbered in financial year ${order.fy}${span}; ${toDmy(newDate)} falls in ${target}. ` +
        'Bill numbers run per financial year, so the date can only change within that year.',
    };
  }
  return null;
}

/** Moves the bill to `newDate`; false when it changed (cancelled or edited) since it was read. */
export async function setBillDate(db: Kysely<Database>, order: Pick<Order, 'order_id' | 'version'>, newDate: IsoDate, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ order_date: newDate, version: order.version + 1, updated_at: at })
    .where('order_id', '=', order.order_id)
    .where('version', '=', order.version)
    .where('cancelled', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
