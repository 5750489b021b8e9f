// A date typed and shown as dd-mm-yyyy (DESIGN §5), whatever the browser's locale: a native date input would show
// mm/dd/yyyy on an en-US browser. Enter or leaving the field sets it (core/dates.ts readDateField); a date it cannot
// read is refused with the reason, and the field shows the date it had.
import { useEffect, useState, type Ref } from 'react';
import { DATE_FORMAT_HINT, readDateField, toDmy, type IsoDate } from '../../core/dates';

export interface DateFieldProps {
  id: string;
  /** null: no date yet (the field shows empty). */
  value: IsoDate | null;
  onChange(iso: IsoDate): void;
  /** The latest date it takes (today, for a purchase). */
  latest?: IsoDate;
  onRefused(reason: string): void;
  inputRef?: Ref<HTMLInputElement>;
}

const shown = (value: IsoDate | null): string => (value === null ? '' : toDmy(value));

export function DateField({ id, value, onChange, latest, onRefused, inputRef }: DateFieldProps) {
  const [text, setText] = useState(() => shown(value));
  useEffect(() => setText(shown(value)), [value]);
  const commit = () => {
    if (text === shown(value)) return;
    const read = readDateField(text, latest);
    if (read.ok) {
      setText(toDmy(read.iso));
      if (read.iso !== value) onChange(read.iso);
    } else {
      setText(shown(value));
      onRefused(read.reason);
    }
  };
  return (
    <input
      id={id}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder={DATE_FORMAT_HINT}
      maxLength={10}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape' && text !== shown(value)) {
          event.preventDefault();
          event.stopPropagation();
          setText(shown(value));
        }
      }}
    />
  );
}
