// Reports (back-office §7): stock, and the sales and purchase GST reports (optional From/To as dd-mm-yyyy).
import { callApi, type ApiResult } from './client';

export interface StockRow {
  product_id: string;
  product_name: string;
  product_code: string;
  serial_no: string;
  sold_stock: string;
  stock: string;
  supplier_id: string;
  supplier_name: string;
}

export interface StockReport {
  rows: StockRow[];
  suppliers: Array<{ supplier_id: string; supplier_name: string }>;
}

export async function fetchStockReport(): Promise<ApiResult<StockReport>> {
  const reply = await callApi<Array<{ stock_report?: StockRow[]; supplier_list?: StockReport['suppliers'] }>>('pos_api/pos_report_stock.php', {});
  if (!reply.ok) return reply;
  const first = Array.isArray(reply.body) ? reply.body[0] : undefined;
  return { ...reply, body: { rows: first?.stock_report ?? [], suppliers: first?.supplier_list ?? [] } };
}

export type GstSide = 'sales' | 'purchase';

export interface GstRow {
  order_id: string;
  /** Purchases: the purchase's id (order_id repeats it). */
  purchase_id?: string;
  /** Sales: the bill number with its series ("28", "R-28"). */
  bill_no?: string;
  bill_type?: string;
  /** A sales return's credit note (bill_type 'credit_note', its figures negative); order_id is then its bill's. */
  credit_note_id?: string;
  order_date: string;
  customer_name?: string;
  supplier_name?: string;
  gst_number: string;
  /** The place of supply as the bill or purchase keeps it. */
  place_of_supply?: string;
  tax_split?: 'intra' | 'inter';
  taxable_amt: string;
  /** CGST and SGST within the seller's state; IGST (the whole GST) from or to another state. */
  cgst: string;
  sgst: string;
  igst?: string;
  gst_amt: string;
  total: string;
  /** Purchases (issue 30): the supplier's invoice number and date (dd-mm-yyyy); '' when not entered. */
  supplier_invoice_no?: string;
  supplier_invoice_date?: string;
  /** Sales (issue 31 item 4): the row's stored figures rate by rate; they add up to the row. */
  tax_by_rate?: GstRateRow[];
}

/** One GST rate's figures (rate "18.00", amounts in rupees), in the place of supply's columns. */
export interface GstRateRow {
  gst_percentage: string;
  taxable_amt: string;
  cgst: string;
  sgst: string;
  igst: string;
}

export interface GstReport {
  list_of_gst: GstRow[];
  gst_total: string;
  product_total: string;
  taxable_total?: string;
  cgst_total?: string;
  sgst_total?: string;
  igst_total?: string;
  /** Sales (issue 31 item 4): the rows summed rate by rate. */
  gst_by_rate?: GstRateRow[];
}

const GST_PATH: Record<GstSide, string> = { sales: 'pos_api/pos_report_gst.php', purchase: 'pos_api/pos_report_gst_purchase.php' };

export function fetchGstReport(side: GstSide, range: { from_date?: string; to_date?: string }): Promise<ApiResult<GstReport>> {
  return callApi(GST_PATH[side], { gst: '', ...range });
}

/** GSTR-1 JSON of one month ("11-2026"), in the GST portal offline tool's layout. */
export function fetchGstr1(month: string): Promise<ApiResult<unknown>> {
  return callApi('pos_api/pos_report_gstr1.php', { month });
}
