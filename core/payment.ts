// Payments against pending bills: the pending report's rules, shared by the payment form and the server.
import type { Paise } from './money';

export const EXCESSIVE_AMOUNT = 'Excessive Amount Entered.Please Enter Sufficient Amount';
export const SELECT_A_USER = 'Please select a user.';

export interface PendingBill {
  id: number;
  date: string;
  total: Paise;
  paid: Paise;
}

export interface Allocation {
  id: number;
  amount: Paise;
  /** The bill's pending balance once this payment is booked. */
  balanceAfter: Paise;
  paidAfter: Paise;
}

export const pendingOf = (bill: Pick<PendingBill, 'total' | 'paid'>): Paise => Math.max(0, bill.total - bill.paid);

export function totalPending(bills: ReadonlyArray<Pick<PendingBill, 'total' | 'paid'>>): Paise {
  return bills.reduce((sum, bill) => sum + pendingOf(bill), 0);
}

/** The balance after payment shown on the form: total pending minus the amount entered. */
export function balanceAfterPayment(pending: Paise, amount: Paise): Paise {
  return pending - amount;
}

export type PaymentCheck = { ok: true } | { ok: false; reason: 'no-party' | 'not-positive' | 'excessive'; msg: string };

export function checkPayment(party: number | null, pending: Paise, amount: Paise): PaymentCheck {
  if (party === null) return { ok: false, reason: 'no-party', msg: SELECT_A_USER };
  if (amount <= 0) return { ok: false, reason: 'not-positive', msg: 'Please enter the amount paid.' };
  if (amount > pending) return { ok: false, reason: 'excessive', msg: EXCESSIVE_AMOUNT };
  return { ok: true };
}

/** The oldest pending bills first (by date, then id); each bill touched gets its share, the last maybe in part. */
export function allocatePayment(bills: readonly PendingBill[], amount: Paise): Allocation[] {
  const ordered = bills.filter((b) => pendingOf(b) > 0).sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  const result: Allocation[] = [];
  let left = amount;
  for (const bill of ordered) {
    if (left <= 0) break;
    const share = Math.min(left, pendingOf(bill));
    left -= share;
    result.push({ id: bill.id, amount: share, paidAfter: bill.paid + share, balanceAfter: bill.total - bill.paid - share });
  }
  return result;
}
