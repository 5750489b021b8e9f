// What the pending report says a party owes: each pending document's balance (total less credited less paid, never
// below 0; the opening balance is such a document, settled oldest-first with the bills) less the credit the customer
// kept and has not yet had taken off a bill. The ledger's closing balance equals it (ledger.property.test.ts).
import type { Paise } from '../money';
import { totalPending } from '../payment';

export interface OwingDocument {
  total: Paise;
  paid: Paise;
  /** What credit notes and applied credit took off it (0 for purchases and the opening balance). */
  credited: Paise;
}

export function pendingFigure(documents: readonly OwingDocument[], creditLeft: Paise): Paise {
  return totalPending(documents.map((d) => ({ total: d.total - d.credited, paid: d.paid }))) - creditLeft;
}
