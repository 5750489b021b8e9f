// A number typed in place (line rate, qty, discount; the bill's discount %): kept as typed until Enter or leaving it.
import { useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import type { CellKey } from '../../../billing/line-cells';

export interface CellInputProps {
  label: string;
  /** The value as the cart holds it now. */
  value: string;
  onCommit(text: string): void;
  /** Keys the field does not use itself (Enter after its commit, Esc after its revert, ↑/↓), for the caller to act on. */
  onNavigate?(key: CellKey, field: HTMLInputElement): void;
  /** The focus went to another element (after the commit); not called when only the window lost it. */
  onLeave?(): void;
  className?: string;
  inputMode?: 'numeric' | 'decimal';
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  col?: string;
  /** Drawn and announced as wrong (a quantity over stock). */
  invalid?: boolean;
  /** Each change of what is typed (null: back to the cart's value), before any commit. */
  onDraft?(text: string | null): void;
}

export function CellInput({
  label,
  value,
  onCommit,
  onNavigate,
  onLeave,
  className,
  inputMode = 'decimal',
  id,
  inputRef,
  col,
  invalid,
  onDraft,
}: CellInputProps) {
  // null: show the cart's value; text: what the cashier is typing.
  const [draft, setDraft] = useState<string | null>(null);
  // The draft as of now: the blur that follows Enter or Esc (the caller moves the focus within the same keydown)
  // runs before a re-render, and must see the draft committed or reverted, not the one of the last render.
  const typed = useRef<string | null>(null);
  const change = (text: string | null) => {
    typed.current = text;
    setDraft(text);
    onDraft?.(text);
  };
  const commit = () => {
    const text = typed.current;
    change(null);
    if (text !== null && text !== value) onCommit(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key !== 'Enter' && key !== 'Escape' && key !== 'ArrowUp' && key !== 'ArrowDown') return;
    event.preventDefault();
    if (key === 'Escape') change(null);
    else commit();
    onNavigate?.(key, event.currentTarget);
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    commit();
    // A field that lost only the window's focus still holds the document's: the cashier comes back to it.
    if (document.activeElement !== event.currentTarget) onLeave?.();
  };
  return (
    <input
      id={id}
      ref={inputRef}
      className={className ? `cell-input ${className}` : 'cell-input'}
      aria-label={label}
      aria-invalid={invalid || undefined}
      data-col={col}
      inputMode={inputMode}
      autoComplete="off"
      value={draft ?? value}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => change(event.target.value)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    />
  );
}
