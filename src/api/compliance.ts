// Issue 21: a GST or retail bill's e-way bill and e-invoice JSON (the body is the portal's file), and what its details
// show; issue 31: a credit note's e-invoice (CRN).
import { callApi, type ApiResult } from './client';

export interface ComplianceDetail {
  order_id: string;
  ewaybill_needed: boolean;
  ewaybill_threshold: string;
  einvoice: boolean;
  books_locked_until: string;
}

export interface EwayTransportForm {
  trans_mode: string;
  vehicle_no: string;
  distance_km: string;
  transporter_id: string;
  transporter_name: string;
  /** Lorry receipt (road, optional), railway receipt, airway bill or bill of lading (required by rail, air, ship). */
  trans_doc_no: string;
  /** dd-mm-yyyy; required with a document number. */
  trans_doc_date: string;
}

export function fetchComplianceDetail(orderId: string): Promise<ApiResult<ComplianceDetail>> {
  return callApi<ComplianceDetail>('compliance_detail.php', { order_id: orderId });
}

export function fetchEwayBillJson(orderId: string, transport: EwayTransportForm): Promise<ApiResult<unknown>> {
  return callApi<unknown>('ewaybill_json.php', { order_id: orderId, ...transport });
}

export function fetchEInvoiceJson(orderId: string): Promise<ApiResult<unknown>> {
  return callApi<unknown>('einvoice_json.php', { order_id: orderId });
}

/** A credit note as the IRP's CRN, its bill the preceding invoice. */
export function fetchCreditNoteEInvoiceJson(creditNoteId: string): Promise<ApiResult<unknown>> {
  return callApi<unknown>('einvoice_json.php', { credit_note_id: creditNoteId });
}

export function fetchEInvoiceBatch(fromDate: string, toDate: string): Promise<ApiResult<unknown[]>> {
  return callApi<unknown[]>('einvoice_batch_json.php', { from_date: fromDate, to_date: toDate });
}
