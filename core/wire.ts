// The wire's primitives: the zod schemas of one value (rupees, a percent, a quantity, a record id, text, a date) that
// every request body and form field is built from. The parsed side carries integer paise and basis points.
import { z } from 'zod';
import { parseDmy, type IsoDate } from './dates';
import { MAX_AMOUNT, MAX_QTY, MAX_RATE, readAmount, readPercent, readQty } from './limits';
import { formatIndian, formatMoney, type Paise } from './money';
import type { BasisPoints } from './percent';

export const MAX_LINES = 500;
export { MAX_AMOUNT, MAX_PERCENT, MAX_QTY, MAX_RATE } from './limits';

export const given = (input: unknown) => input !== undefined && input !== null;
export const shown = (input: unknown) => (typeof input === 'number' ? String(input) : (JSON.stringify(input) ?? String(input)));
const numberOrText = (expected: string) =>
  z.union([z.number(), z.string()], { error: (issue) => (given(issue.input) ? `must be ${expected}, not ${shown(issue.input)}` : 'is required') });

/** Records the field's problem; the transform then yields nothing. */
export function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** Rupees as a number or text ("1234.50", 1234.5), at most 2 decimals, never negative, at most `max` → paise. */
function amountUpTo(max: Paise) {
  return numberOrText('an amount in rupees such as 1234.50')
    .transform((input, ctx): Paise => {
      const read = readAmount(input, max);
      if (read.ok) return read.paise;
      if (read.problem === 'empty') return refuse(ctx, 'is empty');
      if (read.problem === 'negative') return refuse(ctx, `cannot be negative (${shown(input)})`);
      if (read.problem === 'too large') return refuse(ctx, `must be at most ${formatMoney(max)}`);
      return refuse(ctx, `must be an amount in rupees such as 1234.50, not ${shown(input)} (${read.reason})`);
    })
    .meta({ maxLength: formatIndian(max).length });
}

/** An amount (a bill's total, a payment, a credit limit): rupees from 0 to MAX_AMOUNT (100 crore) → paise. */
export function rupees() {
  return amountUpTo(MAX_AMOUNT);
}

/** A rate (a line's, a product's): rupees from 0 to MAX_RATE (1 crore) → paise; the counter's own limit (cart.input). */
export function rate() {
  return amountUpTo(MAX_RATE);
}

/** A percent from 0 to 100 with at most 2 decimals ("18", 2.5, "12.75%") → basis points; absent or "" is 0. */
export function percent() {
  return numberOrText('a percent such as 18 or 2.5')
    .nullish()
    .transform((input, ctx): BasisPoints => {
      if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return 0;
      const bp = readPercent(input);
      if (bp === null) return refuse(ctx, `must be a percent from 0 to 100 with at most 2 decimals, not ${shown(input)}`);
      return bp;
    })
    .meta({ maxLength: '100.00%'.length });
}

/** A line quantity: a whole number from 1 to MAX_QTY, as a number or digits. */
export function quantity() {
  return numberOrText(`a whole number from 1 to ${MAX_QTY}`).transform((input, ctx): number => {
    const qty = readQty(input);
    if (qty === null) return refuse(ctx, `must be a whole number from 1 to ${MAX_QTY}, not ${shown(input)}`);
    return qty;
  });
}

/** The largest record id: ids are 32-bit integer columns (PostgreSQL's integer), so a larger one names no record. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id: a positive whole number up to MAX_RECORD_ID, as a number or digits ("42"). */
export function recordId() {
  return numberOrText('a positive whole number').transform((input, ctx): number => {
    const value = typeof input === 'number' ? input : /^\s*\d+\s*$/.test(input) ? Number(input) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < 1) return refuse(ctx, `must be a positive whole number, not ${shown(input)}`);
    if (value > MAX_RECORD_ID) return refuse(ctx, `must be a record id up to ${MAX_RECORD_ID}, not ${shown(input)}`);
    return value;
  });
}

/** Free text, trimmed, at most `max` characters; absent or null is "". Numbers are taken as their digits. */
export function text(max: number) {
  return z
    .union([z.string(), z.number()], { error: (issue) => `must be text, not ${shown(issue.input)}` })
    .nullish()
    .transform((input, ctx): string => {
      const value = input === undefined || input === null ? '' : String(input).trim();
      if (value.length > max) return refuse(ctx, `must be at most ${max} characters`);
      return value;
    })
    .meta({ maxLength: max });
}

/** A date as dd-mm-yyyy (dd/mm/yyyy and yyyy-mm-dd are read too) → 'YYYY-MM-DD'. */
export function dmyDate() {
  return z.string({ error: (issue) => (given(issue.input) ? 'must be a date as dd-mm-yyyy' : 'is required') }).transform((input, ctx): IsoDate => {
    const iso = parseDmy(input);
    if (iso === null) return refuse(ctx, `must be a date as dd-mm-yyyy, not ${shown(input)}`);
    return iso;
  });
}
