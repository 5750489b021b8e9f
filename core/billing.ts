// Bill arithmetic of DESIGN §5 and the specs' §9, in integer paise and basis points.
import { assertPaise, roundToRupee, type Paise } from './money';
import { resolveState } from './gst-states';
import { shareOut } from './share-out';
import { applyPercent, type BasisPoints } from './percent';

export interface BillLine {
  /** Rate per unit, in paise. */
  rate: Paise;
  qty: number;
  /** The line's own discount, wholesale POS only. */
  discountBp?: BasisPoints;
  /** The line's own GST rate (issue 31 item 4); absent, the bill's `gstBp`. */
  gstBp?: BasisPoints;
}

/** One GST rate's share of a bill: what its lines came to, the taxable value shared to them and the tax on it. */
export interface RateTotals {
  gstBp: BasisPoints;
  /** The sum of this rate's line totals, before the bill's discount. */
  lineTotal: Paise;
  taxable: Paise;
  gst: Paise;
  cgst: Paise;
  sgst: Paise;
}

export interface SalesRates {
  discountBp: BasisPoints;
  commissionBp: BasisPoints;
  gstBp: BasisPoints;
  packingBp: BasisPoints;
  /**
   * GST on packing (issue 31 item 5): true, the law's rule (CGST Act s.15(2)(c)), taxable value = R(net) + packing;
   * false or absent, the spec's arithmetic, GST on R(net) and packing added after. A bill keeps the rule it was made
   * under: every caller that bills or re-figures a stored bill passes it.
   */
  gstOnPacking?: boolean;
}

export interface SalesTotals {
  lineTotals: Paise[];
  subtotal: Paise;
  discount: Paise;
  net: Paise;
  commission: Paise;
  packing: Paise;
  /** What GST was charged on: billTaxable(net, packing, rule). */
  taxable: Paise;
  gst: Paise;
  cgst: Paise;
  sgst: Paise;
  /** The taxable value and tax of each GST rate on the bill, in the order the rates first appear; they sum to the bill's. */
  byRate: RateTotals[];
  /** Whole rupees. */
  grandTotal: Paise;
  /** grandTotal − (net − commission + packing + gst), the invoice's Round Off line. */
  roundOff: Paise;
}

export interface PurchaseTotals {
  lineTotals: Paise[];
  subtotal: Paise;
  roundedSubtotal: Paise;
  gst: Paise;
  cgst: Paise;
  sgst: Paise;
  /** roundedSubtotal + gst. */
  grandTotal: Paise;
}

export type TaxSplit = 'intra' | 'inter';

export const DEFAULT_SELLER_STATE = 'Tamil Nadu';

/** rate × qty, less the line's own discount amount (itself rounded half away from zero). */
export function lineTotal(line: BillLine): Paise {
  assertPaise(line.rate);
  if (!Number.isSafeInteger(line.qty)) throw new RangeError(`qty must be a whole number, got ${line.qty}`);
  const gross = line.rate * line.qty;
  assertPaise(gross);
  return gross - applyPercent(gross, line.discountBp ?? 0);
}

/** The GST amount split in two: CGST gets the odd paisa (half away from zero). */
export function splitGst(gst: Paise): { cgst: Paise; sgst: Paise } {
  assertPaise(gst);
  const cgst = Math.sign(gst) * Math.floor((Math.abs(gst) + 1) / 2);
  return { cgst: cgst === 0 ? 0 : cgst, sgst: gst - cgst };
}

export function salesTotals(lines: readonly BillLine[], rates: SalesRates): SalesTotals {
  const lineTotals = lines.map(lineTotal);
  const subtotal = sum(lineTotals);
  const discount = applyPercent(roundToRupee(subtotal), rates.discountBp);
  const net = subtotal - discount;
  const roundedNet = roundToRupee(net);
  const commission = applyPercent(roundedNet, rates.commissionBp);
  const packing = applyPercent(roundedNet, rates.packingBp);
  const taxable = billTaxable({ net, packing, gstOnPacking: rates.gstOnPacking === true });
  const byRate = rateBreakdown(
    lines.map((line, i) => ({ total: lineTotals[i], gstBp: line.gstBp ?? rates.gstBp })),
    taxable,
  );
  const gst = sum(byRate.map((r) => r.gst));
  const exactTotal = net - commission + packing + gst;
  const grandTotal = roundToRupee(exactTotal);
  return {
    lineTotals,
    subtotal,
    discount,
    net,
    commission,
    packing,
    taxable,
    gst,
    cgst: sum(byRate.map((r) => r.cgst)),
    sgst: sum(byRate.map((r) => r.sgst)),
    byRate,
    grandTotal,
    roundOff: grandTotal - exactTotal,
  };
}

/**
 * The one place packing meets the taxable value: a sales bill's taxable value is its net (sub total less discount)
 * rounded to a rupee, plus its packing when the bill was made under GST on packing. salesTotals taxes it, and every
 * print, report and export of a stored bill reads it from the bill's stored net, packing and rule.
 */
export function billTaxable(bill: { net: Paise; packing: Paise; gstOnPacking: boolean }): Paise {
  return roundToRupee(bill.net) + (bill.gstOnPacking ? bill.packing : 0);
}

/** A bill's line as the rate breakdown reads it: its stored total and its own GST rate. */
export interface RatedLine {
  total: Paise;
  gstBp: BasisPoints;
}

/**
 * The one rule for a bill with several GST rates (issue 31 item 4). The bill's taxable value (billTaxable: the net
 * rounded to a rupee, plus packing when taxed) is shared over the rates in proportion to their lines' totals (largest
 * remainder, core/hsn-summary shareOut), which shares the bill's discount by its lines and taxed packing by taxable
 * value; each rate's GST is its rate on its share, split CGST/SGST with the odd paisa to CGST. A bill whose lines share
 * one rate gets the whole taxable value and exactly the figures of the one-rate arithmetic. A stored bill's lines and
 * taxable value give back the same breakdown, so every print, report and export reads it from here.
 */
export function rateBreakdown(lines: readonly RatedLine[], taxable: Paise): RateTotals[] {
  const rates: BasisPoints[] = [];
  const totals = new Map<BasisPoints, Paise>();
  for (const line of lines) {
    if (!totals.has(line.gstBp)) rates.push(line.gstBp);
    totals.set(line.gstBp, (totals.get(line.gstBp) ?? 0) + line.total);
  }
  if (rates.length === 0) return [];
  const lineTotals = rates.map((bp) => totals.get(bp) ?? 0);
  const shares = shareOut(taxable, lineTotals);
  return rates.map((gstBp, i) => {
    const gst = applyPercent(shares[i], gstBp);
    return { gstBp, lineTotal: lineTotals[i], taxable: shares[i], gst, ...splitGst(gst) };
  });
}

/**
 * A stored document's breakdown by rate: rateBreakdown over its lines and taxable value, held to the stored CGST and
 * SGST. A bill saved by salesTotals gives them back exactly; a document whose stored tax differs by a paisa (a credit
 * note, the difference of two breakdowns; a one-rate bill written before item-wise rates) has the difference on its
 * largest rate, so the rates always add up to the stored document and a one-rate document is its stored figures.
 */
export function storedRateBreakdown(lines: readonly RatedLine[], stored: { taxable: Paise; cgst: Paise; sgst: Paise }): RateTotals[] {
  const byRate = rateBreakdown(lines, stored.taxable);
  if (byRate.length === 0) return [];
  const cgstGap = stored.cgst - sum(byRate.map((r) => r.cgst));
  const sgstGap = stored.sgst - sum(byRate.map((r) => r.sgst));
  if (cgstGap === 0 && sgstGap === 0) return byRate;
  const largest = byRate.reduce((best, r, i) => (Math.abs(r.taxable) > Math.abs(byRate[best].taxable) ? i : best), 0);
  return byRate.map((r, i) => {
    if (i !== largest) return r;
    const cgst = r.cgst + cgstGap;
    const sgst = r.sgst + sgstGap;
    return { ...r, cgst, sgst, gst: cgst + sgst };
  });
}

/** storedRateBreakdown, or, for a document with no lines left, its stored figures at its own rate (`gstBp`). */
export function storedRatesOrWhole(lines: readonly RatedLine[], stored: { taxable: Paise; cgst: Paise; sgst: Paise }, gstBp: BasisPoints): RateTotals[] {
  const byRate = storedRateBreakdown(lines, stored);
  return byRate.length > 0 ? byRate : [{ gstBp, lineTotal: 0, ...stored, gst: stored.cgst + stored.sgst }];
}

/** A rate's CGST and SGST halves as printed: the odd basis point to CGST (1800 → 900 + 900, 500 → 250 + 250). */
export function rateHalves(gstBp: BasisPoints): { cgstBp: BasisPoints; sgstBp: BasisPoints } {
  const cgstBp = Math.ceil(gstBp / 2);
  return { cgstBp, sgstBp: gstBp - cgstBp };
}

/** One line's share of its rate's taxable value and tax. */
export interface LineTax {
  gstBp: BasisPoints;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
}

/**
 * Each line's share of the bill's taxable value and tax: every rate's figures (rateBreakdown) shared over that rate's
 * lines by their totals, so the lines of a rate add up to the rate and the rates to the bill, to the paisa.
 */
export function lineTaxShares(lines: readonly RatedLine[], byRate: readonly RateTotals[]): LineTax[] {
  const shares: LineTax[] = lines.map((line) => ({ gstBp: line.gstBp, taxable: 0, cgst: 0, sgst: 0 }));
  for (const rate of byRate) {
    const indexes = lines.flatMap((line, i) => (line.gstBp === rate.gstBp ? [i] : []));
    const weights = indexes.map((i) => lines[i].total);
    const taxable = shareOut(rate.taxable, weights);
    const cgst = shareOut(rate.cgst, weights);
    const sgst = shareOut(rate.sgst, weights);
    indexes.forEach((lineIndex, k) => {
      shares[lineIndex] = { gstBp: rate.gstBp, taxable: taxable[k], cgst: cgst[k], sgst: sgst[k] };
    });
  }
  return shares;
}

export function purchaseTotals(lines: readonly BillLine[], gstBp: BasisPoints): PurchaseTotals {
  const lineTotals = lines.map(lineTotal);
  const subtotal = sum(lineTotals);
  const roundedSubtotal = purchaseTaxable(subtotal);
  const gst = applyPercent(roundedSubtotal, gstBp);
  return { lineTotals, subtotal, roundedSubtotal, gst, ...splitGst(gst), grandTotal: roundedSubtotal + gst };
}

/**
 * A purchase's taxable value: the rounded subtotal GST was charged on (DESIGN §5), so taxable + GST = total. The GST
 * reports and the ITC register show this, never the unrounded subtotal (issue 30).
 */
export function purchaseTaxable(subtotal: Paise): Paise {
  return roundToRupee(subtotal);
}

/** "Tamil Nadu", " TAMIL NADU " and "tamilnadu" are one state. */
export function normalizeState(state: string | null | undefined): string {
  return (state ?? '').toLowerCase().replace(/\s+/g, '');
}

/**
 * Same state: CGST + SGST ('intra'); any other or a blank buyer state: one IGST line ('inter').
 * Both sides go through the GST state table, so "TN", "33" and "Tamil Nadu" are one place of supply;
 * text the table does not know is compared as written (spaces and case ignored), as the spec's invoices do.
 */
export function taxSplit(buyerState: string | null | undefined, sellerState: string = DEFAULT_SELLER_STATE): TaxSplit {
  const buyer = resolveState(buyerState)?.code ?? normalizeState(buyerState);
  const seller = resolveState(sellerState)?.code ?? normalizeState(sellerState);
  return buyer !== '' && buyer === seller ? 'intra' : 'inter';
}

function sum(values: readonly Paise[]): Paise {
  const total = values.reduce((acc, value) => acc + value, 0);
  assertPaise(total);
  return total;
}
