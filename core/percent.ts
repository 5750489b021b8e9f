// Percentages are integer basis points (18% = 1800) so that paise × percent stays exact.
import { divideRounded, formatHundredths, parseHundredths } from './decimal';
import { assertPaise, type Paise } from './money';

export type BasisPoints = number;

export type PercentResult = { ok: true; bp: BasisPoints } | { ok: false; reason: string };

/** Reads "18", "2.5", "12.75%" or the number 9 as basis points; never negative. */
export function tryParsePercent(input: string | number): PercentResult {
  const text = typeof input === 'string' ? input.trim().replace(/%$/, '') : input;
  const parsed = parseHundredths(text, { allowGrouping: false, allowNegative: false });
  return parsed.ok ? { ok: true, bp: parsed.hundredths } : parsed;
}

/** As tryParsePercent, but throws a RangeError naming the reason. */
export function parsePercent(input: string | number): BasisPoints {
  const parsed = tryParsePercent(input);
  if (!parsed.ok) throw new RangeError(`Invalid percent "${String(input)}": ${parsed.reason}`);
  return parsed.bp;
}

/** "18.00", "2.50": two decimals, as the API sends percentages. */
export function formatPercent(bp: BasisPoints): string {
  return formatHundredths(bp);
}

/** "18", "2.5", "12.75": for labels such as "CGST 9%". */
export function formatPercentShort(bp: BasisPoints): string {
  return formatHundredths(bp).replace(/\.?0+$/, '');
}

/** paise × bp / 10000, rounded half away from zero, computed exactly. */
export function applyPercent(paise: Paise, bp: BasisPoints): Paise {
  assertPaise(paise);
  if (!Number.isSafeInteger(bp)) throw new RangeError(`basis points must be a safe integer, got ${bp}`);
  return divideRounded(BigInt(paise) * BigInt(bp), 10_000n);
}
