// The invoice's HSN-wise tax summary: the bill's taxable value and its stored CGST and SGST shared out over the HSN
// codes in proportion to their line totals, so each column adds up to the bill's own figures to the paisa.
import { assertPaise, type Paise } from './money';

export interface HsnLine {
  hsn: string;
  total: Paise;
}

export interface HsnRow {
  hsn: string;
  /** The lines' own total before any bill-level discount. */
  lineTotal: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
}

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

/** One row per HSN code (blank codes together), in the order they first appear on the bill. */
export function hsnSummary(lines: readonly HsnLine[], bill: { taxable: Paise; cgst: Paise; sgst: Paise }): HsnRow[] {
  const groups = new Map<string, Paise>();
  for (const line of lines) {
    const hsn = line.hsn.trim();
    groups.set(hsn, (groups.get(hsn) ?? 0) + line.total);
  }
  const codes = [...groups.keys()];
  const totals = codes.map((code) => groups.get(code) ?? 0);
  const taxable = shareOut(bill.taxable, totals);
  const cgst = shareOut(bill.cgst, totals);
  const sgst = shareOut(bill.sgst, totals);
  return codes.map((hsn, i) => ({ hsn, lineTotal: totals[i], taxable: taxable[i], cgst: cgst[i], sgst: sgst[i] }));
}
