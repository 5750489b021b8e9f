// The barcodes on a product's box (issue 33 item 3; migrations 2026-12-07T30-product-barcodes, 2026-12-08T20-retail-
// barcodes). GST products and retail products both carry them (kind 'product' or 'retail'). A code names one product in
// the whole shop, and is never a product's serial no or a retail product's code: the counter tries those first, so such
// a barcode would never find its product.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { barcodeAlias, codeHeldBy, productNamed, type BarcodeCatalogue, type CodeHolder } from '../../core/barcode';
import { nameKey } from '../../core/catalogue/import-rows';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { ownerKeys, type BarcodeOwner } from './import-check';

/** The catalogue a GST product's barcodes are kept under. */
export const BARCODE_KIND = 'product';

const CATALOGUES: readonly BarcodeCatalogue[] = ['product', 'retail'];
const tableOf = (catalogue: BarcodeCatalogue) => (catalogue === 'retail' ? 'retail_products' : 'products');

/** The product's barcodes in its form's order. */
export async function barcodesOf(db: Kysely<Database>, productId: number, catalogue: BarcodeCatalogue = BARCODE_KIND): Promise<string[]> {
  const rows = await db
    .selectFrom('product_barcodes')
    .select('barcode')
    .where('kind', '=', catalogue)
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.barcode);
}

/** Every product's barcodes (only those that have some), or those of the products listed. */
export async function barcodesByProduct(
  db: Kysely<Database>,
  productIds?: readonly number[],
  catalogue: BarcodeCatalogue = BARCODE_KIND,
): Promise<Map<number, string[]>> {
  const byProduct = new Map<number, string[]>();
  if (productIds && productIds.length === 0) return byProduct;
  let query = db.selectFrom('product_barcodes').select(['product_id', 'barcode']).where('kind', '=', catalogue).orderBy('product_id').orderBy('position');
  if (productIds) query = query.where('product_id', 'in', [...productIds]);
  for (const row of await query.execute()) {
    const codes = byProduct.get(row.product_id);
    if (codes) codes.push(row.barcode);
    else byProduct.set(row.product_id, [row.barcode]);
  }
  return byProduct;
}

/** A product of one catalogue: the one a check leaves out (its own codes are no clash). */
interface Self {
  catalogue: BarcodeCatalogue;
  productId?: number;
}

const isSelf = (self: Self, catalogue: BarcodeCatalogue, productId: number) => self.catalogue === catalogue && self.productId === productId;

/** The barcodes of one catalogue among `codes`, with the product holding each. */
function heldBarcodes(db: Kysely<Database>, catalogue: BarcodeCatalogue, codes: readonly string[]) {
  const base = db
    .selectFrom('product_barcodes as pb')
    .where('pb.kind', '=', catalogue)
    .where('pb.barcode', 'in', [...codes])
    .orderBy('pb.barcode');
  return catalogue === 'retail'
    ? base.innerJoin('retail_products as p', 'p.product_id', 'pb.product_id').select(['pb.barcode', 'pb.product_id', 'p.product_name']).execute()
    : base.innerJoin('products as p', 'p.product_id', 'pb.product_id').select(['pb.barcode', 'pb.product_id', 'p.product_name']).execute();
}

/** The first of `codes` (upper-cased) held by a product other than `self`: as a barcode, a serial no or a retail code. */
async function holderOf(db: Kysely<Database>, codes: readonly string[], self: Self): Promise<(CodeHolder & { code: string }) | null> {
  for (const catalogue of CATALOGUES) {
    const held = await heldBarcodes(db, catalogue, codes);
    const other = held.find((row) => !isSelf(self, catalogue, row.product_id));
    if (other) return { what: 'barcode', catalogue, productName: other.product_name, code: other.barcode };
  }
  const serials = await db
    .selectFrom('products')
    .select(['product_id', 'serial_no', 'product_name'])
    .where(sql`upper(serial_no)`, 'in', [...codes])
    .where('deleted_at', 'is', null)
    .execute();
  const serial = serials.find((row) => !isSelf(self, 'product', row.product_id));
  if (serial) return { what: 'serial', catalogue: 'product', productName: serial.product_name, code: serial.serial_no.toUpperCase() };
  const retailCodes = await db
    .selectFrom('retail_products')
    .select(['product_id', 'product_code', 'product_name'])
    .where(sql`upper(product_code)`, 'in', [...codes])
    .where('deleted_at', 'is', null)
    .execute();
  const code = retailCodes.find((row) => !isSelf(self, 'retail', row.product_id));
  if (code) return { what: 'code', catalogue: 'retail', productName: code.product_name, code: code.product_code.toUpperCase() };
  return null;
}

/**
 * 409 when a code (or its UPC-A / EAN-13 twin) is on another product of either catalogue, or is a product's serial no
 * or a retail product's code. `exceptId`: the product of `catalogue` being edited.
 */
export async function checkBarcodes(
  db: Kysely<Database>,
  codes: readonly string[],
  exceptId?: number,
  catalogue: BarcodeCatalogue = BARCODE_KIND,
): Promise<void> {
  if (codes.length === 0) return;
  const forms = new Map<string, string>();
  for (const code of codes) {
    forms.set(code, code);
    const alias = barcodeAlias(code);
    if (alias !== null && !forms.has(alias)) forms.set(alias, code);
  }
  const holder = await holderOf(db, [...forms.keys()], { catalogue, productId: exceptId });
  if (holder) throw new ApiError(409, `Barcode ${codeHeldBy(forms.get(holder.code) ?? holder.code, holder)}.`);
}

/**
 * The product's barcodes become `codes` (in that order); the caller has checked them. The product's row is touched
 * when they change, so its catalogue triggers move the counter's list on (migration 2026-11-26T60-catalogue-changes).
 */
export async function writeBarcodes(
  db: Kysely<Database>,
  productId: number,
  codes: readonly string[],
  catalogue: BarcodeCatalogue = BARCODE_KIND,
): Promise<void> {
  const before = await barcodesOf(db, productId, catalogue);
  if (before.length === codes.length && before.every((code, i) => code === codes[i])) return;
  await db.deleteFrom('product_barcodes').where('kind', '=', catalogue).where('product_id', '=', productId).execute();
  if (codes.length > 0)
    await db
      .insertInto('product_barcodes')
      .values(codes.map((barcode, position) => ({ kind: catalogue, barcode, product_id: productId, position })))
      .execute();
  await db
    .updateTable(tableOf(catalogue))
    .set({ updated_at: sql<string>`updated_at` })
    .where('product_id', '=', productId)
    .execute();
}

/**
 * An import's batch: each product named gets the barcodes given (its row is written in the same batch, so the counter's
 * list moves on with it). Multi-row statements, chunked under the parameter limits.
 */
export async function replaceBarcodes(
  db: Kysely<Database>,
  byProduct: ReadonlyMap<number, readonly string[]>,
  catalogue: BarcodeCatalogue = BARCODE_KIND,
): Promise<void> {
  const ids = [...byProduct.keys()];
  for (let i = 0; i < ids.length; i += 1000) {
    await db
      .deleteFrom('product_barcodes')
      .where('kind', '=', catalogue)
      .where('product_id', 'in', ids.slice(i, i + 1000))
      .execute();
  }
  const rows = [...byProduct].flatMap(([productId, codes]) =>
    codes.map((barcode, position) => ({ kind: catalogue, barcode, product_id: productId, position })),
  );
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('product_barcodes')
      .values(rows.slice(i, i + 1000))
      .execute();
}

/**
 * Every stored barcode with the product holding it, as an import of `into` would name that product: a product of the
 * other catalogue has no keys there (no row of this import is that product).
 */
export async function barcodeOwners(db: Kysely<Database>, into: BarcodeCatalogue = BARCODE_KIND): Promise<Array<[string, BarcodeOwner]>> {
  const products = await db
    .selectFrom('product_barcodes as pb')
    .innerJoin('products as p', 'p.product_id', 'pb.product_id')
    .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
    .select(['pb.barcode', 'p.product_name', 'p.serial_no', 'p.product_code', 's.supplier_name'])
    .where('pb.kind', '=', 'product')
    .execute();
  const retail = await db
    .selectFrom('product_barcodes as pb')
    .innerJoin('retail_products as p', 'p.product_id', 'pb.product_id')
    .select(['pb.barcode', 'p.product_name', 'p.product_code'])
    .where('pb.kind', '=', 'retail')
    .execute();
  return [
    ...products.map((r): [string, BarcodeOwner] => [
      r.barcode,
      {
        productName: r.product_name,
        catalogue: 'product',
        keys:
          into === 'product'
            ? ownerKeys({ serialNo: r.serial_no, productCode: r.product_code, supplierName: r.supplier_name, productName: r.product_name })
            : [],
      },
    ]),
    ...retail.map((r): [string, BarcodeOwner] => [
      r.barcode,
      {
        productName: r.product_name,
        catalogue: 'retail',
        keys: into === 'retail' ? [`code:${r.product_code.toUpperCase()}`, `name:${nameKey(r.product_name)}`] : [],
      },
    ]),
  ];
}

/** 409 when a product's serial no (`label` "Serial No") or a retail product's code is a barcode of another product. */
async function checkKeyNotBarcode(db: Kysely<Database>, key: string, label: string, self: Self): Promise<void> {
  if (key === '') return;
  for (const catalogue of CATALOGUES) {
    const [held] = await heldBarcodes(db, catalogue, [key.toUpperCase()]);
    if (held && !isSelf(self, catalogue, held.product_id)) {
      throw new ApiError(409, `${label} ${key} is a barcode of ${productNamed(catalogue, held.product_name)}.`);
    }
  }
}

/** 409 when a product's serial no is a barcode of another product: a scan of it would be ambiguous. */
export function checkSerialNotBarcode(db: Kysely<Database>, serialNo: string, exceptId?: number): Promise<void> {
  return checkKeyNotBarcode(db, serialNo, 'Serial No', { catalogue: 'product', productId: exceptId });
}

/** 409 when a retail product's code is a barcode of another product: /retailpos finds a product by its code first. */
export function checkRetailCodeNotBarcode(db: Kysely<Database>, code: string, exceptId?: number): Promise<void> {
  return checkKeyNotBarcode(db, code, 'Product code', { catalogue: 'retail', productId: exceptId });
}

/**
 * Of `codes` (upper-cased, with their UPC-A / EAN-13 twins), those that are a live GST product's serial no or a live
 * retail product's code, with who holds them: what an import checks a Barcode cell against before writing.
 */
export async function keyHolders(db: Kysely<Database>, codes: readonly string[]): Promise<Map<string, CodeHolder & { productId: number }>> {
  const forms = [...new Set(codes.flatMap((code) => [code, barcodeAlias(code)].filter((form): form is string => form !== null)))];
  const holders = new Map<string, CodeHolder & { productId: number }>();
  for (let i = 0; i < forms.length; i += 500) {
    const part = forms.slice(i, i + 500);
    const serials = await db
      .selectFrom('products')
      .select(['product_id', 'serial_no', 'product_name'])
      .where(sql`upper(serial_no)`, 'in', part)
      .where('deleted_at', 'is', null)
      .execute();
    for (const r of serials)
      holders.set(r.serial_no.toUpperCase(), { what: 'serial', catalogue: 'product', productName: r.product_name, productId: r.product_id });
    const retailCodes = await db
      .selectFrom('retail_products')
      .select(['product_id', 'product_code', 'product_name'])
      .where(sql`upper(product_code)`, 'in', part)
      .where('deleted_at', 'is', null)
      .execute();
    for (const r of retailCodes) {
      const code = r.product_code.toUpperCase();
      if (!holders.has(code)) holders.set(code, { what: 'code', catalogue: 'retail', productName: r.product_name, productId: r.product_id });
    }
  }
  return holders;
}
