// Alt+C on the purchase screens: the Add Supplier modal (back-office §5: name and phone required, phone at most 10,
// GSTIN at most 15). Enter moves to the next field; on the last one it adds.
import { Button, Dialog } from '@radix-ui/themes';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { addSupplier, type SupplierForm, type SupplierRecord } from '../../../api/suppliers';
import { announce } from '../../../ui/status';
import { EMPTY_SUPPLIER, phoneInput, supplierProblems } from './supplier-form';

const FIELDS: ReadonlyArray<{ key: keyof SupplierForm; label: string; maxLength?: number; required?: boolean; inputMode?: 'numeric' }> = [
  { key: 'supplier_name', label: 'Supplier Name', required: true },
  { key: 'mobile', label: 'Phone', maxLength: 10, required: true, inputMode: 'numeric' },
  { key: 'gst_number', label: 'GSTIN', maxLength: 15 },
  { key: 'address', label: 'Address' },
];

export function AddSupplierDialog({ open, onOpenChange, onAdded }: { open: boolean; onOpenChange(open: boolean): void; onAdded(supplier: SupplierRecord): void }) {
  const [form, setForm] = useState<SupplierForm>(EMPTY_SUPPLIER);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const fail = (message: string) => {
    setError(message);
    announce(message);
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const problems = supplierProblems(form, 'modal');
    if (problems.supplier_name || (problems.mobile && form.mobile.trim() === '')) return fail('Required field is empty');
    const problem = Object.values(problems)[0];
    if (problem) return fail(problem);
    setBusy(true);
    const reply = await addSupplier({ ...form, gst_number: form.gst_number.trim().toUpperCase() });
    setBusy(false);
    if (!reply.ok) return fail(reply.network || !reply.msg ? 'Required field is empty' : `Failed to add Supplier. Error: ${reply.msg}`);
    announce('Supplier added successfully!');
    setForm(EMPTY_SUPPLIER);
    setError('');
    onAdded(reply.body);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    const inputs = [...event.currentTarget.querySelectorAll('input')];
    const next = inputs[inputs.indexOf(event.target) + 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setError('');
        onOpenChange(next);
      }}
    >
      <Dialog.Content size="1" className="dialog-box add-customer" aria-describedby={undefined}>
        <Dialog.Title size="3">Add Supplier</Dialog.Title>
        <form className="add-customer-form" noValidate onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown}>
          {FIELDS.map((field) => (
            <div key={field.key} className="add-customer-row">
              <label htmlFor={`new-supplier-${field.key}`}>
                {field.label}
                {field.required && <span aria-hidden="true"> *</span>}
              </label>
              <input
                id={`new-supplier-${field.key}`}
                autoComplete="off"
                maxLength={field.maxLength}
                inputMode={field.inputMode}
                required={field.required}
                value={form[field.key]}
                onChange={(e) => {
                  const value = field.key === 'mobile' ? phoneInput(e.target.value) : e.target.value;
                  setForm((f) => ({ ...f, [field.key]: value }));
                }}
              />
            </div>
          ))}
          <p className="form-error" role="alert">
            {error}
          </p>
          <div className="dialog-actions">
            <Dialog.Close>
              <Button type="button" size="1" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" size="1" disabled={busy}>
              {busy ? 'Adding…' : 'Add'}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
