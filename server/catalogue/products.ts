// Wholesale products: the list (search by serial or name, paged), one record, add, update and delete.
import { sql, type Kysely } from 'kysely';
import type { Product } from '../../core/api/catalogue';
import { gstRateText } from '../../core/gst-rates';
import { formatRupees, type Paise } from '../../core/money';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { containsPattern, type ListFilter } from '../sales/fields';
import { countOf, pageOf, type Page } from '../sales/paging';
import { barcodesOf, checkBarcodes, checkSerialNotBarcode, writeBarcodes } from './barcodes';
import { recordStockMoves } from './stock-ledger';

export type ProductRecord = Product;

export interface ProductFields {
  productName: string;
  supplierId: number;
  categoryId: number | null;
  brandId: number | null;
  unitId: number | null;
  batchNo: string;
  serialNo: string;
  productCode: string;
  model: string;
  type: string;
  hsnCode: string;
  purchaseRate: Paise;
  sellRate: Paise;
  stock: number;
  /** The box barcodes (issue 33 item 3); absent on an edit keeps the stored ones. */
  barcodes?: readonly string[];
  /** Absent: as it was (a new product does not track unit serials). */
  tracksUnitSerials?: boolean;
  /** The product's own GST rate in basis points, null for the shop's CGST + SGST; absent: as it was (none on a new one). */
  gstBp?: number | null;
}

function recordQuery(db: Kysely<Database>) {
  return db
    .selectFrom('products as p')
    .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
    .leftJoin('brands as b', 'b.brand_id', 'p.brand_id')
    .leftJoin('units as u', 'u.unit_id', 'p.unit_id')
    .leftJoin('categories as c', 'c.category_id', 'p.category_id')
    .select([
      'p.product_id',
      'p.product_name',
      'p.supplier_id',
      's.supplier_name',
      'p.category_id',
      'c.category_name',
      'p.batch_no',
      'p.serial_no',
      'p.product_code',
      'p.brand_id',
      'b.brand_name',
      'p.unit_id',
      'u.unit_name',
      'p.model',
      'p.type',
      'p.hsn_code',
      'p.purchase_rate',
      'p.sell_rate',
      'p.stock',
      'p.track_unit_serials',
      'p.gst_bp',
    ])
    .where('p.deleted_at', 'is', null);
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

const idText = (id: number | null) => (id === null ? '' : String(id));

function toRecord(r: RecordRow): ProductRecord {
  return {
    product_id: String(r.product_id),
    product_name: r.product_name,
    supplier_id: String(r.supplier_id),
    supplier_name: r.supplier_name,
    category_id: idText(r.category_id),
    category_name: r.category_name ?? '',
    batch_no: r.batch_no,
    serial_no: r.serial_no,
    product_code: r.product_code,
    brand_id: idText(r.brand_id),
    brand_name: r.brand_name ?? '',
    unit_id: idText(r.unit_id),
    unit_name: r.unit_name ?? '',
    model: r.model,
    type: r.type,
    hsn_code: r.hsn_code,
    purchase_rate: formatRupees(Number(r.purchase_rate)),
    sell_rate: formatRupees(Number(r.sell_rate)),
    stock: Number(r.stock),
    track_unit_serials: r.track_unit_serials === 1 ? '1' : '0',
    gst_percentage: gstRateText(r.gst_bp === null ? null : Number(r.gst_bp)),
  };
}

/** Products in name order; search matches the serial number or the name, any case. */
export async function listProducts(db: Kysely<Database>, filter: ListFilter & { missingHsn?: boolean }): Promise<Page<ProductRecord>> {
  let base = db.selectFrom('products as p').where('p.deleted_at', 'is', null);
  let rows = recordQuery(db);
  if (filter.search !== '') {
    const pattern = containsPattern(filter.search);
    const match = sql<boolean>`(lower(p.serial_no) like ${pattern} escape '\\' or lower(p.product_name) like ${pattern} escape '\\')`;
    base = base.where(match);
    rows = rows.where(match);
  }
  if (filter.missingHsn) {
    base = base.where('p.hsn_code', '=', '');
    rows = rows.where('p.hsn_code', '=', '');
  }
  const ordered = rows.orderBy('p.product_name').orderBy('p.product_id');
  return pageOf(
    filter.page,
    { all: () => ordered.execute(), page: (limit, offset) => ordered.limit(limit).offset(offset).execute(), count: () => countOf(base) },
    toRecord,
  );
}

/** One product with its box barcodes. */
export async function productRecord(db: Kysely<Database>, productId: number): Promise<ProductRecord | undefined> {
  const row = await recordQuery(db).where('p.product_id', '=', productId).executeTakeFirst();
  return row ? { ...toRecord(row), barcodes: await barcodesOf(db, productId) } : undefined;
}

/** Serial numbers are unique across every product, archived ones too (their bills still name them). */
async function checkSerial(db: Kysely<Database>, serialNo: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('products')
    .select(['product_id', 'product_name', 'deleted_at'])
    .where(sql`upper(serial_no)`, '=', serialNo.toUpperCase());
  if (exceptId !== undefined) query = query.where('product_id', '<>', exceptId);
  const other = await query.executeTakeFirst();
  if (!other) return;
  const whose = other.deleted_at === null ? `product "${other.product_name}"` : `the deleted product "${other.product_name}"`;
  throw new ApiError(409, `Serial No ${serialNo} is already used by ${whose}.`);
}

async function checkReferences(db: Kysely<Database>, fields: ProductFields): Promise<void> {
  const supplier = await db.selectFrom('suppliers').select('id').where('id', '=', fields.supplierId).executeTakeFirst();
  if (!supplier) throw new ApiError(400, `supplier_id: no supplier with id ${fields.supplierId}`);
  const checks: Array<[string, Promise<unknown>]> = [];
  if (fields.brandId !== null) checks.push(['brand_id', db.selectFrom('brands').select('brand_id').where('brand_id', '=', fields.brandId).executeTakeFirst()]);
  if (fields.unitId !== null) checks.push(['unit_id', db.selectFrom('units').select('unit_id').where('unit_id', '=', fields.unitId).executeTakeFirst()]);
  if (fields.categoryId !== null)
    checks.push(['category_id', db.selectFrom('categories').select('category_id').where('category_id', '=', fields.categoryId).executeTakeFirst()]);
  for (const [field, found] of checks) if (!(await found)) throw new ApiError(400, `${field}: no such record`);
}

function columns(fields: ProductFields) {
  return {
    product_name: fields.productName,
    supplier_id: fields.supplierId,
    category_id: fields.categoryId,
    brand_id: fields.brandId,
    unit_id: fields.unitId,
    batch_no: fields.batchNo,
    serial_no: fields.serialNo,
    product_code: fields.productCode,
    model: fields.model,
    type: fields.type,
    hsn_code: fields.hsnCode,
    purchase_rate: fields.purchaseRate,
    sell_rate: fields.sellRate,
    ...(fields.tracksUnitSerials === undefined ? {} : { track_unit_serials: fields.tracksUnitSerials ? 1 : 0 }),
    ...(fields.gstBp === undefined ? {} : { gst_bp: fields.gstBp }),
  };
}

export async function addProduct(db: Kysely<Database>, fields: ProductFields, by: { userId: number | null; at: string }): Promise<number> {
  await checkReferences(db, fields);
  await checkSerial(db, fields.serialNo);
  await checkSerialNotBarcode(db, fields.serialNo);
  await checkBarcodes(db, fields.barcodes ?? []);
  const row = await db
    .insertInto('products')
    .values({
      ...columns(fields),
      price_per_pcs: fields.sellRate,
      rate: fields.sellRate,
      rate_per: '',
      count_of_pcs: 1,
      box_contents: '',
      qty_per_box: 1,
      stock: fields.stock,
      created_at: by.at,
      updated_at: by.at,
    })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  await recordStockMoves(db, 'product', 'opening', [{ productId: row.product_id, qtyChange: fields.stock }], by);
  await writeBarcodes(db, row.product_id, fields.barcodes ?? []);
  return row.product_id;
}

export async function updateProduct(db: Kysely<Database>, productId: number, fields: ProductFields, by: { userId: number | null; at: string }): Promise<void> {
  await checkReferences(db, fields);
  await checkSerial(db, fields.serialNo, productId);
  await checkSerialNotBarcode(db, fields.serialNo, productId);
  if (fields.barcodes) await checkBarcodes(db, fields.barcodes, productId);
  const before = await db.selectFrom('products').select('stock').where('product_id', '=', productId).executeTakeFirstOrThrow();
  await db
    .updateTable('products')
    .set({ ...columns(fields), stock: fields.stock, updated_at: by.at })
    .where('product_id', '=', productId)
    .execute();
  await recordStockMoves(db, 'product', 'stock_edit', [{ productId, qtyChange: fields.stock - Number(before.stock) }], by);
  if (fields.barcodes) await writeBarcodes(db, productId, fields.barcodes);
}

/** Bill lines and purchase lines that name this product. */
export async function productUses(db: Kysely<Database>, kind: 'product' | 'retail', productId: number): Promise<number> {
  const orderLines = await db
    .selectFrom('order_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(kind === 'product' ? 'product_id' : 'retail_product_id', '=', productId)
    .executeTakeFirstOrThrow();
  if (kind === 'retail') return Number(orderLines.n);
  const purchaseLines = await db
    .selectFrom('purchase_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(orderLines.n) + Number(purchaseLines.n);
}

/**
 * A product on no bill or purchase is removed, its stock written off in the ledger. One that is on bills is archived:
 * the bills keep their lines (and the product they point at), and it leaves the lists and the billing screens.
 */
export async function deleteProduct(
  db: Kysely<Database>,
  kind: 'product' | 'retail',
  productId: number,
  by: { userId: number | null; at: string },
): Promise<'removed' | 'archived'> {
  const table = kind === 'product' ? 'products' : 'retail_products';
  const row = await db.selectFrom(table).select('stock').where('product_id', '=', productId).executeTakeFirstOrThrow();
  // Its box barcodes go with it (archived too: it leaves the counter, and the codes may go on another product).
  await writeBarcodes(db, productId, [], kind);
  if ((await productUses(db, kind, productId)) > 0) {
    await db.updateTable(table).set({ deleted_at: by.at, updated_at: by.at }).where('product_id', '=', productId).execute();
    return 'archived';
  }
  await recordStockMoves(db, kind, 'delete', [{ productId, qtyChange: -Number(row.stock) }], by);
  await db.deleteFrom(table).where('product_id', '=', productId).execute();
  return 'removed';
}

export async function isLiveProduct(db: Kysely<Database>, kind: 'product' | 'retail', productId: number): Promise<boolean> {
  const table = kind === 'product' ? 'products' : 'retail_products';
  return (await db.selectFrom(table).select('product_id').where('product_id', '=', productId).where('deleted_at', 'is', null).executeTakeFirst()) !== undefined;
}
