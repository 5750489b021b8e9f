// credit_note_list.php's row (issue 21), shared by the server and the credit note list; the return screen's bill
// (sales_return_detail.php) and what a return made (sales_return.php), read by the return machine and the screen.
// Money is rupees with two decimals, dates dd-mm-yyyy, as every reply of the API.

export interface CreditNoteListRow {
  credit_note_id: string;
  credit_note_no: string;
  cn_date: string;
  order_id: string;
  /** The returned bill's number named with its series (issue 32): "GST 103", "R-31". */
  bill_no: string;
  bill_type: string;
  bill_date: string;
  name: string;
  mobile: string;
  reason: string;
  amount: string;
}

/** sales_return_detail.php's line: what it sold, what came back before and what can still come back. */
export interface ReturnLine {
  order_detail_id: string;
  product_name: string;
  serial_no: string;
  amount_per_product: string;
  discount_percentage: string;
  qty: number;
  returned: number;
  returnable: number;
  total_per_product: string;
  /** The units the line still holds (issue 33 item 4): a return of the line picks from them. */
  unit_serials?: string[];
}

export interface ReturnBill {
  order_id: string;
  bill_no: string;
  bill_type: 'gst' | 'retail';
  order_date: string;
  name: string;
  total: string;
  balance: string;
  lines: ReturnLine[];
  credit_notes: Array<{ credit_note_id: string; credit_note_no: string; cn_date: string; total: string }>;
}

export interface ReturnMade {
  credit_note_id: string;
  credit_note_no: string;
  total: string;
  applied: string;
  refund: string;
  kept_credit: string;
}
