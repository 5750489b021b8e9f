// The order, estimate and retail order lists, details and deletes (spec §7); one table of paths per kind.
import type { OrderIndexReply } from '../../core/api/order-index';
import type { TaxRateRow } from '../../core/api/print-document';
import type { OrderListRow } from '../../core/api/sales-records';
import { callApi, type ApiResult } from './client';

export type OrderKind = 'gst' | 'estimate' | 'retail';
export type { OrderListRow };

const PATHS: Record<OrderKind, { list: string; index: string; details: string; remove: string }> = {
  gst: { list: 'order.php', index: 'order_index.php', details: 'order_details.php', remove: 'order_delete.php' },
  estimate: { list: 'estimate.php', index: 'estimate_index.php', details: 'estimate_details.php', remove: 'estimate_delete.php' },
  retail: { list: 'retail_order.php', index: 'retail_order_index.php', details: 'retail_order_details.php', remove: 'retail_order_delete.php' },
};

/** The optional narrowing the list calls take; dates as dd-mm-yyyy. */
export interface OrderListQuery {
  from_date?: string;
  to_date?: string;
  search?: string;
  page: number;
  per_page: number;
}

export interface OrderPage {
  rows: OrderListRow[];
  /** Every matching row, from X-Total-Count (the page's own length when the server did not say). */
  total: number;
}

/** A line of order_details.php, estimate_details.php or retail_order_details.php. */
export interface OrderLine {
  order_detail_id: string;
  product_name: string;
  brand_name?: string;
  serial_no?: string;
  qty_per_box?: number | string;
  /** The rate (wholesale and estimates). */
  amount?: string;
  /** The rate (retail). */
  rate?: string;
  qty?: number | string;
  quantity?: number | string;
  totalamount: string;
  /** Only on a bill at more than one GST rate (issue 31 item 4): the line's own rate. */
  gst_percentage?: string;
}

/** The spec's "Order or estimate detail". */
export interface OrderDetail {
  order_id: string;
  orderdate: string;
  bill_no: string;
  user_id: string;
  billing_name: string;
  billing_address: string;
  billing_state: string;
  mobile: string;
  subtotal: string;
  discount_percentage: string;
  discount_amt: string;
  commission_percentage: string;
  commission_amt: string;
  cgst_amt: string;
  sgst_amt: string;
  packing_percentage: string;
  packing_amt: string;
  gst_percentage: string;
  /** CGST + SGST ('intra') or one IGST line ('inter'), decided by the server from the settings' state (kulir's servers send it). */
  tax_split?: 'intra' | 'inter';
  total: string;
  /** The bill's version (optimistic lock): the editors send it back with an edit. */
  version?: number;
  /** A billed quotation's (issue 32): the GST bill it became; absent while not billed. */
  billed_order_id?: string;
  billed_bill_no?: string;
  /** Why the signed-in user may not edit this bill for its date (closed books, years, a closed day), in the save's words; absent: they may. */
  edit_refused?: string;
  /** Only on a bill at more than one GST rate (issue 31 item 4): the tax rate by rate, shown as a tax line per rate. */
  tax_by_rate?: TaxRateRow[];
  order_details: OrderLine[];
}

export async function fetchOrderPage(kind: OrderKind, query: OrderListQuery): Promise<ApiResult<OrderPage>> {
  const reply = await callApi<OrderListRow[]>(PATHS[kind].list, query);
  if (!reply.ok) return reply;
  const rows = Array.isArray(reply.body) ? reply.body : [];
  return { ok: true, msg: reply.msg, body: { rows, total: reply.total ?? rows.length } };
}

/** Every issued bill of the kind in columns (all time), for the list to search, date-filter and page in the browser. */
export function fetchOrderIndex(kind: OrderKind): Promise<ApiResult<OrderIndexReply>> {
  return callApi<OrderIndexReply>(PATHS[kind].index, {});
}

export function fetchOrderDetail(kind: OrderKind, orderId: string): Promise<ApiResult<OrderDetail>> {
  return callApi<OrderDetail>(PATHS[kind].details, { order_id: orderId });
}

/** A GST or retail bill is cancelled (it moves to /cancelorder); an estimate is removed. */
export function deleteOrder(kind: OrderKind, orderId: string): Promise<ApiResult<unknown>> {
  return callApi(PATHS[kind].remove, { order_id: orderId });
}
