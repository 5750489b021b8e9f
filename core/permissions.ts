// The spec's permission record: each flag "1" allows a menu entry and, server-side, its calls.
export const FLAGS = [
  'employee',
  'settings',
  'customer',
  'supplier',
  'brand',
  'unit',
  'product',
  'purchase_list',
  'estimate',
  'estimate_list',
  'gstbill',
  'gstbill_list',
  'payment_details',
  'stock_report',
  'purchase_gst',
  'sales_gst',
] as const;

export type Flag = (typeof FLAGS)[number];

/** Each flag under the name of the menu entry it opens (the privilege screen's labels, and every "no permission" text). */
export const FLAG_LABELS: Record<Flag, string> = {
  employee: 'Employees',
  settings: 'Settings',
  customer: 'Customer',
  supplier: 'Supplier',
  brand: 'Brand',
  unit: 'Unit',
  product: 'Products',
  purchase_list: 'Purchase List',
  estimate: 'Quotation',
  estimate_list: 'Quotation List',
  gstbill: 'GST Bill or POS',
  gstbill_list: 'Sales or GST Bill List',
  payment_details: 'Payment Details',
  stock_report: 'Stock Report',
  purchase_gst: 'Purchase GST Report',
  sales_gst: 'Sales GST Report',
};

/** The permission record as sent by employee_login_previllage.php: every flag "1" or "0". */
export type FlagRecord = Record<Flag, '1' | '0'>;

export function isFlag(value: string): value is Flag {
  return (FLAGS as readonly string[]).includes(value);
}

export function emptyFlagRecord(): FlagRecord {
  return Object.fromEntries(FLAGS.map((f) => [f, '0'])) as FlagRecord;
}

export function fullFlagRecord(): FlagRecord {
  return Object.fromEntries(FLAGS.map((f) => [f, '1'])) as FlagRecord;
}

export function flagRecordOf(granted: Iterable<Flag>): FlagRecord {
  const record = emptyFlagRecord();
  for (const f of granted) record[f] = '1';
  return record;
}

export function grantedFlags(record: Partial<Record<string, unknown>>): Flag[] {
  return FLAGS.filter((f) => String(record[f] ?? '0') === '1');
}
