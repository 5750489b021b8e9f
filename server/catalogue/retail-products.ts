// Retail products: the list (search by code or name, paged), one record, add, update; deletes go through products.ts.
import { sql, type Kysely } from 'kysely';
import type { RetailProduct } from '../../core/api/catalogue';
import { gstRateText } from '../../core/gst-rates';
import { formatRupees, type Paise } from '../../core/money';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { containsPattern, type ListFilter } from '../sales/fields';
import { countOf, pageOf, type Page } from '../sales/paging';
import { checkBarcodes, checkRetailCodeNotBarcode, barcodesOf, writeBarcodes } from './barcodes';
import { nextCodes, RETAIL_CODE_PREFIX, RETAIL_CODE_START } from './codes';
import { recordStockMoves } from './stock-ledger';

export type RetailProductRecord = RetailProduct;

export interface RetailFields {
  productName: string;
  productCode: string;
  rate: Paise;
  qtyPerBox: number;
  stock: number;
  categoryId: number | null;
  brandId: number | null;
  /** undefined: not sent, so an edit keeps the stored HSN and an add has none. */
  hsnCode: string | undefined;
  /** The product's own GST rate in basis points, null for the shop's CGST + SGST; undefined: not sent, kept (none on an add). */
  gstBp?: number | null;
  /** The box barcodes (issue 33); absent on an edit keeps the stored ones. */
  barcodes?: readonly string[];
  /** Issue 33 item 4: each unit sold names its unit serial; absent keeps the stored choice (an add: no). */
  tracksUnitSerials?: boolean;
}

function recordQuery(db: Kysely<Database>) {
  return db
    .selectFrom('retail_products as p')
    .leftJoin('brands as b', 'b.brand_id', 'p.brand_id')
    .leftJoin('categories as c', 'c.category_id', 'p.category_id')
    .select([
      'p.product_id',
      'p.product_name',
      'p.product_code',
      'p.rate',
      'p.qty_per_box',
      'p.stock',
      'p.count_of_pcs',
      'p.category_id',
      'c.category_name',
      'p.brand_id',
      'b.brand_name',
      'p.hsn_code',
      'p.gst_bp',
      'p.track_unit_serials',
    ])
    .where('p.deleted_at', 'is', null);
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

function toRecord(r: RecordRow, sno: number): RetailProductRecord {
  return {
    sno,
    product_id: String(r.product_id),
    product_name: r.product_name,
    product_code: r.product_code,
    rate: formatRupees(Number(r.rate)),
    qty_per_box: Number(r.qty_per_box),
    stock: Number(r.stock),
    count_of_pcs: Number(r.count_of_pcs),
    category_id: r.category_id === null ? '' : String(r.category_id),
    category_name: r.category_name ?? '',
    brand_id: r.brand_id === null ? '' : String(r.brand_id),
    brand: r.brand_name ?? '',
    hsn_code: r.hsn_code,
    gst_percentage: gstRateText(r.gst_bp === null ? null : Number(r.gst_bp)),
    track_unit_serials: r.track_unit_serials === 1 ? '1' : '0',
  };
}

export async function listRetailProducts(db: Kysely<Database>, filter: ListFilter & { missingHsn?: boolean }): Promise<Page<RetailProductRecord>> {
  let base = db.selectFrom('retail_products as p').where('p.deleted_at', 'is', null);
  let rows = recordQuery(db);
  if (filter.search !== '') {
    const pattern = containsPattern(filter.search);
    const match = sql<boolean>`(lower(p.product_code) like ${pattern} escape '\\' or lower(p.product_name) like ${pattern} escape '\\')`;
    base = base.where(match);
    rows = rows.where(match);
  }
  if (filter.missingHsn) {
    base = base.where('p.hsn_code', '=', '');
    rows = rows.where('p.hsn_code', '=', '');
  }
  const ordered = rows.orderBy('p.product_name').orderBy('p.product_id');
  const first = filter.page ? (filter.page.number - 1) * filter.page.size + 1 : 1;
  let index = 0;
  return pageOf(
    filter.page,
    { all: () => ordered.execute(), page: (limit, offset) => ordered.limit(limit).offset(offset).execute(), count: () => countOf(base) },
    (row) => toRecord(row, first + index++),
  );
}

/** One retail product with its box barcodes. */
export async function retailProductRecord(db: Kysely<Database>, productId: number): Promise<RetailProductRecord | undefined> {
  const row = await recordQuery(db).where('p.product_id', '=', productId).executeTakeFirst();
  return row ? { ...toRecord(row, 1), barcodes: await barcodesOf(db, productId, 'retail') } : undefined;
}

export async function nextRetailCode(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom('retail_products').select('product_code').where('product_code', 'like', `${RETAIL_CODE_PREFIX}-%`).execute();
  return nextCodes(RETAIL_CODE_PREFIX, [`${RETAIL_CODE_PREFIX}-${RETAIL_CODE_START}`, ...rows.map((r) => r.product_code)], 1)[0];
}

async function checkCode(db: Kysely<Database>, code: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('retail_products')
    .select(['product_name', 'deleted_at'])
    .where(sql`upper(product_code)`, '=', code.toUpperCase());
  if (exceptId !== undefined) query = query.where('product_id', '<>', exceptId);
  const other = await query.executeTakeFirst();
  if (other)
    throw new ApiError(409, `Product code ${code} is already used by ${other.deleted_at === null ? '' : 'the deleted product '}"${other.product_name}".`);
}

async function checkReferences(db: Kysely<Database>, fields: RetailFields): Promise<void> {
  if (fields.brandId !== null && !(await db.selectFrom('brands').select('brand_id').where('brand_id', '=', fields.brandId).executeTakeFirst())) {
    throw new ApiError(400, 'brand_id: no such record');
  }
  if (
    fields.categoryId !== null &&
    !(await db.selectFrom('categories').select('category_id').where('category_id', '=', fields.categoryId).executeTakeFirst())
  ) {
    throw new ApiError(400, 'category_id: no such record');
  }
}

export async function addRetailProduct(db: Kysely<Database>, fields: RetailFields, by: { userId: number | null; at: string }): Promise<number> {
  await checkReferences(db, fields);
  const code = fields.productCode === '' ? await nextRetailCode(db) : fields.productCode;
  await checkCode(db, code);
  await checkRetailCodeNotBarcode(db, code);
  await checkBarcodes(db, fields.barcodes ?? [], undefined, 'retail');
  const row = await db
    .insertInto('retail_products')
    .values({
      product_name: fields.productName,
      product_code: code,
      category_id: fields.categoryId,
      brand_id: fields.brandId,
      hsn_code: fields.hsnCode ?? '',
      gst_bp: fields.gstBp ?? null,
      rate: fields.rate,
      qty_per_box: fields.qtyPerBox,
      count_of_pcs: 1,
      stock: fields.stock,
      track_unit_serials: fields.tracksUnitSerials ? 1 : 0,
      created_at: by.at,
      updated_at: by.at,
    })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  await recordStockMoves(db, 'retail', 'opening', [{ productId: row.product_id, qtyChange: fields.stock }], by);
  await writeBarcodes(db, row.product_id, fields.barcodes ?? [], 'retail');
  return row.product_id;
}

/** An update leaves the code alone when none is sent. */
export async function updateRetailProduct(
  db: Kysely<Database>,
  productId: number,
  fields: RetailFields,
  by: { userId: number | null; at: string },
): Promise<void> {
  await checkReferences(db, fields);
  if (fields.productCode !== '') await checkCode(db, fields.productCode, productId);
  await checkRetailCodeNotBarcode(db, fields.productCode, productId);
  if (fields.barcodes) await checkBarcodes(db, fields.barcodes, productId, 'retail');
  const before = await db.selectFrom('retail_products').select('stock').where('product_id', '=', productId).executeTakeFirstOrThrow();
  await db
    .updateTable('retail_products')
    .set({
      product_name: fields.productName,
      ...(fields.productCode === '' ? {} : { product_code: fields.productCode }),
      category_id: fields.categoryId,
      brand_id: fields.brandId,
      ...(fields.hsnCode === undefined ? {} : { hsn_code: fields.hsnCode }),
      ...(fields.gstBp === undefined ? {} : { gst_bp: fields.gstBp }),
      rate: fields.rate,
      qty_per_box: fields.qtyPerBox,
      stock: fields.stock,
      ...(fields.tracksUnitSerials === undefined ? {} : { track_unit_serials: fields.tracksUnitSerials ? 1 : 0 }),
      updated_at: by.at,
    })
    .where('product_id', '=', productId)
    .execute();
  await recordStockMoves(db, 'retail', 'stock_edit', [{ productId, qtyChange: fields.stock - Number(before.stock) }], by);
  if (fields.barcodes) await writeBarcodes(db, productId, fields.barcodes, 'retail');
}
