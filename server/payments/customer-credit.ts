// A customer's kept credit (issue 21) and its use on their pending bills: each credit note's kept_credit less what
// credit_applications drew from it. Applying it raises the bills' orders.credited_amount, so every reader of a bill's
// balance (total − paid − credited) follows; it is not a payment (no customer_payments row, no tender).
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { billNumber } from '../../core/bill-series';
import { creditTotal, noCreditToApply, nothingPendingForCredit, planCredit, type CreditLeft } from '../../core/credit-apply';
import { todayInKolkata } from '../../core/dates';
import { formatMoney } from '../../core/money';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { BILLS_MOVED, partyDetail, pendingBills } from './party-books';

async function usedByNote(db: Kysely<Database>, customerId?: number): Promise<Map<number, number>> {
  let query = db
    .selectFrom('credit_applications')
    .groupBy('credit_note_id')
    .select(['credit_note_id', sql<number | string>`sum(amount)`.as('used')]);
  if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.credit_note_id, Number(r.used)]));
}

/** The customer's credit notes with kept credit still unused, oldest first (by date, then number). */
export async function creditLeftOf(db: Kysely<Database>, customerId: number): Promise<CreditLeft[]> {
  const notes = await db
    .selectFrom('credit_notes')
    .select(['credit_note_id', 'kept_credit'])
    .where('customer_id', '=', customerId)
    .where('kept_credit', '>', 0)
    .orderBy('cn_date')
    .orderBy('credit_note_id')
    .execute();
  const used = await usedByNote(db, customerId);
  return notes.map((n) => ({ noteId: n.credit_note_id, left: Number(n.kept_credit) - (used.get(n.credit_note_id) ?? 0) })).filter((n) => n.left > 0);
}

/** Every customer with credit left, by name. */
export async function creditByCustomer(db: Kysely<Database>): Promise<Array<{ customerId: number; name: string; credit: number }>> {
  const notes = await db
    .selectFrom('credit_notes as n')
    .innerJoin('customers as c', 'c.user_id', 'n.customer_id')
    .where('n.kept_credit', '>', 0)
    .select(['n.credit_note_id', 'n.customer_id', 'c.name', 'n.kept_credit'])
    .execute();
  const used = await usedByNote(db);
  const byCustomer = new Map<number, { customerId: number; name: string; credit: number }>();
  for (const note of notes) {
    const entry = byCustomer.get(note.customer_id) ?? { customerId: note.customer_id, name: note.name, credit: 0 };
    entry.credit += Number(note.kept_credit) - (used.get(note.credit_note_id) ?? 0);
    byCustomer.set(note.customer_id, entry);
  }
  return [...byCustomer.values()].filter((c) => c.credit > 0).sort((a, b) => a.name.localeCompare(b.name));
}

export interface CreditApplied {
  applied: number;
  creditLeft: number;
  bills: Array<{ orderId: number; billNo: string; amount: number; balanceAfter: number }>;
  rows: Array<{ id: number; credit_note_id: number; order_id: number; amount: number; applied_date: string }>;
}

/** Takes the customer's credit off their oldest pending bills; any refusal leaves nothing written. */
export async function applyCustomerCredit(db: Kysely<Database>, customerId: number, by: number, now: Date): Promise<CreditApplied> {
  const customer = await partyDetail(db, 'customer', customerId);
  if (!customer) throw new ApiError(404, `No customer with user_id ${customerId}`);
  // Two applications for one customer queue here on PostgreSQL (SQLite writes one at a time): each reads what the other left.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext('kulir.credit'), ${customerId})`.execute(db);
  }
  const notes = await creditLeftOf(db, customerId);
  if (creditTotal(notes) <= 0) throw new ApiError(409, noCreditToApply(customer.name));
  const bills = await pendingBills(db, 'customer', customerId);
  // As a payment does: what a bill owes is its total less what was credited, less what was paid.
  const plan = planCredit(
    notes,
    bills.map((b) => ({ id: b.id, date: b.date, total: b.total - b.credited, paid: b.paid })),
  );
  if (plan.applied <= 0) throw new ApiError(409, nothingPendingForCredit(customer.name));

  const at = now.toISOString();
  const today = todayInKolkata(now);
  const numbers = new Map(
    (
      await db
        .selectFrom('orders')
        .select(['order_id', 'kind', 'bill_no'])
        .where(
          'order_id',
          'in',
          plan.bills.map((b) => b.id),
        )
        .execute()
    ).map((o) => [o.order_id, billNumber(o.kind === 'retail' ? 'retail' : 'gst', o.bill_no)]),
  );
  for (const share of plan.bills) {
    const bill = bills.find((b) => b.id === share.id);
    if (!bill) throw new ApiError(409, BILLS_MOVED);
    // Lands only while the bill is as read: a payment, return or edit racing this one makes it a 409 (rolled back).
    const moved = await db
      .updateTable('orders')
      .set((eb) => ({ credited_amount: eb('credited_amount', '+', share.amount), version: eb('version', '+', 1), updated_at: at }))
      .where('order_id', '=', share.id)
      .where('paid_amount', '=', bill.paid)
      .where('credited_amount', '=', bill.credited)
      .where('cancelled', '=', 0)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, BILLS_MOVED);
  }
  const rows: CreditApplied['rows'] = [];
  for (const draw of plan.draws) {
    const row = await db
      .insertInto('credit_applications')
      .values({
        customer_id: customerId,
        credit_note_id: draw.noteId,
        order_id: draw.billId,
        amount: draw.amount,
        applied_date: today,
        created_by: by,
        created_at: at,
      })
      .returning(['id', 'credit_note_id', 'order_id', 'amount', 'applied_date'])
      .executeTakeFirstOrThrow();
    rows.push({ ...row, amount: Number(row.amount) });
  }
  return {
    applied: plan.applied,
    creditLeft: plan.creditLeft,
    bills: plan.bills.map((b) => ({ orderId: b.id, billNo: numbers.get(b.id) ?? String(b.id), amount: b.amount, balanceAfter: b.balanceAfter })),
    rows,
  };
}

/** A bill the customer's credit was taken off is fixed, as a returned bill is: an edit, line delete or cancel would lose it or move it to another customer. */
export async function refuseCreditedBill(db: Kysely<Database>, order: { order_id: number; kind: string; bill_no: number }): Promise<void> {
  const row = await db
    .selectFrom('credit_applications')
    .select(sql<number | string>`sum(amount)`.as('amount'))
    .where('order_id', '=', order.order_id)
    .executeTakeFirst();
  const amount = Number(row?.amount ?? 0);
  if (amount <= 0) return;
  throw new ApiError(
    409,
    `Bill no. ${billNumber(order.kind === 'retail' ? 'retail' : 'gst', order.bill_no)} has ${formatMoney(amount)} of the customer's credit taken off it: it can no longer be edited or cancelled. Make a sales return instead.`,
  );
}
