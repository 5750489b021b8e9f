// From Date and To Date with Submit: both needed and real dates. Without them nothing happens on the sales lists and
// the payment list (sales §5, back-office §5), and every row shows again on the back-office reports (incomplete:
// 'showAll', back-office §5: "otherwise all data is shown", "invalid dates are ignored"). Clear shows all again.
import { useState, type Ref } from 'react';
import { toDmy, type DateRange } from '../../../core/dates';
import { announce } from '../status';
import { parseDateRange, type IncompleteDates } from './date-filter';

/** Esc in a date field hands the keys back to the table (onLeave), as it does in Search. */
/** initial: the range a screen opened with (a palette report command), shown in the fields. */
export function DateRangeFilter({
  idPrefix,
  applied,
  onApply,
  onLeave,
  fromRef,
  initial,
  incomplete = 'nothing',
}: {
  idPrefix: string;
  applied: boolean;
  onApply(range: DateRange | null): void;
  onLeave(): void;
  fromRef?: Ref<HTMLInputElement>;
  initial?: DateRange | null;
  incomplete?: IncompleteDates;
}) {
  const [from, setFrom] = useState(initial ? toDmy(initial.from) : '');
  const [to, setTo] = useState(initial ? toDmy(initial.to) : '');
  const submit = () => {
    const parsed = parseDateRange(from, to);
    if (parsed.ok) onApply(parsed.range);
    // Only a reversed range, which looks valid, gets a word in the status line.
    else if (parsed.reason === 'reversed') announce('From Date is after To Date');
    else if (incomplete === 'showAll') onApply(null);
  };
  const clear = () => {
    setFrom('');
    setTo('');
    onApply(null);
  };
  return (
    <form
      className="rec-dates"
      aria-label="Date filter"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        onLeave();
      }}
    >
      <label htmlFor={`${idPrefix}-from`}>From Date</label>
      <input
        id={`${idPrefix}-from`}
        ref={fromRef}
        className="rec-date"
        placeholder="dd-mm-yyyy"
        autoComplete="off"
        maxLength={10}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <label htmlFor={`${idPrefix}-to`}>To Date</label>
      <input
        id={`${idPrefix}-to`}
        className="rec-date"
        placeholder="dd-mm-yyyy"
        autoComplete="off"
        maxLength={10}
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <button type="submit" className="rec-button">
        Submit
      </button>
      {applied && (
        <button type="button" className="rec-button rec-quiet" onClick={clear}>
          Clear
        </button>
      )}
    </form>
  );
}
