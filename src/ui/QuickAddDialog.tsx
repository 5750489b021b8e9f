// The quick Add modal both Alt+C dialogs use (Add Customer on billing, Add Supplier on purchases): one row per field,
// Enter moves to the next field and on the last one adds; a check failure or a failed save shows in the alert line.
import { Button, Dialog } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { nextFieldCommand } from '../commands/field-walk';
import type { DialogCommand } from '../commands/types';
import { useDialogCommands } from '../commands/useDialogCommands';
import { StatePicker } from './StatePicker';
import { announce } from './status';

export interface QuickAddField<F> {
  key: keyof F & string;
  label: string;
  maxLength?: number;
  required?: boolean;
  inputMode?: 'numeric';
  /** Rewrites what was typed before it is kept (e.g. digits only). */
  clean?(text: string): string;
  /** 'state': a type-ahead picker over the GST state table. */
  picker?: 'state';
}

export interface QuickAddDialogProps<F extends { [K in keyof F]: string }> {
  title: string;
  /** Input ids are `${idPrefix}-${field.key}`. */
  idPrefix: string;
  fields: ReadonlyArray<QuickAddField<F>>;
  empty: F;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The message to show when the form may not be sent yet. */
  problem(form: F): string | undefined;
  /** Sends the form: the message to show when it failed, undefined when it was added. */
  save(form: F): Promise<string | undefined>;
  /** The form after a field changed, with what follows from it (a GSTIN fills the state). */
  follow?(form: F, changed: keyof F & string): F;
}

/** The dialog scope "quick-add": Enter moves to the next field and on the last one adds; Esc closes. */
export const quickAddCommands = (actions: { close(): void }): DialogCommand[] => [
  nextFieldCommand('quick-add'),
  { id: 'quick-add.cancel', title: 'Cancel', kbd: 'escape', run: () => actions.close() },
];

export function QuickAddDialog<F extends { [K in keyof F]: string }>({
  title,
  idPrefix,
  fields,
  empty,
  open,
  onOpenChange,
  problem,
  save,
  follow,
}: QuickAddDialogProps<F>) {
  const [form, setForm] = useState<F>(empty);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const change = (key: keyof F & string, value: string) =>
    setForm((f) => {
      const next = { ...f, [key]: value };
      return follow ? follow(next, key) : next;
    });

  const fail = (message: string) => {
    setError(message);
    announce(message);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const stop = problem(form);
    if (stop) return fail(stop);
    setBusy(true);
    const failure = await save(form);
    setBusy(false);
    if (failure !== undefined) return fail(failure);
    setForm(empty);
    setError('');
  };

  const openChange = (next: boolean) => {
    if (!next) setError('');
    onOpenChange(next);
  };
  const keys = useDialogCommands('quick-add', quickAddCommands({ close: () => openChange(false) }));

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Content ref={keys.ref} size="1" className="dialog-box add-customer" aria-describedby={undefined} onEscapeKeyDown={keys.onEscapeKeyDown}>
        <Dialog.Title size="3">{title}</Dialog.Title>
        <form className="add-customer-form" noValidate onSubmit={(e) => void submit(e)}>
          {fields.map((field) => (
            <div key={field.key} className="add-customer-row">
              <label htmlFor={`${idPrefix}-${field.key}`}>
                {field.label}
                {field.required && <span aria-hidden="true"> *</span>}
              </label>
              {field.picker === 'state' ? (
                <StatePicker id={`${idPrefix}-${field.key}`} required={field.required} value={form[field.key]} onChange={(value) => change(field.key, value)} />
              ) : (
                <input
                  id={`${idPrefix}-${field.key}`}
                  autoComplete="off"
                  maxLength={field.maxLength}
                  inputMode={field.inputMode}
                  required={field.required}
                  value={form[field.key]}
                  onChange={(e) => change(field.key, field.clean ? field.clean(e.target.value) : e.target.value)}
                />
              )}
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
