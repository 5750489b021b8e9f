// pos_report_payment / pos_report_supplier_payment (the Pending row of spec §3) and the payment that clears them.
import type { Kysely } from 'kysely';
import { toDmy, todayInKolkata } from '../../core/dates';
import { formatRupees } from '../../core/money';
import type { PendingRow } from '../../core/api/payments';
import { documentsPending, owingOf, pendingColumns } from '../../core/ledger/pending';
import { allocatePayment, checkPayment } from '../../core/payment';
import { CASH, type PaymentModeDetail } from '../../core/payment-mode';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { creditByCustomer } from './customer-credit';
import { BILLS_MOVED, bookOnBill, insertPaidEntry, partyDetail, pendingDocuments, type Party, type PartyBill } from './party-books';

/** One pending row: its four figures are core's (pendingColumns), so Actual − Paid − Credit = Pending on every row. */
function pendingRow(party: Party, doc: PartyBill): PendingRow {
  const opening = doc.kind === 'opening';
  const ids =
    party === 'customer'
      ? { ...(opening ? {} : { order_id: String(doc.id) }), bill_no: doc.billNo, user_id: String(doc.partyId) }
      : { ...(opening ? { bill_no: doc.billNo } : { purchase_id: String(doc.id) }), supplier_id: String(doc.partyId) };
  const figures = pendingColumns(doc);
  return {
    ...ids,
    doc_kind: doc.kind,
    order_date: toDmy(doc.date),
    user_name: doc.partyName,
    mobile: doc.mobile,
    actual_amount: formatRupees(figures.actual),
    paid_amount: formatRupees(figures.paid),
    credit_amount: formatRupees(figures.credit),
    pending_balance: formatRupees(figures.pending),
  };
}

/** body[0]: pending_list (oldest first: opening balances and bills) and the parties that owe or are owed, by name. */
export async function pendingReport(db: Kysely<Database>, party: Party) {
  const docs = await pendingDocuments(db, party);
  const parties = new Map<number, string>();
  for (const doc of docs) parties.set(doc.partyId, doc.partyName);
  const sorted = [...parties].sort((a, b) => a[1].localeCompare(b[1]));
  const list =
    party === 'customer'
      ? { user_list: sorted.map(([id, name]) => ({ user_id: String(id), name })) }
      : { supplier_list: sorted.map(([id, name]) => ({ supplier_id: String(id), supplier_name: name })) };
  if (party !== 'customer') return [{ pending_list: docs.map((d) => pendingRow(party, d)), ...list }];
  return [{ pending_list: docs.map((d) => pendingRow(party, d)), ...list, credit_list: await keptCredits(db) }];
}

/** Credit notes' credit the customers kept (issue 21) and have not yet had taken off a bill, by customer: what the shop owes them back. */
async function keptCredits(db: Kysely<Database>) {
  const rows = await creditByCustomer(db);
  return rows.map((r) => ({ user_id: String(r.customerId), name: r.name, credit: formatRupees(r.credit) }));
}

export interface PaymentBooked {
  party: { id: number; name: string };
  /** billId null: the share booked on the party's opening balance. */
  entries: Array<{ billId: number | null; paidId: number; amount: number; balanceAfter: number }>;
  pendingAfter: number;
}

/** Books a payment against the party's oldest pending documents (the opening balance, then bills); refuses (nothing written) above the pending total. */
export async function bookPayment(
  db: Kysely<Database>,
  party: Party,
  partyId: number,
  amount: number,
  by: number,
  now: Date,
  paidBy: PaymentModeDetail = CASH,
): Promise<PaymentBooked> {
  const detail = await partyDetail(db, party, partyId);
  if (!detail) throw new ApiError(404, party === 'customer' ? `No customer with user_id ${partyId}` : `No supplier with supplier_id ${partyId}`);
  const docs = await pendingDocuments(db, party, partyId);
  // A bill's credit notes lowered what it comes to: payments meet only what is left (core/ledger/pending.ts).
  const pending = documentsPending(docs);
  const check = checkPayment(partyId, pending, amount);
  if (!check.ok) throw new ApiError(400, check.msg);
  const at = now.toISOString();
  const paidDate = todayInKolkata(now);
  const entries: PaymentBooked['entries'] = [];
  for (const share of allocatePayment(docs.map(owingOf), amount)) {
    const doc = docs.find((d) => d.id === share.id);
    if (!doc || !(await bookOnBill(db, party, doc, doc.paid, share.paidAfter, at))) {
      throw new ApiError(409, BILLS_MOVED);
    }
    const paidId = await insertPaidEntry(db, party, {
      kind: doc.kind,
      billId: share.id,
      partyId,
      amount: share.amount,
      paidDate,
      balanceAfter: share.balanceAfter,
      by,
      at,
      paidBy,
    });
    entries.push({ billId: doc.kind === 'opening' ? null : share.id, paidId, amount: share.amount, balanceAfter: share.balanceAfter });
  }
  return { party: { id: detail.id, name: detail.name }, entries, pendingAfter: pending - amount };
}
