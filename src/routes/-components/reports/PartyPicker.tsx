// The pending reports' party choice (issue 29 item 7): a type-ahead field. What is typed chooses the party it names
// (core/ledger/party-match.ts: the exact name, then a name that starts with it, then its words, then a mobile), at
// once and as a pure function of the text, so no result can arrive late; Enter chooses again from the field's own
// text before the form goes on, so it always books to the party whose name is typed. ↑/↓ move through the matches,
// Esc closes the list; text that names nobody chooses nobody (Submit then says "Please select a user.").
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { matchParties, type PickableParty } from '../../../../core/ledger/party-match';
import { comboboxProps, moveHighlight, Suggestions } from '../../../ui/Suggestions';

const SHOWN = 8;

export interface PartyPickerProps {
  id: string;
  label: string;
  /** The field's placeholder: "Select Customer". */
  none: string;
  parties: readonly PickableParty[];
  /** The chosen party's id; '' none. */
  value: string;
  onChange(partyId: string): void;
  ref?: Ref<HTMLInputElement>;
}

export function PartyPicker({ id, label, none, parties, value, onChange, ref }: PartyPickerProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The id this field last chose: a choice made elsewhere (a row's Enter, the palette) shows its name here.
  const chose = useRef(value);
  useEffect(() => {
    if (value === chose.current) return;
    chose.current = value;
    setText(parties.find((p) => p.id === value)?.name ?? '');
  }, [value, parties]);

  const matches = useMemo(() => (open ? matchParties(parties, text).slice(0, SHOWN) : []), [open, parties, text]);
  const showing = matches.length > 0 && !(matches.length === 1 && matches[0]?.name === text);

  // Compared with what this field chose last (a ref, current between renders), never with a render's props.
  const choose = (partyId: string, again = false) => {
    if (partyId === chose.current && !again) return;
    chose.current = partyId;
    onChange(partyId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!showing) {
        setOpen(true);
        return;
      }
      const next = moveHighlight(event.key, active, matches.length) ?? active;
      setActive(next);
      const party = matches[next];
      if (party) choose(party.id);
    } else if (event.key === 'Enter') {
      // The field's own text, not a render's: whatever was typed, however fast, names the party booked to.
      const typed = event.currentTarget.value;
      const found = matchParties(parties, typed);
      const party = showing && active > 0 ? matches[active] : found[0];
      choose(party?.id ?? '', true);
      if (party) setText(party.name);
      setOpen(false);
      setActive(0);
      // The Enter goes on to the form: Submit opens the payment for the party just chosen.
    } else if (event.key === 'Escape' && showing) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <>
      <label htmlFor={id}>{label}</label>
      <span className="field-combo">
        <input
          id={id}
          ref={ref}
          {...comboboxProps(listId, showing, active)}
          placeholder={none}
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            setOpen(true);
            setActive(0);
            choose(matchParties(parties, typed)[0]?.id ?? '');
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {showing && (
          <Suggestions
            id={listId}
            label={`${label} matches`}
            active={active}
            onPick={(index) => {
              const party = matches[index];
              if (!party) return;
              choose(party.id);
              setText(party.name);
              setOpen(false);
            }}
            items={matches.map((party) => ({ key: party.id, primary: party.name, secondary: party.mobile }))}
          />
        )}
      </span>
    </>
  );
}
