// Issue 21: a GST or retail bill's e-way bill and e-invoice JSON (the body is the portal's file), and what its details
// show; issue 31: a credit note's e-invoice (CRN).
import type { EwayBillPrint, IrnPrint } from '../../core/api/print-document';
import { callApi, type ApiResult } from './client';

export interface ComplianceDetail {
  order_id: string;
  ewaybill_needed: boolean;
  ewaybill_threshold: string;
  einvoice: boolean;
  books_locked_until: string;
  irn: IrnPrint | null;
  ewaybill: EwayBillPrint | null;
}

export interface IrnForm {
  irn: string;
  ack_no: string;
  ack_date: string;
  signed_qr: string;
}

/** irn_attach.php for a bill (order_id) or a credit note (credit_note_id). */
export function attachIrn(document: { order_id: string } | { credit_note_id: string }, form: IrnForm): Promise<ApiResult<IrnPrint>> {
  return callApi<IrnPrint>('irn_attach.php', { ...document, ...form });
}

export function attachEwayBill(orderId: string, form: { ewb_no: string; ewb_date: string }): Promise<ApiResult<EwayBillPrint>> {
  return callApi<EwayBillPrint>('ewaybill_attach.php', { order_id: orderId, ...form });
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
