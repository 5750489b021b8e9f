// A number typed in place (line rate, qty, discount; the bill's discount %): kept as typed until Enter or leaving it.
import { useState, type KeyboardEvent, type Ref } from 'react';

export interface CellInputProps {
  label: string;
  /** The value as the cart holds it now. */
  value: string;
  onCommit(text: string): void;
  /** Keys the field does not use itself (Enter after its commit, Esc after its revert, ↑/↓), for the caller to act on. */
  onNavigate?(key: 'Enter' | 'Escape' | 'ArrowUp' | 'ArrowDown', field: HTMLInputElement): void;
  className?: string;
  inputMode?: 'numeric' | 'decimal';
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  col?: string;
}

export function CellInput({ label, value, onCommit, onNavigate, className, inputMode = 'decimal', id, inputRef, col }: CellInputProps) {
  // null: show the cart's value; text: what the cashier is typing.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key !== 'Enter' && key !== 'Escape' && key !== 'ArrowUp' && key !== 'ArrowDown') return;
    event.preventDefault();
    if (key === 'Escape') setDraft(null);
    else commit();
    onNavigate?.(key, event.currentTarget);
  };
  return (
    <input
      id={id}
      ref={inputRef}
      className={className ? `cell-input ${className}` : 'cell-input'}
      aria-label={label}
      data-col={col}
      inputMode={inputMode}
      autoComplete="off"
      value={draft ?? value}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}
