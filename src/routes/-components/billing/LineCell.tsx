// One editable number of a line (rate, qty, discount %): plain text until it is focused or clicked, then the row's one
// editor (CellInput). A row of text paints far cheaper than a row of inputs (bench/README.md: the scan's frame).
import { useLayoutEffect, useRef } from 'react';
import type { CellKey, LineCol } from '../../../billing/line-cells';
import { CellInput } from './CellInput';

export interface LineCellProps {
  col: LineCol;
  /** The editor's accessible name, which the text carries too ("Qty of …"). */
  label: string;
  value: string;
  editing: boolean;
  /** The text was focused (by a key or a click): this cell becomes the editor. */
  onEdit(col: LineCol): void;
  /** The editor lost the focus to another element: back to text. */
  onLeave(col: LineCol): void;
  onCommit(text: string): void;
  onNavigate(key: CellKey, field: HTMLInputElement): void;
  /** The value is wrong as it stands or as typed (a quantity over stock). */
  invalid?: boolean;
  onDraft?(text: string | null): void;
}

export function LineCell({ col, label, value, editing, onEdit, onLeave, onCommit, onNavigate, invalid, onDraft }: LineCellProps) {
  const cellRef = useRef<HTMLTableCellElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The text held the focus and is gone: the editor takes it over, unless the focus has meanwhile gone elsewhere.
  useLayoutEffect(() => {
    if (!editing) return;
    const active = document.activeElement;
    if (!active || active === document.body || cellRef.current?.contains(active)) inputRef.current?.focus();
    else onLeave(col);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the start of editing moves the focus; col and onLeave are read as they are then
  }, [editing]);
  return (
    <td ref={cellRef} role="cell" className="num cell">
      {editing ? (
        <CellInput
          col={col}
          label={label}
          value={value}
          inputRef={inputRef}
          inputMode={col === 'qty' ? 'numeric' : 'decimal'}
          onCommit={onCommit}
          onNavigate={onNavigate}
          onLeave={() => onLeave(col)}
          invalid={invalid}
          onDraft={onDraft}
        />
      ) : (
        // A textbox to assistive technology as the editor is, read with its value; focusing it opens the editor.
        <span
          className="cell-text"
          role="textbox"
          tabIndex={-1}
          aria-label={label}
          aria-invalid={invalid || undefined}
          data-col={col}
          onFocus={() => onEdit(col)}
        >
          {value}
        </span>
      )}
    </td>
  );
}
