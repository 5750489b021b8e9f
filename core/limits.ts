// The limits of one typed value (a line quantity, a rate, any other amount, a percent) and the plain readers that
// apply them, defined once: the counter's per-keystroke parsers (core/cart/cart.input.ts) call these readers directly,
// and the wire's zod schemas (core/wire.ts), which the server and the forms parse with, wrap the same readers. So a
// value the counter takes is one the server takes, and the other way round. No zod here: the scan path stays cheap.
import { parseRupees, type Paise } from './money';
import { tryParsePercent, type BasisPoints } from './percent';

/** A line's quantity: 1 … 1,00,000. */
export const MAX_QTY = 100_000;
/** A rate (a line's or a product's): ₹1,00,00,000.00 (1 crore), so rate × MAX_QTY (10^14 paise) stays a safe integer. */
export const MAX_RATE: Paise = 1_000_000_000;
/** Any other amount (a bill's total, a payment, a credit limit): ₹1,00,00,00,000.00 (100 crore). */
export const MAX_AMOUNT: Paise = 100_000_000_000;
/** A product's stock (a form, an import, a bulk update): 0 … 1,00,00,000. */
export const MAX_STOCK = 10_000_000;
/** 100%. */
export const MAX_PERCENT: BasisPoints = 10_000;

const WHOLE = /^\s*\d+\s*$/;

/** A whole number from 1 to MAX_QTY, as a number or digits (spaces around allowed); else null. */
export function readQty(input: string | number): number | null {
  const value = typeof input === 'number' ? input : WHOLE.test(input) ? Number(input) : Number.NaN;
  return Number.isInteger(value) && value >= 1 && value <= MAX_QTY ? value : null;
}

export type AmountRead = { ok: true; paise: Paise } | { ok: false; problem: 'empty' | 'format' | 'negative' | 'too large'; reason: string };

/** Rupees ("1,234.50", 12.5) from 0 to `max`, at most 2 decimals, as paise; else why not. */
export function readAmount(input: string | number, max: Paise): AmountRead {
  const parsed = parseRupees(input);
  if (!parsed.ok) return { ok: false, problem: parsed.reason === 'empty' ? 'empty' : 'format', reason: parsed.reason };
  if (parsed.paise < 0) return { ok: false, problem: 'negative', reason: 'negative' };
  if (parsed.paise > max) return { ok: false, problem: 'too large', reason: 'too large' };
  return parsed;
}

/** A percent from 0 to 100 with at most 2 decimals ("18", 2.5, "12.75%") as basis points; else null. */
export function readPercent(input: string | number): BasisPoints | null {
  const parsed = tryParsePercent(input);
  return parsed.ok && parsed.bp <= MAX_PERCENT ? parsed.bp : null;
}
