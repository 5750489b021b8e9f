// The fields of the administration forms (Add / Edit Employee, Settings): labels, sections and hints here; each
// field's required mark and length come from its rule in the calls' own schemas (core/forms/employee.ts, settings.ts).
import { MIN_PASSWORD } from '../../../../core/admin-rules';
import { employeeUpdateBody, registerBody } from '../../../../core/forms/employee';
import { fieldRules } from '../../../../core/forms/field-limits';
import { settingsFields } from '../../../../core/forms/settings';
import type { SettingsRecord } from '../../../api/settings';
import type { FieldSpec } from './AdminForm';

export type AddField = 'name' | 'email' | 'phone' | 'password';
export type SettingsField = Exclude<keyof SettingsRecord, 'id'>;

// Each field's required mark and length come from its rule in register.php's / employe_detail_update.php's schema.
export const ADD_FIELDS: readonly FieldSpec<AddField>[] = [
  { name: 'name', label: 'Name', ...fieldRules(registerBody.shape, 'name') },
  { name: 'email', label: 'Email', kind: 'email', ...fieldRules(registerBody.shape, 'email') },
  { name: 'phone', label: 'Mobile', kind: 'digits', ...fieldRules(registerBody.shape, 'phone') },
  {
    name: 'password',
    label: 'Password',
    kind: 'password',
    reveal: true,
    ...fieldRules(registerBody.shape, 'password'),
    hint: `At least ${MIN_PASSWORD} characters`,
  },
];

export const EDIT_FIELDS: readonly FieldSpec<AddField>[] = [
  { name: 'name', label: 'Name', ...fieldRules(employeeUpdateBody.shape, 'name') },
  { name: 'email', label: 'Email', kind: 'email', ...fieldRules(employeeUpdateBody.shape, 'email') },
  { name: 'phone', label: 'Phone', kind: 'digits', ...fieldRules(employeeUpdateBody.shape, 'phone') },
  {
    name: 'password',
    label: 'Password',
    kind: 'password',
    reveal: true,
    ...fieldRules(employeeUpdateBody.shape, 'password'),
    hint: 'Leave empty to keep the current password',
  },
];

// The labels, sections and hints; each field's required mark and length come from setting_update.php's schema.
const SPECS: readonly FieldSpec<SettingsField>[] = [
  { name: 'shop_name', label: 'Shop Name', section: 'Shop details' },
  { name: 'user_name', label: 'User Name' },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'phone', label: 'Phone', kind: 'digits' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State', kind: 'state', hint: 'Bills to this state get CGST + SGST; other states get IGST' },
  { name: 'pincode', label: 'Pincode', kind: 'digits' },
  { name: 'gst_no', label: 'GST Number' },
  { name: 'cgst', label: 'CGST %' },
  { name: 'sgst', label: 'SGST %' },
  { name: 'packing_charge', label: 'Packing Charge %' },
  {
    name: 'gst_on_packing',
    label: 'GST on Packing',
    options: [
      // Short enough for one line of the field; the hint says why.
      { value: '1', label: 'On: GST on net + packing' },
      { value: '0', label: 'Off: GST on the net, packing after' },
    ],
    hint: 'On is the law (CGST Act s.15(2)(c): packing is part of the taxable value); Off bills as an old system did. Each bill keeps the rule it was made under; a change applies to the next bill',
  },
  { name: 'bank_name', label: 'Bank Name', section: 'Bank details' },
  { name: 'acc_holder_name', label: 'Account Holder Name' },
  { name: 'acc_no', label: 'Account Number' },
  { name: 'ifsc_code', label: 'IFSC Code' },
  { name: 'micr_code', label: 'MICR Code' },
  {
    name: 'upi_id',
    label: 'UPI ID',
    section: 'UPI payments',
    hint: 'Bills print a UPI QR code for the amount due (e.g. shopname@okaxis); leave empty for none',
  },
  {
    name: 'retail_print',
    label: 'Retail Bill Print',
    section: 'Counter',
    options: [
      { value: 'receipt', label: '80 mm receipt' },
      { value: 'receipt58', label: '58 mm receipt' },
      { value: 'a4', label: 'A4 invoice' },
    ],
    hint: 'What the print key prints after a retail bill is saved at the counter',
  },
  {
    name: 'receipt_printer',
    label: 'Receipt Printer',
    hint: "The shop's network receipt printer (host:port, raw ESC/POS, port 9100 if left out); empty: the browser prints",
  },
  {
    name: 'books_locked_until',
    label: 'Books Closed Up To',
    section: 'Closed periods',
    hint: 'dd-mm-yyyy: nothing dated on or before it can be added, edited or cancelled (owner only; empty for none)',
  },
  { name: 'ewaybill_threshold', label: 'E-way Bill Threshold', hint: 'A GST bill over this many rupees shows that it needs an e-way bill' },
];

export const SETTINGS_FIELDS: readonly FieldSpec<SettingsField>[] = SPECS.map((spec) =>
  spec.options ? spec : { ...spec, ...fieldRules(settingsFields, spec.name) },
);
