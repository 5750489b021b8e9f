// A party's credit days (issue 29 items 3-4): how many days after a bill's date it falls due; 0 means none (the bill is
// due on its date). A whole number from 0 to 365 on the wire (`credit_days`, a number or digits): absent keeps what is
// stored (0 on an add), blank or null clears it to 0. The ageing (./ageing.ts) buckets by the due date it gives.
import { z } from 'zod';
import { refuse, shown } from '../wire';

export const MAX_CREDIT_DAYS = 365;

export const CREDIT_DAYS_OVER = `must be at most ${MAX_CREDIT_DAYS} days`;

export function readCreditDays(input: unknown): { ok: true; days: number } | { ok: false; message: string } {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) return { ok: true, days: 0 };
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : null;
  if (text === null || !/^-?\d+$/.test(text)) return { ok: false, message: `must be a whole number of days, not ${shown(input)}` };
  const days = Number(text);
  if (days < 0) return { ok: false, message: `cannot be negative (${shown(input)})` };
  if (days > MAX_CREDIT_DAYS) return { ok: false, message: CREDIT_DAYS_OVER };
  return { ok: true, days };
}

/** `credit_days` on the four party calls and their forms: undefined keeps the stored value. */
export const creditDaysField = () =>
  z
    .unknown()
    .optional()
    .transform((input, ctx): number | undefined => {
      if (input === undefined) return undefined;
      const read = readCreditDays(input);
      return read.ok ? read.days : refuse(ctx, read.message);
    })
    .meta({ maxLength: 3 });
