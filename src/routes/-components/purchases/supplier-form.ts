// The supplier forms (back-office §5): the Add/Edit Supplier page needs a name, the phone is digits only (at most 10)
// and the GST number at most 15 with a valid check character; the purchase screens' modal also needs the phone.
import { validateGstin } from '../../../../core/gstin';
import { formProblems } from '../../../../core/forms/form-problems';
import { supplierBody, supplierModalBody } from '../../../../core/purchase/purchase.payload';
import type { SupplierForm } from '../../../api/suppliers';

export type SupplierField = keyof SupplierForm;
export type SupplierProblems = Partial<Record<SupplierField, string>>;

export const SUPPLIER_LABELS: Record<SupplierField, string> = {
  supplier_name: 'Supplier Name',
  mobile: 'Phone Number',
  gst_number: 'GST Number',
  address: 'Address',
  state: 'State',
  opening_balance: 'Opening Balance',
  opening_date: 'Opening Date',
  credit_days: 'Credit Days',
};

export const EMPTY_SUPPLIER: SupplierForm = {
  supplier_name: '',
  mobile: '',
  gst_number: '',
  address: '',
  state: '',
  opening_balance: '',
  opening_date: '',
  credit_days: '',
};

/** A complete, valid GSTIN names the supplier's state, the place of supply of its purchases. */
export function followSupplierGstin(form: SupplierForm, changed: keyof SupplierForm): SupplierForm {
  if (changed !== 'gst_number') return form;
  const checked = validateGstin(form.gst_number);
  return checked.ok ? { ...form, state: checked.stateName } : form;
}

export { phoneInput } from '../../../../core/admin-rules';

/** supplier_add.php's own schema (core/purchase/purchase.payload.ts); the modal's requires the phone too. */
export function supplierProblems(form: SupplierForm, where: 'page' | 'modal'): SupplierProblems {
  return formProblems(
    where === 'modal' ? supplierModalBody : supplierBody,
    { ...form },
    {
      labels: SUPPLIER_LABELS,
      says: { gst_number: (rule) => `${SUPPLIER_LABELS.gst_number}: ${rule}` },
    },
  );
}
