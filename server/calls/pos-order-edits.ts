// pos_api/pos_order_edit.php, pos_api/pos_estimate_edit.php, pos_api/retail_pos_order_edit.php: changing a saved bill;
// pos_api/order_detail_delete.php and pos_api/retail_order_detail_delete.php: taking one saved line off it.
import { z } from 'zod';
import { formatRupees } from '../../core/money';
import { estimateOrderEditPayload, retailOrderEditPayload, rupees, wholesaleOrderEditPayload, type PayloadLine, type SalesEdit } from '../../core/payloads';
import { defineCall, type RegisteredCall } from '../call';
import { beforeImage } from '../sales/cancel';
import { deleteOrderLine } from '../sales/delete-line';
import { editEstimate, editRetailOrder, editWholesaleOrder } from '../sales/edit-order';
import { blankIsAbsent, idField } from '../../core/forms/fields';
import type { OrderKind } from '../sales/order-list';
import { approvalOfBill } from '../sales/owner-approval';
import { loadOrder, type OrderRecord } from '../sales/order-record';
import type { SavedBy, StoredOrder } from '../sales/save-order';
import { notFound, signedIn } from './sales-bill-calls';

type Editor<L extends PayloadLine> = (
  db: Parameters<typeof editWholesaleOrder>[0],
  record: OrderRecord,
  edit: SalesEdit<L>,
  by: SavedBy,
) => Promise<StoredOrder>;

function editCall<L extends PayloadLine>(path: string, kind: OrderKind, schema: z.ZodType<SalesEdit<L>, unknown>, editor: Editor<L>): RegisteredCall {
  return defineCall({
    path,
    write: true,
    schema,
    // The owner's approval of a bill over the credit limit, checked before the save's transaction (a quotation has none).
    prepare: (ctx) => (kind === 'estimate' ? Promise.resolve(null) : approvalOfBill(ctx)),
    async run({ db, body, user, now, audit, prepared }) {
      const { userId, isOwner } = signedIn(user);
      const record = await loadOrder(db, body.orderId, [kind]);
      if (!record) throw notFound(kind, body.orderId);
      const { creditApproved, ...stored } = await editor(db, record, body, { userId, isOwner, now, approval: prepared });
      await audit({ entity: 'order', entityId: stored.order.order_id, before: beforeImage(record.order, record.lines), after: stored });
      if (creditApproved) await audit({ entity: 'credit_approval', entityId: stored.order.order_id, after: creditApproved });
      return {
        body: {
          order_id: String(stored.order.order_id),
          bill_no: stored.order.bill_no,
          total: formatRupees(stored.order.total),
          version: stored.order.version,
        },
      };
    },
  });
}

export const posOrderEdit = editCall('pos_api/pos_order_edit.php', 'gst', wholesaleOrderEditPayload, editWholesaleOrder);
export const posEstimateEdit = editCall('pos_api/pos_estimate_edit.php', 'estimate', estimateOrderEditPayload, editEstimate);
export const retailPosOrderEdit = editCall('pos_api/retail_pos_order_edit.php', 'retail', retailOrderEditPayload, editRetailOrder);

export const LINE_DELETED = 'Product Deleted Successfully';

/** `total` is what the legacy screen sent (the line's total): read only to refuse a malformed one. */
const lineDeleteBody = z.object({ order_detail_id: idField(), total: z.preprocess(blankIsAbsent, rupees().optional()) });

function lineDeleteCall(path: string, kinds: readonly OrderKind[]): RegisteredCall {
  return defineCall({
    path,
    write: true,
    schema: lineDeleteBody,
    async run({ db, body, user, now, audit }) {
      const { userId, isOwner } = signedIn(user);
      const done = await deleteOrderLine(db, body.order_detail_id, kinds, { userId, isOwner, now });
      await audit({
        entity: 'order',
        entityId: done.after.order.order_id,
        before: beforeImage(done.before.order, done.before.lines),
        after: { ...done.after, deleted_line: done.line.od_id, stock_returned: done.stockReturned },
      });
      const { order } = done.after;
      return { msg: LINE_DELETED, body: { order_id: String(order.order_id), total: formatRupees(order.total), version: order.version } };
    },
  });
}

/** Wholesale GST bills and estimates share this one (the estimate editor calls it too). */
export const orderDetailDelete = lineDeleteCall('pos_api/order_detail_delete.php', ['gst', 'estimate']);
export const retailOrderDetailDelete = lineDeleteCall('pos_api/retail_order_detail_delete.php', ['retail']);
