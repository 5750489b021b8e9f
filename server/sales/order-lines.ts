// A bill's lines as stored: what was sold is copied from the catalogue at sale time; rate and qty come from the bill.
import type { Kysely, Selectable } from 'kysely';
import type { CatalogueLine, EstimateLine } from '../../core/payloads';
import type { Database, OrderLineTable } from '../db/types';
import { ApiError } from '../envelope';

/** The catalogue's part of a line; the sale adds order_id, line_no, rate, qty, discount and total. */
export type LineSnapshot = Omit<Selectable<OrderLineTable>, 'od_id' | 'order_id' | 'line_no' | 'rate' | 'qty' | 'discount_bp' | 'total'>;

const BLANK = {
  product_id: null,
  retail_product_id: null,
  brand_name: '',
  serial_no: '',
  product_code: '',
  model: '',
  type: '',
  batch_no: '',
  hsn_code: '',
  unit: '',
  rate_per: '',
  price_per_pcs: 0,
  box_contents: '',
  qty_per_box: 1,
  manual: 0,
  // The product's own GST rate, or null for the bill's (core/gst-rates lineGstBp fills it at the sale).
  gst_bp: null,
} satisfies Omit<LineSnapshot, 'product_name'>;

const unknownProduct = (index: number, what: string, id: number) => new ApiError(400, `productdetails.${index}.product_id: no ${what} with product_id ${id}`);

const uniqueIds = (lines: readonly CatalogueLine[]) => [...new Set(lines.map((l) => l.productId))];

/** Which products track unit serials, and their names (for the messages): server/sales/unit-serials.ts reads it. */
export type UnitTracking = Map<number, { name: string; tracks: boolean }>;

/**
 * `tracking`, when given, is filled with each product's unit-serial tracking, read in the same query, so a new bill's
 * unit check needs no second read of the products (issue 35).
 */
function keepTracking(tracking: UnitTracking | undefined, rows: readonly { product_id: number; product_name: string; track_unit_serials: number }[]): void {
  if (!tracking) return;
  for (const r of rows) tracking.set(r.product_id, { name: r.product_name, tracks: r.track_unit_serials === 1 });
}

/** `positions`: each line's index in the payload, when `lines` are some of its lines (an edit's new lines). */
export async function wholesaleSnapshots(
  db: Kysely<Database>,
  lines: readonly CatalogueLine[],
  positions?: readonly number[],
  tracking?: UnitTracking,
): Promise<LineSnapshot[]> {
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.brand_id', 'p.brand_id')
    .leftJoin('units as u', 'u.unit_id', 'p.unit_id')
    .select([
      'p.product_id',
      'p.product_name',
      'b.brand_name',
      'p.serial_no',
      'p.product_code',
      'p.model',
      'p.type',
      'p.batch_no',
      'p.hsn_code',
      'u.unit_name',
      'p.rate_per',
      'p.price_per_pcs',
      'p.box_contents',
      'p.qty_per_box',
      'p.gst_bp',
      'p.track_unit_serials',
    ])
    .where('p.product_id', 'in', uniqueIds(lines))
    .execute();
  keepTracking(tracking, rows);
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  return lines.map((line, index) => {
    const p = byId.get(line.productId);
    if (!p) throw unknownProduct(positions?.[index] ?? index, 'product', line.productId);
    return {
      ...BLANK,
      product_id: p.product_id,
      product_name: p.product_name,
      brand_name: p.brand_name ?? '',
      serial_no: p.serial_no,
      product_code: p.product_code,
      model: p.model,
      type: p.type,
      batch_no: p.batch_no,
      hsn_code: p.hsn_code,
      unit: p.unit_name ?? '',
      rate_per: p.rate_per,
      price_per_pcs: p.price_per_pcs,
      box_contents: p.box_contents,
      qty_per_box: p.qty_per_box,
      gst_bp: p.gst_bp,
    };
  });
}

export async function retailSnapshots(
  db: Kysely<Database>,
  lines: readonly CatalogueLine[],
  positions?: readonly number[],
  tracking?: UnitTracking,
): Promise<LineSnapshot[]> {
  const rows = await db
    .selectFrom('retail_products as p')
    .leftJoin('brands as b', 'b.brand_id', 'p.brand_id')
    .select(['p.product_id', 'p.product_name', 'b.brand_name', 'p.product_code', 'p.hsn_code', 'p.qty_per_box', 'p.gst_bp', 'p.track_unit_serials'])
    .where('p.product_id', 'in', uniqueIds(lines))
    .execute();
  keepTracking(tracking, rows);
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  return lines.map((line, index) => {
    const p = byId.get(line.productId);
    if (!p) throw unknownProduct(positions?.[index] ?? index, 'retail product', line.productId);
    return {
      ...BLANK,
      retail_product_id: p.product_id,
      product_name: p.product_name,
      brand_name: p.brand_name ?? '',
      serial_no: p.product_code,
      product_code: p.product_code,
      hsn_code: p.hsn_code,
      qty_per_box: p.qty_per_box,
      gst_bp: p.gst_bp,
    };
  });
}

/** Estimate lines are free text, flagged manual. */
export function estimateSnapshots(lines: readonly EstimateLine[]): LineSnapshot[] {
  return lines.map((line) => ({ ...BLANK, product_name: line.productName, manual: 1 }));
}
