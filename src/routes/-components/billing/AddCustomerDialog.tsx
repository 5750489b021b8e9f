// Alt+C: the quick Add Customer dialog (spec §5, §8). Enter moves to the next field; on the last one it adds.
import { Button, Dialog } from '@radix-ui/themes';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { addCustomer } from '../../../api/customers';
import { announce } from '../../../ui/status';

export interface NewCustomerForm {
  name: string;
  telephone: string;
  tax_number: string;
  address: string;
  state: string;
  place_of_supply: string;
}

const EMPTY: NewCustomerForm = { name: '', telephone: '', tax_number: '', address: '', state: '', place_of_supply: '' };

const FIELDS: ReadonlyArray<{ key: keyof NewCustomerForm; label: string; maxLength?: number; required?: boolean; inputMode?: 'numeric' }> = [
  { key: 'name', label: 'Name', required: true },
  { key: 'telephone', label: 'Phone', maxLength: 10, required: true, inputMode: 'numeric' },
  { key: 'tax_number', label: 'GSTIN', maxLength: 15 },
  { key: 'address', label: 'Address' },
  { key: 'state', label: 'State' },
  { key: 'place_of_supply', label: 'Place of Supply' },
];

export const REQUIRED_FIELD_EMPTY = 'Required field is empty';
export const CUSTOMER_ADDED = 'Customer added successfully!';

export function AddCustomerDialog({ open, onOpenChange, onAdded }: { open: boolean; onOpenChange(open: boolean): void; onAdded(userId: string, form: NewCustomerForm): void }) {
  const [form, setForm] = useState<NewCustomerForm>(EMPTY);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    setError(message);
    announce(message);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (form.name.trim() === '' || form.telephone.trim() === '') return fail(REQUIRED_FIELD_EMPTY);
    setBusy(true);
    const reply = await addCustomer(form);
    setBusy(false);
    if (!reply.ok) return fail(reply.network || !reply.msg ? REQUIRED_FIELD_EMPTY : `Failed to add customer. Error: ${reply.msg}`);
    announce(CUSTOMER_ADDED);
    setForm(EMPTY);
    setError('');
    onAdded(String(reply.body.user_id), form);
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
    <Dialog.Root open={open} onOpenChange={(next) => {
      if (!next) setError('');
      onOpenChange(next);
    }}>
      <Dialog.Content size="1" className="dialog-box add-customer" aria-describedby={undefined}>
        <Dialog.Title size="3">Add Customer</Dialog.Title>
        <form className="add-customer-form" noValidate onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown}>
          {FIELDS.map((field) => (
            <div key={field.key} className="add-customer-row">
              <label htmlFor={`new-customer-${field.key}`}>
                {field.label}
                {field.required && <span aria-hidden="true"> *</span>}
              </label>
              <input
                id={`new-customer-${field.key}`}
                autoComplete="off"
                maxLength={field.maxLength}
                inputMode={field.inputMode}
                required={field.required}
                value={form[field.key]}
                onChange={(e) => setForm((f) => ({ ...f, [field.key]: e.target.value }))}
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
