// Save payloads as the POS screens build them (figures from core/billing), and the row counts a refusal must leave alone.
import type { Kysely } from 'kysely';
import { salesTotals, type SalesRates } from '../../core/billing';
import { formatRupees, type Paise } from '../../core/money';
import type { EstimateOrderBody, RetailOrderBody, WholesaleOrderBody } from '../../core/payloads';
import { formatPercent } from '../../core/percent';
import type { Database } from '../../server/db/types';

export interface PosLine {
  productId: number;
  rate: Paise;
  qty: number;
  discountBp?: number;
  /** The line's product's own GST rate as the test set it (issue 31 item 4); absent, the bill's. */
  gstBp?: number;
}

// The shop's own rates as bootstrapped (settings: CGST 9% + SGST 9%, no packing); the server refuses any other.
const NO_RATES: SalesRates = { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 };

function header(customerId: number, lines: ReadonlyArray<{ rate: Paise; qty: number; discountBp?: number; gstBp?: number }>, partial: Partial<SalesRates>) {
  const rates = { ...NO_RATES, ...partial };
  const t = salesTotals(
    lines.map((l) => ({ rate: l.rate, qty: l.qty, discountBp: l.discountBp ?? 0, gstBp: l.gstBp })),
    rates,
  );
  return {
    lineTotals: t.lineTotals.map(formatRupees),
    fields: {
      user_id: String(customerId),
      billing_name: 'Murugan Electricals (counter)',
      billing_phonenumber: '9443099999',
      billing_state: 'Tamil Nadu',
      subtotal: formatRupees(t.subtotal),
      discount_percentage: formatPercent(rates.discountBp),
      discount_amount: formatRupees(t.discount),
      commision_percentage: formatPercent(rates.commissionBp),
      commision_amount: formatRupees(t.commission),
      gst_percentage: formatPercent(rates.gstBp),
      cgst: formatRupees(t.cgst),
      sgst: formatRupees(t.sgst),
      packing_charge: formatPercent(rates.packingBp),
      packing_percentage: formatPercent(rates.packingBp),
      packing_amount: formatRupees(t.packing),
      total: formatRupees(t.grandTotal),
    },
  };
}

export function wholesaleBody(customerId: number, lines: readonly PosLine[], rates: Partial<SalesRates> = {}, orderDate = '21-11-2026'): WholesaleOrderBody {
  const { fields, lineTotals } = header(customerId, lines, rates);
  return {
    ...fields,
    order_date: orderDate,
    productdetails: lines.map((l, i) => ({
      product_id: String(l.productId),
      product_name: 'as shown on screen',
      rate_per: 'Nos',
      price_per_pcs: formatRupees(l.rate),
      box_contents: '',
      qty: l.qty,
      unit: 'Nos',
      amount_per_product: formatRupees(l.rate),
      total_per_product: lineTotals[i],
      discount_percentage: formatPercent(l.discountBp ?? 0),
    })),
  };
}

export function retailBody(customerId: number, lines: readonly PosLine[], rates: Partial<SalesRates> = {}, orderDate?: string): RetailOrderBody {
  const { fields, lineTotals } = header(customerId, lines, rates);
  return {
    ...fields,
    ...(orderDate === undefined ? {} : { order_date: orderDate }),
    productdetails: lines.map((l, i) => ({
      product_id: l.productId,
      product_name: 'as shown on screen',
      qty_per_box: '10',
      qty: l.qty,
      amount_per_product: formatRupees(l.rate),
      total_per_product: lineTotals[i],
    })),
  };
}

export function estimateBody(
  customerId: number,
  lines: ReadonlyArray<{ name: string; rate: Paise; qty: number }>,
  rates: Partial<SalesRates> = {},
  orderDate = '21-11-2026',
): EstimateOrderBody {
  const { fields, lineTotals } = header(customerId, lines, rates);
  return {
    ...fields,
    order_date: orderDate,
    productdetails: lines.map((l, i) => ({ product_name: l.name, amount_per_product: formatRupees(l.rate), qty: l.qty, total_per_product: lineTotals[i] })),
  };
}

const COUNTED = ['orders', 'order_lines', 'stock_ledger', 'customers', 'audit_log', 'request_log'] as const;

/** Row counts of every table a save writes, plus every product's stock: a refusal must leave all of it as it was. */
export async function writtenState(db: Kysely<Database>): Promise<Record<string, number>> {
  const state: Record<string, number> = {};
  for (const table of COUNTED) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    state[table] = Number(row.n);
  }
  for (const p of await db.selectFrom('products').select(['product_id', 'stock']).execute()) state[`product ${p.product_id}`] = p.stock;
  for (const p of await db.selectFrom('retail_products').select(['product_id', 'stock']).execute()) state[`retail ${p.product_id}`] = p.stock;
  return state;
}

/** The brand's id, adding the brand when the shop has none of that name. */
export async function brandNamed(db: Kysely<Database>, name: string): Promise<number> {
  const found = await db.selectFrom('brands').select('brand_id').where('brand_name', '=', name).executeTakeFirst();
  return found?.brand_id ?? (await db.insertInto('brands').values({ brand_name: name }).returning('brand_id').executeTakeFirstOrThrow()).brand_id;
}
