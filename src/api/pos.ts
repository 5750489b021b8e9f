// The billing screens' calls: the POS product lists, the three saves of a new bill, the three edits and the line deletes (spec §7).
import type { CartMode, OrderPayload, PosListBody } from '../../core/cart';
import { callApi, type ApiResult } from './client';

/** What each new-bill save answers: the bill it made. */
export interface SavedBill {
  order_id: string;
  bill_no: string | number;
  total: string;
}

/** pos_api/pos_product_list.php (wholesale and estimates) or retail_pos_product_list.php: products, customers, gst. */
export function fetchPosList(mode: CartMode): Promise<ApiResult<PosListBody>> {
  return callApi<PosListBody>(mode === 'retail' ? 'pos_api/retail_pos_product_list.php' : 'pos_api/pos_product_list.php', {});
}

/** pos_api/pos_order.php: a new wholesale GST bill. */
export function savePosOrder(payload: OrderPayload): Promise<ApiResult<SavedBill>> {
  return callApi<SavedBill>('pos_api/pos_order.php', payload);
}

/** pos_api/pos_estimate.php: a new quotation of free-text lines. */
export function savePosEstimate(payload: OrderPayload): Promise<ApiResult<SavedBill>> {
  return callApi<SavedBill>('pos_api/pos_estimate.php', payload);
}

/** pos_api/retail_pos_order.php: a new retail bill (/retailpos and /posretailadd). */
export function saveRetailPosOrder(payload: OrderPayload): Promise<ApiResult<SavedBill>> {
  return callApi<SavedBill>('pos_api/retail_pos_order.php', payload);
}

/** What an edit answers: the bill as it now stands, with its new version. */
export interface EditedBill extends SavedBill {
  version: number;
}

/** pos_api/pos_order_edit.php: a saved wholesale bill changed (order_id, bill_no, version, od_id per saved line). */
export function editPosOrder(payload: OrderPayload): Promise<ApiResult<EditedBill>> {
  return callApi<EditedBill>('pos_api/pos_order_edit.php', payload);
}

/** pos_api/pos_estimate_edit.php: a saved quotation changed. */
export function editPosEstimate(payload: OrderPayload): Promise<ApiResult<EditedBill>> {
  return callApi<EditedBill>('pos_api/pos_estimate_edit.php', payload);
}

/** pos_api/retail_pos_order_edit.php: a saved retail bill changed. */
export function editRetailPosOrder(payload: OrderPayload): Promise<ApiResult<EditedBill>> {
  return callApi<EditedBill>('pos_api/retail_pos_order_edit.php', payload);
}

/** What a saved-line delete answers: the bill's new total and version. */
export interface DeletedLine {
  order_id: string;
  total: string;
  version: number;
}

/**
 * pos_api/order_detail_delete.php (wholesale and estimates) or retail_order_detail_delete.php: one saved line off the
 * bill. total: the line's total, as the legacy call sent it.
 */
export function deleteSavedLine(mode: CartMode, orderDetailId: string, total: string): Promise<ApiResult<DeletedLine>> {
  const path = mode === 'retail' ? 'pos_api/retail_order_detail_delete.php' : 'pos_api/order_detail_delete.php';
  return callApi<DeletedLine>(path, { order_detail_id: orderDetailId, total });
}
