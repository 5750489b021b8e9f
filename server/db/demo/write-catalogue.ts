// Writes the shop, the name lists, suppliers, products, retail products and customers; answers their new ids by seed index.
import type { Transaction } from 'kysely';
import { gs1CheckDigit } from '../../../core/barcode';
import { makeGstin } from '../../../core/gstin';
import type { Database } from '../types';
import type { ProductSeed, RetailSeed } from './catalogue';
import type { CustomerSeed } from './people';
import type { Rng } from './random';
import { SHOP, SUPPLIERS } from './shop';
import { stateCode } from './states';

export type Trx = Transaction<Database>;

export const BATCH = 200;

export function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < rows.length; i += size) parts.push(rows.slice(i, i + size));
  return parts;
}

/** The ids in seed order, from returned (key, id) pairs; a missing key is a bug, so it throws. */
export function idsInOrder(keys: readonly string[], returned: ReadonlyArray<readonly [string, number]>): number[] {
  const byKey = new Map(returned);
  return keys.map((key) => {
    const id = byKey.get(key);
    if (id === undefined) throw new Error(`demo seed: no id came back for "${key}"`);
    return id;
  });
}

export async function writeShop(trx: Trx, at: string): Promise<void> {
  const { pan, ...shop } = SHOP;
  await trx
    .updateTable('settings')
    .set({ ...shop, gst_no: makeGstin(stateCode(SHOP.state), pan), cgst_bp: 900, sgst_bp: 900, gst_on_packing: 1, updated_at: at })
    .where('id', '=', 1)
    .execute();
}

/** Category, brand and unit ids by name; names already present are reused (their names are unique). */
export async function writeNames(trx: Trx, categories: readonly string[], brands: readonly string[], units: readonly string[]) {
  const category = new Map<string, number>();
  for (const row of await trx.selectFrom('categories').select(['category_id', 'category_name']).execute()) category.set(row.category_name, row.category_id);
  const newCategories = categories.filter((name) => !category.has(name)).map((category_name) => ({ category_name }));
  if (newCategories.length > 0) {
    for (const row of await trx.insertInto('categories').values(newCategories).returning(['category_id', 'category_name']).execute())
      category.set(row.category_name, row.category_id);
  }
  const brand = new Map<string, number>();
  for (const row of await trx.selectFrom('brands').select(['brand_id', 'brand_name']).execute()) brand.set(row.brand_name, row.brand_id);
  const newBrands = brands.filter((name) => !brand.has(name)).map((brand_name) => ({ brand_name }));
  if (newBrands.length > 0) {
    for (const row of await trx.insertInto('brands').values(newBrands).returning(['brand_id', 'brand_name']).execute()) brand.set(row.brand_name, row.brand_id);
  }
  const unit = new Map<string, number>();
  for (const row of await trx.selectFrom('units').select(['unit_id', 'unit_name']).execute()) unit.set(row.unit_name, row.unit_id);
  const newUnits = units.filter((name) => !unit.has(name)).map((unit_name) => ({ unit_name }));
  if (newUnits.length > 0) {
    for (const row of await trx.insertInto('units').values(newUnits).returning(['unit_id', 'unit_name']).execute()) unit.set(row.unit_name, row.unit_id);
  }
  return { category, brand, unit, added: { categories: newCategories.length, brands: newBrands.length, units: newUnits.length } };
}

export async function writeSuppliers(trx: Trx, rng: Rng, at: string): Promise<number[]> {
  const rows = SUPPLIERS.map((supplier) => ({
    supplier_name: supplier.name,
    mobile: rng.mobile(),
    address: supplier.address,
    state: supplier.state,
    gst_number: makeGstin(stateCode(supplier.state), rng.pan(/Pvt Ltd|Co$/.test(supplier.name) ? 'C' : 'F', supplier.name), rng.chance(0.85) ? '1' : '2'),
    created_at: at,
    updated_at: at,
  }));
  const returned = await trx.insertInto('suppliers').values(rows).returning(['id', 'supplier_name']).execute();
  return idsInOrder(
    rows.map((r) => r.supplier_name),
    returned.map((r) => [r.supplier_name, r.id] as const),
  );
}

type NameIds = Awaited<ReturnType<typeof writeNames>>;

/** Inserts products with their final stock (opening ± the plan's movements). */
export async function writeProducts(
  trx: Trx,
  seeds: readonly ProductSeed[],
  finalStock: readonly number[],
  supplierIds: readonly number[],
  names: NameIds,
  at: string,
): Promise<number[]> {
  const rows = seeds.map(({ supplier, category, brand, unit, stock: _opening, unitSerialPrefix, ...product }, index) => ({
    ...product,
    track_unit_serials: unitSerialPrefix === null ? 0 : 1,
    supplier_id: supplierIds[supplier],
    category_id: names.category.get(category) ?? null,
    brand_id: names.brand.get(brand) ?? null,
    unit_id: names.unit.get(unit) ?? null,
    stock: finalStock[index],
    created_at: at,
    updated_at: at,
  }));
  const returned: Array<readonly [string, number]> = [];
  for (const part of chunks(rows)) {
    for (const row of await trx.insertInto('products').values(part).returning(['product_id', 'serial_no']).execute())
      returned.push([row.serial_no, row.product_id]);
  }
  return idsInOrder(
    rows.map((r) => r.serial_no),
    returned,
  );
}

/** A demo box barcode: an EAN-13 under India's GS1 prefix (890), a made-up company number and the item's. */
export function demoBarcode(item: number): string {
  const data = `8904567${String(item).padStart(5, '0')}`;
  return `${data}${gs1CheckDigit(data)}`;
}

/** Every tenth product carries the EAN-13 on its box (issue 33 item 3), so a demo till can scan one. */
export async function writeBarcodes(trx: Trx, productIds: readonly number[]): Promise<void> {
  const rows = productIds
    .filter((_, index) => index % 10 === 0)
    .map((productId, item) => ({ kind: 'product', barcode: demoBarcode(item + 1), product_id: productId, position: 0 }));
  for (const part of chunks(rows)) await trx.insertInto('product_barcodes').values(part).execute();
}

export async function writeRetail(trx: Trx, seeds: readonly RetailSeed[], finalStock: readonly number[], names: NameIds, at: string): Promise<number[]> {
  const rows = seeds.map(({ category, brand, stock: _opening, ...item }, index) => ({
    ...item,
    category_id: names.category.get(category) ?? null,
    brand_id: brand === null ? null : (names.brand.get(brand) ?? null),
    stock: finalStock[index],
    created_at: at,
    updated_at: at,
  }));
  const returned: Array<readonly [string, number]> = [];
  for (const part of chunks(rows)) {
    for (const row of await trx.insertInto('retail_products').values(part).returning(['product_id', 'product_code']).execute())
      returned.push([row.product_code, row.product_id]);
  }
  return idsInOrder(
    rows.map((r) => r.product_code),
    returned,
  );
}

export async function writeCustomers(trx: Trx, seeds: readonly CustomerSeed[], at: string): Promise<number[]> {
  const rows = seeds.map(({ business: _business, ...customer }) => ({ ...customer, created_at: at, updated_at: at }));
  const returned: Array<readonly [string, number]> = [];
  for (const part of chunks(rows)) {
    for (const row of await trx.insertInto('customers').values(part).returning(['user_id', 'mobile']).execute()) returned.push([row.mobile, row.user_id]);
  }
  return idsInOrder(
    rows.map((r) => r.mobile),
    returned,
  );
}
