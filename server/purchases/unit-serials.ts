// Unit serials on purchases (issue 33 item 4): the units a purchase line received, one row each (movement 'purchase').
// A unit already received and still in stock (not sold) is not received again; a unit a bill has sold since cannot be
// taken off its purchase (by an edit, a deleted line or a deleted purchase). Everything runs in the call's transaction;
// on PostgreSQL two receipts of one unit queue on its advisory lock (lockUnitSerials).
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { billNumber, orderSeries } from '../../core/bill-series';
import { debitNoteUnitSerialFault, purchaseUnitSerialFault, UNIT_SERIAL_MESSAGES, unitSerialsTakenOff, type ReceivedUnitState } from '../../core/unit-serials';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { productsTracking } from '../sales/unit-serials';

/** A purchase line as received: its product, quantity and the units named (absent: the spec's payload, none named). */
export interface UnitSerialReceipt {
  productId: number;
  qty: number;
  unitSerials?: readonly string[];
  /** A saved line that received no units (booked before its product tracked them), edited without naming any. */
  untracked?: boolean;
}

/** 400 naming the line: a serial on a product that does not track them, one twice on the purchase, a count off its qty. */
export async function refusePurchaseUnitSerials(db: Kysely<Database>, lines: readonly UnitSerialReceipt[]): Promise<void> {
  const products = await productsTracking(
    db,
    lines.map((l) => l.productId),
  );
  const fault = purchaseUnitSerialFault(
    lines.map((line) => {
      const product = products.get(line.productId);
      const tracks = (product?.tracks ?? false) && line.untracked !== true;
      return { productName: product?.name ?? '', tracksUnitSerials: tracks, qty: line.qty, unitSerials: line.unitSerials ?? [] };
    }),
  );
  if (fault) throw new ApiError(400, `productdetails.${fault.index}.unit_serials: ${fault.message}`);
}

/** The units each line of a purchase received, by purchase_od_id (in the order they were scanned). */
export async function unitSerialsOfPurchase(db: Kysely<Database>, purchaseId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('unit_serials')
    .select(['purchase_od_id', 'unit_serial'])
    .where('purchase_id', '=', purchaseId)
    .where('movement', '=', 'purchase')
    .orderBy('unit_serial_id')
    .execute();
  const byLine = new Map<number, string[]>();
  for (const row of rows) {
    if (row.purchase_od_id === null) continue;
    byLine.set(row.purchase_od_id, [...(byLine.get(row.purchase_od_id) ?? []), row.unit_serial]);
  }
  return byLine;
}

/** 409 naming the bill: one of these units is sold now (a bill holds it), so it stays on the purchase it came in on. */
async function refuseSoldTakenOff(db: Kysely<Database>, serials: readonly string[]): Promise<void> {
  if (serials.length === 0) return;
  const sold = await db
    .selectFrom('unit_serials as u')
    .innerJoin('orders as o', 'o.order_id', 'u.order_id')
    .select(['u.unit_serial', 'o.bill_no', 'o.kind'])
    .where('u.sold', '=', 1)
    .where('u.unit_serial', 'in', [...serials])
    .orderBy('u.unit_serial')
    .executeTakeFirst();
  if (sold) throw new ApiError(409, UNIT_SERIAL_MESSAGES.soldOffPurchase(sold.unit_serial, billNumber(orderSeries(sold.kind), sold.bill_no)));
}

/** 409 naming the purchase: a unit received on another purchase and in stock now (no bill holds it). */
/**
 * PostgreSQL: two purchases receiving one unit at once would each find it not in stock and both receive it (the check
 * below is a read, then a write). Each unit's transaction-scoped advisory lock, taken in sorted order so two receipts
 * of the same units cannot deadlock, queues the second behind the first; its check then runs on a new snapshot and sees
 * the first one's unit. SQLite writes one transaction at a time (`begin immediate`), so the check cannot interleave.
 */
async function lockUnitSerials(db: Kysely<Database>, serials: readonly string[]): Promise<void> {
  if (serials.length === 0 || !(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const sorted = [...new Set(serials)].sort();
  await sql`select pg_advisory_xact_lock(hashtext('kulir.unit_serial'), hashtext(s)) from (select unnest(cast(${sorted} as text[])) as s order by 1) as units`.execute(
    db,
  );
}

async function refuseInStock(db: Kysely<Database>, serials: readonly string[], purchaseId: number): Promise<void> {
  if (serials.length === 0) return;
  await lockUnitSerials(db, serials);
  const received = await db
    .selectFrom('unit_serials as u')
    .select(['u.unit_serial', 'u.purchase_id'])
    .where('u.movement', '=', 'purchase')
    .where('u.unit_serial', 'in', [...serials])
    .where('u.purchase_id', '<>', purchaseId)
    .where('u.released', 'is', null)
    .where('u.debit_note_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('unit_serials as s').select('s.unit_serial_id').whereRef('s.unit_serial', '=', 'u.unit_serial').where('s.sold', '=', 1))),
    )
    .orderBy('u.unit_serial')
    .orderBy('u.unit_serial_id')
    .executeTakeFirst();
  if (received) throw new ApiError(409, UNIT_SERIAL_MESSAGES.alreadyInStock(received.unit_serial, received.purchase_id ?? ''));
}

/**
 * Records the units each line of the purchase received, replacing what it received before (an edit may swap them): a
 * unit kept stays as it was (moved to its line), one taken off goes unless a bill has sold it (409 naming the bill), a
 * new one is refused while it is in stock from another purchase (409 naming it).
 */
export async function receiveUnitSerials(
  db: Kysely<Database>,
  purchaseId: number,
  lines: ReadonlyArray<{ odId: number; productId: number; unitSerials: readonly string[] }>,
  by: { userId: number; at: string },
): Promise<void> {
  const stored = await db
    .selectFrom('unit_serials')
    .select(['unit_serial_id', 'unit_serial', 'purchase_od_id', 'product_id'])
    .where('purchase_id', '=', purchaseId)
    .where('movement', '=', 'purchase')
    .execute();
  const wanted = lines.flatMap((line) => line.unitSerials.map((unit_serial) => ({ unit_serial, odId: line.odId, productId: line.productId })));
  const takenOff = unitSerialsTakenOff(
    stored.map((r) => r.unit_serial),
    wanted.map((w) => w.unit_serial),
  );
  await refuseSoldTakenOff(db, takenOff);
  const before = new Map(stored.map((r) => [r.unit_serial, r]));
  const added = wanted.filter((w) => !before.has(w.unit_serial));
  await refuseInStock(
    db,
    added.map((a) => a.unit_serial),
    purchaseId,
  );
  if (takenOff.length > 0)
    await db.deleteFrom('unit_serials').where('purchase_id', '=', purchaseId).where('movement', '=', 'purchase').where('unit_serial', 'in', takenOff).execute();
  for (const unit of wanted) {
    const row = before.get(unit.unit_serial);
    if (row && (row.purchase_od_id !== unit.odId || row.product_id !== unit.productId)) {
      await db
        .updateTable('unit_serials')
        .set({ purchase_od_id: unit.odId, product_id: unit.productId })
        .where('unit_serial_id', '=', row.unit_serial_id)
        .execute();
    }
  }
  if (added.length === 0) return;
  await db
    .insertInto('unit_serials')
    .values(
      added.map((unit) => ({
        unit_serial: unit.unit_serial,
        product_id: unit.productId,
        movement: 'purchase' as const,
        purchase_id: purchaseId,
        purchase_od_id: unit.odId,
        order_id: null,
        od_id: null,
        sold: 0,
        credit_note_id: null,
        released: null,
        released_at: null,
        created_by: by.userId,
        created_at: by.at,
      })),
    )
    .execute();
}

/**
 * A deleted purchase line, or the whole purchase, takes its units off: refused (409 naming the bill) when a bill has
 * sold one of them since, else their rows go.
 */
export async function dropPurchaseUnitSerials(db: Kysely<Database>, where: { purchaseId: number; odId?: number }): Promise<void> {
  let query = db.selectFrom('unit_serials').select('unit_serial').where('purchase_id', '=', where.purchaseId).where('movement', '=', 'purchase');
  if (where.odId !== undefined) query = query.where('purchase_od_id', '=', where.odId);
  const units = (await query.execute()).map((r) => r.unit_serial);
  if (units.length === 0) return;
  await refuseSoldTakenOff(db, units);
  let drop = db.deleteFrom('unit_serials').where('purchase_id', '=', where.purchaseId).where('movement', '=', 'purchase');
  if (where.odId !== undefined) drop = drop.where('purchase_od_id', '=', where.odId);
  await drop.execute();
}

/**
 * Where each unit a purchase received stands now (issue 33 item 4, purchase returns): by line, the units each line
 * received; by serial, in stock, sold (the bill holding it) or sent back (the debit note that took it).
 */
export async function receivedUnitsOfPurchase(
  db: Kysely<Database>,
  purchaseId: number,
): Promise<{ byLine: Map<number, string[]>; units: Map<string, ReceivedUnitState> }> {
  const rows = await db
    .selectFrom('unit_serials as u')
    .leftJoin('debit_notes as n', 'n.debit_note_id', 'u.debit_note_id')
    .select(['u.unit_serial', 'u.purchase_od_id', 'n.dn_no'])
    .where('u.purchase_id', '=', purchaseId)
    .where('u.movement', '=', 'purchase')
    .orderBy('u.unit_serial_id')
    .execute();
  const serials = rows.map((r) => r.unit_serial);
  const sold =
    serials.length === 0
      ? []
      : await db
          .selectFrom('unit_serials as u')
          .innerJoin('orders as o', 'o.order_id', 'u.order_id')
          .select(['u.unit_serial', 'o.bill_no', 'o.kind'])
          .where('u.sold', '=', 1)
          .where('u.unit_serial', 'in', serials)
          .execute();
  const soldOn = new Map(sold.map((r) => [r.unit_serial, billNumber(orderSeries(r.kind), r.bill_no)]));
  const byLine = new Map<number, string[]>();
  const units = new Map<string, ReceivedUnitState>();
  for (const row of rows) {
    if (row.purchase_od_id !== null) byLine.set(row.purchase_od_id, [...(byLine.get(row.purchase_od_id) ?? []), row.unit_serial]);
    const billNo = soldOn.get(row.unit_serial);
    units.set(
      row.unit_serial,
      row.dn_no !== null
        ? { state: 'sent back', debitNoteNo: billNumber('debit_note', row.dn_no) }
        : billNo
          ? { state: 'sold', billNo }
          : { state: 'in stock' },
    );
  }
  return { byLine, units };
}

/** The units each line of a purchase received that are in stock now (not sold, not sent back), by purchase_od_id. */
export async function unitSerialsInStockOfPurchase(db: Kysely<Database>, purchaseId: number): Promise<Map<number, string[]>> {
  const { byLine, units } = await receivedUnitsOfPurchase(db, purchaseId);
  return new Map([...byLine].map(([odId, serials]) => [odId, serials.filter((serial) => units.get(serial)?.state === 'in stock')]));
}

/** A purchase return's line as the unit-serial rules see it: its purchase line, product, quantity and the units named. */
export interface UnitSerialSendBack {
  odId: number;
  productId: number;
  qty: number;
  unitSerials?: readonly string[];
}

/** 400 naming the line, before anything is written: the units going back must be this line's, in stock, named once. */
export async function refuseDebitNoteUnitSerials(db: Kysely<Database>, purchaseId: number, lines: readonly UnitSerialSendBack[]): Promise<void> {
  const products = await productsTracking(
    db,
    lines.map((l) => l.productId),
  );
  const { byLine, units } = await receivedUnitsOfPurchase(db, purchaseId);
  const fault = debitNoteUnitSerialFault(
    lines.map((line) => {
      const product = products.get(line.productId);
      return {
        productName: product?.name ?? '',
        tracksUnitSerials: product?.tracks ?? false,
        qty: line.qty,
        received: byLine.get(line.odId) ?? [],
        unitSerials: line.unitSerials ?? [],
      };
    }),
    units,
    purchaseId,
  );
  if (fault) throw new ApiError(400, `lines.${fault.index}.unit_serials: ${fault.message}`);
}

/**
 * The units named go back to the supplier on the debit note: their purchase rows take its id, so they are out of stock
 * (not sold, and free to come in on a later purchase). A unit a bill sold since the check, or another debit note took,
 * is not taken: 409, and the call's transaction writes nothing.
 */
export async function sendBackUnitSerials(db: Kysely<Database>, purchaseId: number, debitNoteId: number, serials: readonly string[]): Promise<void> {
  if (serials.length === 0) return;
  const taken = await db
    .updateTable('unit_serials as u')
    .set({ debit_note_id: debitNoteId })
    .where('u.purchase_id', '=', purchaseId)
    .where('u.movement', '=', 'purchase')
    .where('u.debit_note_id', 'is', null)
    .where('u.unit_serial', 'in', [...serials])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('unit_serials as s').select('s.unit_serial_id').whereRef('s.unit_serial', '=', 'u.unit_serial').where('s.sold', '=', 1))),
    )
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== serials.length) {
    throw new ApiError(409, 'A unit serial on this return was just sold or sent back; reload the purchase and make the return again.');
  }
}
