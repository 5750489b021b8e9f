// What the billing screens sell from: the POS product list, the customers and the shop's GST rates, one query each.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PosCustomer } from '../../core/api/sales-records';
import { DEFAULT_SELLER_STATE } from '../../core/billing';
import { formatRupees } from '../../core/money';
import { gstRateText } from '../../core/gst-rates';
import { formatPercent } from '../../core/percent';
import { barcodesByProduct } from '../catalogue/barcodes';
import type { Database, Settings } from '../db/types';

/** The spec's POS product (§3); ids as text, money as rupees with 2 decimals. */
export interface PosProduct {
  product_id: string;
  product_name: string;
  serial_no: string;
  product_code: string;
  category_name: string;
  brand: string;
  sell_rate: string;
  sell_price: string;
  rate: string;
  amount: string;
  rate_per: string;
  price_per_pcs: string;
  count_of_pcs: number;
  box_contents: string;
  qty_per_box: number;
  unit: string;
  stock: number;
  hsn_code: string;
  /** Not in the spec (issue 31 item 4): the product's own GST rate in percent, '' for the shop's CGST + SGST. */
  gst_percentage: string;
  /** Not in the spec (issue 33 item 3): the box barcodes, present only on a product that has some. */
  barcodes?: string[];
  /** Wholesale only: the purchase screen's "Purchasable product" (back-office §3) reads these too. */
  purchase_rate?: string;
  supplier_id?: string;
}

export type { PosCustomer };

/** Percents with 2 decimals: GST = cgst + sgst; packing_charge is the packing percent. */
export interface PosGst {
  cgst: string;
  sgst: string;
  packing_charge: string;
}

export interface PosListBody {
  product: PosProduct[];
  customer: PosCustomer[];
  gst: PosGst;
  counter: PosCounter;
}

/**
 * Not in the spec: what else the counter needs from the settings. How it prints a saved retail bill (issue 22), and
 * the seller's state (issue 32), so the counter splits GST as the invoice will (core/cart/cart.split.ts).
 */
export interface PosCounter {
  retail_print: Settings['retail_print'];
  seller_state: string;
  /** Issue 33: the shop's default network receipt printer, '' for none (a till may name its own). */
  receipt_printer: string;
  /** Issue 33 item 4: the products of this list that track unit serials (the counter asks each unit's serial). */
  unit_serial_products: string[];
  /** Issue 31 item 5: "1" the counter figures a new bill with packing in the taxable value. */
  gst_on_packing: '1' | '0';
}

export function posCounter(settings: Settings, unitSerialProducts: readonly number[] = []): PosCounter {
  return {
    retail_print: settings.retail_print,
    seller_state: settings.state || DEFAULT_SELLER_STATE,
    receipt_printer: settings.receipt_printer,
    unit_serial_products: unitSerialProducts.map(String),
    gst_on_packing: Number(settings.gst_on_packing) === 1 ? '1' : '0',
  };
}

/** The live products (GST, or retail) that track unit serials. */
export async function unitSerialProducts(db: Kysely<Database>, kind: 'wholesale' | 'retail' = 'wholesale'): Promise<number[]> {
  const rows = await db
    .selectFrom(kind === 'retail' ? 'retail_products' : 'products')
    .select('product_id')
    .where('track_unit_serials', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('product_id')
    .execute();
  return rows.map((r) => r.product_id);
}

export async function readSettings(db: Kysely<Database>): Promise<Settings> {
  return db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

/** The seller's state from the settings (Tamil Nadu when blank): the place every tax split is reckoned from. */
export async function sellerState(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('settings').select('state').where('id', '=', 1).executeTakeFirst();
  return row?.state || DEFAULT_SELLER_STATE;
}

/** Wholesale products; the POS bills at sell_rate (amount and sell_price repeat it), rate is the price per case. */
export async function wholesaleProducts(db: Kysely<Database>): Promise<PosProduct[]> {
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.brand_id', 'p.brand_id')
    .leftJoin('units as u', 'u.unit_id', 'p.unit_id')
    .leftJoin('categories as c', 'c.category_id', 'p.category_id')
    .select([
      'p.product_id',
      'p.product_name',
      'p.serial_no',
      'p.product_code',
      'c.category_name',
      'b.brand_name',
      'p.sell_rate',
      'p.rate',
      'p.rate_per',
      'p.price_per_pcs',
      'p.count_of_pcs',
      'p.box_contents',
      'p.qty_per_box',
      'u.unit_name',
      'p.stock',
      'p.hsn_code',
      'p.gst_bp',
      'p.purchase_rate',
      'p.supplier_id',
    ])
    .where('p.deleted_at', 'is', null)
    .orderBy('p.product_name')
    .orderBy('p.product_id')
    .execute();
  const barcodes = await barcodesByProduct(db);
  return rows.map((r) => ({
    product_id: String(r.product_id),
    product_name: r.product_name,
    serial_no: r.serial_no,
    product_code: r.product_code,
    category_name: r.category_name ?? '',
    brand: r.brand_name ?? '',
    sell_rate: formatRupees(r.sell_rate),
    sell_price: formatRupees(r.sell_rate),
    rate: formatRupees(r.rate),
    amount: formatRupees(r.sell_rate),
    rate_per: r.rate_per,
    price_per_pcs: formatRupees(r.price_per_pcs),
    count_of_pcs: r.count_of_pcs,
    box_contents: r.box_contents,
    qty_per_box: r.qty_per_box,
    unit: r.unit_name ?? '',
    stock: r.stock,
    hsn_code: r.hsn_code,
    gst_percentage: gstRateText(r.gst_bp === null ? null : Number(r.gst_bp)),
    purchase_rate: formatRupees(r.purchase_rate),
    supplier_id: String(r.supplier_id),
    ...(barcodes.has(r.product_id) ? { barcodes: barcodes.get(r.product_id) } : {}),
  }));
}

/** Retail products in the same shape; serial_no is the product code, so a scan finds it, and every price is the rate. */
export async function retailProducts(db: Kysely<Database>): Promise<PosProduct[]> {
  const rows = await db
    .selectFrom('retail_products as p')
    .leftJoin('brands as b', 'b.brand_id', 'p.brand_id')
    .leftJoin('categories as c', 'c.category_id', 'p.category_id')
    .select([
      'p.product_id',
      'p.product_name',
      'p.product_code',
      'c.category_name',
      'b.brand_name',
      'p.rate',
      'p.count_of_pcs',
      'p.qty_per_box',
      'p.stock',
      'p.hsn_code',
      'p.gst_bp',
    ])
    .where('p.deleted_at', 'is', null)
    .orderBy('p.product_name')
    .orderBy('p.product_id')
    .execute();
  const barcodes = await barcodesByProduct(db, undefined, 'retail');
  return rows.map((r) => {
    const rate = formatRupees(r.rate);
    return {
      product_id: String(r.product_id),
      product_name: r.product_name,
      serial_no: r.product_code,
      product_code: r.product_code,
      category_name: r.category_name ?? '',
      brand: r.brand_name ?? '',
      sell_rate: rate,
      sell_price: rate,
      rate,
      amount: rate,
      rate_per: '',
      price_per_pcs: rate,
      count_of_pcs: r.count_of_pcs,
      box_contents: '',
      qty_per_box: r.qty_per_box,
      unit: '',
      stock: r.stock,
      hsn_code: r.hsn_code,
      gst_percentage: gstRateText(r.gst_bp === null ? null : Number(r.gst_bp)),
      ...(barcodes.has(r.product_id) ? { barcodes: barcodes.get(r.product_id) } : {}),
    };
  });
}

export async function posCustomers(db: Kysely<Database>): Promise<PosCustomer[]> {
  const rows = await db
    .selectFrom('customers')
    .select(['user_id', 'name', 'mobile', 'tax_number', 'address', 'state', 'place_of_supply'])
    .orderBy('name')
    .orderBy('user_id')
    .execute();
  return rows.map((r) => ({
    user_id: String(r.user_id),
    name: r.name,
    mobile: r.mobile,
    telephone: r.mobile,
    tax_number: r.tax_number,
    address: r.address,
    state: r.state,
    place_of_supply: r.place_of_supply,
  }));
}

export function posGst(settings: Settings): PosGst {
  return { cgst: formatPercent(settings.cgst_bp), sgst: formatPercent(settings.sgst_bp), packing_charge: formatPercent(settings.packing_bp) };
}

export async function posList(db: Kysely<Database>, kind: 'wholesale' | 'retail'): Promise<PosListBody> {
  const [product, customer, settings, tracking] = await Promise.all([
    kind === 'wholesale' ? wholesaleProducts(db) : retailProducts(db),
    posCustomers(db),
    readSettings(db),
    unitSerialProducts(db, kind),
  ]);
  return { product, customer, gst: posGst(settings), counter: posCounter(settings, tracking) };
}

/**
 * What names a POS list for every kulir process on this database, read from the database on every call, never held:
 * the epoch (renewed by every server start and by a restore, migration 2026-11-26T50-catalogue-epoch), the version the
 * triggers move on with every write to what the lists carry (migration 2026-11-22-catalogue-version), and the first
 * version catalogue_changes answers "changed since" for (migration 2026-11-26T60-catalogue-changes).
 */
export interface CatalogueStamp {
  epoch: string;
  version: number;
  logFrom: number;
}

export async function catalogueStamp(db: Kysely<Database>): Promise<CatalogueStamp> {
  const row = await db.selectFrom('catalogue_version').select(['epoch', 'version', 'log_from']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { epoch: row.epoch, version: Number(row.version), logFrom: Number(row.log_from) };
}

/** A new epoch's name: 10 hex digits (ETags and the counter's kept list carry it). */
export function newCatalogueEpoch(): string {
  return randomBytes(5).toString('hex');
}

/** A server start: a new epoch, so no tag kept from before (another database, a restored one) matches from now on. */
export async function renewCatalogueEpoch(db: Kysely<Database>, epoch: string = newCatalogueEpoch()): Promise<void> {
  await db.updateTable('catalogue_version').set({ epoch }).where('id', '=', 1).execute();
}
