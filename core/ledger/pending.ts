// What the pending report says a party owes: each pending document's balance (total less credited less paid, never
// below 0; the opening balance is such a document, settled oldest-first with the bills) less the credit the customer
// kept and has not yet had taken off a bill. The ledger's closing balance equals it (ledger.property.test.ts).
// The pending report's rows, its payment's allocation and its party figure all read this module (issue 29 item 7).
import type { IsoDate } from '../dates';
import type { Paise } from '../money';
import { totalPending, type PendingBill } from '../payment';

export interface OwingDocument {
  total: Paise;
  paid: Paise;
  /** What credit notes and applied credit took off it (0 for purchases and the opening balance). */
  credited: Paise;
}

/** The kinds of document a pending report lists: a party's opening balance and its bills (a supplier's purchases). */
export type PendingKind = 'opening' | 'bill';

export interface PendingDocument extends OwingDocument {
  kind: PendingKind;
  /** A bill's own id; the opening balance is OPENING_ID (a party has one). */
  id: number;
  date: IsoDate;
}

/** The opening balance's id among one party's documents: before every bill of its date in the oldest-first order. */
export const OPENING_ID = 0;

/** What a payment meets on a document: its total less what was credited, less what was paid. */
export const owingOf = (doc: Pick<PendingDocument, 'id' | 'date' | 'total' | 'paid' | 'credited'>): PendingBill => ({
  id: doc.id,
  date: doc.date,
  total: doc.total - doc.credited,
  paid: doc.paid,
});

/** A pending row's figures, which add up: Actual − Paid − Credit = Pending. */
export interface PendingColumns {
  actual: Paise;
  paid: Paise;
  credit: Paise;
  pending: Paise;
}

export function pendingColumns(doc: OwingDocument): PendingColumns {
  return { actual: doc.total, paid: doc.paid, credit: doc.credited, pending: Math.max(0, doc.total - doc.credited - doc.paid) };
}

/** A document still owed on: the pending report lists it. */
export const isPending = (doc: OwingDocument): boolean => pendingColumns(doc).pending > 0;

/** What the party's documents still owe, before any kept credit: the payment form's Total Pending and its ceiling. */
export const documentsPending = (documents: readonly OwingDocument[]): Paise =>
  totalPending(documents.map((d) => ({ total: d.total - d.credited, paid: d.paid })));

export function pendingFigure(documents: readonly OwingDocument[], creditLeft: Paise): Paise {
  return documentsPending(documents) - creditLeft;
}
