// A ledger's words as the screen, the CSV, the printed statement and its PDF show them (issue 29, issue 33 item 5): each
// row's kind, and a balance with its side (Dr/Cr from the shop's books: a customer who owes is Dr, a supplier owed is Cr).
import { formatIndian, rupeesToPaise } from '../money';
import type { LedgerParty } from './documents';

/** What a ledger row's kind reads as. */
export const KIND_LABELS: Readonly<Record<string, string>> = {
  opening: 'Opening',
  bill: 'Bill',
  credit_note: 'Credit Note',
  refund: 'Refund',
  credit_applied: 'Credit Applied',
  payment_received: 'Payment Received',
  purchase: 'Purchase',
  debit_note: 'Debit Note',
  payment_made: 'Payment Made',
};

/** A balance (rupees with 2 decimals, the wire's) with its side: "1,23,456.00 Dr"; nil is "0.00". */
export function balanceShown(party: LedgerParty, balance: string): string {
  const amount = rupeesToPaise(balance);
  if (amount === 0) return '0.00';
  const owes = amount > 0;
  const side = party === 'customer' ? (owes ? 'Dr' : 'Cr') : owes ? 'Cr' : 'Dr';
  return `${formatIndian(Math.abs(amount))} ${side}`;
}
