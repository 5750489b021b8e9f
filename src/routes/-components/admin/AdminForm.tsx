// One form of the administration screens (employees, settings): a label and an input per field, problems in red under
// their field (the first gets the focus), a form message line, Enter to the next field (the last one saves),
// Ctrl+S or F9 saves from anywhere, Esc goes Back.
import { useMemo, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { digitsInput } from '../../../../core/admin-rules';
import { ChoiceSelect, FORM_FIELDS, isFormField } from '../../../ui/ChoiceSelect';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { StatePicker } from '../../../ui/StatePicker';
import { useFormSave, type FieldProblems } from '../../../ui/records/useFormSave';
import '../../../styles/records.css';
import '../../../styles/admin.css';

export interface FieldSpec<K extends string> {
  name: K;
  label: string;
  required?: boolean;
  /** digits: anything but digits is ignored, up to `max`. password: with a Show/Hide toggle when `reveal`. */
  /** 'state': a type-ahead picker over the GST state table. */
  kind?: 'text' | 'email' | 'password' | 'digits' | 'state';
  max?: number;
  reveal?: boolean;
  placeholder?: string;
  /** A hint under the field while it has no problem. */
  hint?: string;
  /** A heading shown before this field. */
  section?: string;
  /** A choice of these values (a select) instead of free text. */
  options?: ReadonlyArray<{ value: string; label: string }>;
}

export type Values<K extends string> = Record<K, string>;
export type Problems<K extends string> = FieldProblems<K>;
export interface FormMessage {
  text: string;
  tone: 'error' | 'ok';
}

export function AdminForm<K extends string>({
  screen,
  fields,
  initial,
  validate,
  onSave,
  saveLabel,
  busyLabel = 'Saving…',
  back,
  message,
  children,
}: {
  screen: string;
  fields: readonly FieldSpec<K>[];
  initial: Values<K>;
  validate(values: Values<K>): Problems<K>;
  /** Sends the form; resolves when the reply has been shown. */
  onSave(values: Values<K>): Promise<void>;
  saveLabel: string;
  busyLabel?: string;
  back: string;
  message?: FormMessage | null;
  children?: ReactNode;
}) {
  const go = useGo();
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Partial<Record<K, boolean>>>({});
  const order = useMemo(() => fields.map((f) => f.name), [fields]);
  const { problems, clearProblem, busy, submit } = useFormSave<Values<K>, K>({ screen, values, validate, order, onSave, back: () => go(back) });
  const id = (field: K) => `${screen}-${field}`;

  const set = (field: FieldSpec<K>, raw: string) => {
    const value = field.kind === 'digits' ? digitsInput(raw, field.max ?? 10) : raw;
    clearProblem(field.name);
    setValues((v) => ({ ...v, [field.name]: value }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    if (!isFormField(target)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      go(back);
    } else if (event.key === 'Enter') {
      const inputs = [...event.currentTarget.querySelectorAll<HTMLElement>(FORM_FIELDS)];
      const next = inputs[inputs.indexOf(target) + 1];
      // The last field: Enter submits the form (a choice does not do it by itself).
      if (!next) {
        if (!(target instanceof HTMLInputElement)) {
          event.preventDefault();
          event.currentTarget.requestSubmit();
        }
        return;
      }
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <form
      className="rec-form adm-form"
      noValidate
      aria-busy={busy}
      onKeyDown={onKeyDown}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      {fields.map((field, index) => {
        const problem = problems[field.name];
        const note = problem ?? field.hint;
        const secret = field.kind === 'password' && !shown[field.name];
        return (
          <div key={field.name} className="rec-field">
            {field.section && <h2 className="adm-section adm-field-section">{field.section}</h2>}
            <label htmlFor={id(field.name)}>
              {field.label}
              {field.required && (
                <span className="rec-required" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
            <span className="adm-input">
              {field.options ? (
                <ChoiceSelect
                  id={id(field.name)}
                  autoFocus={index === 0}
                  describedBy={note ? `${id(field.name)}-note` : undefined}
                  value={values[field.name]}
                  options={field.options}
                  onChange={(value) => set(field, value)}
                />
              ) : field.kind === 'state' ? (
                <StatePicker
                  id={id(field.name)}
                  autoFocus={index === 0}
                  required={field.required}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={note ? `${id(field.name)}-note` : undefined}
                  value={values[field.name]}
                  onChange={(value) => set(field, value)}
                />
              ) : (
                <input
                  id={id(field.name)}
                  type={secret ? 'password' : field.kind === 'email' ? 'email' : 'text'}
                  autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
                  spellCheck={false}
                  autoFocus={index === 0}
                  required={field.required}
                  placeholder={field.placeholder}
                  inputMode={field.kind === 'digits' ? 'numeric' : undefined}
                  maxLength={field.kind === 'digits' ? undefined : field.max}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={note ? `${id(field.name)}-note` : undefined}
                  value={values[field.name]}
                  onChange={(event) => set(field, event.target.value)}
                />
              )}
              {field.kind === 'password' && field.reveal && (
                <button
                  type="button"
                  className="adm-reveal"
                  aria-pressed={!secret}
                  aria-label={secret ? 'Show password' : 'Hide password'}
                  onClick={() => setShown((s) => ({ ...s, [field.name]: !s[field.name] }))}
                >
                  {secret ? 'Show' : 'Hide'}
                </button>
              )}
            </span>
            {note && (
              <span id={`${id(field.name)}-note`} className={problem ? 'rec-field-note' : 'rec-field-note rec-hint'} role={problem ? 'alert' : undefined}>
                {note}
              </span>
            )}
          </div>
        );
      })}
      {children}
      {message && (
        <p className={message.tone === 'error' ? 'adm-message rec-error' : 'adm-message adm-ok'} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div className="rec-form-actions">
        <button type="submit" disabled={busy}>
          {busy ? busyLabel : saveLabel}
        </button>
        <PathLink to={back} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
        <span className="rec-dim">Enter: next field · Ctrl+S: save</span>
      </div>
    </form>
  );
}
