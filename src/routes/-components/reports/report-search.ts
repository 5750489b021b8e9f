// The report screens' URL search params (a palette report command opens a screen already filtered), read by hand
// as the other routes do: from/to as dd-mm-yyyy, party as typed.
import type { DateRange } from '../../../../core/dates';
import { dateFilter } from '../../../../core/report-filter';

export interface ReportSearch {
  from?: string;
  to?: string;
  party?: string;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : undefined);

export function reportSearch(raw: Record<string, unknown>): ReportSearch {
  const result: ReportSearch = {};
  const from = textOf(raw.from);
  const to = textOf(raw.to);
  const party = textOf(raw.party);
  if (from) result.from = from;
  if (to) result.to = to;
  if (party) result.party = party;
  return result;
}

export function initialRange(search: ReportSearch): DateRange | null {
  return dateFilter(search.from, search.to);
}
