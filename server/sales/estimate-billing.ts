// A quotation turned into a GST bill (issue 32): the bill's save (pos_order.php with from_estimate_id) checks the
// quotation can still be billed and, in the same transaction, records on it the bill it became.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';

export interface BilledEstimate {
  estimateId: number;
  /** The quotation's number as printed (its bill_no). */
  estimateNo: number;
}

/** 404 when there is no such quotation, 409 when it is cancelled or already billed. */
export async function estimateToBill(db: Kysely<Database>, estimateId: number): Promise<BilledEstimate> {
  const estimate = await db
    .selectFrom('orders')
    .select(['order_id', 'bill_no', 'cancelled', 'billed_order_id'])
    .where('order_id', '=', estimateId)
    .where('kind', '=', 'estimate')
    .executeTakeFirst();
  if (!estimate) throw new ApiError(404, `from_estimate_id: no quotation with order_id ${estimateId}`);
  if (estimate.cancelled === 1) throw new ApiError(409, `Quotation no. ${estimate.bill_no} is cancelled: it cannot be billed.`);
  if (estimate.billed_order_id !== null) throw await alreadyBilled(db, estimate.bill_no, estimate.billed_order_id);
  return { estimateId, estimateNo: estimate.bill_no };
}

async function alreadyBilled(db: Kysely<Database>, estimateNo: number, billId: number): Promise<ApiError> {
  const bill = await db.selectFrom('orders').select('bill_no').where('order_id', '=', billId).executeTakeFirst();
  return new ApiError(409, `Quotation no. ${estimateNo} is already billed as bill no. ${bill?.bill_no ?? billId}.`);
}

/** Records the bill on the quotation; a save that raced another one to the same quotation is refused (409). */
export async function recordEstimateBilled(db: Kysely<Database>, estimate: BilledEstimate, billId: number, at: string): Promise<void> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ billed_order_id: billId, version: eb('version', '+', 1), updated_at: at }))
    .where('order_id', '=', estimate.estimateId)
    .where('billed_order_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const now = await db.selectFrom('orders').select('billed_order_id').where('order_id', '=', estimate.estimateId).executeTakeFirst();
    throw await alreadyBilled(db, estimate.estimateNo, Number(now?.billed_order_id ?? billId));
  }
}
