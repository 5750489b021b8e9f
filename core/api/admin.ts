// Reply shapes of the administration calls, shared by the server that builds them and the app that reads them.
import type { FlagRecord } from '../permissions';
import type { RetailPrint } from '../cart/cart.catalogue';

/** setting_detail.php / setting_update.php: the shop's settings row. There is no password here, in or out. */
export interface SettingsRecord {
  id: string;
  shop_name: string;
  user_name: string;
  email: string;
  phone: string;
  address: string;
  gst_no: string;
  city: string;
  state: string;
  pincode: string;
  cgst: string;
  sgst: string;
  packing_charge: string;
  bank_name: string;
  acc_holder_name: string;
  acc_no: string;
  ifsc_code: string;
  micr_code: string;
  /** The shop's UPI ID (name@bank), '' for none: the UPI QR on bills (issue 22). */
  upi_id: string;
  /** Not in the spec: how a retail bill prints from the counter, 'receipt' (80 mm) or 'a4' (issue 22). */
  retail_print: RetailPrint;
  /** Not in the spec (issue 33): the shop's default network receipt printer, host:port; '' for none (the browser prints). */
  receipt_printer: string;
  /** Not in the spec (issue 21): books closed up to this day, dd-mm-yyyy; '' while every period is open. */
  books_locked_until: string;
  /** Not in the spec (issue 21): a GST bill over this many rupees needs an e-way bill. */
  ewaybill_threshold: string;
  /** Not in the spec (issue 31 item 5): GST on packing, "1" packing is part of the taxable value, "0" the spec's arithmetic. */
  gst_on_packing: '1' | '0';
}

/** The spec's Employee without its password: user_status "1" means login enabled. */
export interface EmployeeRecord {
  user_id: string;
  name: string;
  email: string;
  phone: string;
  user_status: '1' | '0';
  /** "1" for the owner, whose login, flags and record cannot be taken away. */
  is_owner: '1' | '0';
}

/** employe_previllage_list.php: one employee's flags. */
export type EmployeePrivileges = FlagRecord & { employee_id: string; is_owner: '1' | '0' };
