// unit_serial.php (issue 33 item 4): one unit's story, as the /serial/{serial} screen reads it.
export interface UnitSerialPurchase {
  purchase_id: string;
  /** dd-mm-yyyy */
  purchase_date: string;
  supplier_id: string;
  supplier_name: string;
  /** The supplier's own invoice the unit came on; '' and '' when the purchase has none. */
  supplier_invoice_no: string;
  supplier_invoice_date: string;
  /** The debit note that sent the unit back to the supplier (a purchase return), if it went back. */
  returned_to_supplier: { debit_note_id: string; debit_note_no: string; date: string } | null;
}

export interface UnitSerialSale {
  order_id: string;
  /** The number printed on the bill ("R-12" for a retail bill). */
  bill_no: string;
  order_date: string;
  customer_id: string;
  customer_name: string;
  mobile: string;
  /** The warranty runs from the bill's date (dd-mm-yyyy). */
  warranty_start: string;
  cancelled: boolean;
  /** The credit note that took the unit back, if it came back. */
  returned: { credit_note_id: string; credit_note_no: string; date: string } | null;
}

export interface UnitSerialStory {
  unit_serial: string;
  /** Which catalogue product_id is of: a GST product, or a retail product (issue 33). */
  product_kind: 'product' | 'retail';
  product_id: string;
  product_name: string;
  /** Sold now and not returned: it cannot be sold again until it comes back. (A unit sent back to the supplier is not
   *  sold, and not in stock either: its latest purchase has returned_to_supplier.) */
  sold: boolean;
  /** The purchases it came in on, oldest first. */
  purchases: UnitSerialPurchase[];
  /** Oldest first. */
  sales: UnitSerialSale[];
}
