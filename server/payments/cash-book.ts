// The cash book of /paymentdetails (spec §3 Payment detail): money in (credit) and out (debit) with a note, and how
// it came or went (issue 29 item 6: cash, UPI, card, bank transfer, cheque), which the screen totals by.
import type { Kysely, Selectable } from 'kysely';
import { toDmy, type DateRange } from '../../core/dates';
import { formatRupees } from '../../core/money';
import { paymentModeWire } from '../../core/payment-mode';
import type { Database, PaymentDetailTable } from '../db/types';

export function paymentDetailRow(row: Selectable<PaymentDetailTable>) {
  return {
    id: String(row.id),
    added_date: toDmy(row.added_date),
    name: row.name,
    payment_sent: row.payment_sent,
    payment_method: row.payment_method,
    amount: formatRupees(Number(row.amount)),
    description: row.description,
    // Not in the spec (issue 29 item 6): how the money came or went.
    ...paymentModeWire({ mode: row.mode, chequeNo: row.cheque_no, chequeDate: row.cheque_date, reference: row.reference }),
  };
}

/** Newest first; a date range narrows the list (inclusive). */
export async function paymentDetails(db: Kysely<Database>, range: DateRange | null) {
  let query = db.selectFrom('payment_details').selectAll();
  if (range) query = query.where('added_date', '>=', range.from).where('added_date', '<=', range.to);
  const rows = await query.orderBy('added_date', 'desc').orderBy('id', 'desc').execute();
  return rows.map(paymentDetailRow);
}
