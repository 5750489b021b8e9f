// The Day End report's print (issue 32): which day, whose, on which paper, and the drawer figures typed on /dayend
// for a day not yet closed. The print page's address carries them; /dayend's Ctrl+P builds it.
import { parseRupees, type Paise } from '../../core/money';
import type { DayEndReport } from '../api/day-end';

export type DayEndPaper = 'a4' | '80mm';

export interface DayEndPrintRequest {
  /** dd-mm-yyyy */
  date: string;
  /** '' for every cashier. */
  userId: string;
  paper: DayEndPaper;
  /** Rupees as typed; '' when none. */
  opening: string;
  counted: string;
}

export function dayEndPrintPath({ date, userId, paper, opening, counted }: DayEndPrintRequest): string {
  const search = new URLSearchParams();
  if (userId) search.set('user', userId);
  if (paper !== 'a4') search.set('paper', paper);
  if (opening.trim()) search.set('opening', opening.trim());
  if (counted.trim()) search.set('counted', counted.trim());
  const query = search.toString();
  return `/dayendprint/${encodeURIComponent(date)}${query ? `?${query}` : ''}`;
}

const paise = (rupees: string): Paise | null => {
  const parsed = parseRupees(rupees);
  return parsed.ok ? parsed.paise : null;
};

export interface DrawerFigures {
  opening: Paise | null;
  expected: Paise | null;
  counted: Paise | null;
  difference: Paise | null;
}

/** A closed day prints what was kept at its close; an open one the expected cash and the count typed on /dayend. */
export function drawerFigures(report: DayEndReport, countedText: string): DrawerFigures {
  if (report.closed) {
    const c = report.closed;
    return { opening: paise(c.opening_cash), expected: paise(c.cash_expected), counted: paise(c.cash_counted), difference: paise(c.difference) };
  }
  const expected = paise(report.cash_expected);
  const counted = countedText.trim() === '' ? null : paise(countedText);
  return { opening: paise(report.opening_cash), expected, counted, difference: counted === null || expected === null ? null : counted - expected };
}
