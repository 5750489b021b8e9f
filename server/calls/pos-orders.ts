// pos_api/pos_order.php, pos_api/pos_estimate.php, pos_api/retail_pos_order.php: saving a new bill.
import { formatRupees } from '../../core/money';
import { estimateOrderPayload, retailOrderPayload, wholesaleOrderPayload } from '../../core/payloads';
import { defineCall } from '../call';
import { saveEstimate, saveRetailOrder, saveWholesaleOrder, type StoredOrder } from '../sales/save-order';
import { signedIn } from './sales-bill-calls';

/** The client shows its own "Order saved successfully!"; the reply says which bill was made. */
function saved(stored: StoredOrder) {
  return { body: { order_id: String(stored.order.order_id), bill_no: stored.order.bill_no, total: formatRupees(stored.order.total) } };
}

export const posOrder = defineCall({
  path: 'pos_api/pos_order.php',
  write: true,
  schema: wholesaleOrderPayload,
  async run({ db, body, user, now, audit }) {
    const stored = await saveWholesaleOrder(db, body, { userId: signedIn(user).userId, now });
    await audit({ entity: 'order', entityId: stored.order.order_id, after: stored });
    return saved(stored);
  },
});

export const posEstimate = defineCall({
  path: 'pos_api/pos_estimate.php',
  write: true,
  schema: estimateOrderPayload,
  async run({ db, body, user, now, audit }) {
    const stored = await saveEstimate(db, body, { userId: signedIn(user).userId, now });
    await audit({ entity: 'order', entityId: stored.order.order_id, after: stored });
    return saved(stored);
  },
});

export const retailPosOrder = defineCall({
  path: 'pos_api/retail_pos_order.php',
  write: true,
  schema: retailOrderPayload,
  async run({ db, body, user, now, audit }) {
    const stored = await saveRetailOrder(db, body, { userId: signedIn(user).userId, now });
    await audit({ entity: 'order', entityId: stored.order.order_id, after: stored });
    return saved(stored);
  },
});
