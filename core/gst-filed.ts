// Filed months (issue 30 item 5): the owner marks a month's GSTR-1 as filed (gstr1_filed.php) and may undo it with a
// reason (gstr1_unfiled.php). Nothing dated in a filed month is added, edited, cancelled or re-dated: the one guard of
// dated writes (server/books-lock.ts refuseDates) refuses it with filedMonthMessage, as it refuses closed books.
import { z } from 'zod';
import { addDays, parseDmy, toDmy, type IsoDate } from './dates';
import { text } from './wire';

/** A return period as the database keeps it: 'YYYY-MM'. */
export type MonthKey = string;

export const monthOf = (iso: IsoDate): MonthKey => iso.slice(0, 7);

/** 'YYYY-MM' → 'mm-yyyy', as the screens and messages show a month. */
export const monthText = (month: MonthKey): string => `${month.slice(5, 7)}-${month.slice(0, 4)}`;

/** The last day of a month. */
export function monthEnd(month: MonthKey): IsoDate {
  const [year, mm] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const next = mm === 12 ? `${year + 1}-01-01` : `${year}-${String(mm + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The refusal (409) of every dated write into a filed month. */
export function filedMonthMessage(month: MonthKey): string {
  return `GSTR-1 for ${monthText(month)} is filed. This date is in a filed month; make a credit note instead.`;
}

/** The first of `dates` in a filed month, if any ('' dates are skipped, as closedDate skips them). */
export function filedDate(filed: ReadonlySet<MonthKey>, dates: readonly (IsoDate | '' | null | undefined)[]): IsoDate | null {
  for (const date of dates) if (date && filed.has(monthOf(date))) return date;
  return null;
}

/** Why a month cannot be marked filed on `today`, or null when it can: only a month that has ended is filed. */
export function unfileableMonth(month: MonthKey, today: IsoDate): string | null {
  if (monthEnd(month) >= today) return `month: ${monthText(month)} has not ended; only a month before ${monthText(monthOf(today))} can be marked filed`;
  return null;
}

/** Why a filing date cannot be right, or null: after the month ends, never after today. */
export function wrongFilingDate(month: MonthKey, filedOn: IsoDate, today: IsoDate): string | null {
  if (filedOn > today) return `filed_on: a return cannot be filed after today (${toDmy(today)})`;
  if (filedOn <= monthEnd(month)) return `filed_on: GSTR-1 for ${monthText(month)} is filed after the month ends (${toDmy(monthEnd(month))})`;
  return null;
}

/** A return period as "11-2026", "112026" or "2026-11". */
export function readPeriod(text: string): { month: number; year: number } | null {
  const trimmed = text.trim();
  const monthFirst = /^(\d{1,2})-?(\d{4})$/.exec(trimmed);
  const yearFirst = /^(\d{4})-(\d{1,2})$/.exec(trimmed);
  const month = Number(monthFirst?.[1] ?? yearFirst?.[2] ?? 0);
  const year = Number(monthFirst?.[2] ?? yearFirst?.[1] ?? 0);
  // GST began in July 2017.
  if (month < 1 || month > 12 || year * 100 + month < 201707) return null;
  return { month, year };
}

/** A return period on the wire (pos_report_gstr1.php, gstr3b.php, the filed-month calls): mm-yyyy. */
export const periodField = z.preprocess(
  (input) => (typeof input === 'number' ? String(input) : input),
  z.string({ error: 'is required, as mm-yyyy' }).transform((text, ctx) => {
    const read = readPeriod(text);
    if (!read) {
      ctx.addIssue({ code: 'custom', message: `must be a month as mm-yyyy (from 07-2017), not "${text.trim()}"` });
      return z.NEVER;
    }
    return read;
  }),
);

/** The same period as the database keeps a month: 'YYYY-MM'. */
export const monthField = periodField.transform((p): MonthKey => `${p.year}-${String(p.month).padStart(2, '0')}`);

export const MAX_UNFILE_REASON = 200;

/** gstr1_filed.php: the month, the day it was filed (dd-mm-yyyy) and the portal's ARN (15 letters and digits), optional. */
export const gstr1FiledFields = {
  month: monthField,
  filed_on: z.string({ error: 'is required, as dd-mm-yyyy' }).transform((input, ctx): IsoDate => {
    const iso = parseDmy(input);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: `must be a date as dd-mm-yyyy, not "${input.trim()}"` });
      return z.NEVER;
    }
    return iso;
  }),
  arn: text(15).refine((arn) => arn === '' || /^[A-Za-z0-9]{15}$/.test(arn), { error: 'must be the 15 letters and digits of the ARN the portal gave' }),
};

/** gstr1_unfiled.php: the month, and why its GSTR-1 is no longer taken as filed. */
export const gstr1UnfiledFields = {
  month: monthField,
  reason: text(MAX_UNFILE_REASON).refine((reason) => reason !== '', { error: 'Please give a reason for undoing the filing' }),
};

/** A filed month as the calls answer it. */
export interface FiledMonthWire {
  month: string;
  filed_on: string;
  arn: string;
}
