// cancel_order.php on the admin API: every cancelled bill with its lines (spec §3 "Cancelled order").
import { callApi, type ApiResult } from './client';

export interface CancelledLine {
  order_detail_id: string;
  product_name: string;
  qty: number | string;
  amount: string;
  totalamount: string;
}

export interface CancelledOrder {
  order_id: string;
  bill_no?: string;
  /** dd/mm/yyyy */
  orderdate: string;
  name: string;
  mobile: string;
  amount: string;
  email: string;
  billing_name: string;
  billing_address: string;
  billing_city: string;
  billing_state: string;
  billing_pincode: string;
  delivery_name: string;
  delivery_address: string;
  delivery_city: string;
  delivery_state: string;
  delivery_pincode: string;
  /** CGST + SGST ('intra') or one IGST line ('inter'), decided by the server from the settings' state (kulir's servers send it). */
  tax_split?: 'intra' | 'inter';
  order_details: CancelledLine[];
  subtotal: string;
  cgst_amt: string;
  sgst_amt: string;
  total: string;
  /** Beyond the spec's cancelled order (kulir sends them as every detail call does; a PHP backend may not). */
  discount_percentage?: string;
  discount_amt?: string;
  commission_percentage?: string;
  commission_amt?: string;
  packing_percentage?: string;
  packing_amt?: string;
  gst_percentage?: string;
}

export function fetchCancelledOrders(): Promise<ApiResult<CancelledOrder[]>> {
  return callApi<CancelledOrder[]>('cancel_order.php', {}, { base: 'adminapi' });
}

/** The spec has no single-bill call for a cancelled order: one bill out of cancel_order.php's list, or a 404. */
export async function fetchCancelledOrder(orderId: string): Promise<ApiResult<CancelledOrder>> {
  const reply = await fetchCancelledOrders();
  if (!reply.ok) return reply;
  const order = (Array.isArray(reply.body) ? reply.body : []).find((o) => o.order_id === orderId);
  return order ? { ok: true, body: order, msg: reply.msg } : { ok: false, code: 404, msg: `No cancelled order with order_id ${orderId}` };
}
