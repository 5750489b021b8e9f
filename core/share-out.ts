// Sharing an amount over weights in whole paise, so the parts always add up to the amount.
import { assertPaise, type Paise } from './money';

/**
 * Splits `amount` over `weights` in proportion (largest remainder): the parts always sum to `amount`.
 * With no positive weight, the whole amount goes to the first part.
 */
export function shareOut(amount: Paise, weights: readonly Paise[]): Paise[] {
  assertPaise(amount);
  if (weights.length === 0) return [];
  const positive = weights.map((w) => Math.max(0, w));
  const whole = positive.reduce((acc, w) => acc + w, 0);
  if (whole === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const sign = amount < 0 ? -1 : 1;
  const magnitude = Math.abs(amount);
  // BigInt: amount × weight can pass 2^53 on a large bill.
  const exact = positive.map((w) => BigInt(magnitude) * BigInt(w));
  const parts = exact.map((e) => Number(e / BigInt(whole)));
  const remainders = exact.map((e, index) => ({ index, rest: Number(e % BigInt(whole)) }));
  let left = magnitude - parts.reduce((acc, p) => acc + p, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts.map((p) => (p === 0 ? 0 : sign * p));
}
