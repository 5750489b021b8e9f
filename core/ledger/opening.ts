// A party's opening balance on the wire (issue 29 item 1): `opening_balance` in rupees — what a customer owed the shop,
// or the shop owed a supplier, when the shop moved to kulir; never negative (an advance the other way is not an
// opening balance kulir keeps) — and `opening_date` as dd-mm-yyyy. Both optional: absent keeps what is stored
// (nothing on an add), blank clears (a balance to 0, a date to none).
import { z } from 'zod';
import type { IsoDate } from '../dates';
import type { Paise } from '../money';
import { parseDmy } from '../dates';
import { refuse, rupees, shown } from '../wire';

export interface OpeningChange {
  /** undefined: keep the stored one. */
  balance: Paise | undefined;
  /** undefined: keep the stored one; '' none. */
  date: IsoDate | '' | undefined;
}

const clearedToZero = (input: unknown) => (input === null || (typeof input === 'string' && input.trim() === '') ? 0 : input);
const clearedToNone = (input: unknown) => (input === null || (typeof input === 'string' && input.trim() === '') ? '' : input);

export const openingFields = {
  opening_balance: z.preprocess(clearedToZero, rupees().optional()),
  opening_date: z.preprocess(
    clearedToNone,
    z
      .unknown()
      .optional()
      .transform((input, ctx): IsoDate | '' | undefined => {
        if (input === undefined || input === '') return input;
        const iso = typeof input === 'string' ? parseDmy(input) : null;
        return iso ?? refuse(ctx, `must be a date as dd-mm-yyyy, not ${shown(input)}`);
      }),
  ),
};

export const openingOf = (b: { opening_balance?: Paise | undefined; opening_date?: IsoDate | '' | undefined }): OpeningChange => ({
  balance: b.opening_balance,
  date: b.opening_date,
});

export interface Opening {
  balance: Paise;
  date: IsoDate | '';
}

/** What to store: the change over what was stored; a balance without a date is dated `today` (the day it was entered). */
export function nextOpening(stored: Opening, change: OpeningChange, today: IsoDate): Opening {
  const balance = change.balance ?? stored.balance;
  const date = change.date ?? stored.date;
  if (balance === 0) return { balance: 0, date: change.date ?? (change.balance === 0 ? '' : date) };
  return { balance, date: date === '' ? today : date };
}

export const NO_OPENING: Opening = { balance: 0, date: '' };

export const openingChanged = (a: Opening, b: Opening): boolean => a.balance !== b.balance || a.date !== b.date;
