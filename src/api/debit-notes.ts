// Purchase returns and debit notes (issue 30 item 2): the return screen's purchase, the return itself, the list and one note.
import type { DebitNoteListRow, PurchaseReturnSaved } from '../../core/api/debit-notes';
import type { PurchaseReturnBody } from '../../core/debit-note-payload';
import { callApi, type ApiResult } from './client';
import type { SellerDetail } from './print';

export interface PurchaseReturnLine {
  purchase_detail_id: string;
  product_name: string;
  serial_no: string;
  amount_per_product: string;
  qty: number;
  returned: number;
  returnable: number;
  stock: number;
  total_per_product: string;
  /** The line's product tracks unit serials (issue 33 item 4). */
  track_unit_serials: boolean;
  /** The line's units still in stock: what a return of this line picks from; [] for a line received without serials. */
  unit_serials_in_stock: string[];
}

export interface ReturnPurchase {
  purchase_id: string;
  orderdate: string;
  supplier_name: string;
  total: string;
  balance: string;
  lines: PurchaseReturnLine[];
  debit_notes: Array<{ debit_note_id: string; debit_note_no: string; dn_date: string; total: string }>;
}

export type DebitNoteRow = DebitNoteListRow;
export type DebitNoteMade = PurchaseReturnSaved;

export interface DebitNote {
  debit_note_id: string;
  debit_note_no: string;
  dn_date: string;
  reason: string;
  purchase_id: string;
  purchase_date: string;
  seller_detail: SellerDetail;
  supplier_detail: { supplier_id: string; name: string; tax_number: string; address: string; state: string; telephone: string };
  lines: Array<{
    purchase_detail_id: string;
    product_name: string;
    serial_no: string;
    hsn_code: string;
    unit: string;
    amount_per_product: string;
    qty: number;
    total_per_product: string;
  }>;
  final_billing: Record<'subtotal' | 'taxable' | 'gst_percentage' | 'cgst' | 'sgst' | 'igst' | 'gst_total' | 'total', string> & {
    tax_split: 'intra' | 'inter';
  };
  settlement: { applied: string; due: string };
}

export function fetchReturnPurchase(purchaseId: string): Promise<ApiResult<ReturnPurchase>> {
  return callApi<ReturnPurchase>('pos_api/purchase_return_detail.php', { purchase_id: purchaseId });
}

export function savePurchaseReturn(body: PurchaseReturnBody): Promise<ApiResult<DebitNoteMade>> {
  return callApi<DebitNoteMade>('pos_api/purchase_return.php', body);
}

export function fetchDebitNotes(): Promise<ApiResult<DebitNoteRow[]>> {
  return callApi<DebitNoteRow[]>('debit_note_list.php', {});
}

export function fetchDebitNote(debitNoteId: string): Promise<ApiResult<DebitNote>> {
  return callApi<DebitNote>('debit_note_details.php', { debit_note_id: debitNoteId });
}
