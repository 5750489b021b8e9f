// Reading what the cashier typed: quantities, rates and percentages, with the spec's rules (§5).
import { parseRupees, type Paise } from '../money';
import { tryParsePercent, type BasisPoints } from '../percent';

/** Guards paise arithmetic: rate × qty stays a safe integer with room to spare. */
export const MAX_QTY = 100_000;
/** One crore rupees. */
export const MAX_RATE: Paise = 1_000_000_000;
export const MAX_PERCENT: BasisPoints = 10_000;

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

/** A whole number from 1 to MAX_QTY, else null. */
export function parseWholeQty(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return null;
  const qty = Number(trimmed);
  return qty >= 1 && qty <= MAX_QTY ? qty : null;
}

/** A rate from 0 to MAX_RATE rupees, as paise; null when it is not one. */
export function parseRate(text: string): Paise | null {
  const parsed = parseRupees(text);
  return parsed.ok && parsed.paise >= 0 && parsed.paise <= MAX_RATE ? parsed.paise : null;
}

/** A percent from 0 to 100; a cleared field means 0. */
export function parsePercentField(text: string): BasisPoints | null {
  if (text.trim() === '') return 0;
  const parsed = tryParsePercent(text);
  return parsed.ok && parsed.bp <= MAX_PERCENT ? parsed.bp : null;
}

export function isPercent(bp: number): boolean {
  return Number.isSafeInteger(bp) && bp >= 0 && bp <= MAX_PERCENT;
}
