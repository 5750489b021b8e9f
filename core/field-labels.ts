// Wire field → the label the screens show it under (issue 22). The API's 400 message names the wire field
// ("tax_number: GSTIN check digit does not match"), which is what an API client sent; the app shows the same rule under
// the screen's label ("GSTIN: GSTIN check digit does not match"). src/api/client.ts applies it to every 400 it reads.

const LABELS: Readonly<Record<string, string>> = {
  acc_holder_name: 'Account Holder Name',
  acc_no: 'Account Number',
  address: 'Address',
  amount: 'Amount',
  amount_per_product: 'Rate',
  bank_name: 'Bank Name',
  batch_no: 'Batch No',
  box_contents: 'Box Contents',
  brand_id: 'Brand',
  brand_name: 'Brand Name',
  cgst: 'CGST %',
  city: 'City',
  count_of_pcs: 'Count of Pcs',
  credit_days: 'Credit Days',
  credit_limit: 'Credit Limit',
  description: 'Description',
  discount_percentage: 'Discount %',
  email: 'Email',
  gst_no: 'GST Number',
  gst_number: 'GSTIN',
  gst_percentage: 'GST %',
  hsn_code: 'HSN Code',
  ifsc_code: 'IFSC Code',
  image: 'Image',
  micr_code: 'MICR Code',
  mobile: 'Mobile',
  model: 'Model',
  name: 'Name',
  new_date: 'Bill Date',
  order_date: 'Date',
  packing_charge: 'Packing Charge %',
  paid_amount: 'Paid Amount',
  password: 'Password',
  payment_method: 'Payment Method',
  payment_sent: 'Payment Sent',
  phone: 'Phone',
  pincode: 'Pincode',
  place_of_supply: 'Place of Supply',
  price_per_pcs: 'Price Per Pcs',
  product_code: 'Product Code',
  product_name: 'Product Name',
  purchase_rate: 'Purchase Rate',
  qty: 'Qty',
  qty_per_box: 'Qty Per Box',
  rank: 'Rank',
  rate: 'Rate',
  sell_rate: 'Sell Rate',
  serial_no: 'Serial No',
  sgst: 'SGST %',
  shop_name: 'Shop Name',
  state: 'State',
  stock: 'Stock',
  supplier_id: 'Supplier',
  supplier_name: 'Supplier Name',
  tax_number: 'GSTIN',
  telephone: 'Phone',
  type: 'Type',
  unit_id: 'Unit',
  unit_name: 'Unit Name',
  upi_id: 'UPI ID',
  user_id: 'Customer',
  user_name: 'User Name',
  user_status: 'Login Status',
};

/** Where one screen labels a field otherwise than the rest. */
const BY_CALL: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'register.php': { phone: 'Mobile' },
  'employe_detail_update.php': { phone: 'Mobile' },
  'supplier_add.php': { mobile: 'Phone' },
  'supplier_detail_update.php': { mobile: 'Phone' },
  'customer_detail_update.php': { telephone: 'Mobile' },
  'pos_api/pos_update_supplier_payment.php': { supplier_id: 'Supplier' },
};

/** The screen's label of a wire field path: "tax_number" → "GSTIN", "productdetails.3.qty" → "Line 4 Qty". */
export function fieldLabel(call: string, path: string): string | null {
  const parts = path.split('.');
  const named = (field: string | undefined) => (field === undefined ? null : (BY_CALL[call]?.[field] ?? LABELS[field] ?? null));
  if (parts.length === 1) return named(parts[0]);
  if (parts.length === 3 && /^\d+$/.test(parts[1] ?? '')) {
    const inner = named(parts[2]);
    return inner === null ? null : `Line ${Number(parts[1]) + 1} ${inner}`;
  }
  return null;
}

/** A 400's "field: rule" with the field named as the screen labels it; any other message as it is. */
export function labelledMessage(call: string, msg: string): string {
  const match = /^([a-z_][a-z0-9_]*(?:\.[a-z0-9_]+)*): (.+)$/s.exec(msg);
  if (!match) return msg;
  const label = fieldLabel(call, match[1] ?? '');
  return label === null ? msg : `${label}: ${match[2]}`;
}
