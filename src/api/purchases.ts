// The purchase calls (back-office §7 Purchases).
import type { PurchaseBody, PurchaseEditBody } from '../../core/purchase-payload';
import { callApi } from './client';

/** The spec's Purchase list row. */
export interface PurchaseRow {
  order_id: string;
  purchase_id: string;
  orderdate: string;
  name: string;
  billing_phonenumber: string;
  supplier_id: string;
  amount: string;
}

export interface PurchaseDetailLine {
  od_id: string;
  order_detail_id: string;
  product_id: string;
  product_name: string;
  serial_no: string;
  qty: number;
  amount_per_product: string;
  total_per_product: string;
  box_contents: string;
  count_of_pcs: number;
  rate_per: string;
  unit: string;
}

/** The spec's Purchase detail. */
export interface PurchaseDetail {
  purchase_id: string;
  orderdate: string;
  supplier_name: string;
  supplier_address: string;
  supplier_mobile: string;
  id: string;
  subtotal: string;
  gst_amount: string;
  cgst: string;
  sgst: string;
  total: string;
  gst_percentage: string;
  version: number;
  order_details: PurchaseDetailLine[];
}

export interface PurchaseSaved {
  purchase_id: string;
  total: string;
  version: number;
}

export const fetchPurchaseList = () => callApi<PurchaseRow[]>('pos_api/pos_purchase_list.php');
export const deletePurchase = (purchaseId: string) => callApi('pos_api/purchase_list_delete.php', { purchase_list_id: purchaseId });
export const fetchPurchase = (purchaseId: string) => callApi<PurchaseDetail>('pos_api/pos_purchase_list_details.php', { purchase_id: purchaseId });
export const savePurchase = (body: PurchaseBody) => callApi<PurchaseSaved>('pos_api/pos_order_purchase.php', body);
export const editPurchase = (body: PurchaseEditBody) => callApi<PurchaseSaved>('pos_api/pos_purchase_edit.php', body);
export const deletePurchaseLine = (odId: string) => callApi<PurchaseSaved>('pos_api/purchase_detail_delete.php', { purchase_detail_id: odId });
