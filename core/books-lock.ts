// Closed periods (issue 21, DESIGN §10): once the owner closes the books up to a day, nothing dated on or before it is
// added, edited, re-dated, deleted or cancelled; a correction goes on a credit note dated today.
import { z } from 'zod';
import { addDays, financialYear, fyRange, parseDmy, toDmy, type IsoDate } from './dates';

/** '' means every period is open. */
export type BooksLockedUntil = IsoDate | '';

/** The one refusal every write path answers (409). */
export function booksClosedMessage(lockedUntil: IsoDate): string {
  return `Books are closed up to ${toDmy(lockedUntil, '-')}. This date is in a closed period; make a credit note instead.`;
}

/** The first of `dates` on or before the lock, if any ('' dates, such as a bill not yet dated, are skipped). */
export function closedDate(lockedUntil: BooksLockedUntil, dates: readonly (IsoDate | '' | null | undefined)[]): IsoDate | null {
  if (lockedUntil === '') return null;
  for (const date of dates) if (date && date <= lockedUntil) return date;
  return null;
}

/**
 * The dates anyone may give a bill, purchase, payment or credit note (issue 28): the current or the previous financial
 * year, or anything after "books closed up to" when that reaches further back; never after today. Only the owner may
 * date outside it (still never into a closed period, never after today).
 */
export interface AllowedDates {
  from: IsoDate;
  to: IsoDate;
  /** Why `from` is where it is: the previous financial year's first day, or the day after the books closed. */
  basis: 'years' | 'books';
}

export function allowedDates(today: IsoDate, lockedUntil: BooksLockedUntil): AllowedDates {
  const yearsFrom = fyStart(addDays(fyStart(today), -1));
  if (lockedUntil !== '') {
    const afterLock = addDays(lockedUntil, 1);
    if (afterLock < yearsFrom) return { from: afterLock, to: today, basis: 'books' };
  }
  return { from: yearsFrom, to: today, basis: 'years' };
}

/** The first of `dates` outside `allowed`, if any ('' dates are skipped, as in closedDate). */
export function dateOutside(allowed: AllowedDates, dates: readonly (IsoDate | '' | null | undefined)[]): IsoDate | null {
  for (const date of dates) if (date && (date < allowed.from || date > allowed.to)) return date;
  return null;
}

/** The refusal (400) every dated write answers to anyone but the owner. */
export function dateOutsideMessage(allowed: AllowedDates): string {
  const why =
    allowed.basis === 'books'
      ? `after the books closed up to ${toDmy(addDays(allowed.from, -1))}, up to today`
      : 'this and the previous financial year, up to today';
  return `Date must be between ${toDmy(allowed.from)} and ${toDmy(allowed.to)} (${why}); only the owner can date outside it.`;
}

function fyStart(today: IsoDate): IsoDate {
  const range = fyRange(financialYear(today));
  if (range === null) throw new RangeError(`no financial year for ${today}`);
  return range.from;
}

/** The settings field: '' (every period open) or a date as dd-mm-yyyy → 'YYYY-MM-DD'. */
export const booksLockedUntilField = z
  .string({ error: 'must be a date as dd-mm-yyyy, or empty' })
  .transform((input, ctx): BooksLockedUntil => {
    const value = input.trim();
    if (value === '') return '';
    const iso = parseDmy(value);
    if (iso !== null) return iso;
    ctx.addIssue({ code: 'custom', message: `must be a date as dd-mm-yyyy, not "${value}"` });
    return z.NEVER;
  })
  .meta({ maxLength: 'dd-mm-yyyy'.length });
