// The billing screens' calls: the POS product lists and the three saves of a new bill (spec §7).
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
