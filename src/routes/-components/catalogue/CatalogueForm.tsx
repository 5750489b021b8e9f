// The catalogue forms (brand, unit, product, retail product): Enter moves to the next field (on the last one it
// saves), Ctrl+S or F9 saves from anywhere, Esc goes Back. A problem shows under its field, which gets the focus.
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ChoiceSelect, FORM_FIELDS, isFormField } from '../../../ui/ChoiceSelect';
import { PathLink } from '../../../ui/records/PathLink';
import { StatePicker } from '../../../ui/StatePicker';
import { useFormSave, type FieldProblems } from '../../../ui/records/useFormSave';
import '../../../styles/records.css';

export interface FieldSpec<K extends string> {
  name: K;
  label: string;
  /** A choice from a list (supplier, brand, unit, category). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  readOnly?: boolean;
  inputMode?: 'decimal' | 'numeric';
  maxLength?: number;
  /** 'state': a type-ahead picker over the GST state table. */
  picker?: 'state';
}

export type FormValues<K extends string> = Record<K, string>;
export type FormErrors<K extends string> = FieldProblems<K>;

export function CatalogueForm<K extends string>({
  screen,
  fields,
  initial,
  validate,
  saveLabel,
  backTo,
  back,
  onSave,
  follow,
}: {
  screen: string;
  fields: ReadonlyArray<FieldSpec<K>>;
  initial: FormValues<K>;
  validate(values: FormValues<K>): FormErrors<K>;
  saveLabel: string;
  backTo: string;
  back(): void;
  /** Sends the form; resolves when the reply has been shown. */
  onSave(values: FormValues<K>): Promise<void>;
  /** The values after a field changed, with what follows from it (a GSTIN fills the state). */
  follow?(values: FormValues<K>, changed: K): FormValues<K>;
}) {
  const [values, setValues] = useState(initial);
  const order = useMemo(() => fields.map((f) => f.name), [fields]);
  const { problems: errors, clearProblem, busy, submit } = useFormSave<FormValues<K>, K>({ screen, values, validate, order, onSave, back });
  const id = (field: K) => `${screen}-${field}`;

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    if (!isFormField(target)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      back();
    } else if (event.key === 'Enter') {
      const inputs = [...event.currentTarget.querySelectorAll<HTMLElement>(FORM_FIELDS)];
      const next = inputs[inputs.indexOf(target) + 1];
      event.preventDefault();
      if (next) next.focus();
      else void submit();
    }
  };

  return (
    <form
      className="rec-form"
      noValidate
      aria-busy={busy}
      onKeyDown={onKeyDown}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      {fields.map((field, index) => {
        const note = errors[field.name];
        const common = {
          id: id(field.name),
          required: field.required,
          autoFocus: index === 0,
          'aria-invalid': note !== undefined ? true : undefined,
          'aria-describedby': note ? `${id(field.name)}-note` : undefined,
          value: values[field.name],
        };
        const set = (value: string) => {
          clearProblem(field.name);
          setValues((v) => {
            const next = { ...v, [field.name]: value };
            return follow ? follow(next, field.name) : next;
          });
        };
        return (
          <div key={field.name} className="rec-field">
            <label htmlFor={id(field.name)}>
              {field.label}
              {field.required && (
                <span className="rec-required" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
            {field.options ? (
              <ChoiceSelect
                id={common.id}
                value={common.value}
                options={field.options}
                placeholder={`Select ${field.label}`}
                onChange={set}
                autoFocus={common.autoFocus}
                required={common.required}
                invalid={common['aria-invalid']}
                describedBy={common['aria-describedby']}
              />
            ) : field.picker === 'state' ? (
              <StatePicker {...common} onChange={set} />
            ) : (
              <input
                {...common}
                autoComplete="off"
                spellCheck={false}
                readOnly={field.readOnly}
                tabIndex={field.readOnly ? -1 : undefined}
                inputMode={field.inputMode}
                maxLength={field.maxLength}
                onChange={(event) => set(event.target.value)}
              />
            )}
            {note && (
              <span id={`${id(field.name)}-note`} className="rec-field-note" role="alert">
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
        <PathLink to={backTo} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
        <span className="rec-dim">Enter: next field · Ctrl+S: save</span>
      </div>
    </form>
  );
}
