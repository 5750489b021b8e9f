// The one guard of closed periods (issue 21): every write that carries a date asks it before it writes anything.
import type { Kysely } from 'kysely';
import { booksClosedMessage, closedDate } from '../core/books-lock';
import type { IsoDate } from '../core/dates';
import type { Database } from './db/types';
import { ApiError } from './envelope';

export const BOOKS_LOCK_OWNER_ONLY = 'Only the owner can move "books closed up to".';

export async function booksLockedUntil(db: Kysely<Database>): Promise<IsoDate | ''> {
  const row = await db.selectFrom('settings').select('books_locked_until').where('id', '=', 1).executeTakeFirst();
  return row?.books_locked_until ?? '';
}

/** 409 when any of `dates` (a record's stored date, its new date) is on or before "books closed up to". */
export async function refuseClosedPeriod(db: Kysely<Database>, ...dates: Array<IsoDate | '' | null | undefined>): Promise<void> {
  const lockedUntil = await booksLockedUntil(db);
  if (closedDate(lockedUntil, dates) !== null) throw new ApiError(409, booksClosedMessage(lockedUntil));
}
