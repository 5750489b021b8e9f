// Wire field → the label the screens show it under (issues 22 and 32): the one mapping every message the app shows goes
// through. The API's messages name the wire field ("tax_number: GSTIN check digit does not match",
// "productdetails.2.qty: must be …", "No GST bill with order_id 5"), which is what an API client sent; the app shows the
// same rule under the screen's label ("GSTIN: …", "Line 3: Qty: must be …", "No GST bill with ID 5").
// src/api/client.ts applies it to every refusal it reads, and a screen that checks a body with a wire schema itself
// (the return screen) words its issues with it too. server/field-labels.test.ts walks every call's schema and fails
// when a field has no label here.
import { FLAG_LABELS } from './permissions';

const LABELS: Readonly<Record<string, string>> = {
  acc_holder_name: 'Account Holder Name',
  acc_no: 'Account Number',
  ack_date: 'Ack Date',
  ack_no: 'Ack No',
  active: 'Active',
  address: 'Address',
  amount: 'Amount',
  amount_per_product: 'Rate',
  arn: 'ARN',
  as_of: 'As on',
  bank_name: 'Bank Name',
  banner_id: 'Banner',
  barcodes: 'Barcodes',
  batch_no: 'Batch No',
  bill_no: 'Bill No',
  billing_name: 'Billing Name',
  billing_phonenumber: 'Billing Phone',
  billing_state: 'Billing State',
  books_locked_until: 'Books Closed Up To',
  box_contents: 'Box Contents',
  brand_id: 'Brand',
  brand_name: 'Brand Name',
  cash_counted: 'Cash Counted',
  cash_received: 'Cash Received',
  category_id: 'Category',
  cheque_date: 'Cheque Date',
  cheque_no: 'Cheque No',
  cgst: 'CGST',
  city: 'City',
  commision_amount: 'Commission',
  commision_percentage: 'Commission %',
  copies: 'Copies',
  count_of_pcs: 'Count of Pcs',
  credit_days: 'Credit Days',
  credit_approval: 'Owner Approval',
  credit_limit: 'Credit Limit',
  credit_note_id: 'Credit Note',
  debit_note_id: 'Debit Note',
  date: 'Date',
  description: 'Description',
  discount_amount: 'Discount',
  discount_percentage: 'Discount %',
  distance_km: 'Distance (km)',
  email: 'Email',
  employee_id: 'Employee',
  epoch: 'Epoch',
  ewaybill_threshold: 'E-way Bill Threshold',
  ewb_date: 'E-way Bill Date',
  ewb_no: 'E-way Bill No',
  excess: 'Refund or Credit',
  filed_on: 'Filed On',
  format: 'Format',
  from_date: 'From Date',
  from_estimate_id: 'Quotation',
  gst_on_packing: 'GST on Packing',
  gst_no: 'GST Number',
  gst_number: 'GSTIN',
  gst_percentage: 'GST %',
  hsn_code: 'HSN Code',
  html: 'Content',
  id: 'ID',
  ifsc_code: 'IFSC Code',
  image: 'Image',
  irn: 'IRN',
  items: 'Products',
  layout: 'Label Stock',
  lines: 'Lines',
  micr_code: 'MICR Code',
  missing_hsn: 'Missing HSN',
  mobile: 'Mobile',
  mode: 'Mode',
  model: 'Model',
  month: 'Month',
  name: 'Name',
  new_date: 'Bill Date',
  od_id: 'Saved Line',
  opening_balance: 'Opening Balance',
  opening_cash: 'Opening Cash',
  opening_date: 'Opening Date',
  order_date: 'Date',
  order_detail_id: 'Bill Line',
  open_drawer: 'Open Drawer',
  order_id: 'Bill',
  packing_amount: 'Packing Charge',
  packing_charge: 'Packing Charge %',
  packing_percentage: 'Packing %',
  page: 'Page',
  page_id: 'Page',
  paid_amount: 'Paid Amount',
  paid_id: 'Payment',
  party: 'Party',
  password: 'Password',
  payment_method: 'Payment Method',
  payment_sent: 'Payment Sent',
  payments: 'Payments',
  per_page: 'Rows Per Page',
  printer: 'Receipt Printer',
  phone: 'Phone',
  pincode: 'Pincode',
  place_of_supply: 'Place of Supply',
  price_per_pcs: 'Price Per Pcs',
  product_code: 'Product Code',
  product_id: 'Product',
  product_name: 'Product Name',
  productdetails: 'Lines',
  products: 'Products',
  purchase_detail_id: 'Purchase Line',
  purchase_id: 'Purchase',
  purchase_list_id: 'Purchase',
  purchase_rate: 'Purchase Rate',
  qty: 'Qty',
  qty_per_box: 'Qty Per Box',
  quantity: 'Qty',
  rank: 'Rank',
  rate: 'Rate',
  rate_per: 'Rate Per',
  reason: 'Reason',
  receipt_printer: 'Receipt Printer',
  reference: 'Reference',
  request_id: 'Request',
  retail_print: 'Retail Bill Print',
  search: 'Search',
  sell_rate: 'Sell Rate',
  serial_no: 'Serial No',
  sgst: 'SGST',
  shop_name: 'Shop Name',
  signed_qr: 'Signed QR Code',
  since: 'Catalogue Version',
  start_position: 'Start at Label',
  state: 'State',
  stock: 'Stock',
  subtotal: 'Subtotal',
  supplier_id: 'Supplier',
  supplier_invoice_date: 'Supplier Invoice Date',
  supplier_invoice_no: 'Supplier Invoice No',
  supplier_name: 'Supplier Name',
  tax_number: 'GSTIN',
  telephone: 'Phone',
  to_date: 'To Date',
  total: 'Total',
  total_per_product: 'Total',
  trans_doc_date: 'Transport Doc Date',
  trans_doc_no: 'Transport Doc No.',
  trans_mode: 'Transport Mode',
  transporter_id: 'Transporter ID',
  transporter_name: 'Transporter Name',
  type: 'Type',
  unit: 'Unit',
  unit_id: 'Unit',
  unit_serial: 'Unit Serial',
  unit_serials: 'Unit Serials',
  track_unit_serials: 'Track Unit Serials',
  unit_name: 'Unit Name',
  upi_id: 'UPI ID',
  user_id: 'Customer',
  user_name: 'User Name',
  user_status: 'Login Status',
  v: 'Version',
  vehicle_no: 'Vehicle Number',
  version: 'Version',
};

/** A list on the wire whose items a person knows by number: productdetails.2 is "Line 3". */
const LIST_ITEMS: Readonly<Record<string, string>> = {
  productdetails: 'Line',
  lines: 'Line',
  payments: 'Payment',
  products: 'Product',
  items: 'Product',
};

const EMPLOYEE_CALLS = [
  'employee_login_previllage.php',
  'employe_list_update.php',
  'employe_list_delete.php',
  'employe_detail.php',
  'day_end_report.php',
  'day_end_close.php',
  'day_end_reopen.php',
];
const SUPPLIER_CALLS = ['pos_api/pos_update_supplier_payment.php', 'pos_api/paid_report_print_detail_supplier.php'];

/** Where one screen labels a field otherwise than the rest. */
const BY_CALL: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...Object.fromEntries(EMPLOYEE_CALLS.map((call) => [call, { user_id: 'Employee' }])),
  ...Object.fromEntries(SUPPLIER_CALLS.map((call) => [call, { supplier_id: 'Supplier', order_id: 'Purchase' }])),
  'register.php': { phone: 'Mobile' },
  'employe_detail_update.php': { phone: 'Mobile', user_id: 'Employee' },
  'supplier_add.php': { mobile: 'Phone' },
  'supplier_detail_update.php': { mobile: 'Phone' },
  'customer_detail_update.php': { telephone: 'Mobile' },
  'setting_update.php': { cgst: 'CGST %', sgst: 'SGST %' },
  'employe_previllage_update.php': FLAG_LABELS,
  'payment_details_delete.php': { id: 'Payment Detail' },
  'party_ledger.php': { id: 'Party' },
  'banner_image.php': { v: 'Image Version' },
};

function named(call: string, field: string): string | null {
  return BY_CALL[call]?.[field] ?? LABELS[field] ?? null;
}

/**
 * The screen's label of a wire field path: "tax_number" → "GSTIN", "productdetails.2.qty" → "Line 3: Qty",
 * "payments.0.amount" → "Payment 1: Amount", "since.epoch" → "Catalogue Version Epoch"; null for a field it does not know.
 */
export function fieldLabel(call: string, path: string): string | null {
  const parts = path.split('.');
  const places: string[] = [];
  const names: string[] = [];
  for (let at = 0; at < parts.length; at += 1) {
    const part = parts[at] ?? '';
    const next = parts[at + 1];
    const item = LIST_ITEMS[part];
    if (item !== undefined && next !== undefined && /^\d+$/.test(next)) {
      places.push(`${item} ${Number(next) + 1}`);
      at += 1;
      continue;
    }
    const label = /^\d+$/.test(part) ? null : named(call, part);
    if (label === null) return null;
    names.push(label);
  }
  return [...places, ...(names.length ? [names.join(' ')] : [])].join(': ') || null;
}

const WIRE_WORD = /\b([a-z]+(?:_[a-z]+)+)\b( \d+\b)?/g;

/** Wire names inside a message's text: "with order_id 5" → "with ID 5", any other labelled wire_name → its label. */
function labelledText(call: string, text: string): string {
  return text.replace(WIRE_WORD, (whole, word: string, number: string | undefined) => {
    if (number !== undefined && word.endsWith('_id')) return `ID${number}`;
    const label = named(call, word);
    return label === null ? whole : `${label}${number ?? ''}`;
  });
}

const FIELD_FIRST = /^([a-z_][a-z0-9_]*(?:\.[a-z0-9_]+)*): (.+)$/s;

/**
 * A message as a person reads it: a leading "field: rule" with the field named as the screen labels it, and the wire
 * names inside the text put in words; a message without wire names comes back as it is.
 */
export function labelledMessage(call: string, msg: string): string {
  const match = FIELD_FIRST.exec(msg);
  const label = match ? fieldLabel(call, match[1] ?? '') : null;
  if (match && label !== null) return `${label}: ${labelledText(call, match[2] ?? '')}`;
  return labelledText(call, msg);
}
