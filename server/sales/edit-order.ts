// Editing a saved sales bill (GST order, retail order or estimate): saved lines are locked, new lines are appended,
// every figure is recomputed, and a stale version is refused so two editors never overwrite each other.
import { refuseFixedBill } from './credit-notes';
import type { Kysely, Updateable } from 'kysely';
import { todayInKolkata, toDmy } from '../../core/dates';
import { formatMoney } from '../../core/money';
import { formatPercent, type BasisPoints } from '../../core/percent';
import { lineGstBp } from '../../core/gst-rates';
import type { CatalogueLine, EditLine, EstimateLine, PayloadLine, SalesEdit } from '../../core/payloads';
import type { Customer, Database, Order, OrderTable } from '../db/types';
import { refuseOverCreditLimit, type CreditApproved } from './credit-limit';
import type { OwnerApproval } from './owner-approval';
import { ApiError } from '../envelope';
import { billDateRefusal } from './bill-date';
import { readSettings } from './catalogue';
import { findCustomer } from './customers';
import { estimateSnapshots, retailSnapshots, wholesaleSnapshots, type LineSnapshot } from './order-lines';
import type { OrderRecord } from './order-record';
import { readOrder, recompute, type SavedBy, type StoredOrder } from './save-order';
import { takeStock, type ProductKind } from './stock';
import { amountColumns, storedLineGstBp } from './amount-columns';
import { refuseDates } from '../books-lock';
import { refuseClosedDay } from '../payments/day-end';
import { holdUnitSerials, refuseBillUnitSerials, unitSerialsOfOrder, type UnitSerialSale } from './unit-serials';

export const STALE_BILL = 'This bill was changed by someone else since you opened it. Reload it and make your change again.';

/** 409 when a change would take the bill's total below what has been paid against it. */
export function belowPayments(paid: number): ApiError {
  return new ApiError(409, `Payments of ${formatMoney(paid)} are recorded against this bill; its total cannot fall below them.`);
}

export function cancelledBill(order: Pick<Order, 'bill_no' | 'order_id'>): ApiError {
  return new ApiError(409, `Bill no. ${order.bill_no} (order_id ${order.order_id}) is cancelled: it cannot be changed.`);
}

interface Edit<L extends PayloadLine> {
  kind: OrderTable['kind'];
  edit: SalesEdit<L>;
  /** The catalogue's copy of each new line (`positions`: their indexes in the payload, for messages). */
  snapshot(lines: L[], positions: number[]): Promise<LineSnapshot[]>;
  stock: ProductKind | null;
  /** GST and retail bills: each line's product and units (issue 33 item 4). */
  units?: (line: EditLine<L>) => UnitSerialSale;
}

export function editWholesaleOrder(db: Kysely<Database>, record: OrderRecord, edit: SalesEdit<CatalogueLine>, by: SavedBy): Promise<StoredOrder> {
  return editSale(
    db,
    record,
    { kind: 'gst', edit, snapshot: (lines, positions) => wholesaleSnapshots(db, lines, positions), stock: 'product', units: (line) => line },
    by,
  );
}

export function editRetailOrder(db: Kysely<Database>, record: OrderRecord, edit: SalesEdit<CatalogueLine>, by: SavedBy): Promise<StoredOrder> {
  return editSale(
    db,
    record,
    { kind: 'retail', edit, snapshot: (lines, positions) => retailSnapshots(db, lines, positions), stock: 'retail', units: (line) => line },
    by,
  );
}

export function editEstimate(db: Kysely<Database>, record: OrderRecord, edit: SalesEdit<EstimateLine>, by: SavedBy): Promise<StoredOrder> {
  return editSale(db, record, { kind: 'estimate', edit, snapshot: async (lines) => estimateSnapshots(lines), stock: null }, by);
}

/** Runs inside the call's transaction: any refusal (ApiError) leaves nothing written. */
async function editSale<L extends PayloadLine>(db: Kysely<Database>, record: OrderRecord, sale: Edit<L>, by: SavedBy): Promise<StoredOrder> {
  const { order, lines: stored } = record;
  const { edit } = sale;
  if (order.cancelled === 1) throw cancelledBill(order);
  await refuseFixedBill(db, order);
  // A version read by the client must still be the bill's; the spec's client sends none and edits the bill as it is now.
  const version = edit.version ?? order.version;
  if (order.version !== version) throw new ApiError(409, STALE_BILL);
  if (order.bill_no !== edit.billNo) throw new ApiError(400, `bill_no: order_id ${order.order_id} is bill no. ${order.bill_no}, not ${edit.billNo}`);

  const added = lockedLinesKept(stored, edit.lines);
  if (edit.rates.gstBp !== order.gst_bp) {
    throw new ApiError(400, `gst_percentage: must be ${formatPercent(order.gst_bp)}, this bill's GST percent, not ${formatPercent(edit.rates.gstBp)}`);
  }
  if (edit.rates.packingBp !== order.packing_bp) {
    throw new ApiError(
      400,
      `packing_percentage: must be ${formatPercent(order.packing_bp)}, this bill's packing percent, not ${formatPercent(edit.rates.packingBp)}`,
    );
  }
  const customer = await findCustomer(db, edit.customerId);
  if (!customer) throw new ApiError(400, `user_id: no customer with user_id ${edit.customerId}`);
  const newLines = added.map((index) => edit.lines[index]);
  const snapshots = newLines.length > 0 ? await sale.snapshot(newLines, added) : [];
  // A saved line keeps the GST rate it was billed at; a new line takes its product's own or the bill's (issue 31 item 4).
  const lineRates = editLineRates(order, stored, edit.lines, added, snapshots);
  // An edit keeps the GST-on-packing rule the bill was made under, whatever the settings say now (issue 31 item 5).
  const totals = recompute({
    ...edit,
    lines: edit.lines.map((line, index) => ({ ...line, gstBp: lineRates[index] })),
    rates: { ...edit.rates, gstOnPacking: order.gst_on_packing === 1 },
  });
  // The units sold, of the catalogue the bill takes stock from (GST or retail products).
  const unitKind = sale.units ? sale.stock : null;
  const units = sale.units && unitKind ? await unitsOfEdit(db, order.order_id, edit.lines, sale.units) : null;
  if (units && unitKind) await refuseBillUnitSerials(db, units, unitKind);

  const today = todayInKolkata(by.now);
  const orderDate = edit.orderDate ?? order.order_date;
  if (orderDate !== order.order_date && orderDate > today) throw new ApiError(400, `order_date: a bill cannot be dated after today (${toDmy(today)})`);
  if (order.kind !== 'estimate') await refuseDates(db, by, order.order_date, orderDate);
  if (order.kind !== 'estimate') await refuseClosedDay(db, by, [order.order_date, orderDate], order.created_by);
  if (orderDate !== order.order_date) {
    const refusal = billDateRefusal(order, orderDate, today);
    if (refusal) throw new ApiError(refusal.code, refusal.msg);
  }
  if (totals.grandTotal < order.paid_amount) throw belowPayments(order.paid_amount);
  const creditApproved = order.kind === 'estimate' ? null : await editOverCreditLimit(db, order, customer, totals.grandTotal, by.approval);

  const at = by.now.toISOString();
  const sameCustomer = customer.user_id === order.customer_id;
  // The version check is in the update itself: of two edits read at one version, only the first to write gets its row.
  await updateOrderIfCurrent(
    db,
    { orderId: order.order_id, version, grandTotal: totals.grandTotal },
    {
      order_date: orderDate,
      customer_id: customer.user_id,
      billing_name: edit.billing.name || customer.name,
      billing_phonenumber: edit.billing.phone || customer.mobile,
      billing_address: sameCustomer ? order.billing_address : customer.address,
      billing_state: edit.billing.state || customer.state,
      discount_bp: edit.rates.discountBp,
      commission_bp: edit.rates.commissionBp,
      ...amountColumns(totals),
      updated_at: at,
    },
  );

  if (newLines.length > 0) {
    const lastLineNo = stored.reduce((max, line) => Math.max(max, line.line_no), 0);
    await db
      .insertInto('order_lines')
      .values(
        newLines.map((line, n) => ({
          ...snapshots[n],
          order_id: order.order_id,
          line_no: lastLineNo + n + 1,
          rate: line.rate,
          qty: line.qty,
          discount_bp: line.discountBp,
          total: totals.lineTotals[added[n]],
          gst_bp: lineRates[added[n]],
        })),
      )
      .execute();
  }

  if (sale.stock && newLines.length > 0) {
    const settings = await readSettings(db);
    await takeStock(db, {
      kind: sale.stock,
      lines: snapshots.map((s, n) => ({ productId: Number(s.product_id ?? s.retail_product_id), qty: newLines[n].qty })),
      allowNegative: settings.allow_negative_stock === 1,
      orderId: order.order_id,
      userId: by.userId,
      at,
    });
  }
  const saved = await readOrder(db, order.order_id);
  if (units && unitKind) {
    // Saved lines keep their od_id; new lines were numbered after the last stored line, in payload order.
    const lastLineNo = stored.reduce((max, line) => Math.max(max, line.line_no), 0);
    const odIdOfNew = new Map(saved.lines.filter((l) => l.line_no > lastLineNo).map((l) => [l.line_no, l.od_id]));
    const sold = units.map((unit, index) => {
      const odId = edit.lines[index].odId ?? Number(odIdOfNew.get(lastLineNo + added.indexOf(index) + 1));
      return { odId, productId: unit.productId, unitSerials: unit.unitSerials ?? [] };
    });
    await holdUnitSerials(db, order.order_id, sold, { userId: by.userId, at }, unitKind);
  }
  return creditApproved ? { ...saved, creditApproved } : saved;
}

/** Each line's GST rate in an edit: a saved line's stored rate, a new line's product's own or the bill's. */
function editLineRates<L extends PayloadLine>(
  order: Order,
  stored: OrderRecord['lines'],
  lines: ReadonlyArray<EditLine<L>>,
  added: readonly number[],
  snapshots: readonly LineSnapshot[],
): BasisPoints[] {
  const storedRate = new Map(stored.map((line) => [line.od_id, storedLineGstBp(line, order)]));
  return lines.map((line, index) => {
    const n = added.indexOf(index);
    if (n >= 0) return lineGstBp(snapshots[n]?.gst_bp, order.gst_bp);
    return (line.odId !== null ? storedRate.get(line.odId) : undefined) ?? order.gst_bp;
  });
}

/** The units of each line of an edit: a saved line sent without unit_serials (the spec's editor) keeps the ones it holds. */
async function unitsOfEdit<L extends PayloadLine>(
  db: Kysely<Database>,
  orderId: number,
  lines: ReadonlyArray<EditLine<L>>,
  unitsOf: (line: EditLine<L>) => UnitSerialSale,
): Promise<UnitSerialSale[]> {
  const held = await unitSerialsOfOrder(db, orderId);
  return lines.map((line) => {
    const unit = unitsOf(line);
    if (unit.unitSerials !== undefined || line.odId === null) return unit;
    return { ...unit, unitSerials: held.get(line.odId) ?? [] };
  });
}

/**
 * The credit limit on an edit: what the bill leaves unpaid after it (paid and credited amounts stay as they are)
 * against what it left before, when the customer is the same; all of it, when the bill moves to another customer.
 */
function editOverCreditLimit(
  db: Kysely<Database>,
  order: Order,
  customer: Customer,
  grandTotal: number,
  approval: OwnerApproval | null | undefined,
): Promise<CreditApproved | null> {
  const settled = Number(order.paid_amount) + Number(order.credited_amount);
  const unpaid = grandTotal - settled;
  const unpaidBefore = customer.user_id === order.customer_id ? Number(order.total) - settled : 0;
  return refuseOverCreditLimit(db, customer, { unpaid, unpaidBefore }, approval);
}

/**
 * Every saved line must come back by od_id exactly as stored (rate, qty and line discount are locked on the editor);
 * a missing, unknown or changed one means the client's copy is stale. Answers the payload indexes of the new lines.
 */
function lockedLinesKept<L extends PayloadLine>(stored: OrderRecord['lines'], lines: ReadonlyArray<EditLine<L>>): number[] {
  const byId = new Map(stored.map((line) => [line.od_id, line]));
  const seen = new Set<number>();
  const added: number[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.odId === null) {
      added.push(index);
      continue;
    }
    if (seen.has(line.odId)) throw new ApiError(400, `productdetails.${index}.od_id: line ${line.odId} appears twice`);
    seen.add(line.odId);
    const saved = byId.get(line.odId);
    if (!saved || saved.rate !== line.rate || saved.qty !== line.qty || saved.discount_bp !== line.discountBp) {
      throw new ApiError(409, STALE_BILL);
    }
  }
  if (seen.size !== stored.length) throw new ApiError(409, STALE_BILL);
  return added;
}

/**
 * Writes `set` (and the next version) to the bill only if nobody changed it since `version` was read, it is not
 * cancelled and its payments still fit under the new grand total; otherwise refuses with why, as the bill now stands.
 * Concurrent edits and line deletes of one bill: the second is a 409, never a lost update.
 */
export async function updateOrderIfCurrent(
  db: Kysely<Database>,
  read: { orderId: number; version: number; grandTotal: number },
  set: Updateable<OrderTable>,
): Promise<void> {
  const updated = await db
    .updateTable('orders')
    .set({ ...set, version: read.version + 1 })
    .where('order_id', '=', read.orderId)
    .where('version', '=', read.version)
    .where('cancelled', '=', 0)
    .where('paid_amount', '<=', read.grandTotal)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw await whyNotWritten(db, read.orderId, read.grandTotal);
}

/** The conditional update found no row: say why, as the bill now stands. */
async function whyNotWritten(db: Kysely<Database>, orderId: number, total: number): Promise<ApiError> {
  const now = await db.selectFrom('orders').select(['order_id', 'bill_no', 'cancelled', 'paid_amount']).where('order_id', '=', orderId).executeTakeFirst();
  if (now && now.cancelled === 1) return cancelledBill(now);
  if (now && now.paid_amount > total) return belowPayments(now.paid_amount);
  return new ApiError(409, STALE_BILL);
}
