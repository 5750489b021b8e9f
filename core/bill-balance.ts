// What a sales bill still owes (issue 32): one figure for every reader of a bill's balance (lists, returns, the
// invoice's amount due and its UPI QR). Credit notes and customer credit applied to the bill both raise its
// credited amount, so they lower the balance here.
import type { Paise } from './money';

export interface BillFigures {
  kind: 'gst' | 'retail' | 'estimate';
  total: Paise;
  paid: Paise;
  /** What credit notes and applied customer credit took off the bill. */
  credited: Paise;
}

/** Total less paid less credited; a quotation is never paid, so nothing is owed on it. Negative when overpaid. */
export function billBalance({ kind, total, paid, credited }: BillFigures): Paise {
  return kind === 'estimate' ? 0 : total - paid - credited;
}

/** What is due on the bill: its balance, never below nothing. */
export function amountDue(bill: BillFigures): Paise {
  return Math.max(0, billBalance(bill));
}

/**
 * What the bill's UPI QR asks for: what is due, plus the UPI the counter booked with the bill (the cashier takes UPI,
 * prints, and the customer scans to pay it), unless a return was made on the bill since (the UPI was paid long ago).
 * 0: no QR.
 */
export function upiToScan(bill: BillFigures & { cancelled: boolean; upiAtCounter: Paise; returned: boolean }): Paise {
  if (bill.kind === 'estimate' || bill.cancelled) return 0;
  return amountDue(bill) + (bill.returned ? 0 : bill.upiAtCounter);
}
