// The replies and forms of a bill's e-way bill and e-invoice calls (issue 21, issue 31), here in core/ so that
// machines/compliance.ts and src/api/compliance.ts read one type.
import type { EwayBillPrint, IrnPrint } from './print-document';

export interface ComplianceDetail {
  order_id: string;
  ewaybill_needed: boolean;
  ewaybill_threshold: string;
  einvoice: boolean;
  books_locked_until: string;
  irn: IrnPrint | null;
  ewaybill: EwayBillPrint | null;
}

/** A type (not an interface) so that it is a record of strings, as the attach form keeps it. */
export type IrnForm = {
  irn: string;
  ack_no: string;
  ack_date: string;
  signed_qr: string;
};

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
