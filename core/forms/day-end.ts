// Close Day (day_end_close.php and /dayend): the cash counted in the drawer and the cash it opened the day with (the
// float), in rupees, never negative; an Opening Cash left out or blank is none.
import { z } from 'zod';
import type { Paise } from '../money';
import { rupees, text } from '../wire';

const openingCash = z
  .preprocess((input) => (input === null || (typeof input === 'string' && input.trim() === '') ? undefined : input), rupees().optional())
  .transform((paise): Paise => paise ?? 0);

export const dayEndCloseFields = { cash_counted: rupees(), opening_cash: openingCash };

export const MAX_REOPEN_REASON = 200;

/** Reopen Day (day_end_reopen.php, issue 32): the owner says why a closed day takes bills again. */
export const dayEndReopenFields = {
  reason: text(MAX_REOPEN_REASON).refine((reason) => reason !== '', { error: 'Please give a reason for reopening the day' }),
};

/** The day-end report's own field: the float to count the drawer against. */
export const dayEndReportFields = { opening_cash: openingCash };

/** Cash the drawer should hold at the day's close: the float it opened with, plus cash taken, less cash paid back. */
export function cashExpected(figures: { openingCash: Paise; cashTaken: Paise; cashRefunded: Paise }): Paise {
  return figures.openingCash + figures.cashTaken - figures.cashRefunded;
}
