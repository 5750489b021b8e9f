import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PaymentMode } from '../../core/payment-mode';

// Money columns are integer paise; percent columns are basis points (18% = 1800); dates are 'YYYY-MM-DD';
// timestamps are ISO-8601 UTC text. Booleans are 0/1 integers on both dialects.

export interface EmployeeTable {
  user_id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
  user_status: number;
  is_owner: number;
  perm_employee: Generated<number>;
  perm_settings: Generated<number>;
  perm_customer: Generated<number>;
  perm_supplier: Generated<number>;
  perm_brand: Generated<number>;
  perm_unit: Generated<number>;
  perm_product: Generated<number>;
  perm_purchase_list: Generated<number>;
  perm_estimate: Generated<number>;
  perm_estimate_list: Generated<number>;
  perm_gstbill: Generated<number>;
  perm_gstbill_list: Generated<number>;
  perm_payment_details: Generated<number>;
  perm_stock_report: Generated<number>;
  perm_purchase_gst: Generated<number>;
  perm_sales_gst: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
}

export interface SettingsTable {
  id: number;
  shop_name: string;
  user_name: string;
  email: string;
  phone: string;
  address: string;
  gst_no: string;
  city: string;
  state: string;
  pincode: string;
  cgst_bp: number;
  sgst_bp: number;
  packing_bp: number;
  bank_name: string;
  acc_holder_name: string;
  acc_no: string;
  ifsc_code: string;
  micr_code: string;
  /** The shop's UPI ID for the QR on bills; '' for none (migration 2026-11-25T14-upi-id). */
  upi_id: Generated<string>;
  allow_negative_stock: number;
  /** How a retail bill prints from the counter: 'receipt' (80 mm) or 'a4'. */
  retail_print: Generated<RetailPrint>;
  /** The shop's default network receipt printer, host:port; '' for none (migration 2026-12-07T20-receipt-printer). */
  receipt_printer: Generated<string>;
  /** Books closed up to this day ('YYYY-MM-DD'); '' while every period is open (migration 2026-11-26T20-compliance). */
  books_locked_until: Generated<string>;
  /** Paise: a GST bill over this needs an e-way bill (₹50,000 by default). */
  ewaybill_threshold: Generated<number>;
  /** GST on packing (issue 31 item 5): 1, packing in the taxable value; 0, the spec's arithmetic (2026-12-07T10-gst-on-packing). */
  gst_on_packing: Generated<number>;
  updated_at: string;
}

import type { RetailPrint } from '../../core/cart/cart.catalogue';
export type { RetailPrint };

export interface CustomerTable {
  user_id: Generated<number>;
  name: string;
  mobile: string;
  email: string;
  tax_number: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  place_of_supply: string;
  credit_limit: number;
  /** Issue 29: what the customer owed the shop when it moved to kulir (paise, never negative) and its date ('' none). */
  opening_balance: Generated<number>;
  opening_date: Generated<string>;
  /** Issue 29: days after a bill's date it falls due (0 to 365; 0 none). */
  credit_days: Generated<number>;
  /** Paise paid on the opening balance so far (issue 29 item 1), as a bill's paid_amount. */
  opening_paid: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CategoryTable {
  category_id: Generated<number>;
  category_name: string;
}

export interface BrandTable {
  brand_id: Generated<number>;
  brand_name: string;
}

export interface UnitTable {
  unit_id: Generated<number>;
  unit_name: string;
}

export interface SupplierTable {
  id: Generated<number>;
  supplier_name: string;
  mobile: string;
  address: string;
  state: string;
  gst_number: string;
  /** Issue 29: what the shop owed the supplier when it moved to kulir (paise, never negative) and its date ('' none). */
  opening_balance: Generated<number>;
  opening_date: Generated<string>;
  /** Issue 29: days after a bill's date it falls due (0 to 365; 0 none). */
  credit_days: Generated<number>;
  /** Paise paid on the opening balance so far (issue 29 item 1), as a bill's paid_amount. */
  opening_paid: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ProductTable {
  product_id: Generated<number>;
  product_name: string;
  supplier_id: number;
  category_id: number | null;
  brand_id: number | null;
  unit_id: number | null;
  batch_no: string;
  serial_no: string;
  product_code: string;
  model: string;
  type: string;
  hsn_code: string;
  purchase_rate: number;
  sell_rate: number;
  price_per_pcs: number;
  rate: number;
  rate_per: string;
  count_of_pcs: number;
  box_contents: string;
  qty_per_box: number;
  stock: number;
  created_at: string;
  updated_at: string;
  /** Set when a product on bills or purchases is deleted (it is archived, never removed). */
  deleted_at: Generated<string | null>;
  /** 1: each unit sold or bought names its unit serial (issue 33 item 4, table unit_serials). */
  track_unit_serials: Generated<number>;
  /** The product's own GST rate in basis points (issue 31 item 4, core/gst-rates.ts); null: the shop's CGST + SGST. */
  gst_bp: Generated<number | null>;
}

/** One movement of one unit (issue 33 item 4): received on a purchase, or sold on a bill line. */
export interface UnitSerialTable {
  unit_serial_id: Generated<number>;
  /** Trimmed and upper-cased (core/unit-serials.ts). */
  unit_serial: string;
  /** The GST product the unit is of; null for a retail product's unit (migration 2026-12-08T21). */
  product_id: number | null;
  /** The retail product the unit is of; null for a GST product's unit. */
  retail_product_id: Generated<number | null>;
  movement: 'purchase' | 'sale';
  purchase_id: number | null;
  purchase_od_id: number | null;
  order_id: number | null;
  od_id: number | null;
  /** 1 while this sale holds the unit; a partial unique index allows one such row per unit serial. */
  sold: number;
  /** The credit note that took the unit back. */
  credit_note_id: number | null;
  /** On a purchase row: the debit note that sent the unit back to the supplier (out of stock); null while kept (2026-12-09T10). */
  debit_note_id: Generated<number | null>;
  released: 'return' | 'cancel' | null;
  released_at: string | null;
  created_by: number;
  created_at: string;
}

export interface RetailProductTable {
  product_id: Generated<number>;
  product_name: string;
  product_code: string;
  category_id: number | null;
  brand_id: number | null;
  hsn_code: string;
  rate: number;
  qty_per_box: number;
  count_of_pcs: number;
  stock: number;
  created_at: string;
  updated_at: string;
  deleted_at: Generated<string | null>;
  /** The retail product's own GST rate in basis points (issue 31 item 4); null: the shop's CGST + SGST. */
  gst_bp: Generated<number | null>;
  /** 1: each unit sold names its unit serial (issue 33 item 4; migration 2026-12-08T21). */
  track_unit_serials: Generated<number>;
}

/** One table for the three kinds of sales bill; bill numbers run per kind and financial year. */
export interface OrderTable {
  order_id: Generated<number>;
  kind: 'gst' | 'estimate' | 'retail';
  fy: string;
  bill_no: number;
  order_date: string;
  customer_id: number;
  billing_name: string;
  billing_phonenumber: string;
  billing_address: string;
  billing_state: string;
  subtotal: number;
  discount_bp: number;
  discount_amt: number;
  commission_bp: number;
  commission_amt: number;
  gst_bp: number;
  gst_amt: number;
  cgst_amt: number;
  sgst_amt: number;
  packing_bp: number;
  packing_amt: number;
  /** The GST-on-packing rule the bill was made under: 1, packing in the taxable value; 0 (bills before 2026-12-07T10), not. */
  gst_on_packing: Generated<number>;
  round_off: number;
  total: number;
  paid_amount: number;
  /** What credit notes took off the bill's balance (migration 2026-11-26T10-credit-notes). */
  credited_amount: Generated<number>;
  /** Cash handed over at the counter when more than the cash booked (the change came from it); null: none (2026-11-28T50-prints). */
  cash_received: Generated<number | null>;
  /** A quotation's: the bill it became (2026-11-28T50-prints); null: not billed. */
  billed_order_id: Generated<number | null>;
  cancelled: number;
  cancelled_at: string | null;
  cancelled_by: number | null;
  version: number;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export interface OrderLineTable {
  od_id: Generated<number>;
  order_id: number;
  line_no: number;
  product_id: number | null;
  retail_product_id: number | null;
  product_name: string;
  brand_name: string;
  serial_no: string;
  product_code: string;
  model: string;
  type: string;
  batch_no: string;
  hsn_code: string;
  unit: string;
  rate_per: string;
  price_per_pcs: number;
  box_contents: string;
  qty_per_box: number;
  rate: number;
  qty: number;
  discount_bp: number;
  total: number;
  manual: number;
  /** The GST rate this line was billed at, in basis points (issue 31 item 4); lines before 2026-12-08T10 took the bill's. */
  gst_bp: number | null;
}

export interface PurchaseTable {
  purchase_id: Generated<number>;
  supplier_id: number;
  order_date: string;
  supplier_name: string;
  /** Where the supplier supplied from when the purchase was saved (core/tax-columns supplierPlace); '' unknown. */
  supplier_state: string;
  /** Issue 30: the supplier's invoice number and date (YYYY-MM-DD); null when the purchase was booked without them. */
  supplier_invoice_no: string | null;
  supplier_invoice_date: string | null;
  /** The number with case and spaces ignored, and the financial year of its date: unique per supplier with them. */
  supplier_invoice_key: string | null;
  supplier_invoice_fy: string | null;
  subtotal: number;
  gst_bp: number;
  gst_amt: number;
  cgst_amt: number;
  sgst_amt: number;
  total: number;
  paid_amount: number;
  version: number;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export interface PurchaseLineTable {
  od_id: Generated<number>;
  purchase_id: number;
  line_no: number;
  product_id: number;
  product_name: string;
  serial_no: string;
  box_contents: string;
  count_of_pcs: number;
  rate_per: string;
  unit: string;
  rate: number;
  qty: number;
  total: number;
}

/** Every stock movement; a product's stock is the sum of its rows. */
export interface StockLedgerTable {
  id: Generated<number>;
  product_kind: 'product' | 'retail';
  product_id: number;
  qty_change: number;
  reason: string;
  doc_kind: string;
  doc_id: number | null;
  user_id: number | null;
  created_at: string;
}

/** A payment received against one sales bill (paid_id). */
/** What a paid entry was booked on (issue 29 item 1). */
export type PaidDocKind = 'bill' | 'opening';

export interface CustomerPaymentTable {
  paid_id: Generated<number>;
  /** null on an entry booked on the party's opening balance (doc_kind 'opening'). */
  order_id: number | null;
  /** Which document the entry was booked on: a bill (purchase) or the party's opening balance. */
  doc_kind: Generated<PaidDocKind>;
  customer_id: number;
  amount: number;
  paid_date: string;
  balance_after: number;
  /** How the money came or went (core/payment-mode.ts), and a cheque's number and date ('' and null otherwise). */
  mode: Generated<PaymentMode>;
  cheque_no: Generated<string>;
  cheque_date: string | null;
  /** A UTR or transaction id ('' when none was given). */
  reference: Generated<string>;
  created_by: number;
  created_at: string;
}

/** A payment made against one purchase (paid_id). */
export interface SupplierPaymentTable {
  paid_id: Generated<number>;
  /** null on an entry booked on the party's opening balance (doc_kind 'opening'). */
  purchase_id: number | null;
  /** Which document the entry was booked on: a bill (purchase) or the party's opening balance. */
  doc_kind: Generated<PaidDocKind>;
  supplier_id: number;
  amount: number;
  paid_date: string;
  balance_after: number;
  /** How the money came or went (core/payment-mode.ts), and a cheque's number and date ('' and null otherwise). */
  mode: Generated<PaymentMode>;
  cheque_no: Generated<string>;
  cheque_date: string | null;
  /** A UTR or transaction id ('' when none was given). */
  reference: Generated<string>;
  created_by: number;
  created_at: string;
}

/** The cash book of /paymentdetails. */
export interface PaymentDetailTable {
  id: Generated<number>;
  added_date: string;
  name: string;
  payment_sent: string;
  payment_method: 'credit' | 'debit';
  amount: number;
  description: string;
  /** Not in the spec (issue 29 item 6): how the money came or went, a cheque's number and date, a reference. */
  mode: Generated<PaymentMode>;
  cheque_no: Generated<string>;
  cheque_date: string | null;
  reference: Generated<string>;
  created_by: number;
  created_at: string;
}

export interface BannerTable {
  banner_id: Generated<number>;
  image: string;
  rank: number;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface ContentPageTable {
  page_id: string;
  title: string;
  html: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  call: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
}

/** One sign-in attempt: the throttle's counts (server/sign-in-throttle.ts). */
export interface SignInAttemptTable {
  id: Generated<number>;
  at: string;
  email: string;
  address: string;
  succeeded: number;
}

/** A save's first answer, kept so a repeated request_id gets the same result. */
export interface RequestLogTable {
  request_id: string;
  user_id: number;
  call: string;
  reply_json: string;
  created_at: string;
}

/** One row (id 1): moved on by database triggers on every write to what the POS lists carry. */
export interface CatalogueVersionTable {
  id: number;
  version: number;
  /** Set afresh at every server start and by a restore: a tag or kept list from before never matches. */
  epoch: Generated<string>;
  /** The first version catalogue_changes can answer "changed since" for. */
  log_from: Generated<number>;
}

/** A code printed on a product's box (issue 33 item 3), upper-cased; one product of a kind ('product', 'retail') holds it. */
export interface ProductBarcodeTable {
  kind: string;
  barcode: string;
  product_id: number;
  /** The order the product's form lists it in. */
  position: number;
}

/** Per list ('wholesale', 'retail', 'names'), the version each product last changed at (null: not yet committed). */
export interface CatalogueChangeTable {
  list: string;
  item_id: number;
  version: number | null;
}

/** A day's drawer counted and closed (user_id null: every cashier of the shop); the figures as they stood then. */
export interface DayEndCloseTable {
  id: Generated<number>;
  close_date: string;
  user_id: number | null;
  bills: number;
  total: number;
  cash: number;
  upi: number;
  card: number;
  /** Bank transfers and cheques taken on the day (issue 29 item 6; 0 on days closed before they were kept). */
  bank: Generated<number>;
  cheque: Generated<number>;
  credit: number;
  /** The drawer's float at the day's start (0 for days closed before it was kept). */
  opening_cash: Generated<number>;
  cash_expected: number;
  cash_counted: number;
  closed_by: number;
  closed_at: string;
}

/** One row per day with a close: each close of the day locks it first, so a day's closes run one at a time. */
export interface DayEndDayTable {
  close_date: string;
  /** How many closes the day has had (the upsert that takes the lock adds one). */
  closes: number;
}

/** A closed day reopened by the owner (issue 32): the deleted close kept as it stood, with who, when and why. */
export interface DayEndReopenTable {
  id: Generated<number>;
  close_date: string;
  user_id: number | null;
  close_json: string;
  reason: string;
  reopened_by: number;
  reopened_at: string;
}

/** A sales return's credit note (CN-n per financial year), dated the day it was made. */
export interface CreditNoteTable {
  credit_note_id: Generated<number>;
  fy: string;
  cn_no: number;
  cn_date: string;
  order_id: number;
  customer_id: number;
  reason: string;
  subtotal: number;
  discount_amt: number;
  commission_amt: number;
  packing_amt: number;
  gst_amt: number;
  cgst_amt: number;
  sgst_amt: number;
  round_off: number;
  taxable: number;
  total: number;
  /** The part of total that lowered the bill's balance. */
  applied: number;
  /** Paid back to the customer (a cash-book debit). */
  refund: number;
  /** Kept as the customer's credit. */
  kept_credit: number;
  created_by: number;
  created_at: string;
}

/** One returned line: which bill line (od_id) and how many; the rest is read from the bill's line. */
export interface CreditNoteLineTable {
  id: Generated<number>;
  credit_note_id: number;
  od_id: number;
  line_no: number;
  qty: number;
  total: number;
}

/** A purchase return's debit note (DN-n per financial year), dated the day it was made (issue 30 item 2). */
export interface DebitNoteTable {
  debit_note_id: Generated<number>;
  fy: string;
  dn_no: number;
  dn_date: string;
  purchase_id: number;
  supplier_id: number;
  reason: string;
  subtotal: number;
  taxable: number;
  gst_amt: number;
  cgst_amt: number;
  sgst_amt: number;
  igst_amt: number;
  total: number;
  /** The part of total that lowered the purchase's balance. */
  applied: number;
  /** What the supplier owes back (the purchase was already paid past what is left of it). */
  due: number;
  created_by: number;
  created_at: string;
}

/** One line sent back: which purchase line (od_id) and how many; the rest is read from the purchase's line. */
export interface DebitNoteLineTable {
  id: Generated<number>;
  debit_note_id: number;
  od_id: number;
  line_no: number;
  qty: number;
  total: number;
}

/** A customer's kept credit taken off one of their bills (one credit note drawn on, one bill paid down). */
export interface CreditApplicationTable {
  id: Generated<number>;
  customer_id: number;
  credit_note_id: number;
  order_id: number;
  amount: number;
  applied_date: string;
  created_by: number;
  created_at: string;
}

/** Per series and financial year ("" for receipts and vouchers), the highest number ever issued as the last restore found it. */
export interface NumberFloorTable {
  series: string;
  fy: string;
  floor: number;
}

/** The last bill number issued per kind and financial year (server/sales/bill-number.ts). */
export interface BillCounterTable {
  kind: string;
  fy: string;
  last_no: number;
}

/** Numbers a restore lost (issued after its backup): never issued again, cancelled in GSTR-1 in skip_date's month. */
export interface SkippedNumberTable {
  restored_at: string;
  skip_date: string;
  series: string;
  fy: string;
  from_no: number;
  to_no: number;
  backup: string;
}

/** A month whose GSTR-1 the owner marked filed (issue 30): nothing dated in it is written. Undone by deleting the row (audited). */
export interface GstFiledMonthTable {
  /** 'YYYY-MM' */
  month: string;
  /** YYYY-MM-DD */
  filed_on: string;
  /** The portal's acknowledgement reference number, '' when not given. */
  arn: string;
  filed_by: number;
  filed_at: string;
}

/** The IRP's answer to a bill's or a credit note's e-invoice, as the owner attached it (issue 31). */
export interface IrnTable {
  id: Generated<number>;
  order_id: number | null;
  credit_note_id: number | null;
  /** 64 hexadecimal characters, lower case. */
  irn: string;
  ack_no: string;
  /** "yyyy-mm-dd hh:mm:ss" */
  ack_date: string;
  /** The JWT as the IRP issued it: the printed QR code encodes it. */
  signed_qr: string;
  created_by: number;
  created_at: string;
}

/** A bill's e-way bill, as the owner attached it (issue 31). */
export interface EwayBillTable {
  order_id: number;
  /** 12 digits. */
  ewb_no: string;
  /** "yyyy-mm-dd hh:mm:ss" */
  ewb_date: string;
  created_by: number;
  created_at: string;
}

export interface Database {
  employees: EmployeeTable;
  sessions: SessionTable;
  settings: SettingsTable;
  customers: CustomerTable;
  categories: CategoryTable;
  brands: BrandTable;
  units: UnitTable;
  suppliers: SupplierTable;
  products: ProductTable;
  unit_serials: UnitSerialTable;
  retail_products: RetailProductTable;
  product_barcodes: ProductBarcodeTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  purchases: PurchaseTable;
  purchase_lines: PurchaseLineTable;
  stock_ledger: StockLedgerTable;
  customer_payments: CustomerPaymentTable;
  supplier_payments: SupplierPaymentTable;
  payment_details: PaymentDetailTable;
  day_end_closes: DayEndCloseTable;
  day_end_days: DayEndDayTable;
  day_end_reopens: DayEndReopenTable;
  credit_notes: CreditNoteTable;
  credit_note_lines: CreditNoteLineTable;
  credit_applications: CreditApplicationTable;
  debit_notes: DebitNoteTable;
  debit_note_lines: DebitNoteLineTable;
  irns: IrnTable;
  eway_bills: EwayBillTable;
  number_floors: NumberFloorTable;
  bill_counters: BillCounterTable;
  skipped_numbers: SkippedNumberTable;
  gst_filed_months: GstFiledMonthTable;
  banners: BannerTable;
  content_pages: ContentPageTable;
  audit_log: AuditLogTable;
  request_log: RequestLogTable;
  catalogue_version: CatalogueVersionTable;
  catalogue_changes: CatalogueChangeTable;
  sign_in_attempts: SignInAttemptTable;
}

export type Employee = Selectable<EmployeeTable>;
export type NewEmployee = Insertable<EmployeeTable>;
export type EmployeeUpdate = Updateable<EmployeeTable>;
export type Customer = Selectable<CustomerTable>;
export type Order = Selectable<OrderTable>;
export type Settings = Selectable<SettingsTable>;
