// The settings row (id 1) as setting_detail.php sends it and setting_update.php takes it. Column names are shared with
// the invoice's seller block and the POS rates: keep them. There is no password here, in or out.
import type { SettingsRecord } from '../../core/api/admin';
import { toDmy } from '../../core/dates';
import { settingsBody } from '../../core/forms/settings';
import { formatRupees } from '../../core/money';
import { formatPercent } from '../../core/percent';
import type { RetailPrint, Settings, SettingsTable } from '../db/types';

export function settingsRecord(s: Settings): SettingsRecord {
  return {
    id: String(s.id),
    shop_name: s.shop_name,
    user_name: s.user_name,
    email: s.email,
    phone: s.phone,
    address: s.address,
    gst_no: s.gst_no,
    city: s.city,
    state: s.state,
    pincode: s.pincode,
    cgst: formatPercent(s.cgst_bp),
    sgst: formatPercent(s.sgst_bp),
    packing_charge: formatPercent(s.packing_bp),
    bank_name: s.bank_name,
    acc_holder_name: s.acc_holder_name,
    acc_no: s.acc_no,
    ifsc_code: s.ifsc_code,
    micr_code: s.micr_code,
    upi_id: s.upi_id,
    retail_print: s.retail_print,
    receipt_printer: s.receipt_printer,
    books_locked_until: s.books_locked_until === '' ? '' : toDmy(s.books_locked_until, '-'),
    ewaybill_threshold: formatRupees(Number(s.ewaybill_threshold)),
    gst_on_packing: Number(s.gst_on_packing) === 1 ? '1' : '0',
  };
}

// The columns of the settings row from the form's fields (core/forms/settings.ts holds every rule).
export const settingsUpdateBody = settingsBody.transform(
  (
    b,
  ): Omit<
    SettingsTable,
    | 'id'
    | 'allow_negative_stock'
    | 'updated_at'
    | 'shop_name'
    | 'packing_bp'
    | 'upi_id'
    | 'retail_print'
    | 'receipt_printer'
    | 'books_locked_until'
    | 'ewaybill_threshold'
    | 'gst_on_packing'
  > & {
    shop_name?: string;
    packing_bp?: number;
    upi_id?: string;
    retail_print?: RetailPrint;
    receipt_printer?: string;
    books_locked_until?: string;
    ewaybill_threshold?: number;
    gst_on_packing?: number;
  } => ({
    ...(b.shop_name === undefined ? {} : { shop_name: b.shop_name }),
    user_name: b.user_name,
    email: b.email,
    phone: b.phone,
    address: b.address,
    gst_no: b.gst_no,
    city: b.city,
    state: b.state,
    pincode: b.pincode,
    cgst_bp: b.cgst,
    sgst_bp: b.sgst,
    ...(b.packing_charge === undefined ? {} : { packing_bp: b.packing_charge }),
    bank_name: b.bank_name,
    acc_holder_name: b.acc_holder_name,
    acc_no: b.acc_no,
    ifsc_code: b.ifsc_code,
    micr_code: b.micr_code,
    ...(b.upi_id === undefined ? {} : { upi_id: b.upi_id }),
    ...(b.retail_print === undefined ? {} : { retail_print: b.retail_print }),
    ...(b.receipt_printer === undefined ? {} : { receipt_printer: b.receipt_printer }),
    ...(b.books_locked_until === undefined ? {} : { books_locked_until: b.books_locked_until }),
    ...(b.ewaybill_threshold === undefined ? {} : { ewaybill_threshold: b.ewaybill_threshold }),
    ...(b.gst_on_packing === undefined ? {} : { gst_on_packing: b.gst_on_packing }),
  }),
);
