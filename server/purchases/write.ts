// Saving, editing and deleting purchases: every figure recomputed with core/, stock moved and ledgered in the same
// transaction, and a stale version refused so two editors never overwrite each other. Each runs inside the call's
// transaction: any refusal (ApiError) leaves nothing written.
import type { Insertable, Kysely } from 'kysely';
import type { PurchaseTotals } from '../../core/billing';
import { todayInKolkata, toDmy } from '../../core/dates';
import { formatMoney } from '../../core/money';
import { purchaseDisagreement, purchaseFigures, type PurchaseEdit, type PurchaseLine, type PurchasePayload } from '../../core/purchase/purchase.payload';
import { supplierPlace } from '../../core/tax-columns';
import type { Database, PurchaseLineTable } from '../db/types';
import { ApiError } from '../envelope';
import { readSettings } from '../sales/catalogue';
import { loadPurchase, noPurchase, type PurchaseRecord } from './records';
import { movePurchaseStock, stockChanges } from './stock';
import { refuseDates } from '../books-lock';
import { refuseReturnedPurchase } from './returns';
import { dropPurchaseUnitSerials, receiveUnitSerials, refusePurchaseUnitSerials, unitSerialsOfPurchase, type UnitSerialReceipt } from './unit-serials';
import {
  repeatedSupplierInvoice,
  supplierInvoiceDateProblem,
  supplierInvoiceKey,
  supplierInvoiceYear,
  type SupplierInvoice,
} from '../../core/purchase/purchase.supplier-invoice';

export const STALE_PURCHASE = 'This purchase was changed by someone else since you opened it. Reload it and make your change again.';
export const LAST_PURCHASE_LINE = 'A purchase needs at least one line: delete the whole purchase instead.';

export interface By {
  userId: number;
  isOwner: boolean;
  now: Date;
}

type LineSnapshot = Pick<Insertable<PurchaseLineTable>, 'product_id' | 'product_name' | 'serial_no' | 'box_contents' | 'count_of_pcs' | 'rate_per' | 'unit'>;

function paidBelow(paid: number): ApiError {
  return new ApiError(409, `Payments of ${formatMoney(paid)} are recorded against this purchase; its total cannot fall below them.`);
}

/** The server's figures, refused with 400 (both amounts named) when the client's differ by a paisa. */
function recompute(payload: PurchasePayload): PurchaseTotals {
  let totals: PurchaseTotals;
  try {
    totals = purchaseFigures(payload);
  } catch (error) {
    if (error instanceof RangeError) throw new ApiError(400, "productdetails: the purchase's amounts are too large");
    throw error;
  }
  const problem = purchaseDisagreement(payload, totals);
  if (problem) throw new ApiError(400, problem);
  return totals;
}

async function supplierOf(db: Kysely<Database>, supplierId: number) {
  const supplier = await db.selectFrom('suppliers').select(['id', 'supplier_name', 'state', 'gst_number']).where('id', '=', supplierId).executeTakeFirst();
  if (!supplier) throw new ApiError(400, `supplier_id: no supplier with id ${supplierId}`);
  return { id: supplier.id, supplier_name: supplier.supplier_name, place: supplierPlace(supplier.state, supplier.gst_number) };
}

function checkDate(orderDate: string, now: Date): void {
  const today = todayInKolkata(now);
  if (orderDate > today) throw new ApiError(400, `order_date: a purchase cannot be dated after today (${toDmy(today)})`);
}

/** The catalogue's copy of each line's product; an unknown or removed product is refused with the line's index. */
async function snapshots(db: Kysely<Database>, lines: ReadonlyArray<{ line: PurchaseLine; index: number }>): Promise<LineSnapshot[]> {
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((l) => l.line.productId))];
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('units as u', 'u.unit_id', 'p.unit_id')
    .select(['p.product_id', 'p.product_name', 'p.serial_no', 'p.box_contents', 'p.count_of_pcs', 'p.rate_per', 'u.unit_name'])
    .where('p.product_id', 'in', ids)
    .where('p.deleted_at', 'is', null)
    .execute();
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  return lines.map(({ line, index }) => {
    const p = byId.get(line.productId);
    if (!p) throw new ApiError(400, `productdetails.${index}.product_id: no product with product_id ${line.productId}`);
    return {
      product_id: p.product_id,
      product_name: p.product_name,
      serial_no: p.serial_no,
      box_contents: p.box_contents,
      count_of_pcs: p.count_of_pcs,
      rate_per: p.rate_per,
      unit: p.unit_name ?? '',
    };
  });
}

/**
 * The supplier's invoice as stored: refused (400) when dated after the purchase, and (409) when the supplier's same
 * number in the same financial year is on another purchase. null stores none.
 */
async function supplierInvoiceColumns(
  db: Kysely<Database>,
  invoice: SupplierInvoice | null,
  at: { supplierId: number; supplierName: string; orderDate: string; purchaseId: number | null },
) {
  if (invoice === null) return { supplier_invoice_no: null, supplier_invoice_date: null, supplier_invoice_key: null, supplier_invoice_fy: null };
  const late = supplierInvoiceDateProblem(invoice.invoiceDate, at.orderDate);
  if (late) throw new ApiError(400, late);
  const key = supplierInvoiceKey(invoice.invoiceNo);
  const fy = supplierInvoiceYear(invoice.invoiceDate);
  let query = db
    .selectFrom('purchases')
    .select('purchase_id')
    .where('supplier_id', '=', at.supplierId)
    .where('supplier_invoice_fy', '=', fy)
    .where('supplier_invoice_key', '=', key);
  if (at.purchaseId !== null) query = query.where('purchase_id', '!=', at.purchaseId);
  const other = await query.executeTakeFirst();
  if (other) throw new ApiError(409, repeatedSupplierInvoice(invoice.invoiceNo, at.supplierName, fy, other.purchase_id));
  return { supplier_invoice_no: invoice.invoiceNo, supplier_invoice_date: invoice.invoiceDate, supplier_invoice_key: key, supplier_invoice_fy: fy };
}

/** What an edit keeps when the wire sent no supplier invoice (the spec's payload has none). */
function storedInvoice(purchase: PurchaseRecord['purchase']): SupplierInvoice | null {
  return purchase.supplier_invoice_no !== null && purchase.supplier_invoice_date !== null
    ? { invoiceNo: purchase.supplier_invoice_no, invoiceDate: purchase.supplier_invoice_date }
    : null;
}

function amountColumns(totals: PurchaseTotals) {
  return { subtotal: totals.subtotal, gst_amt: totals.gst, cgst_amt: totals.cgst, sgst_amt: totals.sgst, total: totals.grandTotal };
}

async function allowNegative(db: Kysely<Database>): Promise<boolean> {
  return (await readSettings(db)).allow_negative_stock === 1;
}

export async function savePurchase(db: Kysely<Database>, payload: PurchasePayload, by: By): Promise<PurchaseRecord> {
  const supplier = await supplierOf(db, payload.supplierId);
  const snaps = await snapshots(
    db,
    payload.lines.map((line, index) => ({ line, index })),
  );
  const totals = recompute(payload);
  await refusePurchaseUnitSerials(db, payload.lines);
  checkDate(payload.orderDate, by.now);
  await refuseDates(db, by, payload.orderDate);
  const invoice = await supplierInvoiceColumns(db, payload.supplierInvoice ?? null, {
    supplierId: supplier.id,
    supplierName: supplier.supplier_name,
    orderDate: payload.orderDate,
    purchaseId: null,
  });
  const at = by.now.toISOString();
  const { purchase_id: purchaseId } = await db
    .insertInto('purchases')
    .values({
      supplier_id: supplier.id,
      order_date: payload.orderDate,
      supplier_name: supplier.supplier_name,
      supplier_state: supplier.place,
      ...invoice,
      gst_bp: payload.gstBp,
      ...amountColumns(totals),
      paid_amount: 0,
      version: 1,
      created_by: by.userId,
      created_at: at,
      updated_at: at,
    })
    .returning('purchase_id')
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('purchase_lines')
    .values(
      payload.lines.map((line, index) => ({
        ...snaps[index],
        purchase_id: purchaseId,
        line_no: index + 1,
        qty: line.qty,
        rate: line.rate,
        total: totals.lineTotals[index],
      })),
    )
    .returning(['od_id', 'line_no'])
    .execute();
  const odIdOf = new Map(inserted.map((row) => [row.line_no, row.od_id]));
  await receiveUnitSerials(
    db,
    purchaseId,
    payload.lines.map((line, index) => ({ odId: Number(odIdOf.get(index + 1)), productId: line.productId, unitSerials: line.unitSerials ?? [] })),
    { userId: by.userId, at },
  );
  await movePurchaseStock(db, {
    reason: 'purchase',
    purchaseId,
    changes: stockChanges(payload.lines),
    allowNegative: await allowNegative(db),
    userId: by.userId,
    at,
  });
  return (await loadPurchase(db, purchaseId)) as PurchaseRecord;
}

/**
 * The edited purchase replaces the stored one: saved lines (by od_id) take their new rate and qty, lines left out are
 * deleted, lines without od_id are added; stock moves by the difference per product.
 */
export async function editPurchase(db: Kysely<Database>, record: PurchaseRecord, edit: PurchaseEdit, by: By): Promise<PurchaseRecord> {
  const { purchase, lines: stored } = record;
  if (edit.version !== null && edit.version !== purchase.version) throw new ApiError(409, STALE_PURCHASE);
  await refuseReturnedPurchase(db, purchase.purchase_id);
  const supplier = await supplierOf(db, edit.supplierId);
  const byOdId = new Map(stored.map((l) => [l.od_id, l]));
  const seen = new Set<number>();
  for (const [index, line] of edit.lines.entries()) {
    if (line.odId === null) continue;
    if (seen.has(line.odId)) throw new ApiError(400, `productdetails.${index}.od_id: line ${line.odId} appears twice`);
    seen.add(line.odId);
    const saved = byOdId.get(line.odId);
    if (!saved) throw new ApiError(409, STALE_PURCHASE);
    if (saved.product_id !== line.productId) {
      throw new ApiError(400, `productdetails.${index}.product_id: line ${line.odId} is product_id ${saved.product_id}, not ${line.productId}`);
    }
  }
  const added = edit.lines.map((line, index) => ({ line, index })).filter((l) => l.line.odId === null);
  const snaps = await snapshots(db, added);
  const totals = recompute(edit);
  const units = await unitsOfEdit(db, purchase.purchase_id, edit.lines);
  await refusePurchaseUnitSerials(db, units);
  if (edit.orderDate !== purchase.order_date) checkDate(edit.orderDate, by.now);
  await refuseDates(db, by, purchase.order_date, edit.orderDate);
  if (totals.grandTotal < purchase.paid_amount) throw paidBelow(purchase.paid_amount);
  const invoice = await supplierInvoiceColumns(db, edit.supplierInvoice === undefined ? storedInvoice(purchase) : edit.supplierInvoice, {
    supplierId: supplier.id,
    supplierName: supplier.supplier_name,
    orderDate: edit.orderDate,
    purchaseId: purchase.purchase_id,
  });

  const at = by.now.toISOString();
  const updated = await db
    .updateTable('purchases')
    .set({
      supplier_id: supplier.id,
      supplier_name: supplier.supplier_name,
      order_date: edit.orderDate,
      gst_bp: edit.gstBp,
      // The same supplier keeps the place it supplied from when the purchase was booked; another supplier brings its own.
      supplier_state: supplier.id === purchase.supplier_id ? purchase.supplier_state : supplier.place,
      ...invoice,
      ...amountColumns(totals),
      version: purchase.version + 1,
      updated_at: at,
    })
    .where('purchase_id', '=', purchase.purchase_id)
    .where('version', '=', purchase.version)
    .where('paid_amount', '<=', totals.grandTotal)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(409, STALE_PURCHASE);

  const removed = stored.filter((l) => !seen.has(l.od_id));
  if (removed.length > 0)
    await db
      .deleteFrom('purchase_lines')
      .where(
        'od_id',
        'in',
        removed.map((l) => l.od_id),
      )
      .execute();
  const lastLineNo = stored.reduce((max, l) => Math.max(max, l.line_no), 0);
  for (const [index, line] of edit.lines.entries()) {
    if (line.odId === null) continue;
    await db.updateTable('purchase_lines').set({ rate: line.rate, qty: line.qty, total: totals.lineTotals[index] }).where('od_id', '=', line.odId).execute();
  }
  const addedOdIds = new Map<number, number>();
  if (added.length > 0) {
    const inserted = await db
      .insertInto('purchase_lines')
      .values(
        added.map((a, n) => ({
          ...snaps[n],
          purchase_id: purchase.purchase_id,
          line_no: lastLineNo + n + 1,
          qty: a.line.qty,
          rate: a.line.rate,
          total: totals.lineTotals[a.index],
        })),
      )
      .returning(['od_id', 'line_no'])
      .execute();
    const odIdOf = new Map(inserted.map((row) => [row.line_no, row.od_id]));
    added.forEach((a, n) => addedOdIds.set(a.index, Number(odIdOf.get(lastLineNo + n + 1))));
  }
  // The units received, replaced: a unit kept stays, one taken off goes (unless sold since), a new one is received.
  await receiveUnitSerials(
    db,
    purchase.purchase_id,
    edit.lines.map((line, index) => ({
      odId: line.odId ?? Number(addedOdIds.get(index)),
      productId: line.productId,
      unitSerials: units[index].unitSerials ?? [],
    })),
    { userId: by.userId, at },
  );
  const changes = stockChanges(
    edit.lines,
    stored.map((l) => ({ productId: l.product_id, qty: l.qty })),
  );
  await movePurchaseStock(db, {
    reason: 'purchase_edit',
    purchaseId: purchase.purchase_id,
    changes,
    allowNegative: await allowNegative(db),
    userId: by.userId,
    at,
  });
  return (await loadPurchase(db, purchase.purchase_id)) as PurchaseRecord;
}

/**
 * The units of each line of an edit: a saved line sent without unit_serials (the spec's editor) keeps the ones it
 * received. A saved line that received none and is sent without any (booked before its product tracked unit serials)
 * stays as it was: it is not asked for serials it never had.
 */
async function unitsOfEdit(db: Kysely<Database>, purchaseId: number, lines: readonly PurchaseLine[]): Promise<UnitSerialReceipt[]> {
  const received = await unitSerialsOfPurchase(db, purchaseId);
  return lines.map((line) => {
    if (line.unitSerials !== undefined || line.odId === null) return line;
    const held = received.get(line.odId) ?? [];
    return held.length > 0 ? { ...line, unitSerials: held } : { ...line, untracked: true };
  });
}

/** One saved line off a purchase: totals recomputed at the purchase's own GST percent, its stock taken back. */
export async function deletePurchaseLine(db: Kysely<Database>, odId: number, by: By): Promise<{ before: PurchaseRecord; after: PurchaseRecord }> {
  const line = await db.selectFrom('purchase_lines').select(['od_id', 'purchase_id']).where('od_id', '=', odId).executeTakeFirst();
  const before = line ? await loadPurchase(db, line.purchase_id) : null;
  if (!line || !before) throw new ApiError(404, `No purchase line with purchase_detail_id ${odId}`);
  const { purchase, lines } = before;
  await refuseDates(db, by, purchase.order_date);
  await refuseReturnedPurchase(db, purchase.purchase_id);
  if (lines.length <= 1) throw new ApiError(409, LAST_PURCHASE_LINE);
  const kept = lines.filter((l) => l.od_id !== odId);
  const gone = lines.filter((l) => l.od_id === odId);
  const totals = purchaseFigures({
    lines: kept.map((l) => ({ odId: l.od_id, productId: l.product_id, rate: l.rate, qty: l.qty, claimedTotal: null })),
    gstBp: purchase.gst_bp,
  });
  if (totals.grandTotal < purchase.paid_amount) throw paidBelow(purchase.paid_amount);
  const at = by.now.toISOString();
  const updated = await db
    .updateTable('purchases')
    .set({ ...amountColumns(totals), version: purchase.version + 1, updated_at: at })
    .where('purchase_id', '=', purchase.purchase_id)
    .where('version', '=', purchase.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(409, STALE_PURCHASE);
  await dropPurchaseUnitSerials(db, { purchaseId: purchase.purchase_id, odId });
  await db.deleteFrom('purchase_lines').where('od_id', '=', odId).execute();
  const changes = stockChanges(
    [],
    gone.map((l) => ({ productId: l.product_id, qty: l.qty })),
  );
  await movePurchaseStock(db, {
    reason: 'purchase_line_delete',
    purchaseId: purchase.purchase_id,
    changes,
    allowNegative: await allowNegative(db),
    userId: by.userId,
    at,
  });
  return { before, after: (await loadPurchase(db, purchase.purchase_id)) as PurchaseRecord };
}

/**
 * The whole purchase goes, its stock and its units taken back; one with supplier payments recorded against it stays, and
 * so does one with a unit a bill has sold since.
 */
export async function deletePurchase(db: Kysely<Database>, purchaseId: number, by: By): Promise<PurchaseRecord> {
  const record = await loadPurchase(db, purchaseId);
  if (!record) throw noPurchase(purchaseId);
  await refuseDates(db, by, record.purchase.order_date);
  await refuseReturnedPurchase(db, purchaseId);
  const payments = await db.selectFrom('supplier_payments').select('paid_id').where('purchase_id', '=', purchaseId).executeTakeFirst();
  if (payments || record.purchase.paid_amount > 0) {
    throw new ApiError(409, `Payments are recorded against purchase ${purchaseId}: it cannot be deleted.`);
  }
  const at = by.now.toISOString();
  // Its units go with it (a unit sold since refuses the delete); they reference the purchase, so first.
  await dropPurchaseUnitSerials(db, { purchaseId });
  const deleted = await db.deleteFrom('purchases').where('purchase_id', '=', purchaseId).where('version', '=', record.purchase.version).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw new ApiError(409, STALE_PURCHASE);
  await db.deleteFrom('purchase_lines').where('purchase_id', '=', purchaseId).execute();
  const changes = stockChanges(
    [],
    record.lines.map((l) => ({ productId: l.product_id, qty: l.qty })),
  );
  await movePurchaseStock(db, { reason: 'purchase_delete', purchaseId, changes, allowNegative: await allowNegative(db), userId: by.userId, at });
  return record;
}
