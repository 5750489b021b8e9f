// The one query of a party's account (DESIGN §11): every document that moves what a customer owes the shop (opening
// balance, issued GST and retail bills, credit notes, their refunds, kept credit applied, payments received) or the
// shop owes a supplier (opening balance, purchases, payments made). Cancelled bills and what was booked on them are
// left out, as the pending report leaves them out. core/ledger/fold.ts folds the answer.
import type { Kysely } from 'kysely';
import { billNumber } from '../../core/bill-series';
import type { LedgerDocument, LedgerParty } from '../../core/ledger/documents';
import { formatIndian } from '../../core/money';
import type { Database } from '../db/types';
import { receiptNumber } from '../payments/paid-report';

export interface LedgerPartyRecord {
  id: number;
  name: string;
  mobile: string;
  address: string;
  state: string;
  taxNumber: string;
}

const MODE_NAMES: Readonly<Record<string, string>> = { cash: 'cash', upi: 'UPI', card: 'card' };
const modeName = (mode: string): string => MODE_NAMES[mode] ?? mode;

/** The party (null when there is none with that id) and its opening balance. */
export async function ledgerParty(db: Kysely<Database>, party: LedgerParty, id: number): Promise<{ record: LedgerPartyRecord; opening: LedgerDocument | null } | null> {
  const row = party === 'customer'
    ? await db.selectFrom('customers').select(['user_id as id', 'name', 'mobile', 'address', 'state', 'tax_number as taxNumber', 'opening_balance', 'opening_date']).where('user_id', '=', id).executeTakeFirst()
    : await db.selectFrom('suppliers').select(['id', 'supplier_name as name', 'mobile', 'address', 'state', 'gst_number as taxNumber', 'opening_balance', 'opening_date']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const balance = Number(row.opening_balance);
  const opening: LedgerDocument | null = balance > 0 && row.opening_date !== ''
    ? { date: row.opening_date, kind: 'opening', number: 'Opening', narration: 'Opening balance', amount: balance, seq: 0 }
    : null;
  return { record: { id: row.id, name: row.name, mobile: row.mobile, address: row.address, state: row.state, taxNumber: row.taxNumber }, opening };
}

async function customerDocuments(db: Kysely<Database>, customerId: number): Promise<LedgerDocument[]> {
  const docs: LedgerDocument[] = [];
  const bills = await db.selectFrom('orders').select(['order_id', 'kind', 'bill_no', 'order_date', 'total'])
    .where('customer_id', '=', customerId).where('kind', 'in', ['gst', 'retail']).where('cancelled', '=', 0).execute();
  const numbers = new Map<number, string>();
  for (const b of bills) {
    const kind = b.kind === 'retail' ? 'retail' : 'gst';
    const number = billNumber(kind, b.bill_no);
    numbers.set(b.order_id, number);
    docs.push({ date: b.order_date, kind: 'bill', number, narration: kind === 'retail' ? 'Retail bill' : 'GST bill', amount: Number(b.total), seq: b.order_id });
  }
  const billNo = (orderId: number): string => numbers.get(orderId) ?? String(orderId);

  const notes = await db.selectFrom('credit_notes as n').innerJoin('orders as o', 'o.order_id', 'n.order_id')
    .select(['n.credit_note_id', 'n.cn_no', 'n.cn_date', 'n.order_id', 'n.total', 'n.refund'])
    .where('n.customer_id', '=', customerId).where('o.cancelled', '=', 0).execute();
  const noteNumbers = new Map<number, string>();
  for (const n of notes) {
    const number = billNumber('credit_note', n.cn_no);
    noteNumbers.set(n.credit_note_id, number);
    docs.push({ date: n.cn_date, kind: 'credit_note', number, narration: `Return on bill ${billNo(n.order_id)}`, amount: Number(n.total), seq: n.credit_note_id });
    if (Number(n.refund) > 0) docs.push({ date: n.cn_date, kind: 'refund', number, narration: `Refund on ${number}`, amount: Number(n.refund), seq: n.credit_note_id });
  }

  const applications = await db.selectFrom('credit_applications').select(['id', 'credit_note_id', 'order_id', 'amount', 'applied_date'])
    .where('customer_id', '=', customerId).execute();
  for (const a of applications) {
    const note = noteNumbers.get(a.credit_note_id) ?? `CN ${a.credit_note_id}`;
    docs.push({
      date: a.applied_date, kind: 'credit_applied', number: note,
      narration: `Credit of ${formatIndian(Number(a.amount))} from ${note} taken off bill ${billNo(a.order_id)}`, amount: Number(a.amount), seq: a.id,
    });
  }

  const payments = await db.selectFrom('customer_payments as cp').innerJoin('orders as o', 'o.order_id', 'cp.order_id')
    .select(['cp.paid_id', 'cp.order_id', 'cp.amount', 'cp.paid_date', 'cp.mode'])
    .where('cp.customer_id', '=', customerId).where('o.cancelled', '=', 0).execute();
  for (const p of payments) {
    docs.push({
      date: p.paid_date, kind: 'payment_received', number: receiptNumber('customer', p.paid_id),
      narration: `Payment received (${modeName(p.mode)}) on bill ${billNo(p.order_id)}`, amount: Number(p.amount), seq: p.paid_id,
    });
  }
  return docs;
}

async function supplierDocuments(db: Kysely<Database>, supplierId: number): Promise<LedgerDocument[]> {
  const docs: LedgerDocument[] = [];
  const purchases = await db.selectFrom('purchases').select(['purchase_id', 'order_date', 'total']).where('supplier_id', '=', supplierId).execute();
  for (const p of purchases) {
    docs.push({ date: p.order_date, kind: 'purchase', number: String(p.purchase_id), narration: 'Purchase', amount: Number(p.total), seq: p.purchase_id });
  }
  const payments = await db.selectFrom('supplier_payments').select(['paid_id', 'purchase_id', 'amount', 'paid_date', 'mode']).where('supplier_id', '=', supplierId).execute();
  for (const p of payments) {
    docs.push({
      date: p.paid_date, kind: 'payment_made', number: receiptNumber('supplier', p.paid_id),
      narration: `Payment made (${modeName(p.mode)}) on purchase ${p.purchase_id}`, amount: Number(p.amount), seq: p.paid_id,
    });
  }
  return docs;
}

/** The party's documents (unordered: the fold orders them), its opening balance included. */
export async function partyDocuments(db: Kysely<Database>, party: LedgerParty, id: number, opening: LedgerDocument | null): Promise<LedgerDocument[]> {
  const docs = party === 'customer' ? await customerDocuments(db, id) : await supplierDocuments(db, id);
  return opening ? [opening, ...docs] : docs;
}
