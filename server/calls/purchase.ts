// pos_api/pos_purchase_list, purchase_list_delete, pos_order_purchase, pos_purchase_list_details, pos_purchase_edit,
// purchase_detail_delete (back-office §7 Purchases).
import { z } from 'zod';
import { formatRupees } from '../../core/money';
import { purchaseEditPayload, purchasePayload } from '../../core/purchase/purchase.payload';
import type { PurchaseSaved } from '../../core/purchase/purchase.replies';
import { defineCall } from '../call';
import { listPurchases, loadPurchase, noPurchase, purchaseDetail, type PurchaseRecord } from '../purchases/records';
import { deletePurchase, deletePurchaseLine, editPurchase, savePurchase } from '../purchases/write';
import { idField } from '../../core/forms/fields';
import { signedIn } from './sales-bill-calls';

function saved(record: PurchaseRecord): PurchaseSaved {
  return {
    purchase_id: String(record.purchase.purchase_id),
    order_id: String(record.purchase.purchase_id),
    total: formatRupees(record.purchase.total),
    version: record.purchase.version,
  };
}

export const posPurchaseList = defineCall({
  path: 'pos_api/pos_purchase_list.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    return { body: await listPurchases(db) };
  },
});

export const posOrderPurchase = defineCall({
  path: 'pos_api/pos_order_purchase.php',
  write: true,
  schema: purchasePayload,
  async run({ db, body, user, now, audit }) {
    const record = await savePurchase(db, body, { userId: signedIn(user).userId, isOwner: signedIn(user).isOwner, now });
    await audit({ entity: 'purchase', entityId: record.purchase.purchase_id, after: record });
    return { msg: 'Purchase saved successfully!', body: saved(record) };
  },
});

export const posPurchaseListDetails = defineCall({
  path: 'pos_api/pos_purchase_list_details.php',
  schema: z.object({ purchase_id: idField() }),
  async run({ db, body }) {
    const record = await loadPurchase(db, body.purchase_id);
    if (!record) throw noPurchase(body.purchase_id);
    return { body: await purchaseDetail(db, record) };
  },
});

export const posPurchaseEdit = defineCall({
  path: 'pos_api/pos_purchase_edit.php',
  write: true,
  schema: purchaseEditPayload,
  async run({ db, body, user, now, audit }) {
    const { userId, isOwner } = signedIn(user);
    const before = await loadPurchase(db, body.purchaseId);
    if (!before) throw noPurchase(body.purchaseId);
    const after = await editPurchase(db, before, body, { userId, isOwner, now });
    await audit({ entity: 'purchase', entityId: body.purchaseId, before, after });
    return { msg: 'Purchase saved successfully!', body: saved(after) };
  },
});

export const purchaseDetailDelete = defineCall({
  path: 'pos_api/purchase_detail_delete.php',
  write: true,
  schema: z.object({ purchase_detail_id: idField() }),
  async run({ db, body, user, now, audit }) {
    const done = await deletePurchaseLine(db, body.purchase_detail_id, { userId: signedIn(user).userId, isOwner: signedIn(user).isOwner, now });
    await audit({
      entity: 'purchase',
      entityId: done.after.purchase.purchase_id,
      before: done.before,
      after: { ...done.after, deleted_line: body.purchase_detail_id },
    });
    return { msg: 'Data Deleted Successfully', body: saved(done.after) };
  },
});

export const purchaseListDelete = defineCall({
  path: 'pos_api/purchase_list_delete.php',
  write: true,
  schema: z.object({ purchase_list_id: idField() }),
  async run({ db, body, user, now, audit }) {
    const before = await deletePurchase(db, body.purchase_list_id, { userId: signedIn(user).userId, isOwner: signedIn(user).isOwner, now });
    await audit({ entity: 'purchase', entityId: body.purchase_list_id, before });
    return { msg: 'Data Deleted Successfully', body: null };
  },
});
