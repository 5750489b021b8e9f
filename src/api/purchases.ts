// The purchase calls (back-office §7 Purchases).
import type { PurchaseBody, PurchaseEditBody } from '../../core/purchase/purchase.payload';
import type { PurchaseDetail, PurchaseListRow, PurchaseSaved } from '../../core/purchase/purchase.replies';
import { callApi } from './client';

export type { PurchaseDetail, PurchaseDetailLine, PurchaseSaved } from '../../core/purchase/purchase.replies';
export type PurchaseRow = PurchaseListRow;

export const fetchPurchaseList = () => callApi<PurchaseRow[]>('pos_api/pos_purchase_list.php');
export const deletePurchase = (purchaseId: string) => callApi('pos_api/purchase_list_delete.php', { purchase_list_id: purchaseId });
export const fetchPurchase = (purchaseId: string) => callApi<PurchaseDetail>('pos_api/pos_purchase_list_details.php', { purchase_id: purchaseId });
export const savePurchase = (body: PurchaseBody) => callApi<PurchaseSaved>('pos_api/pos_order_purchase.php', body);
export const editPurchase = (body: PurchaseEditBody) => callApi<PurchaseSaved>('pos_api/pos_purchase_edit.php', body);
export const deletePurchaseLine = (odId: string) => callApi<PurchaseSaved>('pos_api/purchase_detail_delete.php', { purchase_detail_id: odId });
