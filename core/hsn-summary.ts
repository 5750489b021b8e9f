// The invoice's HSN-wise tax summary: the bill's taxable value and its stored CGST and SGST shared out over the HSN
// codes in proportion to their line totals, so each column adds up to the bill's own figures to the paisa.
import { storedRateBreakdown, type RateTotals } from './billing';
import type { Paise } from './money';
import type { BasisPoints } from './percent';
import { shareOut } from './share-out';

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

export interface HsnLineRated extends HsnLine {
  /** The line's own GST rate (order_lines.gst_bp). */
  gstBp: BasisPoints;
}

export interface HsnRateRow extends HsnRow {
  gstBp: BasisPoints;
}

/**
 * The HSN summary of a bill with item-wise rates (issue 31 item 4): one row per HSN code and rate, rates in the order
 * they first appear and codes within a rate likewise. Each rate's figures (core/billing storedRateBreakdown, held to
 * the stored CGST and SGST) are shared over its codes by hsnSummary, so the rows add up to each rate and the rates to
 * the bill; a one-rate bill gives hsnSummary's rows.
 */
export function hsnRateSummary(
  lines: readonly HsnLineRated[],
  bill: { taxable: Paise; cgst: Paise; sgst: Paise },
  /** A credit note's rates as given back (core/credit-note byRate), when known; else figured from the lines. */
  given?: readonly RateTotals[],
): HsnRateRow[] {
  const byRate = given ?? storedRateBreakdown(lines, bill);
  return byRate.flatMap((rate) =>
    hsnSummary(
      lines.filter((l) => l.gstBp === rate.gstBp),
      rate,
    ).map((row) => ({ ...row, gstBp: rate.gstBp })),
  );
}
