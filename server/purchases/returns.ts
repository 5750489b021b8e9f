// A purchase return (issue 30 item 2): the returned lines of a purchase become a debit note in its own series, stock
// goes out through the stock ledger, and the purchase's balance (what the shop owes the supplier) falls; what the debit
// note takes beyond that balance is due back from the supplier. One transaction: any refusal leaves nothing written.
import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import { billNumber } from '../../core/bill-series';
import { financialYear, todayInKolkata, toDmy } from '../../core/dates';
import { checkPurchaseReturn, debitNoteSettlement, debitNoteTotals, type BoughtLine, type DebitNoteTotals } from '../../core/debit-note';
import type { PurchaseReturn } from '../../core/debit-note-payload';
import { purchaseSplit } from '../../core/tax-columns';
import { refuseDates } from '../books-lock';
import type { Database, DebitNoteTable } from '../db/types';
import { ApiError } from '../envelope';
import { nextNumber, numberFloor } from '../sales/bill-number';
import { sellerState } from '../sales/catalogue';
import { loadPurchase, type PurchaseLineRow, type PurchaseRecord } from './records';
import { movePurchaseStock, stockChanges } from './stock';
import { refuseDebitNoteUnitSerials, sendBackUnitSerials } from './unit-serials';

/** "DN-4": a debit note's number as it is printed (core/bill-series). */
export function debitNoteNumber(dnNo: number): string {
  return billNumber('debit_note', dnNo);
}

export interface SavedDebitNote {
  note: Selectable<DebitNoteTable>;
  totals: DebitNoteTotals;
}

/** How many of each purchase line earlier debit notes sent back. */
export async function returnedByPurchaseLine(db: Kysely<Database>, purchaseId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('debit_note_lines as l')
    .innerJoin('debit_notes as n', 'n.debit_note_id', 'l.debit_note_id')
    .where('n.purchase_id', '=', purchaseId)
    .groupBy('l.od_id')
    .select(['l.od_id', sql<number | string>`sum(l.qty)`.as('qty')])
    .execute();
  return new Map(rows.map((r) => [r.od_id, Number(r.qty)]));
}

/** What the purchase's debit notes took off its balance. */
export async function appliedOnPurchase(db: Kysely<Database>, purchaseId: number): Promise<number> {
  const row = await db
    .selectFrom('debit_notes')
    .select(sql<number | string | null>`sum(applied)`.as('applied'))
    .where('purchase_id', '=', purchaseId)
    .executeTakeFirst();
  return Number(row?.applied ?? 0);
}

export function boughtLines(lines: readonly PurchaseLineRow[], returned: ReadonlyMap<number, number>): BoughtLine[] {
  return lines.map((l) => ({
    odId: l.od_id,
    productId: l.product_id,
    productName: l.product_name,
    rate: Number(l.rate),
    qty: l.qty,
    returnedBefore: returned.get(l.od_id) ?? 0,
  }));
}

/** The purchase a return is made on; a deleted one is named as deleted (the audit trail keeps its deletion). */
export async function returnablePurchase(db: Kysely<Database>, purchaseId: number): Promise<PurchaseRecord> {
  const record = await loadPurchase(db, purchaseId);
  if (record) return record;
  const deleted = await db
    .selectFrom('audit_log')
    .select('at')
    .where('entity', '=', 'purchase')
    .where('entity_id', '=', String(purchaseId))
    .where('call', '=', 'pos_api/purchase_list_delete.php')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (deleted) {
    throw new ApiError(409, `Purchase ${purchaseId} was deleted on ${toDmy(todayInKolkata(new Date(deleted.at)))}: nothing on it can be returned.`);
  }
  throw new ApiError(404, `No purchase with purchase_id ${purchaseId}`);
}

async function stockOf(db: Kysely<Database>, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['product_id', 'stock']).where('product_id', 'in', productIds).execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.stock)]));
}

export async function savePurchaseReturn(
  db: Kysely<Database>,
  body: PurchaseReturn,
  by: { userId: number; isOwner: boolean; now: Date },
): Promise<SavedDebitNote> {
  const { purchase, lines } = await returnablePurchase(db, body.purchase_id);
  const bought = boughtLines(lines, await returnedByPurchaseLine(db, purchase.purchase_id));
  const requested = body.lines.map((l) => ({ odId: l.purchase_detail_id, qty: l.qty }));
  const stock = await stockOf(db, [...new Set(bought.map((l) => l.productId))]);
  const check = checkPurchaseReturn(bought, requested, stock);
  if (!check.ok) throw new ApiError(400, check.msg);
  const productOf = new Map(bought.map((l) => [l.odId, l.productId]));
  await refuseDebitNoteUnitSerials(
    db,
    purchase.purchase_id,
    body.lines.map((l) => ({ odId: l.purchase_detail_id, productId: productOf.get(l.purchase_detail_id) ?? 0, qty: l.qty, unitSerials: l.unit_serials })),
  );
  const split = purchaseSplit(purchase.supplier_state, await sellerState(db));
  const totals = debitNoteTotals(bought, { gstBp: purchase.gst_bp, split }, requested);
  const balance = Number(purchase.total) - Number(purchase.paid_amount) - (await appliedOnPurchase(db, purchase.purchase_id));
  const settlement = debitNoteSettlement(totals.grandTotal, balance);

  const at = by.now.toISOString();
  const today = todayInKolkata(by.now);
  // The debit note is dated today, whatever the purchase's date; only books closed up to today refuse it.
  await refuseDates(db, by, today);
  // The purchase moves on a version: an edit or a payment racing this return is told to reload.
  const moved = await db
    .updateTable('purchases')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
    .where('purchase_id', '=', purchase.purchase_id)
    .where('version', '=', purchase.version)
    .where('paid_amount', '=', purchase.paid_amount)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new ApiError(409, 'This purchase changed just now: reload it and make the return again.');

  const note = await insertWithNextDebitNoteNo(db, {
    fy: financialYear(today),
    dn_date: today,
    purchase_id: purchase.purchase_id,
    supplier_id: purchase.supplier_id,
    reason: body.reason,
    subtotal: totals.subtotal,
    taxable: totals.taxable,
    gst_amt: totals.gst,
    cgst_amt: totals.cgst,
    sgst_amt: totals.sgst,
    igst_amt: totals.igst,
    total: totals.grandTotal,
    applied: settlement.applied,
    due: settlement.due,
    created_by: by.userId,
    created_at: at,
  });
  await db
    .insertInto('debit_note_lines')
    .values(totals.lines.map((l, index) => ({ debit_note_id: note.debit_note_id, od_id: l.odId, line_no: index + 1, qty: l.qty, total: l.total })))
    .execute();
  // The units named leave stock with the goods: their story shows this debit note.
  await sendBackUnitSerials(
    db,
    purchase.purchase_id,
    note.debit_note_id,
    body.lines.flatMap((l) => l.unit_serials ?? []),
  );
  await movePurchaseStock(db, {
    reason: 'purchase_return',
    purchaseId: purchase.purchase_id,
    doc: { kind: 'debit_note', id: note.debit_note_id },
    changes: stockChanges(
      [],
      totals.lines.map((l) => ({ productId: productOf.get(l.odId) ?? 0, qty: l.qty })),
    ),
    allowNegative: false,
    userId: by.userId,
    at,
  });
  return { note, totals };
}

type NewDebitNote = Omit<Selectable<DebitNoteTable>, 'debit_note_id' | 'dn_no'>;

/** DN numbers run 1, 2, 3… per financial year (above the floor a restore left); on PostgreSQL the writers of one year queue on an advisory lock. */
async function insertWithNextDebitNoteNo(db: Kysely<Database>, note: NewDebitNote): Promise<Selectable<DebitNoteTable>> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext('kulir.dn_no'), hashtext(${note.fy}))`.execute(db);
  }
  const last = await db
    .selectFrom('debit_notes')
    .select((eb) => [eb.fn.max('dn_no').as('dn_no'), numberFloor(eb, 'debit_note', note.fy)])
    .where('fy', '=', note.fy)
    .executeTakeFirst();
  const row = await db
    .insertInto('debit_notes')
    .values({ ...note, dn_no: nextNumber(last?.dn_no, last?.floor) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return debitNumeric(row);
}

const MONEY = ['subtotal', 'taxable', 'gst_amt', 'cgst_amt', 'sgst_amt', 'igst_amt', 'total', 'applied', 'due'] as const;

/** pg answers bigint as numbers already (DESIGN §5); this keeps the type honest on both dialects. */
export function debitNumeric<T extends Record<(typeof MONEY)[number], number>>(row: T): T {
  const copy = { ...row };
  for (const key of MONEY) copy[key] = Number(copy[key]);
  return copy;
}

/**
 * A purchase with a debit note is fixed: its lines, figures and date are what the debit note was priced from, and taking
 * its stock back on an edit or a delete would take the returned goods out twice. So an edit, a line delete or a delete
 * is refused.
 */
export async function refuseReturnedPurchase(db: Kysely<Database>, purchaseId: number): Promise<void> {
  const found = await db.selectFrom('debit_notes').select('dn_no').where('purchase_id', '=', purchaseId).orderBy('dn_no').execute();
  if (found.length === 0) return;
  const named = found.map((n) => debitNoteNumber(n.dn_no)).join(', ');
  throw new ApiError(409, `Purchase ${purchaseId} has debit note ${named}: it can no longer be edited or deleted. Make a purchase return instead.`);
}
