// Reading server records leniently: the legacy PHP backend may send numbers, text or nothing for the same field.
import { parseRupees, type Paise } from '../money';
import { tryParsePercent, type BasisPoints } from '../percent';
import { MAX_PERCENT } from './cart.input';

/** A value as the server (or the legacy PHP backend) may send it. */
export type WireValue = string | number | null | undefined;

export function wireText(value: WireValue): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** Rupees as paise; null when absent, unreadable or negative. */
export function wirePaise(value: WireValue): Paise | null {
  const text = wireText(value);
  if (text === '') return null;
  const parsed = parseRupees(text);
  return parsed.ok && parsed.paise >= 0 ? parsed.paise : null;
}

/** A percent from 0 to 100 as basis points; anything else is 0. */
export function wirePercent(value: WireValue): BasisPoints {
  const text = wireText(value);
  if (text === '') return 0;
  const parsed = tryParsePercent(text);
  return parsed.ok && parsed.bp <= MAX_PERCENT ? parsed.bp : 0;
}

/** A positive whole number; anything else is 0. */
export function wireWhole(value: WireValue): number {
  const number = Number(wireText(value) || '0');
  return Number.isSafeInteger(number) && number > 0 ? number : 0;
}
