// The report calls' date filter (spec §5): both dates or none; an invalid (or reversed) range is ignored; inclusive.
import { parseDmy, type DateRange } from './dates';

/** A range only when both texts are real dates (dd-mm-yyyy or yyyy-mm-dd); otherwise null: show all data. */
export function dateFilter(from: string | null | undefined, to: string | null | undefined): DateRange | null {
  const start = from ? parseDmy(from) : null;
  const end = to ? parseDmy(to) : null;
  if (!start || !end) return null;
  return start <= end ? { from: start, to: end } : null;
}
