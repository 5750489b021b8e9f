// pos_report_payment / pos_report_supplier_payment (the Pending row of spec §3) and the payment that clears them.
import type { Kysely } from 'kysely';
import { toDmy, todayInKolkata } from '../../core/dates';
import { formatRupees } from '../../core/money';
import type { PendingRow } from '../../core/api/payments';
import { allocatePayment, checkPayment, totalPending } from '../../core/payment';
import type { TenderMode } from '../../core/tender';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { creditByCustomer } from './customer-credit';
import { BILLS_MOVED, bookOnBill, insertPaidEntry, partyDetail, pendingBills, type Party, type PartyBill } from './party-books';

function pendingRow(party: Party, bill: PartyBill): PendingRow {
  const ids = party === 'customer'
    ? { order_id: String(bill.id), bill_no: bill.billNo, user_id: String(bill.partyId) }
    : { purchase_id: String(bill.id), supplier_id: String(bill.partyId) };
  return {
    ...ids,
    order_date: toDmy(bill.date),
    user_name: bill.partyName,
    mobile: bill.mobile,
    actual_amount: formatRupees(bill.total),
    paid_amount: formatRupees(bill.paid),
    pending_balance: formatRupees(bill.total - bill.paid - bill.credited),
  };
}

/** body[0]: pending_list (oldest first) and the parties that owe or are owed, by name. */
export async function pendingReport(db: Kysely<Database>, party: Party) {
  const bills = await pendingBills(db, party);
  const parties = new Map<number, string>();
  for (const bill of bills) parties.set(bill.partyId, bill.partyName);
  const sorted = [...parties].sort((a, b) => a[1].localeCompare(b[1]));
  const list = party === 'customer'
    ? { user_list: sorted.map(([id, name]) => ({ user_id: String(id), name })) }
    : { supplier_list: sorted.map(([id, name]) => ({ supplier_id: String(id), supplier_name: name })) };
  if (party !== 'customer') return [{ pending_list: bills.map((b) => pendingRow(party, b)), ...list }];
  return [{ pending_list: bills.map((b) => pendingRow(party, b)), ...list, credit_list: await keptCredits(db) }];
}

/** Credit notes' credit the customers kept (issue 21) and have not yet had taken off a bill, by customer: what the shop owes them back. */
async function keptCredits(db: Kysely<Database>) {
  const rows = await creditByCustomer(db);
  return rows.map((r) => ({ user_id: String(r.customerId), name: r.name, credit: formatRupees(r.credit) }));
}

export interface PaymentBooked {
  party: { id: number; name: string };
  entries: Array<{ billId: number; paidId: number; amount: number; balanceAfter: number }>;
  pendingAfter: number;
}

/** Books a payment against the party's oldest pending bills; refuses (nothing written) above the pending total. */
export async function bookPayment(db: Kysely<Database>, party: Party, partyId: number, amount: number, by: number, now: Date, mode: TenderMode = 'cash'): Promise<PaymentBooked> {
  const detail = await partyDetail(db, party, partyId);
  if (!detail) throw new ApiError(404, party === 'customer' ? `No customer with user_id ${partyId}` : `No supplier with supplier_id ${partyId}`);
  const bills = await pendingBills(db, party, partyId);
  // A bill's credit notes lowered what it comes to: payments meet only what is left.
  const owing = bills.map((b) => ({ id: b.id, date: b.date, total: b.total - b.credited, paid: b.paid }));
  const pending = totalPending(owing);
  const check = checkPayment(partyId, pending, amount);
  if (!check.ok) throw new ApiError(400, check.msg);
  const at = now.toISOString();
  const paidDate = todayInKolkata(now);
  const entries: PaymentBooked['entries'] = [];
  for (const share of allocatePayment(owing, amount)) {
    const bill = bills.find((b) => b.id === share.id);
    if (!bill || !(await bookOnBill(db, party, share.id, bill.paid, share.paidAfter, at))) {
      throw new ApiError(409, BILLS_MOVED);
    }
    const paidId = await insertPaidEntry(db, party, { billId: share.id, partyId, amount: share.amount, paidDate, balanceAfter: share.balanceAfter, by, at, mode });
    entries.push({ billId: share.id, paidId, amount: share.amount, balanceAfter: share.balanceAfter });
  }
  return { party: { id: detail.id, name: detail.name }, entries, pendingAfter: pending - amount };
}
