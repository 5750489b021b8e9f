// pos_api/pos_order.php, pos_api/pos_estimate.php, pos_api/retail_pos_order.php: saving a new bill.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { formatRupees } from '../../core/money';
import { estimateOrderPayload, retailOrderPayload, wholesaleOrderPayload, type PayloadLine, type SalesPayload } from '../../core/payloads';
import { defineCall } from '../call';
import type { Database } from '../db/types';
import { approvalOfBill } from '../sales/owner-approval';
import { saveEstimate, saveRetailOrder, saveWholesaleOrder, type SavedBy, type StoredOrder } from '../sales/save-order';
import { signedIn } from './sales-bill-calls';

/** The client shows its own "Order saved successfully!"; the reply says which bill was made. */
function saved(stored: StoredOrder) {
  const bill = { order_id: String(stored.order.order_id), bill_no: stored.order.bill_no, total: formatRupees(stored.order.total) };
  if (!stored.tender) return { body: bill };
  const { settlement, entries } = stored.tender;
  // Only a bill saved with a tender says what was taken: a spec client's reply stays as it was.
  return {
    body: {
      ...bill,
      paid_amount: formatRupees(settlement.paid),
      balance: formatRupees(settlement.credit),
      change_due: formatRupees(settlement.change),
      payments: entries.map((e) => ({ paid_id: String(e.paidId), mode: e.mode, amount: formatRupees(e.amount) })),
    },
  };
}

/**
 * A new-bill call: the body checked by its schema, the owner's approval (a bill, not a quotation) checked before the
 * save's transaction, the bill saved by `save`, the stored bill in the audit log.
 */
function saleCall<S extends z.ZodType<SalesPayload<PayloadLine>, unknown>>(
  path: string,
  schema: S,
  save: (db: Kysely<Database>, body: z.output<S>, by: SavedBy) => Promise<StoredOrder>,
  approvable: boolean,
) {
  return defineCall({
    path,
    write: true,
    schema,
    prepare: (ctx) => (approvable ? approvalOfBill(ctx) : Promise.resolve(null)),
    async run({ db, body, user, now, audit, prepared }) {
      const by = signedIn(user);
      const { creditApproved, ...stored } = await save(db, body, { userId: by.userId, isOwner: by.isOwner, now, approval: prepared });
      await audit({ entity: 'order', entityId: stored.order.order_id, after: stored });
      if (creditApproved) await audit({ entity: 'credit_approval', entityId: stored.order.order_id, after: creditApproved });
      const quotation = stored.fromEstimate;
      if (quotation)
        await audit({ entity: 'order', entityId: quotation.estimateId, before: { billed_order_id: null }, after: { billed_order_id: stored.order.order_id } });
      return saved(stored);
    },
  });
}

export const posOrder = saleCall('pos_api/pos_order.php', wholesaleOrderPayload, saveWholesaleOrder, true);
export const posEstimate = saleCall('pos_api/pos_estimate.php', estimateOrderPayload, saveEstimate, false);
export const retailPosOrder = saleCall('pos_api/retail_pos_order.php', retailOrderPayload, saveRetailOrder, true);
