import type { Flag } from '../core/permissions';

/** Who may make a call: anyone, anyone signed in, the owner, or an employee holding any one of the flags. */
export type Access = { kind: 'public' } | { kind: 'session' } | { kind: 'owner'; refusal?: string } | { kind: 'flags'; any: readonly Flag[] };

export type ApiBase = 'api' | 'adminapi';

export interface CallRule {
  base: ApiBase;
  path: string;
  method: 'POST' | 'GET';
  access: Access;
}

const anyOf = (...any: Flag[]): Access => ({ kind: 'flags', any });

export const GSTR1_FILED_OWNER_ONLY = "Permission denied: only the owner can mark a month's GSTR-1 filed or undo it.";
export const PRIVILEGES_OWNER_ONLY = 'Permission denied: only the owner can grant or remove privileges.';
const signedIn: Access = { kind: 'session' };

// Every call of both spec documents, with the flag that guards it server-side. Calls shared by several screens
// (the POS catalogue, Add Customer in the POS dialog, supplier list on product forms) accept any of those screens' flags.
const TABLE: Array<[string, Access, Partial<Pick<CallRule, 'base' | 'method'>>?]> = [
  ['login.php', { kind: 'public' }],
  ['logout.php', signedIn],
  ['employee_login_previllage.php', signedIn],
  ['dashboard.php', signedIn],

  ['customer_list.php', anyOf('customer')],
  ['customer_list_delete.php', anyOf('customer')],
  ['customer_detail.php', anyOf('customer')],
  ['customer_detail_update.php', anyOf('customer')],
  ['customer_add.php', anyOf('customer', 'gstbill', 'gstbill_list', 'estimate', 'estimate_list')],
  ['customer_order.php', anyOf('customer')],
  ['customer_order_details.php', anyOf('customer')],

  ['order.php', anyOf('gstbill_list')],
  // Not in the spec: each order list's bills in columns, searched in the browser (issue 4).
  ['order_index.php', anyOf('gstbill_list')],
  ['order_delete.php', anyOf('gstbill_list')],
  ['order_details.php', anyOf('gstbill_list')],
  ['estimate.php', anyOf('estimate_list')],
  ['estimate_index.php', anyOf('estimate_list')],
  ['estimate_delete.php', anyOf('estimate_list')],
  ['estimate_details.php', anyOf('estimate_list')],
  ['retail_order.php', anyOf('gstbill_list')],
  ['retail_order_index.php', anyOf('gstbill_list')],
  ['retail_order_delete.php', anyOf('gstbill_list')],
  ['retail_order_details.php', anyOf('gstbill_list')],

  ['pos_api/pos_product_list.php', anyOf('gstbill', 'gstbill_list', 'estimate', 'estimate_list', 'purchase_list')],
  ['pos_api/retail_pos_product_list.php', anyOf('gstbill', 'gstbill_list')],
  ['pos_api/pos_order.php', anyOf('gstbill')],
  ['pos_api/pos_estimate.php', anyOf('estimate')],
  ['pos_api/retail_pos_order.php', anyOf('gstbill')],
  ['pos_api/pos_order_edit.php', anyOf('gstbill_list')],
  ['pos_api/pos_estimate_edit.php', anyOf('estimate_list')],
  ['pos_api/retail_pos_order_edit.php', anyOf('gstbill_list')],
  ['pos_api/order_detail_delete.php', anyOf('gstbill_list')],
  // Not in the spec (issue 29): a chosen customer's outstanding and credit limit, for the counter and the bill editors.
  ['pos_api/customer_credit.php', anyOf('gstbill', 'gstbill_list')],
  ['pos_api/retail_order_detail_delete.php', anyOf('gstbill_list')],

  ['print_detail.php', anyOf('gstbill', 'gstbill_list')],
  ['print_estimate_detail.php', anyOf('estimate', 'estimate_list')],
  ['retail_print_detail.php', anyOf('gstbill', 'gstbill_list')],
  // Not in the spec (issue 33): a retail bill's receipt to the till's network printer; the cash drawer opened on its own
  // (audited) at the counter.
  ['receipt_print.php', anyOf('gstbill', 'gstbill_list')],
  ['drawer_open.php', anyOf('gstbill')],
  // Not in the spec (issue 33 item 5): a bill's PDF to share on WhatsApp, as its print; a statement's, as its ledger.
  ['bill_pdf.php', anyOf('gstbill', 'gstbill_list')],
  ['statement_pdf.php', anyOf('customer', 'supplier', 'payment_details')],
  ['cancel_order.php', anyOf('gstbill_list'), { base: 'adminapi' }],
  ['billdate_detail.php', anyOf('gstbill_list')],
  ['billdate_update.php', anyOf('gstbill_list')],
  // Not in the spec (issue 21): sales returns and their credit notes, under the bill details' own flag.
  ['pos_api/sales_return.php', anyOf('gstbill_list')],
  ['pos_api/sales_return_detail.php', anyOf('gstbill_list')],
  ['credit_note_list.php', anyOf('gstbill_list')],
  ['credit_note_details.php', anyOf('gstbill_list')],
  // Not in the spec (issue 33 item 4): a unit's story by its unit serial, under the bill details' flag.
  ['unit_serial.php', anyOf('gstbill_list')],

  ['banner_list.php', anyOf('settings'), { base: 'adminapi' }],
  ['banner_list_delete.php', anyOf('settings'), { base: 'adminapi' }],
  ['banner_list_update.php', anyOf('settings'), { base: 'adminapi' }],
  ['banner_add.php', anyOf('settings'), { base: 'adminapi' }],
  // The spec's call table lists banner_add.php beside the product API's calls: it answers on both bases.
  ['banner_add.php', anyOf('settings')],
  ['banner_detail.php', anyOf('settings'), { base: 'adminapi' }],
  ['banner_detail_update.php', anyOf('settings'), { base: 'adminapi' }],
  // A banner's picture, by address (the <img> of /bannerlist and /editbanner).
  ['banner_image.php', anyOf('settings'), { base: 'adminapi', method: 'GET' }],

  ['product_list.php', anyOf('product')],
  ['product_list_delete.php', anyOf('product')],
  ['product_add.php', anyOf('product')],
  ['product_detail.php', anyOf('product')],
  ['product_detail_update.php', anyOf('product')],
  ['category_list.php', anyOf('product')],
  ['supplier_list.php', anyOf('supplier', 'product', 'purchase_list', 'stock_report')],
  ['unit_list.php', anyOf('unit', 'product')],
  ['brand_list.php', anyOf('brand', 'product')],
  ['retail_product_list.php', anyOf('product')],
  ['retail_product_list_delete.php', anyOf('product')],
  ['retail_product_add.php', anyOf('product')],
  ['retail_product_detail.php', anyOf('product')],
  ['retail_product_detail_update.php', anyOf('product')],
  ['brand_add.php', anyOf('brand')],
  ['brand_detail.php', anyOf('brand')],
  ['brand_detail_update.php', anyOf('brand')],
  ['brand_list_delete.php', anyOf('brand')],
  ['unit_add.php', anyOf('unit')],
  ['unit_detail.php', anyOf('unit')],
  ['unit_detail_update.php', anyOf('unit')],
  ['unit_list_delete.php', anyOf('unit')],
  ['download_pricelist.php', anyOf('product'), { method: 'GET' }],
  // Not in the spec (issue 33 item 2): barcode labels from the product list, or from a purchase's details.
  ['product_labels.php', anyOf('product', 'purchase_list')],

  ['supplier_add.php', anyOf('supplier', 'purchase_list')],
  ['supplier_detail.php', anyOf('supplier')],
  ['supplier_detail_update.php', anyOf('supplier')],
  ['supplier_list_delete.php', anyOf('supplier')],

  ['pos_api/pos_purchase_list.php', anyOf('purchase_list')],
  ['pos_api/purchase_list_delete.php', anyOf('purchase_list')],
  ['pos_api/pos_order_purchase.php', anyOf('purchase_list')],
  ['pos_api/pos_purchase_list_details.php', anyOf('purchase_list')],
  ['pos_api/pos_purchase_edit.php', anyOf('purchase_list')],
  ['pos_api/purchase_detail_delete.php', anyOf('purchase_list')],
  ['pos_api/purchase_return.php', anyOf('purchase_list')],
  ['pos_api/purchase_return_detail.php', anyOf('purchase_list')],
  ['debit_note_list.php', anyOf('purchase_list')],
  ['debit_note_details.php', anyOf('purchase_list')],

  ['payment_details_list.php', anyOf('payment_details')],
  ['payment_details_add.php', anyOf('payment_details')],
  ['payment_details_delete.php', anyOf('payment_details')],
  ['pos_api/pos_report_payment.php', anyOf('payment_details')],
  ['pos_api/pos_update_payment.php', anyOf('payment_details')],
  // Not in the spec: a customer's kept credit taken off their pending bills (issue 21 follow-up), as a payment is.
  ['pos_api/pos_apply_credit.php', anyOf('payment_details')],
  ['pos_api/pos_report_supplier_payment.php', anyOf('payment_details')],
  ['pos_api/pos_update_supplier_payment.php', anyOf('payment_details')],
  ['pos_api/pos_paid_report_payment.php', anyOf('payment_details')],
  ['pos_api/pos_paid_report_payment_supplier.php', anyOf('payment_details')],
  ['pos_api/paid_report_print_detail.php', anyOf('payment_details')],
  ['pos_api/paid_report_print_detail_supplier.php', anyOf('payment_details')],
  ['pos_api/pos_report_stock.php', anyOf('stock_report')],
  ['pos_api/pos_report_gst.php', anyOf('sales_gst')],
  ['pos_api/pos_report_gst_purchase.php', anyOf('purchase_gst')],
  // Not in the spec: the sales GST report's GSTR-1 export (issue 8).
  ['pos_api/pos_report_gstr1.php', anyOf('sales_gst')],
  // Not in the spec (issue 30): the GSTR-3B working, whose 3.1 and 3.2 are GSTR-1's, under the GSTR-1 export's flag;
  // the filed months both GST reports show; only the owner marks a month's GSTR-1 filed or undoes it.
  ['gstr3b.php', anyOf('sales_gst')],
  ['gst_filed_months.php', anyOf('sales_gst', 'purchase_gst')],
  ['gstr1_filed.php', { kind: 'owner', refusal: GSTR1_FILED_OWNER_ONLY }],
  ['gstr1_unfiled.php', { kind: 'owner', refusal: GSTR1_FILED_OWNER_ONLY }],
  // Not in the spec (issue 30): the ITC register of a month, beside the purchase GST report.
  ['itc_register.php', anyOf('purchase_gst')],
  // Not in the spec: the day-end close (issue 22). Whoever keeps the cash book counts the drawer; the owner holds every flag.
  // Not in the spec (issue 29): a customer's or supplier's ledger, under the party list's flag or the pending reports'
  // (the call refuses a supplier's ledger to one who holds only the customer flag, and the other way round).
  ['party_ledger.php', anyOf('customer', 'supplier', 'payment_details')],
  // Not in the spec (issue 29): the ageing of receivables and payables, under the pending reports' flag.
  ['ageing_report.php', anyOf('payment_details')],
  ['day_end_report.php', anyOf('payment_details')],
  ['day_end_close.php', anyOf('payment_details')],
  // Not in the spec (issue 32): only the owner reopens a closed day.
  ['day_end_reopen.php', { kind: 'owner' }],
  // Not in the spec (issue 21): a GST bill's e-way bill and e-invoice JSON, and the batch of e-invoices for the GST report.
  ['compliance_detail.php', anyOf('gstbill_list')],
  ['ewaybill_json.php', anyOf('gstbill_list')],
  ['einvoice_json.php', anyOf('gstbill_list')],
  ['einvoice_batch_json.php', anyOf('sales_gst')],
  // Issue 31: only the owner attaches the IRP's answer or an e-way bill (an IRN locks the bill against edits and cancelling).
  ['irn_attach.php', { kind: 'owner' }],
  ['ewaybill_attach.php', { kind: 'owner' }],

  ['import_excell.php', anyOf('product')],
  ['retail_import_excell.php', anyOf('product')],
  ['import_excell_customer.php', anyOf('customer')],
  ['update_productlist.php', anyOf('product')],
  ['update_product_price.php', anyOf('product')],
  ['retail_update_productlist.php', anyOf('product')],
  ['retail_update_product_price.php', anyOf('product')],

  ['employe_list.php', anyOf('employee')],
  ['employe_list_update.php', anyOf('employee')],
  ['employe_list_delete.php', anyOf('employee')],
  ['employe_detail.php', anyOf('employee')],
  ['employe_detail_update.php', anyOf('employee')],
  ['employe_previllage_list.php', anyOf('employee')],
  // Issue 28: the employee flag manages employees' details and login status; only the owner grants or removes privileges.
  ['employe_previllage_update.php', { kind: 'owner', refusal: PRIVILEGES_OWNER_ONLY }],
  ['register.php', anyOf('employee')],
  ['setting_detail.php', anyOf('settings')],
  ['setting_update.php', anyOf('settings')],
  ['content_list.php', anyOf('settings')],
  ['content_detail.php', anyOf('settings')],
  ['content_update.php', anyOf('settings')],

  ['audit_log.php', { kind: 'owner' }],
  // Not in the spec (issue 19): the records whose state the GST state table cannot read, for the owner to fix.
  ['state_review.php', { kind: 'owner' }],
];

export const CALL_RULES: readonly CallRule[] = TABLE.map(([path, access, extra]) => ({
  path,
  access,
  base: extra?.base ?? 'api',
  method: extra?.method ?? 'POST',
}));

export function ruleFor(base: ApiBase, path: string): CallRule | undefined {
  return CALL_RULES.find((r) => r.base === base && r.path === path);
}

export function isAllowed(access: Access, user: { isOwner: boolean; flags: ReadonlySet<Flag> }): boolean {
  switch (access.kind) {
    case 'public':
    case 'session':
      return true;
    case 'owner':
      return user.isOwner;
    case 'flags':
      return user.isOwner || access.any.some((f) => user.flags.has(f));
    default: {
      const unreachable: never = access;
      return unreachable;
    }
  }
}
