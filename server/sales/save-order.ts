// Saving a new sales bill (GST order, retail order or estimate): every figure recomputed, stock taken, numbered.
import type { Kysely, Selectable } from 'kysely';
import { salesTotals, type SalesTotals } from '../../core/billing';
import { lineGstBp } from '../../core/gst-rates';
import { financialYear, toDmy, todayInKolkata } from '../../core/dates';
import { formatPercent } from '../../core/percent';
import { totalsDisagreement, type CatalogueLine, type EstimateLine, type PayloadLine, type SalesPayload } from '../../core/payloads';
import type { Database, Order, OrderLineTable, OrderTable, Settings } from '../db/types';
import { ApiError } from '../envelope';
import { insertWithNextBillNo } from './bill-number';
import { readSettings } from './catalogue';
import { findCustomer } from './customers';
import { estimateSnapshots, retailSnapshots, wholesaleSnapshots, type LineSnapshot, type UnitTracking } from './order-lines';
import { takeStock, type ProductKind } from './stock';
import { amountColumns } from './amount-columns';
import { settleTender, type Tender, type TenderSettlement } from '../../core/tender';
import { refuseClosedDay } from '../payments/day-end';
import { bookTender, type BookedTender } from '../payments/counter-tender';
import { refuseDates } from '../books-lock';
import { refuseOverCreditLimit, type CreditApproved } from './credit-limit';
import type { OwnerApproval } from './owner-approval';
import { estimateToBill, recordEstimateBilled, type BilledEstimate } from './estimate-billing';
import { holdUnitSerials, refuseBillUnitSerials, type UnitSerialSale } from './unit-serials';

export interface StoredOrder {
  order: Order;
  lines: Array<Selectable<OrderLineTable>>;
  /** What was taken at the counter, when a tender came with the bill. */
  tender?: BookedTender;
  /** The quotation this bill was made from (pos_order.php's from_estimate_id), which now names it. */
  fromEstimate?: BilledEstimate;
  /** The owner's approval of a bill over the customer's credit limit (audited with the bill). */
  creditApproved?: CreditApproved;
}

/** Who saves, and when (the call's clock). The owner may write on a closed day. */
export interface SavedBy {
  userId: number;
  now: Date;
  isOwner: boolean;
  /** The payload's credit_approval, checked before the save's transaction (server/sales/owner-approval.ts). */
  approval?: OwnerApproval | null;
}

interface Sale<L extends PayloadLine> {
  kind: OrderTable['kind'];
  payload: SalesPayload<L>;
  /** Copies each line's product from the catalogue; refuses an unknown product. Fills `tracking` where it reads products. */
  snapshot(lines: L[], tracking: UnitTracking): Promise<LineSnapshot[]>;
  /** Which stock the sale takes, or null (estimates move no stock). */
  stock: ProductKind | null;
  /** GST and retail bills: each line's product and units (issue 33 item 4); absent where lines name no product. */
  units?: (line: L) => UnitSerialSale;
}

export function saveWholesaleOrder(db: Kysely<Database>, payload: SalesPayload<CatalogueLine>, by: SavedBy): Promise<StoredOrder> {
  return saveSale(
    db,
    { kind: 'gst', payload, snapshot: (lines, tracking) => wholesaleSnapshots(db, lines, undefined, tracking), stock: 'product', units: (line) => line },
    by,
  );
}

export function saveRetailOrder(db: Kysely<Database>, payload: SalesPayload<CatalogueLine>, by: SavedBy): Promise<StoredOrder> {
  return saveSale(
    db,
    { kind: 'retail', payload, snapshot: (lines, tracking) => retailSnapshots(db, lines, undefined, tracking), stock: 'retail', units: (line) => line },
    by,
  );
}

export function saveEstimate(db: Kysely<Database>, payload: SalesPayload<EstimateLine>, by: SavedBy): Promise<StoredOrder> {
  return saveSale(db, { kind: 'estimate', payload, snapshot: async (lines) => estimateSnapshots(lines), stock: null }, by);
}

/** Runs inside the call's transaction: any refusal (ApiError) leaves nothing written. */
async function saveSale<L extends PayloadLine>(db: Kysely<Database>, sale: Sale<L>, by: SavedBy): Promise<StoredOrder> {
  const { payload } = sale;
  const customer = await findCustomer(db, payload.customerId);
  if (!customer) throw new ApiError(400, `user_id: no customer with user_id ${payload.customerId}`);
  const settings = await readSettings(db);
  refuseOtherRates(payload, settings);
  const tracking: UnitTracking = new Map();
  const snapshots = await sale.snapshot(payload.lines, tracking);
  // The shop's GST-on-packing rule bills it, and the bill keeps it (issue 31 item 5).
  const gstOnPacking = Number(settings.gst_on_packing) === 1;
  // Each line bills at its product's own GST rate, or the shop's CGST + SGST (issue 31 item 4), and keeps it.
  const lineRates = snapshots.map((snapshot) => lineGstBp(snapshot.gst_bp, payload.rates.gstBp));
  const totals = recompute({
    ...payload,
    lines: payload.lines.map((line, index) => ({ ...line, gstBp: lineRates[index] })),
    rates: { ...payload.rates, gstOnPacking },
  });
  // The units sold, of the catalogue the bill takes stock from (GST or retail products).
  const unitKind = sale.units ? sale.stock : null;
  const units = sale.units && unitKind ? payload.lines.map(sale.units) : null;
  if (units && unitKind) await refuseBillUnitSerials(db, units, unitKind, tracking);

  const at = by.now.toISOString();
  const today = todayInKolkata(by.now);
  const orderDate = payload.orderDate ?? today;
  if (orderDate > today) throw new ApiError(400, `order_date: a bill cannot be dated after today (${toDmy(today)})`);
  // A quotation is no tax document: closed periods do not hold it.
  if (sale.kind !== 'estimate') await refuseDates(db, { ...by, booksLockedUntil: settings.books_locked_until }, orderDate);
  const settlement = payload.tender ? settleAtCounter(payload.tender, totals.grandTotal) : null;
  // A closed day takes no bill, on credit or paid (the money is booked today); a quotation is no sale.
  if (sale.kind !== 'estimate') await refuseClosedDay(db, by, settlement && settlement.paid > 0 ? [orderDate, today] : [orderDate]);
  // A quotation owes nothing; a bill may not leave the customer owing more than their limit (read in this transaction).
  const creditApproved =
    sale.kind === 'estimate' ? null : await refuseOverCreditLimit(db, customer, { unpaid: totals.grandTotal - (settlement?.paid ?? 0) }, by.approval);
  const fromEstimate = sale.kind === 'gst' && payload.fromEstimateId !== undefined ? await estimateToBill(db, payload.fromEstimateId) : undefined;
  const order = await insertWithNextBillNo(db, {
    kind: sale.kind,
    fy: financialYear(orderDate),
    order_date: orderDate,
    customer_id: customer.user_id,
    billing_name: payload.billing.name || customer.name,
    billing_phonenumber: payload.billing.phone || customer.mobile,
    billing_address: customer.address,
    billing_state: payload.billing.state || customer.state,
    discount_bp: payload.rates.discountBp,
    commission_bp: payload.rates.commissionBp,
    gst_bp: payload.rates.gstBp,
    packing_bp: payload.rates.packingBp,
    gst_on_packing: gstOnPacking ? 1 : 0,
    ...amountColumns(totals),
    paid_amount: settlement?.paid ?? 0,
    // The cash handed over, kept only when the change came from it (the receipt prints both).
    cash_received: payload.tender?.cashReceived ?? null,
    cancelled: 0,
    cancelled_at: null,
    cancelled_by: null,
    version: 1,
    created_by: by.userId,
    created_at: at,
    updated_at: at,
  });

  const values = payload.lines.map((line, index) => ({
    ...snapshots[index],
    order_id: order.order_id,
    line_no: index + 1,
    rate: line.rate,
    qty: line.qty,
    discount_bp: line.discountBp,
    total: totals.lineTotals[index],
    gst_bp: lineRates[index],
  }));
  // Only the ids come back: every other column is what was just written (returning every column of 20 rows cost a
  // fifth of the bill's SQL time, bench/README.md). RETURNING promises no order, so each id is matched by line_no.
  const ids = await db.insertInto('order_lines').values(values).returning(['od_id', 'line_no']).execute();
  const idOf = new Map(ids.map((row) => [row.line_no, row.od_id]));
  const lines = values.map((value) => ({ od_id: Number(idOf.get(value.line_no)), ...value }));
  // A new bill holds no unit yet: only a bill that names units has any to hold.
  if (units && unitKind && units.some((unit) => (unit.unitSerials ?? []).length > 0)) {
    const sold = units.map((unit, index) => ({ odId: lines[index].od_id, productId: unit.productId, unitSerials: unit.unitSerials ?? [] }));
    await holdUnitSerials(db, order.order_id, sold, { userId: by.userId, at }, unitKind);
  }

  if (sale.stock) {
    await takeStock(db, {
      kind: sale.stock,
      lines: snapshots.map((s, index) => ({ productId: Number(s.product_id ?? s.retail_product_id), qty: payload.lines[index].qty })),
      allowNegative: settings.allow_negative_stock === 1,
      orderId: order.order_id,
      userId: by.userId,
      at,
    });
  }
  if (fromEstimate) await recordEstimateBilled(db, fromEstimate, order.order_id, at);
  const made: StoredOrder = { order, lines, ...(fromEstimate ? { fromEstimate } : {}), ...(creditApproved ? { creditApproved } : {}) };
  if (!settlement) return made;
  const tender = await bookTender(db, { orderId: order.order_id, customerId: customer.user_id, total: totals.grandTotal }, settlement, {
    by: by.userId,
    at,
    paidDate: today,
  });
  return { ...made, tender };
}

/** The tender checked against the bill's total (400 naming the field). */
function settleAtCounter(tender: Tender, total: number): TenderSettlement {
  const check = settleTender(total, tender);
  if (!check.ok) throw new ApiError(400, `${check.field}: ${check.msg}`);
  return check.settlement;
}

/** GST and packing are the shop's (settings), read-only on every billing screen: a payload may not choose its own. */
function refuseOtherRates(payload: SalesPayload<PayloadLine>, settings: Pick<Settings, 'cgst_bp' | 'sgst_bp' | 'packing_bp'>): void {
  const shopGst = settings.cgst_bp + settings.sgst_bp;
  if (payload.rates.gstBp !== shopGst) {
    throw new ApiError(400, `gst_percentage: must be ${formatPercent(shopGst)}, the shop's CGST + SGST, not ${formatPercent(payload.rates.gstBp)}`);
  }
  if (payload.rates.packingBp !== settings.packing_bp) {
    throw new ApiError(
      400,
      `packing_percentage: must be ${formatPercent(settings.packing_bp)}, the shop's packing charge, not ${formatPercent(payload.rates.packingBp)}`,
    );
  }
}

/** core/billing's figures for the bill, refused with 400 when the client's own figures differ by a paisa. */
export function recompute(payload: SalesPayload<PayloadLine>): SalesTotals {
  let totals: SalesTotals;
  try {
    totals = salesTotals(payload.lines, payload.rates);
  } catch (error) {
    if (error instanceof RangeError) throw new ApiError(400, "productdetails: the bill's amounts are too large");
    throw error;
  }
  const disagreement = totalsDisagreement(payload, totals);
  if (disagreement) throw new ApiError(400, disagreement);
  return totals;
}

export async function readOrder(db: Kysely<Database>, orderId: number): Promise<StoredOrder> {
  const order = await db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('line_no').execute();
  return { order, lines };
}
