// The list's Search box: typing filters at once; ↑ ↓ move the row highlight, Enter opens it, PageUp/PageDown turn
// pages, Esc hands the keys to the table (E, Delete, …) — all without leaving the keyboard.
import type { KeyboardEvent, Ref } from 'react';

export interface SearchKeys {
  move(delta: number): void;
  turn(delta: number): void;
  open(): void;
  leave(): void;
}

export function SearchBox({
  id,
  label,
  value,
  onChange,
  keys,
  ref,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  keys: SearchKeys;
  ref?: Ref<HTMLInputElement>;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action: Record<string, () => void> = {
      ArrowDown: () => keys.move(1),
      ArrowUp: () => keys.move(-1),
      PageDown: () => keys.turn(1),
      PageUp: () => keys.turn(-1),
      Enter: keys.open,
      Escape: keys.leave,
    };
    const run = action[event.key];
    if (!run || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    run();
  };
  return (
    <div className="rec-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
