// Deleting one saved line from a bill (the editors' line delete): the bill is recomputed from the lines it keeps,
// at its own stored percents, and the line's stock comes back.
import type { Kysely } from 'kysely';
import { salesTotals } from '../../core/billing';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { returnStock, stockToReturn, type StockReturn } from './cancel';
import { releaseUnitSerials } from './unit-serials';
import { belowPayments, cancelledBill, updateOrderIfCurrent } from './edit-order';
import type { OrderKind } from './order-list';
import { findOrder, linesOf, type OrderLine, type OrderRecord } from './order-record';
import { readOrder, type StoredOrder } from './save-order';
import { amountColumns, storedLineGstBp, storedRates } from './amount-columns';
import { refuseFixedBill } from './credit-notes';
import { refuseDates } from '../books-lock';
import { refuseClosedDay } from '../payments/day-end';

export const LAST_LINE = 'A bill needs at least one line: cancel the whole bill instead.';

export interface LineDeleted {
  before: OrderRecord;
  line: OrderLine;
  after: StoredOrder;
  stockReturned: StockReturn[];
}

/** Runs inside the call's transaction. `kinds`: the bills this call may touch (a line of another kind is "not found"). */
export async function deleteOrderLine(
  db: Kysely<Database>,
  odId: number,
  kinds: readonly OrderKind[],
  by: { userId: number; isOwner: boolean; now: Date },
): Promise<LineDeleted> {
  const line = await db.selectFrom('order_lines').selectAll().where('od_id', '=', odId).executeTakeFirst();
  const order = line ? await findOrder(db, line.order_id, kinds) : undefined;
  if (!line || !order) throw new ApiError(404, `No bill line with order_detail_id ${odId}`);
  if (order.cancelled === 1) throw cancelledBill(order);
  await refuseFixedBill(db, order);
  if (order.kind !== 'estimate') await refuseDates(db, by, order.order_date);
  if (order.kind !== 'estimate') await refuseClosedDay(db, by, [order.order_date], order.created_by);
  const lines = await linesOf(db, order.order_id);
  if (lines.length <= 1) throw new ApiError(409, LAST_LINE);

  const kept = lines.filter((l) => l.od_id !== odId);
  const totals = salesTotals(
    kept.map((l) => ({ rate: l.rate, qty: l.qty, discountBp: l.discount_bp, gstBp: storedLineGstBp(l, order) })),
    storedRates(order),
  );
  if (totals.grandTotal < order.paid_amount) throw belowPayments(order.paid_amount);

  const at = by.now.toISOString();
  // Conditional on the version read: a concurrent edit or line delete of this bill makes this one a 409.
  await updateOrderIfCurrent(
    db,
    { orderId: order.order_id, version: order.version, grandTotal: totals.grandTotal },
    { ...amountColumns(totals), updated_at: at },
  );
  await db.deleteFrom('order_lines').where('od_id', '=', odId).execute();

  // Estimates never took stock; a GST or retail line gives back what it took.
  const returns = order.kind === 'estimate' ? [] : stockToReturn([line]);
  await returnStock(db, returns, { reason: 'line_delete', orderId: order.order_id, userId: by.userId, at });
  await releaseUnitSerials(db, { orderId: order.order_id, odId }, { released: 'cancel', at });
  return { before: { order, lines }, line, after: await readOrder(db, order.order_id), stockReturned: returns };
}
