// The barcodes on a product's box (issue 33 item 3; migration 2026-12-07T30-product-barcodes). A code is on one
// product of the GST catalogue (the list /pos and purchase entry scan), and never another product's serial no: the
// counter tries the serial first, so such a barcode would never find its product.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { barcodeAlias } from '../../core/barcode';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { ownerKeys, type BarcodeOwner } from './import-check';

/** The catalogue a barcode is unique in: the GST products (the retail products do not carry barcodes yet). */
export const BARCODE_KIND = 'product';

/** The product's barcodes in its form's order. */
export async function barcodesOf(db: Kysely<Database>, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('product_barcodes')
    .select('barcode')
    .where('kind', '=', BARCODE_KIND)
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.barcode);
}

/** Every product's barcodes (only those that have some), or those of the products listed. */
export async function barcodesByProduct(db: Kysely<Database>, productIds?: readonly number[]): Promise<Map<number, string[]>> {
  const byProduct = new Map<number, string[]>();
  if (productIds && productIds.length === 0) return byProduct;
  let query = db.selectFrom('product_barcodes').select(['product_id', 'barcode']).where('kind', '=', BARCODE_KIND).orderBy('product_id').orderBy('position');
  if (productIds) query = query.where('product_id', 'in', [...productIds]);
  for (const row of await query.execute()) {
    const codes = byProduct.get(row.product_id);
    if (codes) codes.push(row.barcode);
    else byProduct.set(row.product_id, [row.barcode]);
  }
  return byProduct;
}

/** 409 when a code (or its UPC-A / EAN-13 twin) is on another product, or is another product's serial no. */
export async function checkBarcodes(db: Kysely<Database>, codes: readonly string[], exceptId?: number): Promise<void> {
  if (codes.length === 0) return;
  const forms = new Map<string, string>();
  for (const code of codes) {
    forms.set(code, code);
    const alias = barcodeAlias(code);
    if (alias !== null && !forms.has(alias)) forms.set(alias, code);
  }
  let held = db
    .selectFrom('product_barcodes as pb')
    .innerJoin('products as p', 'p.product_id', 'pb.product_id')
    .select(['pb.barcode', 'p.product_name'])
    .where('pb.kind', '=', BARCODE_KIND)
    .where('pb.barcode', 'in', [...forms.keys()]);
  if (exceptId !== undefined) held = held.where('pb.product_id', '<>', exceptId);
  const other = await held.orderBy('pb.barcode').executeTakeFirst();
  if (other) throw new ApiError(409, `Barcode ${forms.get(other.barcode)} is already on product "${other.product_name}".`);
  let serials = db
    .selectFrom('products')
    .select(['serial_no', 'product_name'])
    .where(sql`upper(serial_no)`, 'in', [...forms.keys()])
    .where('deleted_at', 'is', null);
  if (exceptId !== undefined) serials = serials.where('product_id', '<>', exceptId);
  const serial = await serials.executeTakeFirst();
  if (serial) throw new ApiError(409, `Barcode ${forms.get(serial.serial_no.toUpperCase())} is the serial no of product "${serial.product_name}".`);
}

/**
 * The product's barcodes become `codes` (in that order); the caller has checked them. The product's row is touched
 * when they change, so its catalogue triggers move the counter's list on (migration 2026-11-26T60-catalogue-changes).
 */
export async function writeBarcodes(db: Kysely<Database>, productId: number, codes: readonly string[]): Promise<void> {
  const before = await barcodesOf(db, productId);
  if (before.length === codes.length && before.every((code, i) => code === codes[i])) return;
  await db.deleteFrom('product_barcodes').where('kind', '=', BARCODE_KIND).where('product_id', '=', productId).execute();
  if (codes.length > 0)
    await db
      .insertInto('product_barcodes')
      .values(codes.map((barcode, position) => ({ kind: BARCODE_KIND, barcode, product_id: productId, position })))
      .execute();
  await db
    .updateTable('products')
    .set({ updated_at: sql<string>`updated_at` })
    .where('product_id', '=', productId)
    .execute();
}

/**
 * An import's batch: each product named gets the barcodes given (its row is written in the same batch, so the counter's
 * list moves on with it). Multi-row statements, chunked under the parameter limits.
 */
export async function replaceBarcodes(db: Kysely<Database>, byProduct: ReadonlyMap<number, readonly string[]>): Promise<void> {
  const ids = [...byProduct.keys()];
  for (let i = 0; i < ids.length; i += 1000) {
    await db
      .deleteFrom('product_barcodes')
      .where('kind', '=', BARCODE_KIND)
      .where('product_id', 'in', ids.slice(i, i + 1000))
      .execute();
  }
  const rows = [...byProduct].flatMap(([productId, codes]) =>
    codes.map((barcode, position) => ({ kind: BARCODE_KIND, barcode, product_id: productId, position })),
  );
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('product_barcodes')
      .values(rows.slice(i, i + 1000))
      .execute();
}

/** Every stored barcode with the product holding it, as an import's rows would name that product. */
export async function barcodeOwners(db: Kysely<Database>): Promise<Array<[string, BarcodeOwner]>> {
  const rows = await db
    .selectFrom('product_barcodes as pb')
    .innerJoin('products as p', 'p.product_id', 'pb.product_id')
    .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
    .select(['pb.barcode', 'p.product_name', 'p.serial_no', 'p.product_code', 's.supplier_name'])
    .where('pb.kind', '=', BARCODE_KIND)
    .execute();
  return rows.map((r) => [
    r.barcode,
    {
      productName: r.product_name,
      keys: ownerKeys({ serialNo: r.serial_no, productCode: r.product_code, supplierName: r.supplier_name, productName: r.product_name }),
    },
  ]);
}

/** 409 when a product's serial no is a barcode of another product: a scan of it would be ambiguous. */
export async function checkSerialNotBarcode(db: Kysely<Database>, serialNo: string, exceptId?: number): Promise<void> {
  if (serialNo === '') return;
  let query = db
    .selectFrom('product_barcodes as pb')
    .innerJoin('products as p', 'p.product_id', 'pb.product_id')
    .select('p.product_name')
    .where('pb.kind', '=', BARCODE_KIND)
    .where('pb.barcode', '=', serialNo.toUpperCase());
  if (exceptId !== undefined) query = query.where('pb.product_id', '<>', exceptId);
  const other = await query.executeTakeFirst();
  if (other) throw new ApiError(409, `Serial No ${serialNo} is a barcode of product "${other.product_name}".`);
}
