// The print screens' data (spec §3 "Invoice or quotation payload"): tax invoice, quotation, retail invoice and receipt,
// as print_detail.php and its siblings answer it. Here in core/ so that machines/ and src/ read one type.

export interface SellerDetail {
  shop_name: string;
  gst_no: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  email: string;
  phone: string;
  bank_name: string;
  acc_holder_name: string;
  acc_no: string;
  ifsc_code: string;
  micr_code: string;
  /** The shop's UPI ID; absent from a legacy server. */
  upi_id?: string;
}

export interface BuyerDetail {
  name: string;
  tax_number: string;
  address: string;
  state: string;
  telephone: string;
}

export interface BillDetailLine {
  order_detail_id: string;
  brand_name: string;
  product_name: string;
  serial_no: string;
  product_code?: string;
  model: string;
  type: string;
  batch_no: string;
  hsn_code: string;
  amount_per_product: string;
  qty: number | string;
  qty_per_box?: number | string;
  unit: string;
  discount_percentage?: string;
  total_per_product: string;
  /** Not in the spec (issue 31 item 4): the line's own GST rate ("18.00"); absent from a legacy server. */
  gst_percentage?: string;
  /** Not in the spec (issue 33 item 4): the units sold on the line, printed "S/N: X, Y" under its name. */
  unit_serials?: string[];
}

export interface FinalBilling {
  subtotal: string;
  cgst: string;
  sgst: string;
  cgst_percentage: string;
  sgst_percentage: string;
  gst_percentage?: string;
  gst_total: string;
  /** 'intra': CGST + SGST; 'inter': one IGST line. Absent (legacy server): decided from the two states. */
  tax_split?: 'intra' | 'inter';
  discount_percentage: string;
  discount_amt: string;
  commission_percentage: string;
  commission_amt: string;
  packing_percentage: string;
  packing_amt: string;
  /** Not in the spec (issue 31 item 5): "1" the bill was made under GST on packing (packing in the taxable value). */
  gst_on_packing?: '1' | '0';
  round_off?: string;
  total: string;
  /** What is paid on the bill and what is still due (issue 22); absent from a legacy server. */
  paid_amount?: string;
  amount_due?: string;
}

/** What the counter took with the bill (issue 32): each mode, the cash handed over and the change. */
export interface CounterTender {
  payments: Array<{ mode: 'cash' | 'upi' | 'card'; amount: string }>;
  cash_received: string;
  change: string;
}

export interface HsnSummaryRow {
  hsn_code: string;
  /** Not in the spec (issue 31 item 4): the row's GST rate (one row per HSN code and rate); absent from a legacy server. */
  gst_percentage?: string;
  taxable_value: string;
  cgst: string;
  sgst: string;
  tax_total: string;
}

/** One GST rate's taxable value and tax on a bill (issue 31 item 4); the rows add up to final_billing's. */
export interface TaxRateRow {
  gst_percentage: string;
  cgst_percentage: string;
  sgst_percentage: string;
  taxable_value: string;
  cgst: string;
  sgst: string;
  igst: string;
  tax_total: string;
}

/** The IRP's answer attached to a bill or credit note (issue 31): printed with a QR code of the signed QR string. */
export interface IrnPrint {
  irn: string;
  ack_no: string;
  /** dd-mm-yyyy hh:mm */
  ack_date: string;
  signed_qr: string;
}

/** A bill's e-way bill as attached (issue 31). */
export interface EwayBillPrint {
  ewb_no: string;
  /** dd-mm-yyyy hh:mm */
  ewb_date: string;
}

export interface InvoiceData {
  order_id: string;
  bill_no?: string;
  bill_type?: 'gst' | 'estimate' | 'retail';
  order_date: string;
  cancelled?: string;
  seller_detail: SellerDetail;
  buyer_detail: BuyerDetail;
  bill_detail: BillDetailLine[];
  final_billing: FinalBilling;
  hsn_summary?: HsnSummaryRow[];
  /** Not in the spec (issue 31 item 4): the tax rate by rate; absent from a legacy server (one rate: final_billing's). */
  tax_by_rate?: TaxRateRow[];
  /** upi://pay for the amount due, '' when the bill carries no UPI QR (no UPI ID set, nothing due, a quotation). */
  upi_link?: string;
  /** What the UPI QR asks for (issue 32); absent from a legacy server. */
  upi_amount?: string;
  /** null or absent: nothing was taken at the counter with the bill. */
  tender?: CounterTender | null;
  /** The IRN attached (issue 31); null or absent: none. */
  irn?: IrnPrint | null;
  /** The e-way bill attached (issue 31); null or absent: none. */
  ewaybill?: EwayBillPrint | null;
}
