// Reading what the cashier typed: quantities, rates and percentages, with the spec's rules (§5).
// The limits and the readers are core/limits.ts's, the same the wire's zod schemas (core/wire.ts) apply on the server.
import { MAX_PERCENT, MAX_QTY, MAX_RATE, readAmount, readPercent, readQty } from '../limits';
import type { Paise } from '../money';
import type { BasisPoints } from '../percent';

export { MAX_PERCENT, MAX_QTY, MAX_RATE };

const WHOLE = /^\d+$/;

/** Line quantity on blur: whole number, at least 1, leading zeros stripped; empty or invalid becomes 1. */
export function normalizeQty(input: string | number): number {
  const text = String(input).trim();
  if (!WHOLE.test(text)) return 1;
  const qty = Number(text);
  return Number.isSafeInteger(qty) && qty >= 1 ? qty : 1;
}

/** Quantity typed beside a serial, code or name: empty takes the default; otherwise 1 … MAX_QTY, else null. */
export function parseEntryQty(input: string | undefined, fallback: number): number | null {
  const text = (input ?? '').trim();
  if (text === '') return fallback;
  return parseWholeQty(text);
}

/** A whole number from 1 to MAX_QTY, else null (the wire's quantity()). */
export function parseWholeQty(text: string): number | null {
  return readQty(text);
}

/** A rate from 0 to MAX_RATE rupees, as paise; null when it is not one (the wire's rate()). */
export function parseRate(text: string): Paise | null {
  const read = readAmount(text, MAX_RATE);
  return read.ok ? read.paise : null;
}

/** A percent from 0 to 100; a cleared field means 0 (the wire's percent()). */
export function parsePercentField(text: string): BasisPoints | null {
  if (text.trim() === '') return 0;
  return readPercent(text);
}

export function isPercent(bp: number): boolean {
  return Number.isSafeInteger(bp) && bp >= 0 && bp <= MAX_PERCENT;
}
