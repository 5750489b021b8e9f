// The two ledgers the pending and paid reports read: customers' sales bills and suppliers' purchases.
// Each side names its tables once; the report and payment code is written over this shape.
import { sql, type Kysely } from 'kysely';
import type { Party } from '../../core/api/payments';
import { CASH, type PaymentMode, type PaymentModeDetail } from '../../core/payment-mode';
import { billNumber } from '../../core/bill-series';
import { OPENING_ID, type PendingKind } from '../../core/ledger/pending';
import type { Database } from '../db/types';

export type { Party };

/** A payment or a credit application lost a race on one of the party's bills (its transaction is rolled back). */
export const BILLS_MOVED = 'Another payment changed these bills just now: reload the pending report and try again.';

/** One document a party owes on (a bill, a purchase, or its opening balance) with what it comes to and what was paid. */
export interface PartyBill {
  kind: PendingKind;
  /** A bill's or purchase's id; OPENING_ID for the opening balance. */
  id: number;
  date: string;
  partyId: number;
  partyName: string;
  mobile: string;
  total: number;
  paid: number;
  /** What credit notes took off a sales bill's balance, or debit notes off a purchase's (0 for the opening balance). */
  credited: number;
  /** A sales bill's printed number with its series ("103", "R-31"); a purchase's own id; "Opening". */
  billNo: string;
}

/** How the pending and paid reports name the opening balance's row. */
export const OPENING_ROW = 'Opening';

export interface PaidEntry {
  paidId: number;
  /** null: the entry was booked on the party's opening balance. */
  billId: number | null;
  partyId: number;
  amount: number;
  paidDate: string;
  balanceAfter: number;
  billDate: string;
  billTotal: number;
  partyName: string;
  mobile: string;
  /** How it was paid (issue 29 item 6): the mode, a cheque's number and date, a reference. */
  paidBy: PaymentModeDetail;
  /** The number the party knows the bill by: a sales bill's bill_no, a purchase's own id (0 for the opening balance). */
  billNo: number;
  /** Which series billNo is of (issue 32): a retail bill's number prints as R-n. */
  billKind: string;
}

/** A paid entry's bill as people read it: "103" (GST), "R-31" (retail), a purchase's id, "Opening". */
export function shownBillNo(entry: Pick<PaidEntry, 'billNo' | 'billKind'>): string {
  if (entry.billKind === 'opening') return OPENING_ROW;
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
      .select([
        'o.order_id as id',
        'o.order_date as date',
        'o.customer_id as partyId',
        'c.name as partyName',
        'c.mobile',
        'o.total',
        'o.paid_amount as paid',
        'o.credited_amount as credited',
        'o.bill_no',
        'o.kind',
      ]);
    if (partyId !== undefined) query = query.where('o.customer_id', '=', partyId);
    const rows = await query.orderBy('o.order_date').orderBy('o.order_id').execute();
    return numbers(
      rows.map(({ bill_no, kind, ...row }) => ({ ...row, kind: 'bill' as const, billNo: billNumber(kind === 'retail' ? 'retail' : 'gst', bill_no) })),
    );
  }
  // What debit notes took off each purchase (issue 30 item 2), as credit notes take off a sales bill.
  const debited = sql<number>`coalesce((select sum(d.applied) from debit_notes d where d.purchase_id = p.purchase_id), 0)`;
  let query = db
    .selectFrom('purchases as p')
    .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
    .where(sql<boolean>`p.total > p.paid_amount + ${debited}`)
    .select([
      'p.purchase_id as id',
      'p.order_date as date',
      'p.supplier_id as partyId',
      's.supplier_name as partyName',
      's.mobile',
      'p.total',
      'p.paid_amount as paid',
      debited.as('credited'),
    ]);
  if (partyId !== undefined) query = query.where('p.supplier_id', '=', partyId);
  const rows = await query.orderBy('p.order_date').orderBy('p.purchase_id').execute();
  return numbers(rows.map((row) => ({ ...row, kind: 'bill' as const, billNo: String(row.id) })));
}

/** Opening balances still owed on (issue 29 item 1): each party's one opening document, id OPENING_ID. */
export async function pendingOpenings(db: Kysely<Database>, party: Party, partyId?: number): Promise<PartyBill[]> {
  const rows =
    party === 'customer'
      ? await (partyId === undefined ? db.selectFrom('customers') : db.selectFrom('customers').where('user_id', '=', partyId))
          .select(['user_id as partyId', 'name as partyName', 'mobile', 'opening_balance as total', 'opening_paid as paid', 'opening_date as date'])
          .whereRef('opening_balance', '>', 'opening_paid')
          .execute()
      : await (partyId === undefined ? db.selectFrom('suppliers') : db.selectFrom('suppliers').where('id', '=', partyId))
          .select(['id as partyId', 'supplier_name as partyName', 'mobile', 'opening_balance as total', 'opening_paid as paid', 'opening_date as date'])
          .whereRef('opening_balance', '>', 'opening_paid')
          .execute();
  return numbers(rows.map((row) => ({ ...row, kind: 'opening' as const, id: OPENING_ID, credited: 0, billNo: OPENING_ROW })));
}

/** Same date: the opening balance before the bills; then the bill's id. */
const byDocumentOrder = (a: PartyBill, b: PartyBill): number =>
  a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.kind !== b.kind ? (a.kind === 'opening' ? -1 : 1) : a.id - b.id || a.partyId - b.partyId;

/** Everything a party (every party) still owes on, oldest first: the opening balance and the bills (purchases). */
export async function pendingDocuments(db: Kysely<Database>, party: Party, partyId?: number): Promise<PartyBill[]> {
  const [openings, bills] = [await pendingOpenings(db, party, partyId), await pendingBills(db, party, partyId)];
  return [...openings, ...bills].sort(byDocumentOrder);
}

/** pg answers bigint columns as numbers already (DESIGN §5); this keeps the type honest on both dialects. */
function numbers(rows: PartyBill[]): PartyBill[] {
  return rows.map((r) => ({ ...r, total: Number(r.total), paid: Number(r.paid), credited: Number(r.credited) }));
}

export async function partyDetail(db: Kysely<Database>, party: Party, partyId: number): Promise<PartyDetail | null> {
  if (party === 'customer') {
    const row = await db
      .selectFrom('customers')
      .select(['user_id', 'name', 'mobile', 'address', 'city', 'state', 'tax_number'])
      .where('user_id', '=', partyId)
      .executeTakeFirst();
    return row
      ? { id: row.user_id, name: row.name, phone: row.mobile, address: joinAddress(row.address, row.city, row.state), taxNumber: row.tax_number }
      : null;
  }
  const row = await db
    .selectFrom('suppliers')
    .select(['id', 'supplier_name', 'mobile', 'address', 'state', 'gst_number'])
    .where('id', '=', partyId)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.supplier_name, phone: row.mobile, address: joinAddress(row.address, '', row.state), taxNumber: row.gst_number } : null;
}

/** Address, city and state on one line; a city or state the address already names (any case) is not said twice. */
export function joinAddress(...parts: string[]): string {
  const said: string[] = [];
  for (const part of parts.map((p) => p.trim()).filter((p) => p !== '')) {
    const named = said
      .join(',')
      .split(',')
      .map((piece) => piece.trim().toLowerCase());
    if (!named.includes(part.toLowerCase())) said.push(part);
  }
  return said.join(', ');
}

/**
 * Books part of one payment on a bill or on the party's opening balance: the update only lands while what was paid on
 * it is still what was read (and an opening balance is still what was read), so two payments racing on one document
 * cannot both count the same balance (the loser is told to reload).
 */
export async function bookOnBill(
  db: Kysely<Database>,
  party: Party,
  doc: Pick<PartyBill, 'kind' | 'id' | 'partyId' | 'total'>,
  paidBefore: number,
  paidAfter: number,
  at: string,
): Promise<boolean> {
  if (doc.kind === 'opening') {
    const result =
      party === 'customer'
        ? await db
            .updateTable('customers')
            .set({ opening_paid: paidAfter, updated_at: at })
            .where('user_id', '=', doc.partyId)
            .where('opening_paid', '=', paidBefore)
            .where('opening_balance', '=', doc.total)
            .executeTakeFirst()
        : await db
            .updateTable('suppliers')
            .set({ opening_paid: paidAfter, updated_at: at })
            .where('id', '=', doc.partyId)
            .where('opening_paid', '=', paidBefore)
            .where('opening_balance', '=', doc.total)
            .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  const result =
    party === 'customer'
      ? await db
          .updateTable('orders')
          .set((eb) => ({ paid_amount: paidAfter, version: eb('version', '+', 1), updated_at: at }))
          .where('order_id', '=', doc.id)
          .where('paid_amount', '=', paidBefore)
          .where('cancelled', '=', 0)
          .executeTakeFirst()
      : await db
          .updateTable('purchases')
          .set((eb) => ({ paid_amount: paidAfter, version: eb('version', '+', 1), updated_at: at }))
          .where('purchase_id', '=', doc.id)
          .where('paid_amount', '=', paidBefore)
          .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPaidEntry(
  db: Kysely<Database>,
  party: Party,
  entry: {
    kind?: PendingKind;
    billId: number;
    partyId: number;
    amount: number;
    paidDate: string;
    balanceAfter: number;
    by: number;
    at: string;
    paidBy?: PaymentModeDetail;
  },
): Promise<number> {
  const kind = entry.kind ?? 'bill';
  const billId = kind === 'opening' ? null : entry.billId;
  const common = {
    amount: entry.amount,
    paid_date: entry.paidDate,
    balance_after: entry.balanceAfter,
    created_by: entry.by,
    created_at: entry.at,
    mode: (entry.paidBy ?? CASH).mode,
    cheque_no: (entry.paidBy ?? CASH).chequeNo,
    cheque_date: (entry.paidBy ?? CASH).chequeDate,
    reference: (entry.paidBy ?? CASH).reference,
    doc_kind: kind,
  };
  if (party === 'customer') {
    const row = await db
      .insertInto('customer_payments')
      .values({ ...common, order_id: billId, customer_id: entry.partyId })
      .returning('paid_id')
      .executeTakeFirstOrThrow();
    return row.paid_id;
  }
  const row = await db
    .insertInto('supplier_payments')
    .values({ ...common, purchase_id: billId, supplier_id: entry.partyId })
    .returning('paid_id')
    .executeTakeFirstOrThrow();
  return row.paid_id;
}

/** Which paid entries to read: all; one entry; or one bill's (null: the party's opening balance's) up to one paid_id (a receipt's history). */
export type PaidFilter = { paidId: number } | { billId: number | null; partyId: number; upToPaidId: number };

/** Paid entries, newest first; an entry on an opening balance reads the party's opening as its bill. */
export async function paidEntries(db: Kysely<Database>, party: Party, only?: PaidFilter): Promise<PaidEntry[]> {
  if (party === 'customer') {
    let query = db
      .selectFrom('customer_payments as cp')
      .leftJoin('orders as o', 'o.order_id', 'cp.order_id')
      .innerJoin('customers as c', 'c.user_id', 'cp.customer_id')
      .select([
        'cp.paid_id as paidId',
        'cp.order_id as billId',
        'cp.customer_id as partyId',
        'cp.amount',
        'cp.paid_date as paidDate',
        'cp.balance_after as balanceAfter',
        'c.name as partyName',
        'c.mobile',
        'cp.mode',
        'cp.cheque_no as chequeNo',
        'cp.cheque_date as chequeDate',
        'cp.reference',
        'cp.doc_kind as docKind',
        sql<string>`coalesce(o.order_date, c.opening_date)`.as('billDate'),
        sql<number>`coalesce(o.total, c.opening_balance)`.as('billTotal'),
        sql<number>`coalesce(o.bill_no, 0)`.as('billNo'),
        sql<string>`coalesce(o.kind, 'opening')`.as('billKind'),
      ]);
    if (only && 'paidId' in only) query = query.where('cp.paid_id', '=', only.paidId);
    else if (only) {
      query = (
        only.billId === null
          ? query.where('cp.doc_kind', '=', 'opening').where('cp.customer_id', '=', only.partyId)
          : query.where('cp.order_id', '=', only.billId)
      ).where('cp.paid_id', '<=', only.upToPaidId);
    }
    return paidNumbers(await query.orderBy('cp.paid_id', 'desc').execute());
  }
  let query = db
    .selectFrom('supplier_payments as sp')
    .leftJoin('purchases as p', 'p.purchase_id', 'sp.purchase_id')
    .innerJoin('suppliers as s', 's.id', 'sp.supplier_id')
    .select([
      'sp.paid_id as paidId',
      'sp.purchase_id as billId',
      'sp.supplier_id as partyId',
      'sp.amount',
      'sp.paid_date as paidDate',
      'sp.balance_after as balanceAfter',
      's.supplier_name as partyName',
      's.mobile',
      'sp.mode',
      'sp.cheque_no as chequeNo',
      'sp.cheque_date as chequeDate',
      'sp.reference',
      'sp.doc_kind as docKind',
      sql<string>`coalesce(p.order_date, s.opening_date)`.as('billDate'),
      sql<number>`coalesce(p.total, s.opening_balance)`.as('billTotal'),
      sql<number>`coalesce(p.purchase_id, 0)`.as('billNo'),
      sql<string>`case when sp.doc_kind = 'opening' then 'opening' else 'purchase' end`.as('billKind'),
    ]);
  if (only && 'paidId' in only) query = query.where('sp.paid_id', '=', only.paidId);
  else if (only) {
    query = (
      only.billId === null
        ? query.where('sp.doc_kind', '=', 'opening').where('sp.supplier_id', '=', only.partyId)
        : query.where('sp.purchase_id', '=', only.billId)
    ).where('sp.paid_id', '<=', only.upToPaidId);
  }
  return paidNumbers(await query.orderBy('sp.paid_id', 'desc').execute());
}

type PaidRowRead = Omit<PaidEntry, 'billId' | 'paidBy'> & {
  billId: number | null;
  docKind: string;
  mode: PaymentMode;
  chequeNo: string;
  chequeDate: string | null;
  reference: string;
};

function paidNumbers(rows: PaidRowRead[]): PaidEntry[] {
  return rows.map(({ docKind, mode, chequeNo, chequeDate, reference, ...r }) => ({
    ...r,
    paidBy: { mode, chequeNo, chequeDate, reference },
    billId: docKind === 'opening' ? null : r.billId,
    amount: Number(r.amount),
    balanceAfter: Number(r.balanceAfter),
    billTotal: Number(r.billTotal),
    billNo: Number(r.billNo),
  }));
}
