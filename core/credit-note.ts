// A sales return's credit note (DESIGN §10): the returned lines priced and taxed exactly as they were on the bill.
// Its figures are the bill's totals over what was still kept before the return less its totals over what is kept
// after it, both by core/billing's salesTotals (same rates, discount, rounding and tax split as the bill). So
// returning a whole line gives back that line's stored total, and a bill returned in parts sums to the bill.
import { lineTotal, salesTotals, type RateTotals, type SalesRates, type SalesTotals } from './billing';
import type { Paise } from './money';
import type { BasisPoints } from './percent';

/** One line of the bill as stored, with what earlier credit notes already took back. */
export interface SoldLine {
  odId: number;
  rate: Paise;
  qty: number;
  discountBp: BasisPoints;
  /** The line's own GST rate as stored on the bill (issue 31 item 4); absent, the bill's. */
  gstBp?: BasisPoints;
  returnedBefore: number;
}

export interface ReturnRequest {
  odId: number;
  qty: number;
}

export interface CreditNoteLine {
  odId: number;
  qty: number;
  total: Paise;
}

/** The credit note's figures, all positive amounts given back (the bill's columns, less the after-return bill's). */
export interface CreditNoteTotals {
  lines: CreditNoteLine[];
  subtotal: Paise;
  discount: Paise;
  commission: Paise;
  packing: Paise;
  gst: Paise;
  cgst: Paise;
  sgst: Paise;
  roundOff: Paise;
  /** The taxable value GST was reckoned on, the bill's before less after (core/billing billTaxable, the bill's rule). */
  taxable: Paise;
  /** Each GST rate's taxable value and tax given back: the bill's breakdown before less after, rate by rate. */
  byRate: RateTotals[];
  grandTotal: Paise;
}

export type ReturnCheck = { ok: true } | { ok: false; msg: string };

/** Each refusal of the "Bad input" list with its own message; nothing is written when one applies. */
export function checkReturn(sold: readonly SoldLine[], requested: readonly ReturnRequest[]): ReturnCheck {
  if (requested.length === 0) return { ok: false, msg: 'lines: choose at least one line to return' };
  const seen = new Set<number>();
  for (const [index, want] of requested.entries()) {
    const line = sold.find((l) => l.odId === want.odId);
    if (!line) return { ok: false, msg: `lines.${index}.order_detail_id: line ${want.odId} is not a line of this bill` };
    if (seen.has(want.odId)) return { ok: false, msg: `lines.${index}.order_detail_id: line ${want.odId} is given twice` };
    seen.add(want.odId);
    if (want.qty < 1) return { ok: false, msg: `lines.${index}.qty: the quantity returned must be at least 1` };
    const left = line.qty - line.returnedBefore;
    if (want.qty > left) {
      return {
        ok: false,
        msg:
          left === 0
            ? `lines.${index}.qty: all ${line.qty} sold on this line have already been returned`
            : `lines.${index}.qty: only ${left} can come back on this line (${line.qty} sold, ${line.returnedBefore} returned before), not ${want.qty}`,
      };
    }
  }
  return { ok: true };
}

function keptTotals(sold: readonly SoldLine[], rates: SalesRates, taken: ReadonlyMap<number, number>): SalesTotals {
  return salesTotals(
    sold.map((l) => ({ rate: l.rate, qty: l.qty - l.returnedBefore - (taken.get(l.odId) ?? 0), discountBp: l.discountBp, gstBp: l.gstBp })),
    rates,
  );
}

/** The credit note for a checked return (checkReturn first: a quantity past what is left throws). */
export function creditNoteTotals(sold: readonly SoldLine[], rates: SalesRates, requested: readonly ReturnRequest[]): CreditNoteTotals {
  const taken = new Map(requested.map((r) => [r.odId, r.qty]));
  for (const line of sold) {
    const qty = taken.get(line.odId) ?? 0;
    if (qty < 0 || qty > line.qty - line.returnedBefore) throw new RangeError(`line ${line.odId}: cannot return ${qty}`);
  }
  const before = keptTotals(sold, rates, new Map());
  const after = keptTotals(sold, rates, taken);
  const lines = requested.map((r) => {
    const line = sold.find((l) => l.odId === r.odId);
    if (!line) throw new RangeError(`line ${r.odId} is not on the bill`);
    const keptBefore = line.qty - line.returnedBefore;
    const total =
      lineTotal({ rate: line.rate, qty: keptBefore, discountBp: line.discountBp }) -
      lineTotal({ rate: line.rate, qty: keptBefore - r.qty, discountBp: line.discountBp });
    return { odId: r.odId, qty: r.qty, total };
  });
  return {
    lines,
    subtotal: before.subtotal - after.subtotal,
    discount: before.discount - after.discount,
    commission: before.commission - after.commission,
    packing: before.packing - after.packing,
    gst: before.gst - after.gst,
    cgst: before.cgst - after.cgst,
    sgst: before.sgst - after.sgst,
    roundOff: before.roundOff - after.roundOff,
    taxable: before.taxable - after.taxable,
    byRate: ratesGivenBack(before.byRate, after.byRate),
    grandTotal: before.grandTotal - after.grandTotal,
  };
}

/** Rate by rate, what the bill had before the return less what it keeps after (a rate wholly returned keeps nothing). */
function ratesGivenBack(before: readonly RateTotals[], after: readonly RateTotals[]): RateTotals[] {
  return before
    .map((rate) => {
      const kept = after.find((r) => r.gstBp === rate.gstBp);
      return {
        gstBp: rate.gstBp,
        lineTotal: rate.lineTotal - (kept?.lineTotal ?? 0),
        taxable: rate.taxable - (kept?.taxable ?? 0),
        gst: rate.gst - (kept?.gst ?? 0),
        cgst: rate.cgst - (kept?.cgst ?? 0),
        sgst: rate.sgst - (kept?.sgst ?? 0),
      };
    })
    .filter((rate) => rate.lineTotal !== 0 || rate.taxable !== 0 || rate.gst !== 0);
}

/** How a credit note meets the bill: what lowers its balance, and what is over (refunded or kept as credit). */
export interface CreditSettlement {
  applied: Paise;
  refund: Paise;
  keptCredit: Paise;
}

export type ExcessChoice = 'refund' | 'credit';

export function settleCredit(total: Paise, balance: Paise, excess: ExcessChoice): CreditSettlement {
  const applied = Math.min(total, Math.max(0, balance));
  const over = total - applied;
  return { applied, refund: excess === 'refund' ? over : 0, keptCredit: excess === 'credit' ? over : 0 };
}
