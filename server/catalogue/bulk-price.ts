// The bulk price screens (/updatelist, /updateretaillist): products grouped by category, and a batch of row changes
// applied in one transaction, stock edits recorded in the ledger.
import { sql, type Kysely } from 'kysely';
import type { CategoryGroup, ProductUpdateRow, RetailUpdateRow } from '../../core/api/catalogue';
import { formatRupees, type Paise } from '../../core/money';

import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { ensureNames } from './names';
import { recordStockMoves } from './stock-ledger';

/** Rows grouped by category name (no category last, as "Others"), each group in product name order. */
function grouped<Row extends { category_name: string }>(rows: readonly Row[]): Array<CategoryGroup<Row>> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const list = groups.get(row.category_name) ?? [];
    list.push(row);
    groups.set(row.category_name, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([name, products]) => ({ category_name: name === '' ? 'Others' : name, products }));
}

export async function productUpdateList(db: Kysely<Database>): Promise<Array<CategoryGroup<ProductUpdateRow>>> {
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.category_id', 'p.category_id')
    .leftJoin('units as u', 'u.unit_id', 'p.unit_id')
    .select([
      'p.product_id',
      'p.product_code',
      'p.product_name',
      'p.serial_no',
      'c.category_name',
      'p.count_of_pcs',
      'u.unit_name',
      'p.price_per_pcs',
      'p.rate',
      'p.qty_per_box',
      'p.stock',
    ])
    .where('p.deleted_at', 'is', null)
    .orderBy('p.product_name')
    .orderBy('p.product_id')
    .execute();
  return grouped(
    rows.map((r) => ({
      product_id: String(r.product_id),
      product_code: r.product_code,
      product_name: r.product_name,
      serial_no: r.serial_no,
      category_name: r.category_name ?? '',
      count_of_pcs: Number(r.count_of_pcs),
      unit: r.unit_name ?? '',
      price_per_pcs: formatRupees(Number(r.price_per_pcs)),
      rate: formatRupees(Number(r.rate)),
      qty_per_box: Number(r.qty_per_box),
      stock: Number(r.stock),
    })),
  );
}

export async function retailUpdateList(db: Kysely<Database>): Promise<Array<CategoryGroup<RetailUpdateRow>>> {
  const rows = await db
    .selectFrom('retail_products as p')
    .leftJoin('categories as c', 'c.category_id', 'p.category_id')
    .select(['p.product_id', 'p.product_code', 'p.product_name', 'c.category_name', 'p.rate', 'p.qty_per_box', 'p.stock'])
    .where('p.deleted_at', 'is', null)
    .orderBy('p.product_name')
    .orderBy('p.product_id')
    .execute();
  return grouped(
    rows.map((r) => ({
      product_id: String(r.product_id),
      product_code: r.product_code,
      product_name: r.product_name,
      category_name: r.category_name ?? '',
      rate: formatRupees(Number(r.rate)),
      qty_per_box: Number(r.qty_per_box),
      stock: Number(r.stock),
    })),
  );
}

export interface ProductPriceChange {
  productId: number;
  productCode: string;
  countOfPcs: number;
  unit: string;
  pricePerPcs: Paise;
  rate: Paise;
  qtyPerBox: number;
  stock: number;
}

export interface RetailPriceChange {
  productId: number;
  productCode: string;
  rate: Paise;
  qtyPerBox: number;
  stock: number;
}

type By = { userId: number | null; at: string };

async function currentStock(db: Kysely<Database>, table: 'products' | 'retail_products', ids: readonly number[]): Promise<Map<number, number>> {
  const stock = new Map<number, number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom(table)
      .select(['product_id', 'stock'])
      .where('product_id', 'in', ids.slice(i, i + 500))
      .where('deleted_at', 'is', null)
      .execute();
    for (const r of rows) stock.set(r.product_id, Number(r.stock));
  }
  const missing = ids.find((id) => !stock.has(id));
  if (missing !== undefined) throw new ApiError(404, `No product with product_id ${missing}`);
  return stock;
}

const PRICE_COLUMNS = {
  products: ['product_id', 'product_code', 'count_of_pcs', 'unit_id', 'price_per_pcs', 'sell_rate', 'rate', 'qty_per_box', 'stock'],
  retail_products: ['product_id', 'product_code', 'rate', 'qty_per_box', 'stock'],
} as const;

/** What a bulk update may change of each product, as stored: the audit trail's before and after of every row. */
export async function priceRows(
  db: Kysely<Database>,
  table: 'products' | 'retail_products',
  ids: readonly number[],
): Promise<Map<number, Record<string, unknown>>> {
  const rows = new Map<number, Record<string, unknown>>();
  for (let i = 0; i < ids.length; i += 500) {
    const found = await db
      .selectFrom(table)
      .select([...PRICE_COLUMNS[table]])
      .where('product_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of found) rows.set(row.product_id, row);
  }
  return rows;
}

function once<T extends { productId: number }>(changes: readonly T[]): void {
  const seen = new Set<number>();
  for (const change of changes) {
    if (seen.has(change.productId)) throw new ApiError(400, `product_id ${change.productId} appears twice in one update`);
    seen.add(change.productId);
  }
}

/** Price per piece is also the selling rate the billing screens charge. */
export async function applyProductPrices(db: Kysely<Database>, changes: readonly ProductPriceChange[], by: By): Promise<void> {
  once(changes);
  const before = await currentStock(
    db,
    'products',
    changes.map((c) => c.productId),
  );
  const units = await ensureNames(
    db,
    'unit',
    changes.map((c) => c.unit),
  );
  for (const c of changes) {
    await db
      .updateTable('products')
      .set({
        product_code: c.productCode,
        count_of_pcs: c.countOfPcs,
        unit_id: c.unit === '' ? null : (units.get(c.unit.toLowerCase()) ?? null),
        price_per_pcs: c.pricePerPcs,
        sell_rate: c.pricePerPcs,
        rate: c.rate,
        qty_per_box: c.qtyPerBox,
        stock: c.stock,
        updated_at: by.at,
      })
      .where('product_id', '=', c.productId)
      .execute();
  }
  await recordStockMoves(
    db,
    'product',
    'stock_edit',
    changes.map((c) => ({ productId: c.productId, qtyChange: c.stock - (before.get(c.productId) ?? 0) })),
    by,
  );
}

export async function applyRetailPrices(db: Kysely<Database>, changes: readonly RetailPriceChange[], by: By): Promise<void> {
  once(changes);
  const before = await currentStock(
    db,
    'retail_products',
    changes.map((c) => c.productId),
  );
  const codes = changes.filter((c) => c.productCode !== '');
  for (const c of codes) {
    const other = await db
      .selectFrom('retail_products')
      .select('product_id')
      .where(sql`upper(product_code)`, '=', c.productCode.toUpperCase())
      .where('product_id', '<>', c.productId)
      .executeTakeFirst();
    const alsoHere = codes.find((d) => d !== c && d.productCode.toUpperCase() === c.productCode.toUpperCase());
    if ((other && !codes.some((d) => d.productId === other.product_id && d.productCode.toUpperCase() !== c.productCode.toUpperCase())) || alsoHere) {
      throw new ApiError(409, `Product code ${c.productCode} is already used by another product.`);
    }
  }
  for (const c of changes) {
    await db
      .updateTable('retail_products')
      .set({ ...(c.productCode === '' ? {} : { product_code: c.productCode }), rate: c.rate, qty_per_box: c.qtyPerBox, stock: c.stock, updated_at: by.at })
      .where('product_id', '=', c.productId)
      .execute();
  }
  await recordStockMoves(
    db,
    'retail',
    'stock_edit',
    changes.map((c) => ({ productId: c.productId, qtyChange: c.stock - (before.get(c.productId) ?? 0) })),
    by,
  );
}
