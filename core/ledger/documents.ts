// A party's account (DESIGN §11): the documents that move what a customer owes the shop or the shop owes a supplier.
// The one query that yields them is server/ledger/party-documents.ts; the one fold over them is ./fold.ts.
import type { IsoDate } from '../dates';
import type { Paise } from '../money';

export type LedgerParty = 'customer' | 'supplier';

export const LEDGER_KINDS = [
  'opening',
  'bill',
  'credit_note',
  'refund',
  'credit_applied',
  'payment_received',
  'purchase',
  'debit_note',
  'payment_made',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Which way a document moves the balance (what the party owes the shop; for a supplier, what the shop owes them). */
export const KIND_EFFECT: Readonly<Record<LedgerKind, 1 | -1 | 0>> = {
  opening: 1,
  bill: 1,
  // A credit note credits its whole total: what lowered its bill, what was refunded and what the customer kept.
  credit_note: -1,
  // Money paid back on a credit note: the customer is owed that much less.
  refund: 1,
  // Kept credit taken off a bill moves nothing: the credit note already credited it. A memo row (amount in the narration).
  credit_applied: 0,
  payment_received: -1,
  purchase: 1,
  debit_note: -1,
  payment_made: -1,
};

/** Where a document sits among others of the same date: the opening first, then bills, returns, refunds, credit, payments. */
const KIND_RANK: Readonly<Record<LedgerKind, number>> = {
  opening: 0,
  bill: 1,
  purchase: 1,
  credit_note: 2,
  debit_note: 2,
  refund: 3,
  credit_applied: 4,
  payment_received: 5,
  payment_made: 5,
};

/** Each party's own kinds: a customer's ledger never holds a purchase, a supplier's never a bill. */
export const PARTY_KINDS: Readonly<Record<LedgerParty, readonly LedgerKind[]>> = {
  customer: ['opening', 'bill', 'credit_note', 'refund', 'credit_applied', 'payment_received'],
  supplier: ['opening', 'purchase', 'debit_note', 'payment_made'],
};

export interface LedgerDocument {
  date: IsoDate;
  kind: LedgerKind;
  /** The number the party knows the document by: a bill number as printed, a receipt number, CN-n. */
  number: string;
  narration: string;
  /** Paise, never negative: KIND_EFFECT gives the direction. */
  amount: Paise;
  /** The document's own id, for a stable order within a day and kind. */
  seq: number;
}

/** Date, then kind (KIND_RANK), then seq: the same documents always fold in the same order. */
export function compareDocuments(a: LedgerDocument, b: LedgerDocument): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const rank = KIND_RANK[a.kind] - KIND_RANK[b.kind];
  if (rank !== 0) return rank;
  return a.seq - b.seq;
}
