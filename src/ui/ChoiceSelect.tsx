// A choice from a list (a product's supplier, brand, unit; the settings' retail print) on Radix's Select primitive
// (radix-ui), in the terminal look. As a form field: typing picks the first choice that starts with what was typed,
// Enter goes on to the next field (the form's own key handling), Space or ↓ opens the list, Esc closes it.
import { Select } from 'radix-ui';
import type { KeyboardEvent, Ref } from 'react';
import '../styles/choice-select.css';

/** Radix keeps "" for "nothing chosen": the placeholder's own entry needs a value of its own. */
const NOTHING = '-';

export interface Choice {
  value: string;
  label: string;
}

export function ChoiceSelect({
  id,
  value,
  options,
  placeholder,
  onChange,
  autoFocus,
  required,
  invalid,
  describedBy,
  label,
  onKeyDown: onKey,
  ref,
}: {
  id: string;
  value: string;
  options: ReadonlyArray<Choice>;
  /** Shown while nothing is chosen, and offered as the first entry to clear the choice. */
  placeholder?: string;
  onChange(value: string): void;
  autoFocus?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The accessible name when no <label> names the field. */
  label?: string;
  /** The screen's own keys (Enter to show a report), after the choice's. */
  onKeyDown?(event: KeyboardEvent<HTMLButtonElement>): void;
  /** The field itself, for a screen key that jumps to it (P on the pending report). */
  ref?: Ref<HTMLButtonElement>;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter moves on (the form handles it) instead of opening the list.
    if (event.key === 'Enter') event.preventDefault();
    onKey?.(event);
  };
  return (
    <Select.Root value={value} onValueChange={(next) => onChange(next === NOTHING ? '' : next)} required={required}>
      <Select.Trigger
        ref={ref}
        id={id}
        className="k-select"
        data-choice=""
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        <Select.Value placeholder={placeholder} />
        <Select.Icon className="k-select-icon">▾</Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className="k-select-content" position="popper" sideOffset={2} onKeyDown={moveAtOnce}>
          <Select.Viewport className="k-select-viewport">
            {placeholder !== undefined && (
              <Select.Item value={NOTHING} className="k-select-item k-select-none">
                <Select.ItemText>{placeholder}</Select.ItemText>
              </Select.Item>
            )}
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value} className="k-select-item">
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

/**
 * ↑ and ↓ in the open list move the focus at once. Radix moves it in a timer, so an Enter typed right after the arrow
 * (a fast hand, or a busy machine that runs input before timers) picked the entry the arrow had left: "↓ Enter" on
 * the purchase's Supplier list chose nothing. Handled here, Radix's own handler is skipped (default prevented).
 */
function moveAtOnce(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  if (event.ctrlKey || event.altKey || event.metaKey) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]:not([data-disabled])'));
  if (items.length === 0) return;
  event.preventDefault();
  const at = items.indexOf(event.target as HTMLElement);
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, items.length - 1) : at < 0 ? items.length - 1 : Math.max(at - 1, 0);
  const item = items[next];
  if (item === undefined || item === document.activeElement) return;
  item.scrollIntoView({ block: 'nearest' });
  item.focus();
}

/** The fields Enter walks through in a form: inputs, native selects (not Radix's hidden one) and these choices. */
export const FORM_FIELDS = 'input:not([readonly]):not([aria-hidden="true"]), select:not([aria-hidden="true"]), [data-choice]';

export function isFormField(target: EventTarget): target is HTMLElement {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || (target instanceof HTMLElement && target.hasAttribute('data-choice'));
}
