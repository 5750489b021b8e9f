// The counter's product list in columns (issue 24): one array per field instead of one object per product, the
// repeated texts (brand, category, unit, rate per, box contents, HSN) as indexes into one list of strings, money in
// paise. The server answers it whole or as the changes since a version; the browser keeps it and applies the changes.
import { z } from 'zod';
import type { PosCustomer } from '../api/sales-records';

/** One product of the counter's list; money in paise. */
export interface CounterProduct {
  product_id: number;
  product_name: string;
  serial_no: string;
  product_code: string;
  category_name: string;
  brand: string;
  unit: string;
  rate_per: string;
  box_contents: string;
  hsn_code: string;
  /** The product's own GST rate in percent ("5", "18"), '' for the shop's CGST + SGST (issue 31 item 4). */
  gst_percentage: string;
  /** The bill rate (the retail list's rate). */
  sell_rate: number;
  /** The price per case. */
  rate: number;
  price_per_pcs: number;
  count_of_pcs: number;
  qty_per_box: number;
  stock: number;
  /** The box barcodes (issue 33 item 3) joined by spaces; '' for a product with none (most: the column stays small). */
  barcodes: string;
}

/** Texts of their own (a column of strings). */
export const TEXT_FIELDS = ['product_name', 'serial_no', 'product_code', 'barcodes'] as const;
/** Texts that repeat (a column of indexes into `dict`). */
export const SHARED_TEXT_FIELDS = ['category_name', 'brand', 'unit', 'rate_per', 'box_contents', 'hsn_code', 'gst_percentage'] as const;
/** Whole numbers (ids, paise, counts). */
export const NUMBER_FIELDS = ['product_id', 'sell_rate', 'rate', 'price_per_pcs', 'count_of_pcs', 'qty_per_box', 'stock'] as const;

type TextField = (typeof TEXT_FIELDS)[number];
type SharedTextField = (typeof SHARED_TEXT_FIELDS)[number];
type NumberField = (typeof NUMBER_FIELDS)[number];

/** The products, one array per field, each as long as `product_id`, in the list's order (name, then id). */
export type ProductColumns = { dict: string[] } & Record<TextField, string[]> & Record<SharedTextField | NumberField, number[]>;

/** The list's order: by name (code unit order, the same in every database and browser), then by id. */
export function compareProducts(a: Pick<CounterProduct, 'product_name' | 'product_id'>, b: Pick<CounterProduct, 'product_name' | 'product_id'>): number {
  if (a.product_name !== b.product_name) return a.product_name < b.product_name ? -1 : 1;
  return a.product_id - b.product_id;
}

export function emptyColumns(): ProductColumns {
  const columns = { dict: [] as string[] } as ProductColumns;
  for (const field of TEXT_FIELDS) columns[field] = [];
  for (const field of SHARED_TEXT_FIELDS) columns[field] = [];
  for (const field of NUMBER_FIELDS) columns[field] = [];
  return columns;
}

/** Appends products to columns, sharing repeated texts through the dictionary (`seen` maps a text to its index). */
class ColumnWriter {
  readonly columns = emptyColumns();
  private readonly seen = new Map<string, number>();

  private shared(text: string): number {
    let at = this.seen.get(text);
    if (at === undefined) {
      at = this.columns.dict.length;
      this.columns.dict.push(text);
      this.seen.set(text, at);
    }
    return at;
  }

  push(product: CounterProduct): void {
    for (const field of TEXT_FIELDS) this.columns[field].push(product[field]);
    for (const field of SHARED_TEXT_FIELDS) this.columns[field].push(this.shared(product[field]));
    for (const field of NUMBER_FIELDS) this.columns[field].push(product[field]);
  }

  /** Copies row `i` of other columns. */
  copy(from: ProductColumns, i: number): void {
    for (const field of TEXT_FIELDS) this.columns[field].push(from[field][i]);
    for (const field of SHARED_TEXT_FIELDS) this.columns[field].push(this.shared(from.dict[from[field][i]]));
    for (const field of NUMBER_FIELDS) this.columns[field].push(from[field][i]);
  }
}

/** Products into columns, in the list's order whatever order they came in. */
export function encodeProducts(products: readonly CounterProduct[]): ProductColumns {
  const writer = new ColumnWriter();
  for (const product of [...products].sort(compareProducts)) writer.push(product);
  return writer.columns;
}

export function productCount(columns: ProductColumns): number {
  return columns.product_id.length;
}

/** Product `i` of the columns as one object. */
export function productAt(columns: ProductColumns, i: number): CounterProduct {
  const product = {} as CounterProduct;
  for (const field of TEXT_FIELDS) product[field] = columns[field][i];
  for (const field of SHARED_TEXT_FIELDS) product[field] = columns.dict[columns[field][i]];
  for (const field of NUMBER_FIELDS) product[field] = columns[field][i];
  return product;
}

export function decodeProducts(columns: ProductColumns): CounterProduct[] {
  return Array.from({ length: productCount(columns) }, (_, i) => productAt(columns, i));
}

/**
 * The list at a newer version: every product named in `removed` or present in `changed` leaves, then the changed
 * ones go in at their place in the list's order. Both lists must be in that order (encodeProducts makes them so).
 */
export function applyChanges(base: ProductColumns, changed: ProductColumns, removed: readonly number[]): ProductColumns {
  const leaving = new Set<number>(removed);
  for (const id of changed.product_id) leaving.add(id);
  const writer = new ColumnWriter();
  const baseCount = productCount(base);
  const changedCount = productCount(changed);
  let i = 0;
  let j = 0;
  const nameOf = (columns: ProductColumns, k: number) => ({ product_name: columns.product_name[k], product_id: columns.product_id[k] });
  while (i < baseCount || j < changedCount) {
    if (i < baseCount && leaving.has(base.product_id[i])) {
      i += 1;
    } else if (j < changedCount && (i >= baseCount || compareProducts(nameOf(changed, j), nameOf(base, i)) < 0)) {
      writer.copy(changed, j);
      j += 1;
    } else {
      writer.copy(base, i);
      i += 1;
    }
  }
  return writer.columns;
}

function isTextColumn(column: unknown, count: number): column is string[] {
  if (!Array.isArray(column) || column.length !== count) return false;
  for (const value of column) if (typeof value !== 'string') return false;
  return true;
}

function isNumberColumn(column: unknown, count: number, below = Number.MAX_SAFE_INTEGER): column is number[] {
  if (!Array.isArray(column) || column.length !== count) return false;
  for (const value of column) if (!Number.isSafeInteger(value) || value >= below || (below !== Number.MAX_SAFE_INTEGER && value < 0)) return false;
  return true;
}

/**
 * The columns as the browser reads them back (from the server or its own store), or null when they do not hold
 * together: every column as long as the ids, texts where texts go, whole numbers elsewhere, indexes inside `dict`.
 * A plain loop, not a zod schema: 100,000 products are 1.6 million values, checked on every cold load.
 */
export function readProductColumns(value: unknown): ProductColumns | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const ids = record.product_id;
  if (!Array.isArray(ids) || !isTextColumn(record.dict, (record.dict as unknown[] | undefined)?.length ?? -1)) return null;
  const count = ids.length;
  const dictSize = (record.dict as string[]).length;
  const holds =
    TEXT_FIELDS.every((field) => isTextColumn(record[field], count)) &&
    SHARED_TEXT_FIELDS.every((field) => isNumberColumn(record[field], count, dictSize)) &&
    NUMBER_FIELDS.every((field) => isNumberColumn(record[field], count));
  return holds ? (value as ProductColumns) : null;
}

/** Where the browser's copy stands: the database it came from (epoch) and the catalogue version it holds. */
export const counterSinceSchema = z.object({
  epoch: z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
  version: z.number().int('must be a whole number').min(0, 'must not be negative').safe(),
});
export type CounterSince = z.infer<typeof counterSinceSchema>;

/**
 * pos_product_list.php and retail_pos_product_list.php with `format: "columns"`: the products in columns, whole, or
 * with `since` only those changed after that version (and the ids of those gone). Without `format`, the spec's list.
 */
export const counterListRequestSchema = z
  .object({
    format: z.literal('columns', { error: 'must be "columns" when given' }).optional(),
    since: counterSinceSchema.optional(),
  })
  .passthrough();
export type CounterListRequest = z.infer<typeof counterListRequestSchema>;

/** The answer of a list call with `format: "columns"`. */
export interface CounterListBody {
  format: 'columns';
  /** Names the database (a new one, or one restored from a backup, has another): a copy from another is never used. */
  epoch: string;
  /** The catalogue version the products are at least as new as. */
  version: number;
  /** null: `products` is the whole list; a version: only the products changed since it, and `removed` the ids gone. */
  since: number | null;
  products: ProductColumns;
  removed: number[];
  customer: PosCustomer[];
  gst: { cgst: string; sgst: string; packing_charge: string };
  /** Not in the spec: how a retail bill prints, and the seller's state (the tax split's, issue 32). */
  counter: { retail_print: string; seller_state: string; unit_serial_products?: string[] };
}

/**
 * The columns as the browser stores them: each text column one string (the texts joined by NUL, which no stored text
 * holds: the API refuses it) and every number column in one Float64Array, so keeping and reading back 100,000
 * products copies a few large values instead of 1.6 million small ones.
 */
export interface PackedColumns {
  count: number;
  dict: string;
  texts: string[];
  numbers: Float64Array;
}

const NUL = '\u0000';
const NUMBERED_FIELDS = [...SHARED_TEXT_FIELDS, ...NUMBER_FIELDS] as const;

function splitTexts(joined: string, count: number): string[] {
  return count === 0 ? [] : joined.split(NUL);
}

export function packColumns(columns: ProductColumns): PackedColumns {
  const count = productCount(columns);
  const numbers = new Float64Array(count * NUMBERED_FIELDS.length);
  NUMBERED_FIELDS.forEach((field, k) => numbers.set(columns[field], k * count));
  return {
    count,
    dict: columns.dict.join(NUL),
    texts: TEXT_FIELDS.map((field) => columns[field].join(NUL)),
    numbers,
  };
}

/** Null when the packed value does not hold together (written by another build, or damaged). */
export function unpackColumns(packed: PackedColumns): ProductColumns | null {
  const { count } = packed;
  if (!Number.isSafeInteger(count) || count < 0 || packed.texts.length !== TEXT_FIELDS.length || packed.numbers.length !== count * NUMBERED_FIELDS.length)
    return null;
  const columns = emptyColumns();
  columns.dict = packed.dict === '' && count === 0 ? [] : packed.dict.split(NUL);
  for (const [k, field] of TEXT_FIELDS.entries()) {
    columns[field] = splitTexts(packed.texts[k], count);
    if (columns[field].length !== count) return null;
  }
  for (const [k, field] of NUMBERED_FIELDS.entries()) columns[field] = Array.from(packed.numbers.subarray(k * count, (k + 1) * count));
  const dictSize = columns.dict.length;
  for (const field of SHARED_TEXT_FIELDS) if (columns[field].some((at) => at >= dictSize)) return null;
  return columns;
}
