// The two ledgers the pending and paid reports read: customers' sales bills and suppliers' purchases.
// Each side names its tables once; the report and payment code is written over this shape.
import { sql, type Kysely } from 'kysely';
import type { Party } from '../../core/api/payments';
import type { TenderMode } from '../../core/tender';
import { billNumber } from '../../core/bill-series';
import type { Database } from '../db/types';

export type { Party };

/** A payment or a credit application lost a race on one of the party's bills (its transaction is rolled back). */
export const BILLS_MOVED = 'Another payment changed these bills just now: reload the pending report and try again.';

/** One bill of a party with what it comes to and what has been paid on it. */
export interface PartyBill {
  id: number;
  date: string;
  partyId: number;
  partyName: string;
  mobile: string;
  total: number;
  paid: number;
  /** What credit notes took off a sales bill's balance (0 for purchases). */
  credited: number;
  /** A sales bill's printed number with its series ("103", "R-31"); a purchase's own id. */
  billNo: string;
}

export interface PaidEntry {
  paidId: number;
  billId: number;
  partyId: number;
  amount: number;
  paidDate: string;
  balanceAfter: number;
  billDate: string;
  billTotal: number;
  partyName: string;
  mobile: string;
  mode: TenderMode;
  /** The number the party knows the bill by: a sales bill's bill_no, a purchase's own id. */
  billNo: number;
  /** Which series billNo is of (issue 32): a retail bill's number prints as R-n. */
  billKind: string;
}

/** A paid entry's bill as people read it: "103" (GST), "R-31" (retail), a purchase's id. */
export function shownBillNo(entry: Pick<PaidEntry, 'billNo' | 'billKind'>): string {
  return entry.billKind === 'retail' || entry.billKind === 'gst' ? billNumber(entry.billKind, entry.billNo) : String(entry.billNo);
}

export interface PartyDetail {
  id: number;
  name: string;
  phone: string;
  address: string;
  taxNumber: string;
}

/** Bills a party still owes on or is owed (sales: issued GST and retail bills; purchases: every purchase). */
export async function pendingBills(db: Kysely<Database>, party: Party, partyId?: number): Promise<PartyBill[]> {
  if (party === 'customer') {
    let query = db
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.user_id', 'o.customer_id')
      .where('o.kind', 'in', ['gst', 'retail'])
      .where('o.cancelled', '=', 0)
      .where(sql<boolean>`o.total > o.paid_amount + o.credited_amount`)
      .select(['o.order_id as id', 'o.order_date as date', 'o.customer_id as partyId', 'c.name as partyName', 'c.mobile', 'o.total', 'o.paid_amount as paid', 'o.credited_amount as credited', 'o.bill_no', 'o.kind']);
    if (partyId !== undefined) query = query.where('o.customer_id', '=', partyId);
    const rows = await query.orderBy('o.order_date').orderBy('o.order_id').execute();
    return numbers(rows.map(({ bill_no, kind, ...row }) => ({ ...row, billNo: billNumber(kind === 'retail' ? 'retail' : 'gst', bill_no) })));
  }
  let query = db
    .selectFrom('purchases as p')
    .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
    .whereRef('p.total', '>', 'p.paid_amount')
    .select(['p.purchase_id as id', 'p.order_date as date', 'p.supplier_id as partyId', 's.supplier_name as partyName', 's.mobile', 'p.total', 'p.paid_amount as paid', sql<number>`0`.as('credited')]);
  if (partyId !== undefined) query = query.where('p.supplier_id', '=', partyId);
  const rows = await query.orderBy('p.order_date').orderBy('p.purchase_id').execute();
  return numbers(rows.map((row) => ({ ...row, billNo: String(row.id) })));
}

/** pg answers bigint columns as numbers already (DESIGN §5); this keeps the type honest on both dialects. */
function numbers(rows: PartyBill[]): PartyBill[] {
  return rows.map((r) => ({ ...r, total: Number(r.total), paid: Number(r.paid), credited: Number(r.credited) }));
}

export async function partyDetail(db: Kysely<Database>, party: Party, partyId: number): Promise<PartyDetail | null> {
  if (party === 'customer') {
    const row = await db.selectFrom('customers').select(['user_id', 'name', 'mobile', 'address', 'city', 'state', 'tax_number']).where('user_id', '=', partyId).executeTakeFirst();
    return row ? { id: row.user_id, name: row.name, phone: row.mobile, address: joinAddress(row.address, row.city, row.state), taxNumber: row.tax_number } : null;
  }
  const row = await db.selectFrom('suppliers').select(['id', 'supplier_name', 'mobile', 'address', 'state', 'gst_number']).where('id', '=', partyId).executeTakeFirst();
  return row ? { id: row.id, name: row.supplier_name, phone: row.mobile, address: joinAddress(row.address, '', row.state), taxNumber: row.gst_number } : null;
}

/** Address, city and state on one line; a city or state the address already names (any case) is not said twice. */
export function joinAddress(...parts: string[]): string {
  const said: string[] = [];
  for (const part of parts.map((p) => p.trim()).filter((p) => p !== '')) {
    const named = said.join(',').split(',').map((piece) => piece.trim().toLowerCase());
    if (!named.includes(part.toLowerCase())) said.push(part);
  }
  return said.join(', ');
}

/**
 * Books part of one payment on a bill: the update only lands while the bill's paid amount is still what was read,
 * so two payments racing on one bill cannot both count the same balance (the loser is told to reload).
 */
export async function bookOnBill(db: Kysely<Database>, party: Party, billId: number, paidBefore: number, paidAfter: number, at: string): Promise<boolean> {
  const result = party === 'customer'
    ? await db.updateTable('orders').set((eb) => ({ paid_amount: paidAfter, version: eb('version', '+', 1), updated_at: at }))
      .where('order_id', '=', billId).where('paid_amount', '=', paidBefore).where('cancelled', '=', 0).executeTakeFirst()
    : await db.updateTable('purchases').set((eb) => ({ paid_amount: paidAfter, version: eb('version', '+', 1), updated_at: at }))
      .where('purchase_id', '=', billId).where('paid_amount', '=', paidBefore).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPaidEntry(
  db: Kysely<Database>,
  party: Party,
  entry: { billId: number; partyId: number; amount: number; paidDate: string; balanceAfter: number; by: number; at: string; mode?: TenderMode },
): Promise<number> {
  const common = { amount: entry.amount, paid_date: entry.paidDate, balance_after: entry.balanceAfter, created_by: entry.by, created_at: entry.at, mode: entry.mode ?? 'cash' };
  if (party === 'customer') {
    const row = await db.insertInto('customer_payments').values({ ...common, order_id: entry.billId, customer_id: entry.partyId }).returning('paid_id').executeTakeFirstOrThrow();
    return row.paid_id;
  }
  const row = await db.insertInto('supplier_payments').values({ ...common, purchase_id: entry.billId, supplier_id: entry.partyId }).returning('paid_id').executeTakeFirstOrThrow();
  return row.paid_id;
}

/** Paid entries, newest first; optionally one bill's entries up to one paid_id (a receipt's history). */
export async function paidEntries(db: Kysely<Database>, party: Party, only?: { billId: number; upToPaidId: number }): Promise<PaidEntry[]> {
  if (party === 'customer') {
    let query = db
      .selectFrom('customer_payments as cp')
      .innerJoin('orders as o', 'o.order_id', 'cp.order_id')
      .innerJoin('customers as c', 'c.user_id', 'cp.customer_id')
      .select(['cp.paid_id as paidId', 'cp.order_id as billId', 'cp.customer_id as partyId', 'cp.amount', 'cp.paid_date as paidDate', 'cp.balance_after as balanceAfter',
        'o.order_date as billDate', 'o.total as billTotal', 'c.name as partyName', 'c.mobile', 'cp.mode', 'o.bill_no as billNo', 'o.kind as billKind']);
    if (only) query = query.where('cp.order_id', '=', only.billId).where('cp.paid_id', '<=', only.upToPaidId);
    return paidNumbers(await query.orderBy('cp.paid_id', 'desc').execute());
  }
  let query = db
    .selectFrom('supplier_payments as sp')
    .innerJoin('purchases as p', 'p.purchase_id', 'sp.purchase_id')
    .innerJoin('suppliers as s', 's.id', 'sp.supplier_id')
    .select(['sp.paid_id as paidId', 'sp.purchase_id as billId', 'sp.supplier_id as partyId', 'sp.amount', 'sp.paid_date as paidDate', 'sp.balance_after as balanceAfter',
      'p.order_date as billDate', 'p.total as billTotal', 's.supplier_name as partyName', 's.mobile', 'sp.mode', 'p.purchase_id as billNo', sql<string>`'purchase'`.as('billKind')]);
  if (only) query = query.where('sp.purchase_id', '=', only.billId).where('sp.paid_id', '<=', only.upToPaidId);
  return paidNumbers(await query.orderBy('sp.paid_id', 'desc').execute());
}

function paidNumbers(rows: PaidEntry[]): PaidEntry[] {
  return rows.map((r) => ({ ...r, amount: Number(r.amount), balanceAfter: Number(r.balanceAfter), billTotal: Number(r.billTotal), billNo: Number(r.billNo) }));
}
