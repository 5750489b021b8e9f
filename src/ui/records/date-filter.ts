// From Date / To Date (sales §5, back-office §5): both required, both real dates; inclusive, day-month-year.
import { inRange, parseDmy, toDmy, type DateRange } from '../../../core/dates';

/** A Submit without two real dates: nothing happens (sales lists, payment list) or every row shows (reports). */
export type IncompleteDates = 'nothing' | 'showAll';

export type DateFilterResult = { ok: true; range: DateRange } | { ok: false; reason: 'missing' | 'invalid' | 'reversed' };

export function parseDateRange(fromText: string, toText: string): DateFilterResult {
  if (fromText.trim() === '' || toText.trim() === '') return { ok: false, reason: 'missing' };
  const from = parseDmy(fromText);
  const to = parseDmy(toText);
  if (from === null || to === null) return { ok: false, reason: 'invalid' };
  if (from > to) return { ok: false, reason: 'reversed' };
  return { ok: true, range: { from, to } };
}

/** The list calls' from_date / to_date (dd-mm-yyyy). */
export function rangeQuery(range: DateRange | null): { from_date?: string; to_date?: string } {
  return range ? { from_date: toDmy(range.from), to_date: toDmy(range.to) } : {};
}

/** A row's day-month-year date (dd/mm/yyyy or dd-mm-yyyy) inside the range; no range keeps every row. */
export function rowInRange(orderdate: string, range: DateRange | null): boolean {
  if (!range) return true;
  const iso = parseDmy(orderdate);
  return iso !== null && inRange(iso, range.from, range.to);
}
