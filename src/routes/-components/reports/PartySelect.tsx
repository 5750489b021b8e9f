// The party filter of the pending and paid reports: its label and a choice of the report's parties (Radix Select in
// the terminal look: typing picks, Space or ↓ opens the list), the first entry ("All Customers", "Select Supplier",
// ...) meaning none.
import type { KeyboardEvent, Ref } from 'react';
import type { PartyOption } from '../../../api/payments';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';

export interface PartySelectProps {
  id: string;
  label: string;
  /** The first entry's text. */
  none: string;
  parties: readonly PartyOption[];
  value: string;
  onChange(partyId: string): void;
  onKeyDown?(event: KeyboardEvent<HTMLButtonElement>): void;
  ref?: Ref<HTMLButtonElement>;
}

export function PartySelect({ id, label, none, parties, value, onChange, onKeyDown, ref }: PartySelectProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <ChoiceSelect
        id={id}
        ref={ref}
        value={value}
        placeholder={none}
        options={parties.map((p) => ({ value: p.id, label: p.name }))}
        onChange={onChange}
        onKeyDown={onKeyDown}
      />
    </>
  );
}
