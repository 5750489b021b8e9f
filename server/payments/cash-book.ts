// The cash book of /paymentdetails (spec §3 Payment detail): money in (credit) and out (debit) with a note.
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { toDmy, type DateRange } from '../../core/dates';
import { formatRupees } from '../../core/money';
import { rupees } from '../../core/payloads';
import type { Database, PaymentDetailTable } from '../db/types';

const required = (max: number) =>
  z.preprocess(
    (input) => (typeof input === 'number' ? String(input) : input),
    z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(max, { error: `must be at most ${max} characters` }),
  );

export const paymentDetailBody = z.object({
  name: required(100),
  amount: rupees().refine((paise) => paise > 0, { error: 'must be more than 0' }),
  payment_method: z.enum(['credit', 'debit'], { error: 'must be credit or debit' }),
  payment_sent: required(100),
  description: required(500),
});


export function paymentDetailRow(row: Selectable<PaymentDetailTable>) {
  return {
    id: String(row.id),
    added_date: toDmy(row.added_date),
    name: row.name,
    payment_sent: row.payment_sent,
    payment_method: row.payment_method,
    amount: formatRupees(Number(row.amount)),
    description: row.description,
  };
}

/** Newest first; a date range narrows the list (inclusive). */
export async function paymentDetails(db: Kysely<Database>, range: DateRange | null) {
  let query = db.selectFrom('payment_details').selectAll();
  if (range) query = query.where('added_date', '>=', range.from).where('added_date', '<=', range.to);
  const rows = await query.orderBy('added_date', 'desc').orderBy('id', 'desc').execute();
  return rows.map(paymentDetailRow);
}
