// The customer screens' calls (spec §7): list, delete, one record, its update, and the customer's order history.
import type { CustomerRecord, OrderListRow } from '../../core/api/sales-records';
import { callApi, type ApiResult } from './client';

export type { CustomerRecord };

/** customer_detail_update.php's payload. */
export interface CustomerUpdate {
  user_id: string;
  name: string;
  credit_limit: string;
  tax_number: string;
  place_of_supply: string;
  telephone: string;
  address: string;
  state: string;
  pincode: string;
  /** Issue 29: rupees and dd-mm-yyyy; the same as stored leaves them as they are. */
  opening_balance: string;
  opening_date: string;
  /** Issue 29: whole days, 0 to 365 ('' is 0). */
  credit_days: string;
}

/** A customer order list row (customer_order.php): the lists' row, with orderdate as dd/mm/yyyy. */
export type CustomerOrderRow = OrderListRow;

export interface CustomerOrderLine {
  order_detail_id: string;
  product_name: string;
  rate_per: string;
  hsn_code: string;
  price_per_pcs: string;
  amount: string;
  qty: number | string;
  totalamount: string;
  discount_percentage: string;
  net_total: string;
}

/** customer_order_details.php: the spec's "Customer order detail". */
export interface CustomerOrderDetail {
  order_id: string;
  bill_no?: string;
  orderdate: string;
  billing_name: string;
  billing_address: string;
  mobile: string;
  billing_state: string;
  /** CGST + SGST ('intra') or one IGST line ('inter'), decided by the server from the settings' state (kulir's servers send it). */
  tax_split?: 'intra' | 'inter';
  subtotal: string;
  discount_percentage?: string;
  discount_amt?: string;
  commission_percentage: string;
  commission_amt: string;
  cgst_amt: string;
  sgst_amt: string;
  packing_percentage: string;
  packing_amt: string;
  total: string;
  order_details: CustomerOrderLine[];
}

/** Every customer, once: the list screen filters and pages on the client. */
export function fetchCustomers(): Promise<ApiResult<CustomerRecord[]>> {
  return callApi<CustomerRecord[]>('customer_list.php', {});
}

export function deleteCustomer(userId: string): Promise<ApiResult<unknown>> {
  return callApi('customer_list_delete.php', { user_id: userId });
}

export function fetchCustomer(userId: string): Promise<ApiResult<CustomerRecord>> {
  return callApi<CustomerRecord>('customer_detail.php', { user_id: userId });
}

export function updateCustomer(update: CustomerUpdate): Promise<ApiResult<unknown>> {
  return callApi('customer_detail_update.php', update);
}

export function fetchCustomerOrders(userId: string): Promise<ApiResult<CustomerOrderRow[]>> {
  return callApi<CustomerOrderRow[]>('customer_order.php', { user_id: userId });
}

export function fetchCustomerOrderDetail(orderId: string): Promise<ApiResult<CustomerOrderDetail>> {
  return callApi<CustomerOrderDetail>('customer_order_details.php', { order_id: orderId });
}
