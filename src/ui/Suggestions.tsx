// The one drop-down under a type-ahead field (the counter's customer and product name, purchase entry, the state and
// party pickers); the field keeps the keyboard and moves the highlight with moveHighlight.
import '../styles/suggest.css';

export interface SuggestionItem {
  key: string;
  /** Dim text before the name (a state's GST code: "33 Tamil Nadu"). */
  lead?: string;
  primary: string;
  secondary?: string;
  aside?: string;
  /** A last word on the item (a product's stock); `warn` draws it as a warning. */
  note?: string;
  warn?: boolean;
}

/** ↑/↓ move the highlight (wrapping); a new index for `active`, or null when the key is not one of them. */
export function moveHighlight(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return active < 0 ? 0 : (active + 1) % count;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return null;
}

export const optionId = (listId: string, index: number) => `${listId}-opt-${index}`;

/** What a field that owns a suggestion list says to assistive technology (and to the browser: no autofill, no spelling). */
export function comboboxProps(listId: string, open: boolean, active: number) {
  return {
    role: 'combobox',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-autocomplete': 'list',
    'aria-activedescendant': open ? optionId(listId, active) : undefined,
    autoComplete: 'off',
    spellCheck: false,
  } as const;
}

export function Suggestions({
  id,
  label,
  items,
  active,
  onPick,
}: {
  id: string;
  label: string;
  items: readonly SuggestionItem[];
  active: number;
  onPick(index: number): void;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="suggest" id={id} role="listbox" aria-label={label}>
      {items.map((item, index) => (
        <li
          key={item.key}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="suggest-item"
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(index);
          }}
        >
          {item.lead && <span className="suggest-lead">{item.lead} </span>}
          <span className="suggest-primary">{item.primary}</span>
          {/* Spaces between the parts: a flex container draws none of them, but the option's text (what a screen reader
              says) reads "Murugan Electricals 9443012345", not the parts run together. */}
          {item.secondary && ' '}
          {item.secondary && <span className="suggest-secondary">{item.secondary}</span>}
          {item.aside && ' '}
          {item.aside && <span className="suggest-aside num">{item.aside}</span>}
          {item.note && ' '}
          {item.note && (
            <span className="suggest-note num" data-warn={item.warn || undefined}>
              {item.note}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
