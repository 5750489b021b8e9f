// The supplier forms' rules (back-office §5): the Add/Edit Supplier page needs a name, the phone is digits only (at
// most 10) and the GST number at most 15 with a valid check character; the purchase screens' modal also needs the phone.
import { validateGstin } from '../../../../core/gstin';
import type { SupplierForm } from '../../../api/suppliers';

export type SupplierField = keyof SupplierForm;
export type SupplierProblems = Partial<Record<SupplierField, string>>;

export const SUPPLIER_LABELS: Record<SupplierField, string> = {
  supplier_name: 'Supplier Name',
  mobile: 'Phone Number',
  gst_number: 'GST Number',
  address: 'Address',
};

export const EMPTY_SUPPLIER: SupplierForm = { supplier_name: '', mobile: '', gst_number: '', address: '' };

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
  return problems;
}
