// Sales returns and credit notes (issue 21): the return screen's bill, the return itself, the list and one note.
import type { TaxRateRow } from '../../core/api/print-document';
import type { IrnPrint } from '../../core/api/print-document';
import type { CreditNoteListRow, ReturnBill, ReturnMade } from '../../core/api/credit-notes';
import type { SalesReturnBody } from '../../core/credit-note-payload';
import { callApi, type ApiResult } from './client';
import type { BuyerDetail, SellerDetail } from './print';

export type { ReturnBill, ReturnLine, ReturnMade } from '../../core/api/credit-notes';

/** credit_note_list.php's row. */
export type CreditNoteRow = CreditNoteListRow;

export interface CreditNoteLine {
  order_detail_id: string;
  product_name: string;
  brand_name: string;
  serial_no: string;
  product_code: string;
  hsn_code: string;
  unit: string;
  amount_per_product: string;
  qty: number;
  discount_percentage: string;
  total_per_product: string;
  /** Not in the spec (issue 31 item 4): the line's own GST rate; absent from a legacy server. */
  gst_percentage?: string;
}

export interface CreditNote {
  credit_note_id: string;
  /** The IRP's answer attached (issue 31); null: none. */
  irn?: IrnPrint | null;
  credit_note_no: string;
  cn_date: string;
  reason: string;
  order_id: string;
  bill_no: string;
  bill_type: 'gst' | 'retail';
  bill_date: string;
  seller_detail: SellerDetail;
  buyer_detail: BuyerDetail;
  lines: CreditNoteLine[];
  final_billing: Record<
    | 'subtotal'
    | 'discount_percentage'
    | 'discount_amt'
    | 'commission_percentage'
    | 'commission_amt'
    | 'packing_percentage'
    | 'packing_amt'
    | 'taxable'
    | 'gst_percentage'
    | 'cgst_percentage'
    | 'sgst_percentage'
    | 'cgst'
    | 'sgst'
    | 'igst'
    | 'gst_total'
    | 'round_off'
    | 'total',
    string
  > & { tax_split: 'intra' | 'inter' };
  settlement: { applied: string; refund: string; kept_credit: string };
  /** Not in the spec (issue 21 follow-up): the kept credit later taken off the customer's bills. */
  credit_used?: Array<{ order_id: string; bill_no: string; amount: string; applied_date: string }>;
  hsn_summary: Array<{ hsn_code: string; gst_percentage?: string; taxable_value: string; cgst: string; sgst: string; tax_total: string }>;
  /** Not in the spec (issue 31 item 4): the note's tax rate by rate; absent from a legacy server. */
  tax_by_rate?: TaxRateRow[];
}

/** The bill by its order_id, or by the number the customer knows ("28", "R-28"). */
export function fetchReturnBill(by: { orderId: string } | { billNo: string }): Promise<ApiResult<ReturnBill>> {
  return callApi<ReturnBill>('pos_api/sales_return_detail.php', 'orderId' in by ? { order_id: by.orderId } : { bill_no: by.billNo });
}

export function saveSalesReturn(body: SalesReturnBody): Promise<ApiResult<ReturnMade>> {
  return callApi<ReturnMade>('pos_api/sales_return.php', body);
}

export function fetchCreditNotes(): Promise<ApiResult<CreditNoteRow[]>> {
  return callApi<CreditNoteRow[]>('credit_note_list.php', {});
}

export function fetchCreditNote(creditNoteId: string): Promise<ApiResult<CreditNote>> {
  return callApi<CreditNote>('credit_note_details.php', { credit_note_id: creditNoteId });
}
