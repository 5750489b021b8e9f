// A type-ahead picker over the GST state table: type "tam" and Enter picks Tamil Nadu (and Enter goes on to the
// next field, as in every form). ↑/↓ move through the matches, Esc closes the list, leaving the field picks the
// only match or what the text already names ("TN", "33"). Text that names no state is kept as typed, so the form's
// check can say so.
import { useId, useMemo, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { matchStates, resolveState, type GstState } from '../../core/gst-states';
import { comboboxProps, moveHighlight, Suggestions } from './Suggestions';

const SHOWN = 8;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onKeyDown' | 'onBlur' | 'onFocus' | 'role' | 'list'>;

export interface StatePickerProps extends InputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
}

/** What leaving the field makes of its text: the state it names, or its only match; otherwise the text as typed. */
export function settleState(text: string): GstState | null {
  if (text.trim() === '') return null;
  const named = resolveState(text);
  if (named) return named;
  const matches = matchStates(text);
  return matches.length === 1 ? matches[0] : null;
}

export function StatePicker({ id, value, onChange, onBlur, className, ...input }: StatePickerProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // What the field holds now: a pick's Enter moves focus on before the parent re-renders, so blur reads this.
  const latest = useRef(value);
  latest.current = value;
  const matches = useMemo(() => (open && value.trim() !== '' ? matchStates(value).slice(0, SHOWN) : []), [open, value]);
  const showing = matches.length > 0 && matches[0].name !== value;

  const pick = (state: GstState) => {
    latest.current = state.name;
    onChange(state.name);
    setOpen(false);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showing) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      setActive((a) => moveHighlight(event.key, a, matches.length) ?? a);
    } else if (event.key === 'Enter') {
      // Picks and lets the Enter go on to the form, which moves to the next field.
      if (showing) pick(matches[Math.min(active, matches.length - 1)]);
      else {
        const settled = settleState(value);
        if (settled && settled.name !== value) pick(settled);
      }
    } else if (event.key === 'Escape' && showing) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <span className={`field-combo${className ? ` ${className}` : ''}`}>
      <input
        {...input}
        id={id}
        {...comboboxProps(listId, showing, active)}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          const settled = settleState(latest.current);
          if (settled && settled.name !== latest.current) onChange(settled.name);
          setOpen(false);
          onBlur?.();
        }}
      />
      {showing && (
        <Suggestions
          id={listId}
          label="Suggestions"
          active={active}
          onPick={(index) => pick(matches[index])}
          items={matches.map((state) => ({ key: state.code, lead: state.code, primary: state.name }))}
        />
      )}
    </span>
  );
}
