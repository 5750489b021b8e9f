// Tender taken at the counter, booked with the bill in its transaction: one paid entry per mode used (cash, UPI, card),
// each a receipt like those of the pending report, so the bill's Payment Status and the reports follow at once.
import type { Kysely } from 'kysely';
import { CASH } from '../../core/payment-mode';
import { TENDER_MODES, type TenderMode, type TenderSettlement } from '../../core/tender';
import type { Database } from '../db/types';
import { insertPaidEntry } from './party-books';

export interface BookedTender {
  settlement: TenderSettlement;
  entries: Array<{ paidId: number; mode: TenderMode; amount: number; balanceAfter: number }>;
}

/** The bill was inserted with paid_amount = settlement.paid; this writes the entries that make it up. */
export async function bookTender(
  db: Kysely<Database>,
  bill: { orderId: number; customerId: number; total: number },
  settlement: TenderSettlement,
  when: { by: number; at: string; paidDate: string },
): Promise<BookedTender> {
  const entries: BookedTender['entries'] = [];
  let balance = bill.total;
  for (const mode of TENDER_MODES) {
    const amount = settlement.booked[mode];
    if (amount <= 0) continue;
    balance -= amount;
    const paidId = await insertPaidEntry(db, 'customer', {
      billId: bill.orderId,
      partyId: bill.customerId,
      amount,
      paidDate: when.paidDate,
      balanceAfter: balance,
      by: when.by,
      at: when.at,
      paidBy: { ...CASH, mode },
    });
    entries.push({ paidId, mode, amount, balanceAfter: balance });
  }
  return { settlement, entries };
}
