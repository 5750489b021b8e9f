// Issue 21: a GST or retail bill's e-way bill and e-invoice JSON (the body is the portal's file), and what its details
// show; issue 31: a credit note's e-invoice (CRN).
import type { ComplianceDetail, EwayTransportForm, IrnForm } from '../../core/api/compliance';
import type { EwayBillPrint, IrnPrint } from '../../core/api/print-document';
import { callApi, type ApiResult } from './client';

export type { ComplianceDetail, EwayTransportForm, IrnForm };

/** irn_attach.php for a bill (order_id) or a credit note (credit_note_id). */
export function attachIrn(document: { order_id: string } | { credit_note_id: string }, form: IrnForm): Promise<ApiResult<IrnPrint>> {
  return callApi<IrnPrint>('irn_attach.php', { ...document, ...form });
}

export function attachEwayBill(orderId: string, form: { ewb_no: string; ewb_date: string }): Promise<ApiResult<EwayBillPrint>> {
  return callApi<EwayBillPrint>('ewaybill_attach.php', { order_id: orderId, ...form });
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
