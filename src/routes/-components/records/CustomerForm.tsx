// The customer form of /addcustomer and /viewcustomer: Enter moves to the next field (on the last one it saves),
// Ctrl+S saves from anywhere, Esc goes Back. Problems show under their field; the first gets the focus.
import { useCallback, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PathLink } from '../../../ui/records/PathLink';
import { StatePicker } from '../../../ui/StatePicker';
import { useFormSave } from '../../../ui/records/useFormSave';
import '../../../styles/records.css';
import {
  FIELD_LABELS,
  FIELD_ORDER,
  fieldErrors,
  gstinNote,
  maxLengthFor,
  phoneInput,
  REQUIRED_FIELDS,
  withGstin,
  type CustomerFields,
  type CustomerFormMode,
  type FieldErrors,
  type FieldName,
} from './customer-form';

const STATE_FIELDS: readonly FieldName[] = ['state', 'place_of_supply'];

function isEditable(target: EventTarget): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

export function CustomerForm({
  mode,
  screen,
  initial,
  back,
  saveLabel,
  onSave,
}: {
  mode: CustomerFormMode;
  screen: string;
  initial: CustomerFields;
  back(): void;
  saveLabel: string;
  /** Sends the form; resolves when the reply has been shown. */
  onSave(fields: CustomerFields): Promise<void>;
}) {
  const [fields, setFields] = useState(initial);
  const [stateFromGstin, setStateFromGstin] = useState(false);
  const [gstinTouched, setGstinTouched] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const required = REQUIRED_FIELDS[mode];
  const id = (field: FieldName) => `${screen}-${field}`;
  const validate = useCallback((now: CustomerFields): FieldErrors => fieldErrors(mode, now), [mode]);
  const {
    problems: errors,
    clearProblem,
    busy,
    submit,
  } = useFormSave<CustomerFields, FieldName>({
    screen,
    values: fields,
    validate,
    order: FIELD_ORDER,
    onSave,
    back,
    // A GSTIN's note shows while typing only when it can already tell; after Save it always shows.
    onChecked: () => setGstinTouched(true),
  });

  const set = (field: FieldName, value: string) => {
    clearProblem(field);
    if (field === 'tax_number') {
      const next = withGstin(fields, stateFromGstin, value);
      setFields(next.fields);
      setStateFromGstin(next.stateFromGstin);
      if (next.fields.state !== fields.state) clearProblem('state');
      return;
    }
    if (field === 'state') setStateFromGstin(false);
    setFields((f) => ({ ...f, [field]: field === 'telephone' ? phoneInput(value) : value }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!isEditable(event.target)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      back();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      const inputs = [...event.currentTarget.querySelectorAll('input')];
      const next = inputs[inputs.indexOf(event.target) + 1];
      if (!next) return; // the last field: Enter submits the form
      event.preventDefault();
      next.focus();
    }
  };

  const gstin = gstinNote(fields.tax_number);
  const gstinLine = errors.tax_number ?? (gstin && (gstin.ok || gstin.whileTyping || gstinTouched) ? gstin.text : undefined);

  return (
    <form
      ref={formRef}
      className="rec-form"
      noValidate
      aria-busy={busy}
      onKeyDown={onKeyDown}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      {FIELD_ORDER.map((field) => {
        const note = field === 'tax_number' ? gstinLine : errors[field];
        const ok = field === 'tax_number' && gstin?.ok && !errors.tax_number;
        const isRequired = required.includes(field);
        return (
          <div key={field} className="rec-field">
            <label htmlFor={id(field)}>
              {FIELD_LABELS[field]}
              {isRequired && (
                <span className="rec-required" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
            {STATE_FIELDS.includes(field) ? (
              <StatePicker
                id={id(field)}
                required={isRequired}
                aria-invalid={note !== undefined ? true : undefined}
                aria-describedby={note ? `${id(field)}-note` : undefined}
                value={fields[field]}
                onChange={(value) => set(field, value)}
              />
            ) : (
              <input
                id={id(field)}
                autoComplete="off"
                spellCheck={false}
                autoFocus={field === 'name'}
                required={isRequired}
                aria-invalid={note !== undefined && !ok ? true : undefined}
                aria-describedby={note ? `${id(field)}-note` : undefined}
                inputMode={
                  field === 'telephone' || field === 'pincode' || field === 'credit_days'
                    ? 'numeric'
                    : field === 'credit_limit' || field === 'opening_balance'
                      ? 'decimal'
                      : undefined
                }
                placeholder={field === 'opening_date' ? 'dd-mm-yyyy' : undefined}
                maxLength={maxLengthFor(mode, field)}
                value={fields[field]}
                onChange={(event) => set(field, event.target.value)}
                onBlur={field === 'tax_number' ? () => setGstinTouched(true) : undefined}
              />
            )}
            {note && (
              <span id={`${id(field)}-note`} className={ok ? 'rec-field-note rec-ok' : 'rec-field-note'} role={ok ? undefined : 'alert'}>
                {note}
              </span>
            )}
          </div>
        );
      })}
      <div className="rec-form-actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Saving…' : saveLabel}
        </button>
        <PathLink to="/customerlist" className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
        <span className="rec-dim">Enter: next field · Ctrl+S: save</span>
      </div>
    </form>
  );
}
