// The products and customers a billing screen sells from, indexed once so entry and search stay instant.
import { barcodeAlias, splitBarcodes } from '../barcode';
import { productCount, type ProductColumns } from '../catalogue/counter-columns';
import { DEFAULT_SELLER_STATE } from '../billing';
import type { Paise } from '../money';
import type { BasisPoints } from '../percent';
import type { CartCustomer, CartMode } from './cart.state';
import { wirePaise, wirePercent, wireText as text, wireWhole, type WireValue } from './cart.wire';

/** The spec's POS product (§3). */
export interface PosProductRecord {
  product_id: WireValue;
  product_name?: WireValue;
  serial_no?: WireValue;
  product_code?: WireValue;
  category_name?: WireValue;
  brand?: WireValue;
  sell_rate?: WireValue;
  sell_price?: WireValue;
  rate?: WireValue;
  amount?: WireValue;
  rate_per?: WireValue;
  price_per_pcs?: WireValue;
  count_of_pcs?: WireValue;
  box_contents?: WireValue;
  qty_per_box?: WireValue;
  unit?: WireValue;
  hsn_code?: WireValue;
  /** Not in the spec (issue 31 item 4): the product's own GST rate in percent; blank or absent, the shop's CGST + SGST. */
  gst_percentage?: WireValue;
  stock?: WireValue;
  /** Not in the spec (issue 33 item 3): the product's box barcodes, present only when it has some. */
  barcodes?: readonly WireValue[] | null;
}

export interface PosCustomerRecord {
  user_id: WireValue;
  name?: WireValue;
  mobile?: WireValue;
  telephone?: WireValue;
  state?: WireValue;
  /** The customer's GSTIN: its state is the place of supply when the customer has no state (core/tax-columns.ts). */
  tax_number?: WireValue;
}

/** Percentages: GST = cgst + sgst; packing_charge is the packing percent. */
export interface PosGstRecord {
  cgst?: WireValue;
  sgst?: WireValue;
  packing_charge?: WireValue;
}

/** Not in the spec (issue 22): how the counter prints a saved retail bill, from the settings. */
export interface PosCounterRecord {
  retail_print?: WireValue;
  /** Issue 32: the seller's state from the settings, which the counter splits GST from (cart.split.ts). */
  seller_state?: WireValue;
  /** Issue 33: the shop's default network receipt printer (host:port), '' for none. */
  receipt_printer?: WireValue;
  /** Issue 33 item 4: the ids of the products that track unit serials (few, so listed apart from the products). */
  unit_serial_products?: readonly WireValue[] | null;
  /** Issue 31 item 5: the shop's GST-on-packing rule, "1" packing is part of the taxable value; absent (a legacy server), "0". */
  gst_on_packing?: WireValue;
}

/** The body of pos_product_list.php and retail_pos_product_list.php. */
export interface PosListBody {
  product?: readonly PosProductRecord[] | null;
  /** The counter's own form (issue 24, format "columns"): read instead of `product` when present. */
  product_columns?: ProductColumns | null;
  customer?: readonly PosCustomerRecord[] | null;
  gst?: PosGstRecord | null;
  counter?: PosCounterRecord | null;
}

/** The print of a saved retail bill (settings' retail_print): the 80 mm receipt, the 58 mm receipt (issue 32) or A4. */
export const RETAIL_PRINTS = ['receipt', 'receipt58', 'a4'] as const;
export type RetailPrint = (typeof RETAIL_PRINTS)[number];

export function isRetailPrint(value: unknown): value is RetailPrint {
  return typeof value === 'string' && (RETAIL_PRINTS as readonly string[]).includes(value);
}

/** The settings' choice; anything else (a legacy server) is the 80 mm receipt. */
export function retailPrintOf(body: PosListBody | null | undefined): RetailPrint {
  const print = body?.counter?.retail_print;
  return isRetailPrint(print) ? print : 'receipt';
}

export interface CatalogueProduct {
  productId: string;
  name: string;
  serialNo: string;
  productCode: string;
  brand: string;
  category: string;
  /** The bill rate: sell_rate on the wholesale POS, rate on the retail POS. */
  rate: Paise;
  ratePer: string;
  pricePerPcs: Paise;
  boxContents: string;
  qtyPerBox: number;
  countOfPcs: number;
  unit: string;
  /** '' when the product has none yet (its tax invoice line would print without one); null when the list did not say (the spec's legacy list). */
  hsnCode: string | null;
  /** The product's own GST rate (issue 31 item 4); absent, the bill's (the shop's CGST + SGST). */
  gstBp?: BasisPoints;
  /** In stock as the list last said (issue 32: shown at the counter, a quantity over it flagged); absent when the list did not say. */
  stock?: number;
  /** The codes on its box (issue 33 item 3), upper-cased; a scan of one finds the product as its serial does. */
  barcodes?: readonly string[];
}

export interface CatalogueRates {
  gstBp: BasisPoints;
  packingBp: BasisPoints;
  /** The shop's GST-on-packing rule a new bill is figured by (core/billing.ts SalesRates). */
  gstOnPacking?: boolean;
}

export interface Catalogue {
  mode: CartMode;
  products: readonly CatalogueProduct[];
  customers: readonly CartCustomer[];
  defaultRates: CatalogueRates;
  /** The shop's state (the settings'; Tamil Nadu when the list does not say): the counter's tax split is reckoned from it. */
  sellerState: string;
  /** The listed customers' GSTINs by user id (only those that have one). */
  gstins: ReadonlyMap<string, string>;
  /** The products whose lines name each unit's serial (issue 33 item 4); empty on a legacy list. */
  unitSerialProducts: ReadonlySet<string>;
  byKey: ReadonlyMap<string, CatalogueProduct>;
  byId: ReadonlyMap<string, CatalogueProduct>;
  byName: ReadonlyMap<string, CatalogueProduct>;
  /** products[i].name lower-cased, computed once for suggest(). */
  lowerNames: readonly string[];
}

export interface ResolvedEntry {
  product: CatalogueProduct;
  key: string;
  name: string;
  defaultQty: number;
}

/** Serial and code input are trimmed and upper-cased (spec §5). */
export function normalizeKey(text: string): string {
  return text.trim().toUpperCase();
}

/** The field a product is entered by: serial number on the wholesale POS, product code on the retail POS. */
export function productKey(mode: CartMode, product: CatalogueProduct): string {
  return mode === 'retail' ? product.productCode : product.serialNo;
}

/** Default quantity of a product: count_of_pcs, or 1. */
export function defaultQty(product: CatalogueProduct): number {
  return product.countOfPcs >= 1 ? product.countOfPcs : 1;
}

export function createCatalogue(
  mode: CartMode,
  products: readonly CatalogueProduct[],
  customers: readonly CartCustomer[] = [],
  defaultRates: CatalogueRates = { gstBp: 0, packingBp: 0 },
  shop: { sellerState?: string; gstins?: ReadonlyMap<string, string>; unitSerialProducts?: ReadonlySet<string> } = {},
): Catalogue {
  const byKey = new Map<string, CatalogueProduct>();
  const byId = new Map<string, CatalogueProduct>();
  const byName = new Map<string, CatalogueProduct>();
  for (const product of products) {
    const key = normalizeKey(productKey(mode, product));
    const name = product.name.trim().toLowerCase();
    // The first product listed wins a shared key or name, as a top-down search would.
    if (key && !byKey.has(key)) byKey.set(key, product);
    if (name && !byName.has(name)) byName.set(name, product);
    if (!byId.has(product.productId)) byId.set(product.productId, product);
  }
  addBarcodes(byKey, products);
  return {
    mode,
    products,
    customers,
    defaultRates,
    sellerState: shop.sellerState || DEFAULT_SELLER_STATE,
    gstins: shop.gstins ?? new Map(),
    unitSerialProducts: shop.unitSerialProducts ?? new Set(),
    byKey,
    byId,
    byName,
    lowerNames: products.map((p) => p.name.toLowerCase()),
  };
}

/**
 * Box barcodes (and a UPC-A's EAN-13 twin) go into the same exact-match map as serials and codes, so a scan stays one
 * lookup; after every serial, so a serial or code wins (DESIGN §13: serial, then code, then box barcode).
 */
function addBarcodes(byKey: Map<string, CatalogueProduct>, products: readonly CatalogueProduct[]): void {
  for (const product of products) {
    if (!product.barcodes) continue;
    for (const code of product.barcodes) {
      if (!byKey.has(code)) byKey.set(code, product);
      const alias = barcodeAlias(code);
      if (alias !== null && !byKey.has(alias)) byKey.set(alias, product);
    }
  }
}

/** The barcodes a list carries, upper-cased: a list of codes, or one text of them (the columns' form). */
function barcodesOf(value: readonly WireValue[] | string | null | undefined): { barcodes?: readonly string[] } {
  if (value === null || value === undefined || value === '') return {};
  const written = typeof value === 'string' ? splitBarcodes(value) : value.flatMap((code) => splitBarcodes(text(code)));
  return written.length === 0 ? {} : { barcodes: written.map((code) => code.toUpperCase()) };
}

export function emptyCatalogue(mode: CartMode): Catalogue {
  return createCatalogue(mode, []);
}

/** Catalogues built from a list object, per mode: a list the page already holds (answered 304) is not parsed again. */
const built = new WeakMap<PosListBody, Map<CartMode, Catalogue>>();

export function catalogueFromPosList(mode: CartMode, body: PosListBody | null | undefined): Catalogue {
  if (!body) return buildCatalogue(mode, body);
  const byMode = built.get(body) ?? new Map<CartMode, Catalogue>();
  built.set(body, byMode);
  const known = byMode.get(mode);
  if (known) return known;
  const catalogue = buildCatalogue(mode, body);
  byMode.set(mode, catalogue);
  return catalogue;
}

function buildCatalogue(mode: CartMode, body: PosListBody | null | undefined): Catalogue {
  const products = body?.product_columns
    ? productsFromColumns(body.product_columns)
    : (body?.product ?? []).map((record) => productFromRecord(mode, record)).filter((p) => p.productId !== '');
  const records = body?.customer ?? [];
  const customers = records.map(customerFromRecord).filter((c) => c.userId !== '');
  const gstins = new Map<string, string>();
  for (const record of records) {
    const gstin = text(record.tax_number).trim();
    if (gstin !== '') gstins.set(text(record.user_id), gstin);
  }
  const gst = body?.gst;
  const defaultRates = {
    gstBp: wirePercent(gst?.cgst) + wirePercent(gst?.sgst),
    packingBp: wirePercent(gst?.packing_charge),
    ...(text(body?.counter?.gst_on_packing) === '1' ? { gstOnPacking: true } : {}),
  };
  const unitSerialProducts = new Set((body?.counter?.unit_serial_products ?? []).map((id) => text(id)).filter((id) => id !== ''));
  return createCatalogue(mode, products, customers, defaultRates, { sellerState: text(body?.counter?.seller_state).trim(), gstins, unitSerialProducts });
}

/** Whether a line of this product names each unit's serial (a GST or retail product marked so; a quotation names none). */
export function tracksUnitSerials(catalogue: Catalogue, product: CatalogueProduct): boolean {
  return catalogue.mode !== 'estimate' && catalogue.unitSerialProducts.has(product.productId);
}

export function findByKey(catalogue: Catalogue, text: string): CatalogueProduct | undefined {
  return catalogue.byKey.get(normalizeKey(text));
}

export function findById(catalogue: Catalogue, productId: string): CatalogueProduct | undefined {
  return catalogue.byId.get(productId);
}

/** An exact serial/code or name fills the other field (and the default quantity); anything else resolves to null. */
export function resolveEntry(catalogue: Catalogue, field: 'key' | 'name', text: string): ResolvedEntry | null {
  const product = field === 'key' ? findByKey(catalogue, text) : catalogue.byName.get(text.trim().toLowerCase());
  if (!product) return null;
  return { product, key: productKey(catalogue.mode, product), name: product.name, defaultQty: defaultQty(product) };
}

/** Names holding the text, case-insensitive; names starting with it come first, each group in catalogue order. */
export function suggest(catalogue: Catalogue, text: string, limit = 10): CatalogueProduct[] {
  const query = text.trim().toLowerCase();
  if (query === '' || limit <= 0) return [];
  const starting: CatalogueProduct[] = [];
  const containing: CatalogueProduct[] = [];
  const names = catalogue.lowerNames;
  for (let i = 0; i < names.length && starting.length < limit; i += 1) {
    const at = names[i].indexOf(query);
    if (at === 0) starting.push(catalogue.products[i]);
    else if (at > 0 && containing.length < limit) containing.push(catalogue.products[i]);
  }
  return starting.concat(containing).slice(0, limit);
}

function productFromRecord(mode: CartMode, record: PosProductRecord): CatalogueProduct {
  const rateFields =
    mode === 'retail' ? [record.rate, record.sell_rate, record.sell_price, record.amount] : [record.sell_rate, record.rate, record.sell_price, record.amount];
  return {
    productId: text(record.product_id),
    name: text(record.product_name),
    serialNo: text(record.serial_no),
    productCode: text(record.product_code),
    brand: text(record.brand),
    category: text(record.category_name),
    rate: rateFields.map(wirePaise).find((paise) => paise !== null) ?? 0,
    ratePer: text(record.rate_per),
    pricePerPcs: wirePaise(record.price_per_pcs) ?? 0,
    boxContents: text(record.box_contents),
    qtyPerBox: wireWhole(record.qty_per_box),
    countOfPcs: wireWhole(record.count_of_pcs),
    unit: text(record.unit),
    hsnCode: record.hsn_code === undefined || record.hsn_code === null ? null : text(record.hsn_code),
    ...gstRateOf(text(record.gst_percentage)),
    ...stockOf(record.stock),
    ...barcodesOf(record.barcodes),
  };
}

/** A product's own GST rate as the list writes it ("5", "18"); blank, none (the bill's). */
function gstRateOf(written: string): { gstBp?: BasisPoints } {
  return written.trim() === '' ? {} : { gstBp: wirePercent(written) };
}

/** The list's stock when it says one (a whole number, below 0 when oversold); nothing otherwise. */
function stockOf(value: WireValue): { stock?: number } {
  const written = text(value).trim();
  const stock = Number(written);
  return written !== '' && Number.isSafeInteger(stock) ? { stock } : {};
}

/** Both lists' columns carry the bill rate as sell_rate (the retail list's rate), in paise. */
function productsFromColumns(columns: ProductColumns): CatalogueProduct[] {
  const { dict } = columns;
  const products = new Array<CatalogueProduct>(productCount(columns));
  for (let i = 0; i < products.length; i += 1) {
    products[i] = {
      productId: String(columns.product_id[i]),
      name: columns.product_name[i],
      serialNo: columns.serial_no[i],
      productCode: columns.product_code[i],
      brand: dict[columns.brand[i]],
      category: dict[columns.category_name[i]],
      rate: columns.sell_rate[i],
      ratePer: dict[columns.rate_per[i]],
      pricePerPcs: columns.price_per_pcs[i],
      boxContents: dict[columns.box_contents[i]],
      qtyPerBox: columns.qty_per_box[i],
      countOfPcs: columns.count_of_pcs[i],
      unit: dict[columns.unit[i]],
      hsnCode: dict[columns.hsn_code[i]],
      ...gstRateOf(dict[columns.gst_percentage[i]]),
      stock: columns.stock[i],
      ...barcodesOf(columns.barcodes[i]),
    };
  }
  return products;
}

function customerFromRecord(record: PosCustomerRecord): CartCustomer {
  return {
    userId: text(record.user_id),
    name: text(record.name),
    mobile: text(record.mobile) || text(record.telephone),
    state: text(record.state),
  };
}
