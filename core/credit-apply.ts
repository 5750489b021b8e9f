// A customer's kept credit (issue 21's credit notes) taken off their pending bills: which bills (the payments'
// oldest-first allocation, core/payment.ts) and which credit notes each share draws on (the oldest first).
import type { Paise } from './money';
import { allocatePayment, totalPending, type Allocation, type PendingBill } from './payment';

export const CREDIT_APPLIED = 'Credit applied successfully!';

export const noCreditToApply = (name: string): string => `${name} has no credit to apply.`;
export const nothingPendingForCredit = (name: string): string => `${name} has no pending bills to apply credit to.`;

/** One credit note's kept credit not yet taken off a bill. */
export interface CreditLeft {
  noteId: number;
  left: Paise;
}

/** One row of the application: this much of this note's credit lowers this bill's balance. */
export interface CreditDraw {
  noteId: number;
  billId: number;
  amount: Paise;
}

export interface CreditPlan {
  applied: Paise;
  creditLeft: Paise;
  bills: Allocation[];
  draws: CreditDraw[];
}

export const creditTotal = (notes: readonly CreditLeft[]): Paise => notes.reduce((sum, note) => sum + Math.max(0, note.left), 0);

/**
 * min(credit, pending) goes on the oldest pending bills first (as a payment would); each bill's share is drawn from
 * the notes in the order given (the caller gives them oldest first), a share maybe split across two notes.
 */
export function planCredit(notes: readonly CreditLeft[], bills: readonly PendingBill[]): CreditPlan {
  const credit = creditTotal(notes);
  const applied = Math.min(credit, totalPending(bills));
  const shares = allocatePayment(bills, applied);
  const left = notes.filter((note) => note.left > 0).map((note) => ({ ...note }));
  const draws: CreditDraw[] = [];
  for (const share of shares) {
    let owed = share.amount;
    for (const note of left) {
      if (owed === 0) break;
      const take = Math.min(owed, note.left);
      if (take === 0) continue;
      note.left -= take;
      owed -= take;
      draws.push({ noteId: note.noteId, billId: share.id, amount: take });
    }
  }
  return { applied, creditLeft: credit - applied, bills: shares, draws };
}
