// credit_note_list.php's row (issue 21), shared by the server and the credit note list. Money is rupees with two
// decimals, dates dd-mm-yyyy, as every reply of the API.

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
