// The one guard of dated writes (issues 21, 28 and 30): every write that carries a date asks it before it writes anything.
import type { Kysely } from 'kysely';
import { allowedDates, booksClosedMessage, closedDate, dateOutside, dateOutsideMessage } from '../core/books-lock';
import { todayInKolkata, type IsoDate } from '../core/dates';
import { filedDate, filedMonthMessage, monthOf } from '../core/gst-filed';
import type { Database } from './db/types';
import { ApiError } from './envelope';

export const BOOKS_LOCK_OWNER_ONLY = 'Only the owner can move "books closed up to".';

export async function booksLockedUntil(db: Kysely<Database>): Promise<IsoDate | ''> {
  const row = await db.selectFrom('settings').select('books_locked_until').where('id', '=', 1).executeTakeFirst();
  return row?.books_locked_until ?? '';
}

/** Who writes, and when (the call's clock): the owner may date outside this and the previous financial year. */
export interface DatedBy {
  isOwner: boolean;
  now: Date;
  /** "Books closed up to" when the caller has read the settings row in this transaction already (one round trip less). */
  booksLockedUntil?: IsoDate | '';
}

/**
 * For every dated write, with `dates` its record's stored date and its new date: 409 when any is on or before "books
 * closed up to", or in a month whose GSTR-1 is marked filed (for everyone, the owner too); 400 naming the allowed range
 * when any is outside this and the previous financial year (or after the books-closed date) and the writer is not the
 * owner.
 */
export async function refuseDates(db: Kysely<Database>, by: DatedBy, ...dates: Array<IsoDate | '' | null | undefined>): Promise<void> {
  const lockedUntil = by.booksLockedUntil ?? (await booksLockedUntil(db));
  if (closedDate(lockedUntil, dates) !== null) throw new ApiError(409, booksClosedMessage(lockedUntil));
  const months = [...new Set(dates.filter((d): d is IsoDate => !!d).map(monthOf))];
  if (months.length > 0) {
    const filed = await db.selectFrom('gst_filed_months').select('month').where('month', 'in', months).execute();
    const inFiled = filedDate(new Set(filed.map((f) => f.month)), dates);
    if (inFiled !== null) throw new ApiError(409, filedMonthMessage(monthOf(inFiled)));
  }
  if (by.isOwner) return;
  const allowed = allowedDates(todayInKolkata(by.now), lockedUntil);
  if (dateOutside(allowed, dates) !== null) throw new ApiError(400, dateOutsideMessage(allowed));
}
