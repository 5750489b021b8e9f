// A sales return (issue 21): the returned lines of a GST or retail bill become a credit note in its own series, stock
// comes back through the stock ledger, the bill's balance falls, and credit beyond the balance is refunded (a cash-book
// debit) or kept as the customer's credit. One transaction: any refusal leaves nothing written.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { billBalance as balanceOf } from '../../core/bill-balance';
import { checkReturn, creditNoteTotals, settleCredit, type CreditNoteTotals, type CreditSettlement, type SoldLine } from '../../core/credit-note';
import type { SalesReturn } from '../../core/credit-note-payload';
import { billNumber } from '../../core/bill-series';
import { financialYear, todayInKolkata } from '../../core/dates';
import { refuseDates } from '../books-lock';
import { refuseIrnBill } from './irn';
import { refuseClosedDay } from '../payments/day-end';
import { refuseCreditedBill } from '../payments/customer-credit';
import type { CreditNoteTable, Database, Order } from '../db/types';
import type { Selectable } from 'kysely';
import { ApiError } from '../envelope';
import { findOrder, linesOf, type OrderLine, type OrderWithCustomer } from './order-record';
import { stockToReturn } from './cancel';
import { nextNumber, numberFloor } from './bill-number';
import { storedLineGstBp, storedRates } from './amount-columns';
import { refuseReturnUnitSerials, releaseUnitSerials } from './unit-serials';

/** "CN-4": a credit note's number as it is printed (core/bill-series). */
export function creditNoteNumber(cnNo: number): string {
  return billNumber('credit_note', cnNo);
}

export interface SavedCreditNote {
  note: Selectable<CreditNoteTable>;
  totals: CreditNoteTotals;
  settlement: CreditSettlement;
}

/** How many of each bill line earlier credit notes took back. */
export async function returnedByLine(db: Kysely<Database>, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('credit_note_lines as l')
    .innerJoin('credit_notes as n', 'n.credit_note_id', 'l.credit_note_id')
    .where('n.order_id', '=', orderId)
    .groupBy('l.od_id')
    .select(['l.od_id', sql<number | string>`sum(l.qty)`.as('qty')])
    .execute();
  return new Map(rows.map((r) => [r.od_id, Number(r.qty)]));
}

export function soldLines(order: Pick<Order, 'gst_bp'>, lines: readonly OrderLine[], returned: ReadonlyMap<number, number>): SoldLine[] {
  return lines.map((l) => ({
    odId: l.od_id,
    rate: Number(l.rate),
    qty: l.qty,
    discountBp: l.discount_bp,
    gstBp: storedLineGstBp(l, order),
    returnedBefore: returned.get(l.od_id) ?? 0,
  }));
}

/** The bill a return may be made on: a GST or retail bill that is not cancelled. */
export async function returnableBill(db: Kysely<Database>, orderId: number): Promise<OrderWithCustomer> {
  const order = await findOrder(db, orderId, ['gst', 'retail', 'estimate']);
  if (!order) throw new ApiError(404, `No bill with order_id ${orderId}`);
  if (order.kind === 'estimate') throw new ApiError(400, 'order_id: an estimate is a quotation, not a sale: nothing on it can be returned');
  if (order.cancelled === 1) throw new ApiError(409, `Bill no. ${billNumber(order.kind, order.bill_no)} is cancelled: nothing on it can be returned`);
  return order;
}

/** What the bill still owes: its total less what was paid and what earlier credit notes took off it. */
export function billBalance(order: Pick<OrderWithCustomer, 'kind' | 'total' | 'paid_amount' | 'credited_amount'>): number {
  return balanceOf({ kind: order.kind, total: Number(order.total), paid: Number(order.paid_amount), credited: Number(order.credited_amount) });
}

export async function saveSalesReturn(db: Kysely<Database>, body: SalesReturn, by: { userId: number; isOwner: boolean; now: Date }): Promise<SavedCreditNote> {
  const order = await returnableBill(db, body.order_id);
  const lines = await linesOf(db, order.order_id);
  const sold = soldLines(order, lines, await returnedByLine(db, order.order_id));
  const requested = body.lines.map((l) => ({ odId: l.order_detail_id, qty: l.qty }));
  const check = checkReturn(sold, requested);
  if (!check.ok) throw new ApiError(400, check.msg);
  await refuseReturnUnitSerials(
    db,
    order.order_id,
    body.lines.map((l) => ({ odId: l.order_detail_id, qty: l.qty, unitSerials: l.unit_serials })),
  );
  const rates = storedRates(order);
  const totals = creditNoteTotals(sold, rates, requested);
  const settlement = settleCredit(totals.grandTotal, billBalance(order), body.excess);

  const at = by.now.toISOString();
  const today = todayInKolkata(by.now);
  // The credit note is dated today, whatever the bill's date (a bill in a closed period is corrected this way); only
  // books closed up to today itself refuse it.
  await refuseDates(db, by, today);
  // A return on a closed day changes that day's figures (a refund leaves the drawer): the owner's to do.
  await refuseClosedDay(db, by, [today]);
  // The bill moves on a version: a second return (or an edit, a payment) racing this one is told to reload.
  const moved = await db
    .updateTable('orders')
    .set((eb) => ({ credited_amount: eb('credited_amount', '+', settlement.applied), version: eb('version', '+', 1), updated_at: at }))
    .where('order_id', '=', order.order_id)
    .where('version', '=', order.version)
    .where('paid_amount', '=', order.paid_amount)
    .where('cancelled', '=', 0)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, 'This bill changed just now: reload it and make the return again.');

  const note = await insertWithNextCreditNoteNo(db, {
    fy: financialYear(today),
    cn_date: today,
    order_id: order.order_id,
    customer_id: order.customer_id,
    reason: body.reason,
    subtotal: totals.subtotal,
    discount_amt: totals.discount,
    commission_amt: totals.commission,
    packing_amt: totals.packing,
    gst_amt: totals.gst,
    cgst_amt: totals.cgst,
    sgst_amt: totals.sgst,
    round_off: totals.roundOff,
    taxable: totals.taxable,
    total: totals.grandTotal,
    applied: settlement.applied,
    refund: settlement.refund,
    kept_credit: settlement.keptCredit,
    created_by: by.userId,
    created_at: at,
  });
  const lineOf = new Map(lines.map((l) => [l.od_id, l]));
  await db
    .insertInto('credit_note_lines')
    .values(totals.lines.map((l, index) => ({ credit_note_id: note.credit_note_id, od_id: l.odId, line_no: index + 1, qty: l.qty, total: l.total })))
    .execute();
  // The units named come back: free to be sold again, their story showing this credit note.
  for (const line of body.lines) {
    if (!line.unit_serials || line.unit_serials.length === 0) continue;
    await releaseUnitSerials(
      db,
      { orderId: order.order_id, odId: line.order_detail_id },
      { released: 'return', at, creditNoteId: note.credit_note_id, serials: line.unit_serials },
    );
  }

  const back = stockToReturn(
    totals.lines.flatMap((l) => {
      const line = lineOf.get(l.odId);
      return line ? [{ ...line, qty: l.qty }] : [];
    }),
  );
  for (const item of back) {
    await db
      .updateTable(item.product_kind === 'retail' ? 'retail_products' : 'products')
      .set((eb) => ({ stock: eb('stock', '+', item.qty), updated_at: at }))
      .where('product_id', '=', item.product_id)
      .execute();
  }
  if (back.length > 0) {
    await db
      .insertInto('stock_ledger')
      .values(
        back.map((item) => ({
          product_kind: item.product_kind,
          product_id: item.product_id,
          qty_change: item.qty,
          reason: 'return',
          doc_kind: 'credit_note',
          doc_id: note.credit_note_id,
          user_id: by.userId,
          created_at: at,
        })),
      )
      .execute();
  }
  if (settlement.refund > 0) {
    await db
      .insertInto('payment_details')
      .values({
        added_date: today,
        name: order.billing_name || order.customer_name,
        payment_sent: 'Cash refund',
        payment_method: 'debit',
        amount: settlement.refund,
        description: `Refund on credit note ${creditNoteNumber(note.cn_no)} for bill no. ${billNumber(order.kind === 'retail' ? 'retail' : 'gst', order.bill_no)}`,
        created_by: by.userId,
        created_at: at,
      })
      .execute();
  }
  return { note, totals, settlement };
}

type NewCreditNote = Omit<Selectable<CreditNoteTable>, 'credit_note_id' | 'cn_no'>;

/** CN numbers run 1, 2, 3… per financial year (above the floor a restore left); on PostgreSQL the writers of one year queue on an advisory lock. */
async function insertWithNextCreditNoteNo(db: Kysely<Database>, note: NewCreditNote): Promise<Selectable<CreditNoteTable>> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext('kulir.cn_no'), hashtext(${note.fy}))`.execute(db);
  }
  const last = await db
    .selectFrom('credit_notes')
    .select((eb) => [eb.fn.max('cn_no').as('cn_no'), numberFloor(eb, 'credit_note', note.fy)])
    .where('fy', '=', note.fy)
    .executeTakeFirst();
  const cnNo = nextNumber(last?.cn_no, last?.floor);
  const row = await db
    .insertInto('credit_notes')
    .values({ ...note, cn_no: cnNo })
    .returningAll()
    .executeTakeFirstOrThrow();
  return numeric(row);
}

const MONEY = [
  'subtotal',
  'discount_amt',
  'commission_amt',
  'packing_amt',
  'gst_amt',
  'cgst_amt',
  'sgst_amt',
  'round_off',
  'taxable',
  'total',
  'applied',
  'refund',
  'kept_credit',
] as const;

/** pg answers bigint as numbers already (DESIGN §5); this keeps the type honest on both dialects. */
export function numeric<T extends Record<(typeof MONEY)[number], number>>(row: T): T {
  const copy = { ...row };
  for (const key of MONEY) copy[key] = Number(copy[key]);
  return copy;
}

/**
 * A bill with a credit note is fixed: its lines, figures and date are what the credit note was priced from and prints
 * ("Original Invoice Date"), so an edit, a re-date, a line delete or a cancel (which would give back stock the return
 * already gave back) is refused. So is a bill with an IRN (issue 31): the IRP holds it as it stands.
 */
export async function refuseReturnedBill(db: Kysely<Database>, order: { order_id: number; kind: string; bill_no: number }): Promise<void> {
  await refuseIrnBill(db, order);
  const found = await db.selectFrom('credit_notes').select('cn_no').where('order_id', '=', order.order_id).orderBy('cn_no').execute();
  if (found.length === 0) return;
  const named = found.map((n) => creditNoteNumber(n.cn_no)).join(', ');
  throw new ApiError(
    409,
    `Bill no. ${billNumber(order.kind === 'retail' ? 'retail' : 'gst', order.bill_no)} has credit note ${named}: it can no longer be edited or cancelled. Make a sales return instead.`,
  );
}

/**
 * What an edit, a line delete and a cancel refuse alike: a bill a credit note was priced from, or one the customer's
 * kept credit was taken off (re-dating refuses only the first: billdate_update.php).
 */
export async function refuseFixedBill(db: Kysely<Database>, order: { order_id: number; kind: string; bill_no: number }): Promise<void> {
  await refuseReturnedBill(db, order);
  await refuseCreditedBill(db, order);
}

/** The newest GST or retail bill a customer's bill number names: "28" a GST bill, "R-28" a retail one. */
export async function billByNumber(db: Kysely<Database>, text: string): Promise<number> {
  const read = /^(r-?)?(\d{1,9})$/i.exec(text.trim());
  if (!read) throw new ApiError(400, `bill_no: must be a bill number such as 28 or R-28, not "${text}"`);
  const kind = read[1] ? 'retail' : 'gst';
  const found = await db
    .selectFrom('orders')
    .select('order_id')
    .where('kind', '=', kind)
    .where('bill_no', '=', Number(read[2]))
    .orderBy('fy', 'desc')
    .executeTakeFirst();
  if (!found) throw new ApiError(404, `No bill numbered ${billNumber(kind, Number(read[2]))}`);
  return found.order_id;
}
