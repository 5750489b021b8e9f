// A checkbox on Radix's primitive (radix-ui), in the terminal look: [x] / [ ]. Space ticks it; its name comes from a
// wrapping <label> or from aria-label. Radix keeps a hidden native input for the form, so a fieldset's disabled holds.
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import '../styles/checkbox.css';

export function Checkbox({
  checked,
  onChange,
  name,
  label,
  disabled,
  title,
  autoFocus,
  onKeyDown,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  name?: string;
  /** The accessible name when no <label> wraps the box. */
  label?: string;
  disabled?: boolean;
  title?: string;
  autoFocus?: boolean;
  onKeyDown?(event: KeyboardEvent<HTMLButtonElement>): void;
}) {
  return (
    <RadixCheckbox.Root
      className="k-check"
      checked={checked}
      onCheckedChange={(value) => onChange(value === true)}
      name={name}
      aria-label={label}
      disabled={disabled}
      title={title}
      autoFocus={autoFocus}
      onKeyDown={onKeyDown}
    >
      <RadixCheckbox.Indicator className="k-check-mark" forceMount>
        {checked ? 'x' : ' '}
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}
