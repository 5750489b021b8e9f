// The one fold of a party's account (DESIGN §11): documents in date order → running balance, the balance brought
// forward before `from`, the closing balance. Pure; the ledger call, its print and CSV read it.
import type { IsoDate } from '../dates';
import type { Paise } from '../money';
import { compareDocuments, KIND_EFFECT, type LedgerDocument, type LedgerKind, type LedgerParty } from './documents';

export interface LedgerRow {
  date: IsoDate;
  kind: LedgerKind;
  number: string;
  narration: string;
  debit: Paise;
  credit: Paise;
  /** What the party owes the shop after this row (a supplier: what the shop owes them); negative the other way. */
  balance: Paise;
}

export interface Ledger {
  party: LedgerParty;
  /** The balance brought forward: every document dated before `from`. */
  opening: Paise;
  rows: LedgerRow[];
  closing: Paise;
}

export interface LedgerPeriod {
  from?: IsoDate;
  to?: IsoDate;
}

/**
 * The column a movement shows in. A customer's account: what raises their debt is a debit (bills), what lowers it a
 * credit (payments, credit notes). A supplier's account the other way round: a purchase is a credit, a payment made a debit.
 */
function columns(party: LedgerParty, movement: Paise): { debit: Paise; credit: Paise } {
  const raises = movement >= 0;
  const size = Math.abs(movement);
  if (party === 'customer') return raises ? { debit: size, credit: 0 } : { debit: 0, credit: size };
  return raises ? { debit: 0, credit: size } : { debit: size, credit: 0 };
}

/** How much one document moves the balance. */
export const movementOf = (doc: Pick<LedgerDocument, 'kind' | 'amount'>): Paise => KIND_EFFECT[doc.kind] * doc.amount;

/** What the party owes after every document (a shortcut for the fold's closing, no period). */
export const balanceOf = (docs: readonly Pick<LedgerDocument, 'kind' | 'amount'>[]): Paise => docs.reduce((sum, doc) => sum + movementOf(doc), 0);

export function foldLedger(party: LedgerParty, documents: readonly LedgerDocument[], period: LedgerPeriod = {}): Ledger {
  const ordered = [...documents].sort(compareDocuments);
  let balance = 0;
  let opening = 0;
  const rows: LedgerRow[] = [];
  for (const doc of ordered) {
    if (period.to !== undefined && doc.date > period.to) break;
    const movement = movementOf(doc);
    balance += movement;
    if (period.from !== undefined && doc.date < period.from) {
      opening = balance;
      continue;
    }
    rows.push({ date: doc.date, kind: doc.kind, number: doc.number, narration: doc.narration, ...columns(party, movement), balance });
  }
  return { party, opening, rows, closing: balance };
}
