// The totals block of the detail screens (spec §9): each row only when above 0; Sub-Total only when a charge or
// deduction is present; Discount and Commission deducted (-); tax lines and Packing added (+); a Round Off line when
// the rows leave a difference to the Grand Total (as the invoice and the billing screens show it); then Grand Total.
import { DEFAULT_SELLER_STATE, taxSplit, type TaxSplit } from '../billing';
import type { Paise } from '../money';
import { formatPercentShort, tryParsePercent, type BasisPoints } from '../percent';
import { amountOf } from './order-rows';

/** The detail fields the block reads (orders, estimates, retail, customer orders, cancelled orders). */
export interface TotalsSource {
  subtotal: string;
  discount_percentage?: string;
  discount_amt?: string;
  commission_percentage?: string;
  commission_amt?: string;
  cgst_amt: string;
  sgst_amt: string;
  packing_percentage?: string;
  packing_amt?: string;
  /** "1": the bill was made under GST on packing (issue 31 item 5). */
  gst_on_packing?: string;
  gst_percentage?: string;
  total: string;
  billing_state: string;
  /** The server's decision (the settings' state against the bill's place of supply); else the states compared here. */
  tax_split?: TaxSplit;
  /** Only on a bill at more than one GST rate (issue 31 item 4): the tax rate by rate. */
  tax_by_rate?: readonly RateRowSource[];
}

export interface TotalsRow {
  label: string;
  sign: '' | '-' | '+';
  amount: Paise;
  grand?: true;
}

/** The spec's fixed GST display rate when the bill does not carry its own. */
const SPEC_GST: BasisPoints = 1800;

/** A percent field as basis points; blank or unreadable counts as 0. */
export function percentOf(text: string | undefined): BasisPoints {
  if (text === undefined) return 0;
  const parsed = tryParsePercent(text);
  return parsed.ok ? parsed.bp : 0;
}

export const percentShown = (bp: BasisPoints): string => `${formatPercentShort(bp)}%`;

/** What the rows between Sub-Total and Grand Total are made from; rates in basis points. */
export interface ChargeFigures {
  /** The Sub-Total as shown (the invoice shows it rounded to the rupee). */
  subtotal: Paise;
  discount: Paise;
  discountBp: BasisPoints;
  commission: Paise;
  commissionBp: BasisPoints;
  split: TaxSplit;
  cgst: Paise;
  cgstBp: BasisPoints;
  sgst: Paise;
  sgstBp: BasisPoints;
  igstBp: BasisPoints;
  packing: Paise;
  packingBp: BasisPoints;
  /** The bill was made under GST on packing (issue 31 item 5): packing shows before the tax lines it is taxed in. */
  packingTaxed?: boolean;
  /** The tax rate by rate (issue 31 item 4): with more than one rate, a CGST and SGST (or IGST) line for each. */
  byRate?: readonly RateRowFigures[];
}

/** One rate's tax lines as the server sends them (tax_by_rate): percents and amounts as text. */
export interface RateRowSource {
  gst_percentage: string;
  cgst_percentage: string;
  sgst_percentage: string;
  cgst: string;
  sgst: string;
  tax_total: string;
}

export interface RateRowFigures {
  gstBp: BasisPoints;
  cgstBp: BasisPoints;
  sgstBp: BasisPoints;
  cgst: Paise;
  sgst: Paise;
  /** CGST + SGST: the IGST line on an inter-state supply. */
  tax: Paise;
}

/** The server's tax_by_rate rows as figures; absent or empty: none. */
export function rateRowsOf(rows: readonly RateRowSource[] | undefined): RateRowFigures[] {
  return (rows ?? []).map((row) => ({
    gstBp: percentOf(row.gst_percentage),
    cgstBp: percentOf(row.cgst_percentage),
    sgstBp: percentOf(row.sgst_percentage),
    cgst: amountOf(row.cgst),
    sgst: amountOf(row.sgst),
    tax: amountOf(row.tax_total),
  }));
}

/** Sub-Total (only when a charge or deduction is present), Discount, Commission, CGST + SGST or one IGST, Packing:
 * each only when above 0. The details and the printed invoice both show these. */
export function chargeRows(f: ChargeFigures): TotalsRow[] {
  const rows: TotalsRow[] = [];
  const add = (row: TotalsRow) => row.amount > 0 && rows.push(row);
  if (f.sgst > 0 || f.packing > 0 || f.commission > 0 || f.discount > 0) add({ label: 'Sub-Total', sign: '', amount: f.subtotal });
  add({ label: `Discount ${percentShown(f.discountBp)}`, sign: '-', amount: f.discount });
  add({ label: `Commission ${percentShown(f.commissionBp)}`, sign: '-', amount: f.commission });
  const packing: TotalsRow = { label: `Packing ${percentShown(f.packingBp)}`, sign: '+', amount: f.packing };
  if (f.packingTaxed === true) add(packing);
  if (f.byRate !== undefined && f.byRate.length > 1) {
    for (const rate of f.byRate) {
      if (f.split === 'intra') {
        add({ label: `CGST ${percentShown(rate.cgstBp)}`, sign: '+', amount: rate.cgst });
        add({ label: `SGST ${percentShown(rate.sgstBp)}`, sign: '+', amount: rate.sgst });
      } else {
        add({ label: `IGST ${percentShown(rate.gstBp)}`, sign: '+', amount: rate.tax });
      }
    }
  } else if (f.split === 'intra') {
    add({ label: `CGST ${percentShown(f.cgstBp)}`, sign: '+', amount: f.cgst });
    add({ label: `SGST ${percentShown(f.sgstBp)}`, sign: '+', amount: f.sgst });
  } else {
    add({ label: `IGST ${percentShown(f.igstBp)}`, sign: '+', amount: f.cgst + f.sgst });
  }
  if (f.packingTaxed !== true) add(packing);
  return rows;
}

export function totalsRows(source: TotalsSource, sellerState = DEFAULT_SELLER_STATE): TotalsRow[] {
  const gstRate = percentOf(source.gst_percentage) || SPEC_GST;
  const subtotal = amountOf(source.subtotal);
  const rows = chargeRows({
    subtotal,
    discount: amountOf(source.discount_amt),
    discountBp: percentOf(source.discount_percentage),
    commission: amountOf(source.commission_amt),
    commissionBp: percentOf(source.commission_percentage),
    split: source.tax_split ?? taxSplit(source.billing_state.trim(), sellerState),
    cgst: amountOf(source.cgst_amt),
    cgstBp: Math.round(gstRate / 2),
    sgst: amountOf(source.sgst_amt),
    sgstBp: Math.round(gstRate / 2),
    igstBp: gstRate,
    packing: amountOf(source.packing_amt),
    packingBp: percentOf(source.packing_percentage),
    packingTaxed: source.gst_on_packing === '1',
    byRate: rateRowsOf(source.tax_by_rate),
  });
  const total = amountOf(source.total);
  return total > 0 ? closeWithTotal(rows, subtotal, total) : rows;
}

/**
 * Round Off, for whatever the rows shown leave to the grand total (the rupee rounding of DESIGN §5; the invoice's
 * Sub-Total is itself shown rounded), so the block adds up on screen and on paper; then the Grand Total.
 * `subtotal` counts only when no row is shown (no Sub-Total row either).
 */
export function closeWithTotal(rows: TotalsRow[], subtotal: Paise, total: Paise): TotalsRow[] {
  const base = rows.length > 0 ? 0 : subtotal;
  const shown = rows.reduce((sum, row) => sum + (row.sign === '-' ? -row.amount : row.amount), base);
  const roundOff = total - shown;
  if (roundOff !== 0) rows.push({ label: 'Round Off', sign: roundOff < 0 ? '-' : '+', amount: Math.abs(roundOff) });
  rows.push({ label: 'Grand Total', sign: '', amount: total, grand: true });
  return rows;
}
