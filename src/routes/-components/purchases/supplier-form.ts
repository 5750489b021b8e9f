// The supplier forms' rules (back-office §5): the Add/Edit Supplier page needs a name, the phone is digits only (at
// most 10) and the GST number at most 15 with a valid check character; the purchase screens' modal also needs the phone.
import { validateGstin } from '../../../../core/gstin';
import { checkPartyState } from '../../../../core/party-fields';
import type { SupplierForm } from '../../../api/suppliers';

export type SupplierField = keyof SupplierForm;
export type SupplierProblems = Partial<Record<SupplierField, string>>;

export const SUPPLIER_LABELS: Record<SupplierField, string> = {
  supplier_name: 'Supplier Name',
  mobile: 'Phone Number',
  gst_number: 'GST Number',
  address: 'Address',
  state: 'State',
};

export const EMPTY_SUPPLIER: SupplierForm = { supplier_name: '', mobile: '', gst_number: '', address: '', state: '' };

/** A complete, valid GSTIN names the supplier's state, the place of supply of its purchases. */
export function followSupplierGstin(form: SupplierForm, changed: keyof SupplierForm): SupplierForm {
  if (changed !== 'gst_number') return form;
  const checked = validateGstin(form.gst_number);
  return checked.ok ? { ...form, state: checked.stateName } : form;
}

export { phoneInput } from '../../../../core/admin-rules';

export function supplierProblems(form: SupplierForm, where: 'page' | 'modal'): SupplierProblems {
  const problems: SupplierProblems = {};
  if (form.supplier_name.trim() === '') problems.supplier_name = 'Supplier Name is required';
  const phone = form.mobile.trim();
  if (where === 'modal' && phone === '') problems.mobile = 'Phone Number is required';
  else if (!/^\d{0,10}$/.test(phone)) problems.mobile = 'Phone Number must be digits only, at most 10';
  const gstin = form.gst_number.trim();
  if (gstin.length > 15) problems.gst_number = 'GST Number must be at most 15 characters';
  else if (gstin !== '') {
    const checked = validateGstin(gstin);
    if (!checked.ok) problems.gst_number = `GST Number: ${checked.reason}`;
  }
  // The server's rule (core/party-fields): a GST state, agreeing with a valid GSTIN.
  const state = checkPartyState(form.state.trim(), problems.gst_number ? '' : gstin);
  if (!state.ok) problems.state = `State ${state.message}`;
  return problems;
}
