// Reply shapes of the supplier and purchase calls (back-office §3), defined once for the server and the app.

/** The spec's Supplier; supplier_id repeats id for the pickers. */
export interface SupplierRecord {
  id: string;
  supplier_id: string;
  supplier_name: string;
  mobile: string;
  address: string;
  gst_number: string;
  /** The GST state (place of supply of its purchases); not in the spec's supplier. */
  state: string;
  /** Not in the spec (issue 29): what the shop owed the supplier when it moved to kulir, rupees, and its date (dd-mm-yyyy or ''). */
  opening_balance: string;
  opening_date: string;
  /** Not in the spec (issue 29): days after a purchase's date it falls due, as digits ("0" none). */
  credit_days: string;
}

/** The spec's Purchase list row; amount with Indian grouping. */
export interface PurchaseListRow {
  order_id: string;
  purchase_id: string;
  orderdate: string;
  name: string;
  billing_phonenumber: string;
  supplier_id: string;
  amount: string;
  /** Not in the spec (issue 30): the supplier's invoice number and date (dd-mm-yyyy); '' when not entered. */
  supplier_invoice_no: string;
  supplier_invoice_date: string;
}

export interface PurchaseDetailLine {
  od_id: string;
  order_detail_id: string;
  product_id: string;
  product_name: string;
  serial_no: string;
  qty: number;
  amount_per_product: string;
  total_per_product: string;
  box_contents: string;
  count_of_pcs: number;
  rate_per: string;
  unit: string;
  /** Not in the spec (issue 33 item 4): the units the line received ([] for a product that does not track them). */
  unit_serials: string[];
}

/** The spec's Purchase detail; version is what an edit sends back to be checked. */
export interface PurchaseDetail {
  purchase_id: string;
  orderdate: string;
  supplier_name: string;
  supplier_address: string;
  supplier_mobile: string;
  id: string;
  /** Not in the spec (issue 30): the supplier's invoice number and date (dd-mm-yyyy); '' when not entered. */
  supplier_invoice_no: string;
  supplier_invoice_date: string;
  subtotal: string;
  /** Where the supplier supplied from when the purchase was saved; '' when not known (then local). */
  supplier_state: string;
  gst_amount: string;
  /** 'intra': CGST + SGST; 'inter' (a supplier in another state): IGST, with CGST and SGST 0. */
  tax_split: 'intra' | 'inter';
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
  paid_amount: string;
  gst_percentage: string;
  commision_percentage: string;
  discount_percentage: string;
  packing_percentage: string;
  version: number;
  order_details: PurchaseDetailLine[];
}

/** What a purchase save, edit or line delete answers. */
export interface PurchaseSaved {
  purchase_id: string;
  order_id: string;
  total: string;
  version: number;
}
