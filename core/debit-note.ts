// A purchase return's debit note (issue 30 item 2): goods sent back to the supplier, priced by the purchase's own rules.
// Its figures are the purchase's totals over what was still kept before the return less its totals over what is kept
// after it, both by core/billing's purchaseTotals (the purchase's rate, GST % and rounding); the tax goes where the
// purchase's own split puts it. So returning every line gives back the purchase's total, and returns in parts sum to it.
import { lineTotal, purchaseTotals, type PurchaseTotals, type TaxSplit } from './billing';
import type { IsoDate } from './dates';
import type { Paise } from './money';
import type { BasisPoints } from './percent';
import { taxColumns } from './tax-columns';

/** One line of the purchase as stored, with what earlier debit notes already sent back. */
export interface BoughtLine {
  odId: number;
  productId: number;
  productName: string;
  rate: Paise;
  qty: number;
  returnedBefore: number;
}

export interface PurchaseReturnRequest {
  odId: number;
  qty: number;
}

export interface DebitNoteLine {
  odId: number;
  qty: number;
  total: Paise;
}

/** The debit note's figures, all positive amounts taken off the purchase. */
export interface DebitNoteTotals {
  lines: DebitNoteLine[];
  /** Σ of the returned lines before the purchase's rounding. */
  subtotal: Paise;
  /** The taxable value GST was reckoned on: the purchase's rounded subtotal before less after. */
  taxable: Paise;
  gst: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  grandTotal: Paise;
}

export type PurchaseReturnCheck = { ok: true } | { ok: false; msg: string };

/**
 * Each refusal with its own message (nothing is written when one applies): an unknown line, a line given twice, a zero
 * quantity, more than was bought less what earlier debit notes sent back, more than is in stock (`stock`: product id →
 * units on hand; lines of one product count together).
 */
export function checkPurchaseReturn(
  bought: readonly BoughtLine[],
  requested: readonly PurchaseReturnRequest[],
  stock: ReadonlyMap<number, number>,
): PurchaseReturnCheck {
  if (requested.length === 0) return { ok: false, msg: 'lines: choose at least one line to return' };
  const seen = new Set<number>();
  const going = new Map<number, number>();
  for (const [index, want] of requested.entries()) {
    const line = bought.find((l) => l.odId === want.odId);
    if (!line) return { ok: false, msg: `lines.${index}.purchase_detail_id: line ${want.odId} is not a line of this purchase` };
    if (seen.has(want.odId)) return { ok: false, msg: `lines.${index}.purchase_detail_id: line ${want.odId} is given twice` };
    seen.add(want.odId);
    if (want.qty < 1) return { ok: false, msg: `lines.${index}.qty: the quantity returned must be at least 1` };
    const left = line.qty - line.returnedBefore;
    if (want.qty > left) {
      return {
        ok: false,
        msg:
          left === 0
            ? `lines.${index}.qty: all ${line.qty} bought on this line have already been returned`
            : `lines.${index}.qty: only ${left} can go back on this line (${line.qty} bought, ${line.returnedBefore} returned before), not ${want.qty}`,
      };
    }
    const total = (going.get(line.productId) ?? 0) + want.qty;
    going.set(line.productId, total);
    const onHand = stock.get(line.productId) ?? 0;
    if (total > onHand) {
      return { ok: false, msg: `lines.${index}.qty: only ${Math.max(0, onHand)} of ${line.productName} in stock: ${total} cannot go back to the supplier` };
    }
  }
  return { ok: true };
}

function keptTotals(bought: readonly BoughtLine[], gstBp: BasisPoints, taken: ReadonlyMap<number, number>): PurchaseTotals {
  return purchaseTotals(
    bought.map((l) => ({ rate: l.rate, qty: l.qty - l.returnedBefore - (taken.get(l.odId) ?? 0) })),
    gstBp,
  );
}

/** The debit note for a checked return (checkPurchaseReturn first: a quantity past what is left throws). */
export function debitNoteTotals(
  bought: readonly BoughtLine[],
  rules: { gstBp: BasisPoints; split: TaxSplit },
  requested: readonly PurchaseReturnRequest[],
): DebitNoteTotals {
  const taken = new Map(requested.map((r) => [r.odId, r.qty]));
  for (const line of bought) {
    const qty = taken.get(line.odId) ?? 0;
    if (qty < 0 || qty > line.qty - line.returnedBefore) throw new RangeError(`line ${line.odId}: cannot return ${qty}`);
  }
  const before = keptTotals(bought, rules.gstBp, new Map());
  const after = keptTotals(bought, rules.gstBp, taken);
  const lines = requested.map((r) => {
    const line = bought.find((l) => l.odId === r.odId);
    if (!line) throw new RangeError(`line ${r.odId} is not on the purchase`);
    const keptBefore = line.qty - line.returnedBefore;
    const total = lineTotal({ rate: line.rate, qty: keptBefore }) - lineTotal({ rate: line.rate, qty: keptBefore - r.qty });
    return { odId: r.odId, qty: r.qty, total };
  });
  const cgst = before.cgst - after.cgst;
  const sgst = before.sgst - after.sgst;
  return {
    lines,
    subtotal: before.subtotal - after.subtotal,
    taxable: before.roundedSubtotal - after.roundedSubtotal,
    gst: before.gst - after.gst,
    ...taxColumns(rules.split, cgst, sgst),
    grandTotal: before.grandTotal - after.grandTotal,
  };
}

/** What a debit note takes off its purchase's balance: at most what is still owed on it; the rest the supplier owes back. */
export function debitNoteSettlement(total: Paise, purchaseBalance: Paise): { applied: Paise; due: Paise } {
  const applied = Math.min(total, Math.max(0, purchaseBalance));
  return { applied, due: total - applied };
}

/** A stored debit note as the ITC reversal reads it: its date and its tax columns. */
export interface DebitNoteTax {
  date: IsoDate;
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
}

export interface ItcReversal {
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
}

/** A month's ITC reversed by debit notes (GSTR-3B 4(B)): the notes dated in `month` ("yyyy-mm"), summed. */
export function itcReversal(notes: readonly DebitNoteTax[], month: string): ItcReversal {
  const sum: ItcReversal = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  for (const n of notes) {
    if (n.date.slice(0, 7) !== month) continue;
    sum.taxable += n.taxable;
    sum.igst += n.igst;
    sum.cgst += n.cgst;
    sum.sgst += n.sgst;
  }
  return sum;
}
