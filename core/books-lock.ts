// Closed periods (issue 21, DESIGN §10): once the owner closes the books up to a day, nothing dated on or before it is
// added, edited, re-dated, deleted or cancelled; a correction goes on a credit note dated today.
import { z } from 'zod';
import { parseDmy, toDmy, type IsoDate } from './dates';

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

/** The settings field: '' (every period open) or a date as dd-mm-yyyy → 'YYYY-MM-DD'. */
export const booksLockedUntilField = z.string({ error: 'must be a date as dd-mm-yyyy, or empty' }).transform((input, ctx): BooksLockedUntil => {
  const value = input.trim();
  if (value === '') return '';
  const iso = parseDmy(value);
  if (iso !== null) return iso;
  ctx.addIssue({ code: 'custom', message: `must be a date as dd-mm-yyyy, not "${value}"` });
  return z.NEVER;
}).meta({ maxLength: 'dd-mm-yyyy'.length });
