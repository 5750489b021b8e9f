// Unit serials on bills (issue 33 item 4): checked against the products, held by the bill line that sells them, freed
// by a return, a cancel or a deleted line. A unit is held by one sale at a time: the partial unique index
// unit_serials_sold refuses a second holder, so two tills selling one unit at once cannot both commit.
import type { Kysely } from 'kysely';
import { billUnitSerialFault, returnUnitSerialFault, UNIT_SERIAL_MESSAGES } from '../../core/unit-serials';
import { billNumber } from '../../core/bill-series';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import type { UnitTracking } from './order-lines';
import type { ProductKind } from './stock';

/** A bill line as sold: its product, quantity and the units named (absent: the spec's payload, which names none). */
export interface UnitSerialSale {
  productId: number;
  qty: number;
  unitSerials?: readonly string[];
}

/** Which of these products (GST, or retail) track unit serials, and their names (for the messages). */
export async function productsTracking(db: Kysely<Database>, productIds: readonly number[], kind: ProductKind = 'product'): Promise<UnitTracking> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(kind === 'retail' ? 'retail_products' : 'products')
    .select(['product_id', 'product_name', 'track_unit_serials'])
    .where('product_id', 'in', [...new Set(productIds)])
    .execute();
  return new Map(rows.map((r) => [r.product_id, { name: r.product_name, tracks: r.track_unit_serials === 1 }]));
}

/**
 * 400 naming the line: a serial on a product that does not track them, one twice on the bill, a count off its qty.
 * `known`: the products' tracking as the bill's catalogue read already found it (order-lines.ts), else read here.
 */
export async function refuseBillUnitSerials(
  db: Kysely<Database>,
  lines: readonly UnitSerialSale[],
  kind: ProductKind = 'product',
  known?: UnitTracking,
): Promise<void> {
  const products =
    known ??
    (await productsTracking(
      db,
      lines.map((l) => l.productId),
      kind,
    ));
  const fault = billUnitSerialFault(
    lines.map((line) => {
      const product = products.get(line.productId);
      return { productName: product?.name ?? '', tracksUnitSerials: product?.tracks ?? false, qty: line.qty, unitSerials: line.unitSerials ?? [] };
    }),
  );
  if (fault) throw new ApiError(400, `productdetails.${fault.index}.unit_serials: ${fault.message}`);
}

/** A unit already held by another bill's line: 409 naming that bill. */
async function refuseSold(db: Kysely<Database>, serials: readonly string[], orderId: number): Promise<void> {
  if (serials.length === 0) return;
  const held = await db
    .selectFrom('unit_serials as u')
    .innerJoin('orders as o', 'o.order_id', 'u.order_id')
    .select(['u.unit_serial', 'o.bill_no', 'o.kind'])
    .where('u.sold', '=', 1)
    .where('u.unit_serial', 'in', [...serials])
    .where('u.order_id', '<>', orderId)
    .orderBy('u.unit_serial')
    .executeTakeFirst();
  if (held) throw soldElsewhere(held.unit_serial, held.kind === 'retail' ? `R-${held.bill_no}` : String(held.bill_no));
}

/**
 * A unit whose latest purchase sent it back to the supplier (a debit note) is not in stock: 409 naming the debit note.
 * It may be sold again once a later purchase receives it.
 */
async function refuseSentBack(db: Kysely<Database>, serials: readonly string[]): Promise<void> {
  if (serials.length === 0) return;
  const sent = await db
    .selectFrom('unit_serials as u')
    .innerJoin('debit_notes as n', 'n.debit_note_id', 'u.debit_note_id')
    .select(['u.unit_serial', 'n.dn_no'])
    .where('u.movement', '=', 'purchase')
    .where('u.unit_serial', 'in', [...serials])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('unit_serials as later')
            .select('later.unit_serial_id')
            .whereRef('later.unit_serial', '=', 'u.unit_serial')
            .where('later.movement', '=', 'purchase')
            .whereRef('later.unit_serial_id', '>', 'u.unit_serial_id'),
        ),
      ),
    )
    .orderBy('u.unit_serial')
    .executeTakeFirst();
  if (sent) throw new ApiError(409, UNIT_SERIAL_MESSAGES.sentBackNotSold(sent.unit_serial, billNumber('debit_note', sent.dn_no)));
}

function soldElsewhere(serial: string, billNo: string): ApiError {
  return new ApiError(409, UNIT_SERIAL_MESSAGES.alreadySold(serial, billNo));
}

/** The insert lost to another till's sale of the same unit (the partial unique index). */
function isHeldElsewhere(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return constraint === 'unit_serials_sold';
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes('unit_serials.unit_serial');
}

/**
 * Records the units the bill's lines sell, replacing what the bill held before (an edit may swap a line's units).
 * `lines`: each line's od_id and units; `kind`: the catalogue the lines' products are of. Runs in the bill's transaction.
 */
export async function holdUnitSerials(
  db: Kysely<Database>,
  orderId: number,
  lines: ReadonlyArray<{ odId: number; productId: number; unitSerials: readonly string[] }>,
  by: { userId: number; at: string },
  kind: ProductKind = 'product',
): Promise<void> {
  const rows = lines.flatMap((line) =>
    line.unitSerials.map((unit_serial) => ({
      unit_serial,
      product_id: kind === 'retail' ? null : line.productId,
      retail_product_id: kind === 'retail' ? line.productId : null,
      movement: 'sale' as const,
      purchase_id: null,
      purchase_od_id: null,
      order_id: orderId,
      od_id: line.odId,
      sold: 1,
      credit_note_id: null,
      released: null,
      released_at: null,
      created_by: by.userId,
      created_at: by.at,
    })),
  );
  await db.deleteFrom('unit_serials').where('order_id', '=', orderId).where('sold', '=', 1).execute();
  if (rows.length === 0) return;
  await refuseSold(
    db,
    rows.map((r) => r.unit_serial),
    orderId,
  );
  await refuseSentBack(
    db,
    rows.map((r) => r.unit_serial),
  );
  try {
    await db.insertInto('unit_serials').values(rows).execute();
  } catch (error) {
    if (!isHeldElsewhere(error)) throw error;
    // Another till's sale committed between the check and the insert: say which bill has the unit.
    throw new ApiError(409, 'A unit serial on this bill was just sold at another till; check the unit serials and save again.');
  }
}

/** The units each saved line of a bill holds, by od_id. */
export async function unitSerialsOfOrder(db: Kysely<Database>, orderId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('unit_serials')
    .select(['od_id', 'unit_serial'])
    .where('order_id', '=', orderId)
    .where('movement', '=', 'sale')
    .orderBy('unit_serial_id')
    .execute();
  const byLine = new Map<number, string[]>();
  for (const row of rows) {
    if (row.od_id === null) continue;
    const list = byLine.get(row.od_id) ?? [];
    list.push(row.unit_serial);
    byLine.set(row.od_id, list);
  }
  return byLine;
}

/** A cancelled bill or a deleted line frees its units (they may be sold again). */
export async function releaseUnitSerials(
  db: Kysely<Database>,
  where: { orderId: number; odId?: number },
  why: { released: 'cancel' | 'return'; at: string; creditNoteId?: number; serials?: readonly string[] },
): Promise<void> {
  let query = db
    .updateTable('unit_serials')
    .set({ sold: 0, released: why.released, released_at: why.at, credit_note_id: why.creditNoteId ?? null })
    .where('order_id', '=', where.orderId)
    .where('sold', '=', 1);
  if (where.odId !== undefined) query = query.where('od_id', '=', where.odId);
  if (why.serials) {
    if (why.serials.length === 0) return;
    query = query.where('unit_serial', 'in', [...why.serials]);
  }
  await query.execute();
}

/** The units each line of a bill holds now (sold, not returned or cancelled), by od_id. */
export async function heldUnitSerialsOfOrder(db: Kysely<Database>, orderId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('unit_serials')
    .select(['od_id', 'unit_serial'])
    .where('order_id', '=', orderId)
    .where('movement', '=', 'sale')
    .where('sold', '=', 1)
    .orderBy('unit_serial_id')
    .execute();
  const byLine = new Map<number, string[]>();
  for (const row of rows) {
    if (row.od_id === null) continue;
    byLine.set(row.od_id, [...(byLine.get(row.od_id) ?? []), row.unit_serial]);
  }
  return byLine;
}

/** 400 before anything is written: a returned line holding units names one held unit per unit returned. */
export async function refuseReturnUnitSerials(
  db: Kysely<Database>,
  orderId: number,
  lines: ReadonlyArray<{ odId: number; qty: number; unitSerials?: readonly string[] }>,
): Promise<Map<number, string[]>> {
  const held = await heldUnitSerialsOfOrder(db, orderId);
  const fault = returnUnitSerialFault(lines.map((line) => ({ qty: line.qty, held: held.get(line.odId) ?? [], unitSerials: line.unitSerials ?? [] })));
  if (fault) throw new ApiError(400, `lines.${fault.index}.unit_serials: ${fault.message}`);
  return held;
}
