// The POS product lists in columns (issue 24): whole, or only the products changed since the version a till holds,
// read from catalogue_changes (migration 2026-11-26T60-catalogue-changes).
import { sql, type Kysely } from 'kysely';
import {
  applyChanges,
  encodeProducts,
  productCount,
  type CounterListBody,
  type CounterProduct,
  type CounterSince,
  type ProductColumns,
} from '../../core/catalogue/counter-columns';
import { gstRateText } from '../../core/gst-rates';
import { barcodesByProduct } from '../catalogue/barcodes';
import type { Database } from '../db/types';
import { catalogueStamp, posCounter, posCustomers, posGst, readSettings, unitSerialProducts, type CatalogueStamp } from './catalogue';

type ListKind = 'wholesale' | 'retail';

/** An entry after `version`, or not stamped (never left so by a commit; read as changed rather than missed). */
function changedSince(version: number) {
  return sql<boolean>`(ch.version > ${version} or ch.version is null)`;
}

/**
 * The version to send changes from, when those changes can bring the till's copy up to date: the same database, a version this log
 * covers and not newer than the database's, and no category, brand or unit renamed meanwhile (every row shows them).
 */
async function changesFrom(db: Kysely<Database>, state: CatalogueStamp, since: CounterSince | undefined): Promise<number | null> {
  if (!since || since.epoch !== state.epoch || since.version < state.logFrom || since.version > state.version) return null;
  const renamed = await db
    .selectFrom('catalogue_changes as ch')
    .select('ch.item_id')
    .where('ch.list', '=', 'names')
    .where(changedSince(since.version))
    .executeTakeFirst();
  return renamed === undefined ? since.version : null;
}

function wholesaleQuery(db: Kysely<Database>) {
  return db
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
      'u.unit_name',
      'p.rate_per',
      'p.box_contents',
      'p.hsn_code',
      'p.gst_bp',
      'p.sell_rate',
      'p.rate',
      'p.price_per_pcs',
      'p.count_of_pcs',
      'p.qty_per_box',
      'p.stock',
    ])
    .where('p.deleted_at', 'is', null);
}

function retailQuery(db: Kysely<Database>) {
  return db
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
    .where('p.deleted_at', 'is', null);
}

type WholesaleRow = Awaited<ReturnType<ReturnType<typeof wholesaleQuery>['execute']>>[number];
type RetailRow = Awaited<ReturnType<ReturnType<typeof retailQuery>['execute']>>[number];

function fromWholesale(r: WholesaleRow): CounterProduct {
  return {
    product_id: r.product_id,
    product_name: r.product_name,
    serial_no: r.serial_no,
    product_code: r.product_code,
    category_name: r.category_name ?? '',
    brand: r.brand_name ?? '',
    unit: r.unit_name ?? '',
    rate_per: r.rate_per,
    box_contents: r.box_contents,
    hsn_code: r.hsn_code,
    gst_percentage: gstRateText(r.gst_bp === null ? null : Number(r.gst_bp)),
    sell_rate: Number(r.sell_rate),
    rate: Number(r.rate),
    price_per_pcs: Number(r.price_per_pcs),
    count_of_pcs: r.count_of_pcs,
    qty_per_box: r.qty_per_box,
    stock: r.stock,
    barcodes: '',
  };
}

/** As retail_pos_product_list.php: the serial is the product code, every price the rate. */
function fromRetail(r: RetailRow): CounterProduct {
  const rate = Number(r.rate);
  return {
    product_id: r.product_id,
    product_name: r.product_name,
    serial_no: r.product_code,
    product_code: r.product_code,
    category_name: r.category_name ?? '',
    brand: r.brand_name ?? '',
    unit: '',
    rate_per: '',
    box_contents: '',
    hsn_code: r.hsn_code,
    gst_percentage: gstRateText(r.gst_bp === null ? null : Number(r.gst_bp)),
    sell_rate: rate,
    rate,
    price_per_pcs: rate,
    count_of_pcs: r.count_of_pcs,
    qty_per_box: r.qty_per_box,
    stock: r.stock,
    barcodes: '',
  };
}

/** The ids of one list changed after `version`. */
function changedIds(db: Kysely<Database>, kind: ListKind, version: number) {
  return db.selectFrom('catalogue_changes as ch').select('ch.item_id').where('ch.list', '=', kind).where(changedSince(version));
}

async function readProducts(db: Kysely<Database>, kind: ListKind, changedFrom: number | null): Promise<CounterProduct[]> {
  let products: CounterProduct[];
  if (kind === 'wholesale') {
    const query = wholesaleQuery(db);
    products = (await (changedFrom === null ? query : query.where('p.product_id', 'in', changedIds(db, kind, changedFrom))).execute()).map(fromWholesale);
  } else {
    const query = retailQuery(db);
    products = (await (changedFrom === null ? query : query.where('p.product_id', 'in', changedIds(db, kind, changedFrom))).execute()).map(fromRetail);
  }
  // Box barcodes (issue 33 item 3): one more read, of the few products that carry any.
  // Many changed products (a bulk import) read every barcode rather than bind thousands of ids.
  const few = changedFrom !== null && products.length <= 500;
  const barcodes = await barcodesByProduct(db, few ? products.map((p) => p.product_id) : undefined, kind === 'retail' ? 'retail' : 'product');
  for (const product of products) product.barcodes = barcodes.get(product.product_id)?.join(' ') ?? '';
  return products;
}

/** The ids of `changed` the list no longer holds: archived or deleted. */
function removedOf(changed: readonly number[], present: readonly CounterProduct[]): number[] {
  const still = new Set(present.map((p) => p.product_id));
  return changed.filter((id) => !still.has(id)).sort((a, b) => a - b);
}

/** The ids of one list changed after `version`, as read now. */
async function readChangedIds(db: Kysely<Database>, kind: ListKind, version: number): Promise<number[]> {
  return (await changedIds(db, kind, version).execute()).map((row) => row.item_id);
}

/** The answer at `state`: the whole list (`fromVersion` null) or the products changed after `fromVersion`. */
async function listAnswer(
  db: Kysely<Database>,
  kind: ListKind,
  state: CatalogueStamp,
  fromVersion: number | null,
  changed: readonly number[],
): Promise<CounterListBody> {
  const [products, customer, settings, tracking] = await Promise.all([
    readProducts(db, kind, fromVersion),
    posCustomers(db),
    readSettings(db),
    unitSerialProducts(db, kind),
  ]);
  const removed = removedOf(changed, products);
  return {
    format: 'columns',
    epoch: state.epoch,
    version: state.version,
    since: fromVersion,
    products: encodeProducts(products),
    removed,
    customer,
    gst: posGst(settings),
    counter: posCounter(settings, tracking),
  };
}

/** Where an answer to a till stands: the database's version, and the version to send changes from (null: whole). */
export interface CounterStand {
  state: CatalogueStamp;
  fromVersion: number | null;
}

/** The database's version, read first, and whether the till's `since` can be brought up to date with changes. */
export async function counterStand(db: Kysely<Database>, since: CounterSince | undefined): Promise<CounterStand> {
  const state = await catalogueStamp(db);
  return { state, fromVersion: await changesFrom(db, state, since) };
}

/**
 * The list in columns from where `stand` says. The version was read first, so the products are at least as new as the
 * version they are labelled with; changes read since `since` may repeat some the till already holds, which applying
 * again leaves as they are.
 */
export async function counterListFrom(db: Kysely<Database>, kind: ListKind, stand: CounterStand): Promise<CounterListBody> {
  // The changed ids before the products: an id changed in between is then either sent or left for the next question,
  // never taken for removed.
  const changed = stand.fromVersion === null ? [] : await readChangedIds(db, kind, stand.fromVersion);
  return listAnswer(db, kind, stand.state, stand.fromVersion, changed);
}

/** The list in columns, whole or since the till's version (counterStand, then counterListFrom). */
export async function counterList(db: Kysely<Database>, kind: ListKind, since: CounterSince | undefined): Promise<CounterListBody> {
  return counterListFrom(db, kind, await counterStand(db, since));
}

/** A whole list a process keeps decoded, at the version (of the epoch) it is at least as new as. */
export interface HeldCounterList {
  epoch: string;
  version: number;
  products: ProductColumns;
}

/**
 * More changed products than this (and than a quarter of the list held) are read with the whole list instead: reading
 * them by id and merging costs more than one full read (a bulk import, the first fill of an empty catalogue).
 */
const MOST_CHANGES_APPLIED = 1_000;

/**
 * The whole list at the database's current version (`since: null`), brought up from `held` exactly as a till brings up
 * its kept copy: the products changed since the held version read and applied (core/catalogue/counter-columns.ts
 * applyChanges) instead of reading every product, when `changesFrom` allows it (the same epoch, a version the log covers,
 * no name renamed) and the changes are few. Otherwise, or with nothing held, the full read. The customers, GST and
 * counter settings are read afresh either way. The answer equals a full read at the same version (tests/api/
 * pos-catalogue-columns.test.ts compares them).
 */
export async function wholeCounterList(db: Kysely<Database>, kind: ListKind, held: HeldCounterList | undefined): Promise<CounterListBody> {
  const { state, fromVersion: from } = await counterStand(db, held);
  let fromVersion = from;
  let changed = fromVersion === null ? [] : await readChangedIds(db, kind, fromVersion);
  if (held && changed.length > Math.max(MOST_CHANGES_APPLIED, productCount(held.products) / 4)) {
    fromVersion = null;
    changed = [];
  }
  const answer = await listAnswer(db, kind, state, fromVersion, changed);
  if (answer.since === null || !held) return answer;
  const unchanged = productCount(answer.products) === 0 && answer.removed.length === 0;
  return { ...answer, since: null, removed: [], products: unchanged ? held.products : applyChanges(held.products, answer.products, answer.removed) };
}
