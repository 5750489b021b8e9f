// Alt+C on the purchase screens: the Add Supplier modal (back-office §5: name and phone required, phone at most 10,
// GSTIN at most 15). Enter moves to the next field; on the last one it adds.
import { addSupplier, type SupplierForm, type SupplierRecord } from '../../../api/suppliers';
import { QuickAddDialog, type QuickAddField } from '../../../ui/QuickAddDialog';
import { announce } from '../../../ui/status';
import { EMPTY_SUPPLIER, followSupplierGstin, phoneInput, supplierProblems } from './supplier-form';

const FIELDS: ReadonlyArray<QuickAddField<SupplierForm>> = [
  { key: 'supplier_name', label: 'Supplier Name', required: true },
  { key: 'mobile', label: 'Phone', required: true, inputMode: 'numeric', clean: phoneInput },
  { key: 'gst_number', label: 'GSTIN', maxLength: 15 },
  { key: 'address', label: 'Address' },
  { key: 'state', label: 'State', picker: 'state' },
];

function problem(form: SupplierForm): string | undefined {
  const problems = supplierProblems(form, 'modal');
  if (problems.supplier_name || (problems.mobile && form.mobile.trim() === '')) return 'Required field is empty';
  return Object.values(problems)[0];
}

export function AddSupplierDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onAdded(supplier: SupplierRecord): void;
}) {
  const save = async (form: SupplierForm) => {
    const reply = await addSupplier({ ...form, gst_number: form.gst_number.trim().toUpperCase() });
    if (!reply.ok) return reply.network || !reply.msg ? 'Required field is empty' : `Failed to add Supplier. Error: ${reply.msg}`;
    announce('Supplier added successfully!');
    onAdded(reply.body);
    return undefined;
  };
  return (
    <QuickAddDialog
      title="Add Supplier"
      idPrefix="new-supplier"
      fields={FIELDS}
      empty={EMPTY_SUPPLIER}
      open={open}
      onOpenChange={onOpenChange}
      problem={problem}
      save={save}
      follow={followSupplierGstin}
    />
  );
}
