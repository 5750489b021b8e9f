// The party filter of the pending and paid reports: its label and a select of the report's parties, the first
// option ("All Customers", "Select Supplier", ...) meaning none.
import type { Ref } from 'react';
import type { PartyOption } from '../../../api/payments';

export interface PartySelectProps {
  id: string;
  label: string;
  /** The first option's text. */
  none: string;
  parties: readonly PartyOption[];
  value: string;
  onChange(partyId: string): void;
  ref?: Ref<HTMLSelectElement>;
}

export function PartySelect({ id, label, none, parties, value, onChange, ref }: PartySelectProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={ref} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{none}</option>
        {parties.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </>
  );
}
