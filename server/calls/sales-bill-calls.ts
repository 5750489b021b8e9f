// The list, detail and delete calls of the three kinds of bill share their shape; each kind's module names its paths.
import { defineCall, type RegisteredCall } from '../call';
import { ApiError } from '../envelope';
import type { SessionUser } from '../session';
import { beforeImage, cancelOrder, deleteEstimate } from '../sales/cancel';
import { dateRangeBody, listFilterBody, orderIdBody } from '../sales/fields';
import { orderIndex } from '../sales/order-index';
import { listOrders, type OrderKind } from '../sales/order-list';
import { sellerState } from '../sales/catalogue';
import { loadOrder, type OrderRecord } from '../sales/order-record';
import { rowsWithTotal } from '../sales/paging';
import { refuseFixedBill } from '../sales/credit-notes';
import { refuseDates } from '../books-lock';
import { refuseClosedDay } from '../payments/day-end';
import { todayInKolkata } from '../../core/dates';

const KIND_NAME: Record<OrderKind, string> = { gst: 'GST bill', estimate: 'estimate', retail: 'retail bill' };

export const DELETED = 'Data Deleted Successfully';

export function notFound(kind: OrderKind, orderId: number): ApiError {
  return new ApiError(404, `No ${KIND_NAME[kind]} with order_id ${orderId}`);
}

export function signedIn(user: SessionUser | null): SessionUser {
  if (!user) throw new ApiError(401, 'Please sign in again: your session has ended.');
  return user;
}

/** order.php, estimate.php, retail_order.php: issued bills newest first; optional dates, search and paging. */
export function listCall(path: string, kind: OrderKind): RegisteredCall {
  return defineCall({
    path,
    schema: listFilterBody,
    async run({ db, body, c }) {
      return { body: rowsWithTotal(await listOrders(db, kind, body), c) };
    },
  });
}

/** order_index.php, estimate_index.php, retail_order_index.php: the list's every bill in columns (optional dates). */
export function indexCall(path: string, kind: OrderKind): RegisteredCall {
  return defineCall({
    path,
    schema: dateRangeBody,
    async run({ db, body }) {
      return { body: await orderIndex(db, kind, body) };
    },
  });
}

/**
 * Why an edit of this bill by this user would be refused, in the words the edit's save answers (issue 32: the editor
 * refuses on opening, not after a whole edit was typed): the books closed up to its date, its date outside the years
 * anyone but the owner may write, its day closed, or the bill fixed (an IRN attached, a credit note priced from it,
 * kept credit taken off it: refuseFixedBill, as the save refuses). Null: they may edit it.
 */
export async function editRefused(db: Parameters<typeof refuseDates>[0], user: SessionUser, now: Date, order: OrderRecord['order']): Promise<string | null> {
  if (order.kind === 'estimate') return null;
  try {
    await refuseDates(db, { isOwner: user.isOwner, now }, order.order_date);
    await refuseClosedDay(db, user, [order.order_date], order.created_by);
    await refuseFixedBill(db, order);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
}

/** order_details.php and its kin; a GST or retail bill says when its date refuses this user an edit (edit_refused). */
export function detailCall(path: string, kind: OrderKind, view: (record: OrderRecord, sellerState: string) => object): RegisteredCall {
  return defineCall({
    path,
    schema: orderIdBody,
    async run({ db, body, user, now }) {
      const record = await loadOrder(db, body.order_id, [kind]);
      if (!record) throw notFound(kind, body.order_id);
      const refused = await editRefused(db, signedIn(user), now, record.order);
      return { body: { ...view(record, await sellerState(db)), ...(refused === null ? {} : { edit_refused: refused }) } };
    },
  });
}

/** order_delete.php, retail_order_delete.php: the bill is cancelled, never erased. */
export function cancelCall(path: string, kind: 'gst' | 'retail'): RegisteredCall {
  return defineCall({
    path,
    write: true,
    schema: orderIdBody,
    async run({ db, body, user, now, audit }) {
      const writer = signedIn(user);
      const by = writer.userId;
      const record = await loadOrder(db, body.order_id, [kind]);
      if (!record) throw notFound(kind, body.order_id);
      const already = new ApiError(409, `Bill no. ${record.order.bill_no} (order_id ${body.order_id}) is already cancelled.`);
      if (record.order.cancelled === 1) throw already;
      await refuseFixedBill(db, record.order);
      await refuseDates(db, { isOwner: signedIn(user).isOwner, now }, record.order.order_date);
      // The bill leaves its own day's figures (its maker's), and the cancellation is dated today.
      await refuseClosedDay(db, writer, [record.order.order_date, todayInKolkata(now)], record.order.created_by);
      const at = now.toISOString();
      const returned = await cancelOrder(db, record.order, record.lines, by, at);
      if (!returned) throw already;
      await audit({
        entity: 'order',
        entityId: body.order_id,
        before: beforeImage(record.order, record.lines),
        after: { cancelled: 1, cancelled_at: at, cancelled_by: by, version: record.order.version + 1, stock_returned: returned },
      });
      return { msg: DELETED, body: null };
    },
  });
}

/** estimate_delete.php: a quotation is removed; the audit trail keeps all of it. */
export function estimateDeleteCall(path: string): RegisteredCall {
  return defineCall({
    path,
    write: true,
    schema: orderIdBody,
    async run({ db, body, audit }) {
      const record = await loadOrder(db, body.order_id, ['estimate']);
      if (!record) throw notFound('estimate', body.order_id);
      await audit({ entity: 'order', entityId: body.order_id, before: beforeImage(record.order, record.lines) });
      await deleteEstimate(db, body.order_id);
      return { msg: DELETED, body: null };
    },
  });
}
