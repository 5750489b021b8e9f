// debit_note_list.php's row and pos_api/purchase_return.php's reply (issue 30 item 2), shared by the server and the
// screens. Money is rupees with two decimals, dates dd-mm-yyyy, as every reply of the API.

export interface DebitNoteListRow {
  debit_note_id: string;
  debit_note_no: string;
  dn_date: string;
  purchase_id: string;
  purchase_date: string;
  supplier_id: string;
  name: string;
  mobile: string;
  reason: string;
  amount: string;
}

export interface PurchaseReturnSaved {
  debit_note_id: string;
  debit_note_no: string;
  total: string;
}
