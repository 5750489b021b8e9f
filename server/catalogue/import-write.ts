// Writes a checked import file a batch at a time (the rows the import worker sends at once), each batch in its own
// transaction through the server's write runner, so the bills of the tills are saved between two batches instead of
// waiting for the whole file (on SQLite one writer holds the lock; there an import's batch commits with the bills of
// the same turn). Rows are matched to what is already there (products by serial, product code or supplier + name, retail products by
// code or name, customers by mobile or name), so importing the same file again updates those records instead of adding
// them twice: a file whose writing stopped midway (the database gone) is imported again to finish it.
import { sql, type Kysely } from 'kysely';
import type { CustomerImportRow, ProductImportRow, RetailImportRow } from '../../core/catalogue/import-rows';
import { nameKey, unknownSupplier } from '../../core/catalogue/import-rows';
import { todayInKolkata } from '../../core/dates';
import { ApiError } from '../envelope';
import type { Dialect } from '../db/dialect';
import type { Database } from '../db/types';
import type { WriteRunner } from '../db/write-batch';
import { keyHolders, replaceBarcodes } from './barcodes';
import { barcodeAlias, codeHeldBy } from '../../core/barcode';
import { nextCodes, RETAIL_CODE_PREFIX, RETAIL_CODE_START } from './codes';
import { ensureNames } from './names';
import { recordStockMoves } from './stock-ledger';

/** A checked file's rows, a batch at a time (server/catalogue/import-off-thread.ts). */
export type ImportBatches<T> = AsyncIterable<T[]>;

export interface ImportCounts {
  rows: number;
  added: number;
  updated: number;
}

type By = { userId: number | null; at: string };
/** Who imports, when, and through which call: each written row gets its own audit row (before and after). */
type ImportBy = By & { call: string };

/** One audit row per imported record, in multi-row batches: `before` is absent for a record the import added. */
async function auditRows(
  db: Kysely<Database>,
  by: ImportBy,
  entity: string,
  rows: ReadonlyArray<{ id: number; before: unknown; after: unknown }>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('audit_log')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          at: by.at,
          user_id: by.userId,
          call: by.call,
          entity,
          entity_id: String(r.id),
          before_json: r.before === undefined ? null : JSON.stringify(r.before),
          after_json: JSON.stringify(r.after),
        })),
      )
      .execute();
  }
}

/** Rows per INSERT and per transaction: about 20 columns each keeps a statement under SQLite's (32,766) and
 * PostgreSQL's (65,535) parameter limits, and (SQLite, one writer) one transaction short enough for a bill to wait on
 * it. PostgreSQL takes bigger batches, each round trip and plan costing more there, and a bill never waits on them
 * (it has its own connection and touches none of the rows). */
const BATCH = 500;
const PG_BATCH = 2000;

async function ensureCategories(db: Kysely<Database>, names: Iterable<string>): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  for (const r of await db.selectFrom('categories').select(['category_id', 'category_name']).execute())
    byName.set(r.category_name.toLowerCase(), r.category_id);
  const missing = new Map<string, string>();
  for (const name of names) if (name !== '' && !byName.has(name.toLowerCase())) missing.set(name.toLowerCase(), name);
  if (missing.size > 0) {
    const added = await db
      .insertInto('categories')
      .values([...missing.values()].map((category_name) => ({ category_name })))
      .returning(['category_id', 'category_name'])
      .execute();
    for (const r of added) byName.set(r.category_name.toLowerCase(), r.category_id);
  }
  return byName;
}

/** The suppliers by lower-cased name (the first added wins a shared name): an import names suppliers, never adds them. */
async function supplierIds(db: Kysely<Database>): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  for (const r of await db.selectFrom('suppliers').select(['id', 'supplier_name']).orderBy('id').execute()) {
    if (!byName.has(r.supplier_name.toLowerCase())) byName.set(r.supplier_name.toLowerCase(), r.id);
  }
  return byName;
}

interface Known {
  serial: string;
  stock: number;
}

interface KnownProduct {
  productId: number;
  serial: string;
  code: string;
  stock: number;
}

/**
 * Products already there for this batch. A row finds its product by its serial; else by its product code; else by its
 * supplier and name among the live products, where a row with a serial only finds one that has none (the product a
 * serial-less file imported, now given its serial).
 */
async function knownProducts(db: Kysely<Database>, batch: readonly ProductImportRow[], supplierOf: (name: string) => number) {
  const bySerial = new Map<string, KnownProduct>();
  const byCode = new Map<string, KnownProduct>();
  const byName = new Map<string, KnownProduct>();
  const byNameUnserialed = new Map<string, KnownProduct>();
  const columns = ['product_id', 'serial_no', 'product_code', 'supplier_id', 'product_name', 'stock'] as const;
  const known = (p: { product_id: number; serial_no: string; product_code: string; stock: number | string }): KnownProduct => ({
    productId: p.product_id,
    serial: p.serial_no,
    code: p.product_code,
    stock: Number(p.stock),
  });
  const serials = batch.filter((r) => r.serialNo !== '').map((r) => r.serialNo);
  if (serials.length > 0) {
    for (const p of await db.selectFrom('products').select(columns).where('serial_no', 'in', serials).execute()) bySerial.set(p.serial_no, known(p));
  }
  const codes = [...new Set(batch.filter((r) => r.productCode !== '' && !bySerial.has(r.serialNo)).map((r) => r.productCode))];
  if (codes.length > 0) {
    // products_product_code indexes upper(product_code) where it is not blank (migration 2026-12-05T40).
    const found = await db
      .selectFrom('products')
      .select(columns)
      .where(sql<boolean>`product_code <> ''`)
      .where(sql`upper(product_code)`, 'in', codes)
      .orderBy('product_id')
      .execute();
    for (const p of found) if (!byCode.has(p.product_code.toUpperCase())) byCode.set(p.product_code.toUpperCase(), known(p));
  }
  const unfound = (r: ProductImportRow) => !bySerial.has(r.serialNo) && !(r.productCode !== '' && byCode.has(r.productCode));
  const names = [...new Set(batch.filter(unfound).map((r) => r.productName.toLowerCase()))];
  if (names.length > 0) {
    const found = await db
      .selectFrom('products')
      .select(columns)
      .where('deleted_at', 'is', null)
      .where(sql`lower(product_name)`, 'in', names)
      .orderBy('product_id')
      .execute();
    for (const p of found) {
      const key = `${p.supplier_id}\u0002${nameKey(p.product_name)}`;
      if (!byName.has(key)) byName.set(key, known(p));
      if (p.serial_no === '' && !byNameUnserialed.has(key)) byNameUnserialed.set(key, known(p));
    }
  }
  return (r: ProductImportRow): KnownProduct | undefined => {
    const bySerialNo = r.serialNo !== '' ? bySerial.get(r.serialNo) : undefined;
    if (bySerialNo) return bySerialNo;
    const byProductCode = r.productCode !== '' ? byCode.get(r.productCode) : undefined;
    if (byProductCode) return byProductCode;
    const key = `${supplierOf(r.supplierName)}\u0002${nameKey(r.productName)}`;
    return r.serialNo !== '' ? byNameUnserialed.get(key) : byName.get(key);
  };
}

/** What an import changes on a product it finds (a blank HSN code, code or category keeps the stored one). */
const PRODUCT_UPDATE = {
  product_name: sql<string>`excluded.product_name`,
  supplier_id: sql<number>`excluded.supplier_id`,
  serial_no: sql<string>`excluded.serial_no`,
  product_code: sql<string>`case when excluded.product_code = '' then products.product_code else excluded.product_code end`,
  category_id: sql<number | null>`coalesce(excluded.category_id, products.category_id)`,
  unit_id: sql<number | null>`coalesce(excluded.unit_id, products.unit_id)`,
  hsn_code: sql<string>`case when excluded.hsn_code = '' then products.hsn_code else excluded.hsn_code end`,
  gst_bp: sql<number | null>`coalesce(excluded.gst_bp, products.gst_bp)`,
  rate_per: sql<string>`excluded.rate_per`,
  box_contents: sql<string>`excluded.box_contents`,
  purchase_rate: sql<number>`excluded.purchase_rate`,
  sell_rate: sql<number>`excluded.sell_rate`,
  price_per_pcs: sql<number>`excluded.price_per_pcs`,
  rate: sql<number>`excluded.rate`,
  count_of_pcs: sql<number>`excluded.count_of_pcs`,
  stock: sql<number>`excluded.stock`,
  updated_at: sql<string>`excluded.updated_at`,
  deleted_at: null,
};

/**
 * Products a batch at a time: each row finds its product (knownProducts) and updates it, by its id; the others are
 * added, with the row's serial or none (an import never makes one up). Two multi-row statements write the batch; every
 * stock change leaves its ledger row and every product its audit row.
 */
export async function writeProducts(writes: WriteRunner, batches: ImportBatches<ProductImportRow>, by: ImportBy, dialect: Dialect): Promise<ImportCounts> {
  let suppliers: Map<string, number> | null = null;
  const units = new Map<string, number>();
  const categories = new Map<string, number>();
  const counts: ImportCounts = { rows: 0, added: 0, updated: 0 };

  const flush = async (db: Kysely<Database>, batch: ProductImportRow[]) => {
    // PostgreSQL plans with the statistics of the table before the import (perhaps empty), so as the import fills
    // it, each batch's name lookup would scan every row written so far: have it use the name index instead.
    if (dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(db);
    suppliers ??= await supplierIds(db);
    const known = suppliers;
    const missing = <T>(names: Iterable<string>, have: Map<string, T>) => [...new Set([...names].filter((n) => n !== '' && !have.has(n.toLowerCase())))];
    const newUnits = missing(
      batch.map((r) => r.unit),
      units,
    );
    if (newUnits.length > 0) for (const [k, v] of await ensureNames(db, 'unit', newUnits)) units.set(k, v);
    const newCategories = missing(
      batch.map((r) => r.category),
      categories,
    );
    if (newCategories.length > 0) for (const [k, v] of await ensureCategories(db, newCategories)) categories.set(k, v);

    const supplierOf = (r: ProductImportRow) => {
      const id = known.get(r.supplierName.toLowerCase());
      // The file was checked against the suppliers before writing began: one deleted meanwhile stops the import here.
      if (id === undefined) throw new ApiError(409, `Row ${r.row}, Supplier Name: ${unknownSupplier(r.supplierName)}. The rows before it were imported.`);
      return id;
    };
    const knownOf = await knownProducts(db, batch, (name) => known.get(name.toLowerCase()) ?? 0);
    const updates = new Map<number, { row: ProductImportRow; known: KnownProduct }>();
    const fresh: ProductImportRow[] = [];
    for (const r of batch) {
      const found = knownOf(r);
      // Two rows of a batch naming one product: the later one is what it becomes.
      if (found) updates.set(found.productId, { row: r, known: found });
      else fresh.push(r);
    }
    const valuesOf = (r: ProductImportRow, found?: KnownProduct) => ({
      product_name: r.productName,
      supplier_id: supplierOf(r),
      category_id: r.category === '' ? null : (categories.get(r.category.toLowerCase()) ?? null),
      brand_id: null,
      unit_id: r.unit === '' ? null : (units.get(r.unit.toLowerCase()) ?? null),
      serial_no: r.serialNo !== '' ? r.serialNo : (found?.serial ?? ''),
      batch_no: '',
      product_code: r.productCode,
      model: '',
      type: '',
      hsn_code: r.hsnCode,
      gst_bp: r.gstBp ?? null,
      rate_per: r.unit,
      box_contents: r.caseContent,
      purchase_rate: r.buyPrice,
      sell_rate: r.pricePerPcs,
      price_per_pcs: r.pricePerPcs,
      rate: r.pricePerPcs * r.countOfPcs,
      count_of_pcs: r.countOfPcs,
      qty_per_box: 1,
      stock: r.stock,
      created_at: by.at,
      updated_at: by.at,
    });
    const moves: Array<{ productId: number; qtyChange: number }> = [];
    const audits: Array<{ id: number; before: unknown; after: unknown }> = [];
    // A row's Barcode cell (issue 33 item 3): its product's box barcodes become those; a blank one keeps them.
    const barcodes = new Map<number, readonly string[]>();
    for (const [productId, u] of updates) if (u.row.barcodes) barcodes.set(productId, u.row.barcodes);
    if (updates.size > 0) {
      const ids = [...updates.keys()];
      const before = new Map((await db.selectFrom('products').selectAll().where('product_id', 'in', ids).execute()).map((row) => [row.product_id, row]));
      const after = await db
        .insertInto('products')
        .values([...updates].map(([productId, u]) => ({ product_id: productId, ...valuesOf(u.row, u.known) })))
        .onConflict((oc) => oc.column('product_id').doUpdateSet(PRODUCT_UPDATE))
        .returningAll()
        .execute();
      for (const row of after) {
        const old = before.get(row.product_id);
        moves.push({ productId: row.product_id, qtyChange: Number(row.stock) - Number(old?.stock ?? 0) });
        audits.push({ id: row.product_id, before: old, after: row });
      }
    }
    if (fresh.length > 0) {
      // A product added meanwhile (the form) under a serial the file brings is updated by it, never doubled.
      const added = await db
        .insertInto('products')
        .values(fresh.map((r) => valuesOf(r)))
        .onConflict((oc) =>
          oc
            .column('serial_no')
            .where(sql<boolean>`serial_no <> ''`)
            .doUpdateSet(PRODUCT_UPDATE),
        )
        .returningAll()
        .execute();
      for (const row of added) {
        moves.push({ productId: row.product_id, qtyChange: Number(row.stock) });
        audits.push({ id: row.product_id, before: undefined, after: row });
      }
      // One returned row per row given, in the order given; a name that differs would be another product.
      added.forEach((row, i) => {
        const given = fresh[i];
        if (given?.barcodes && given.productName === row.product_name) barcodes.set(row.product_id, given.barcodes);
      });
    }
    if (barcodes.size > 0) await replaceBarcodes(db, barcodes);
    await recordStockMoves(db, 'product', 'import', moves, by);
    await auditRows(db, by, 'product', audits);
    counts.rows += batch.length;
    counts.added += fresh.length;
    counts.updated += batch.length - fresh.length;
  };

  const size = dialect === 'postgres' ? PG_BATCH : BATCH;
  let pending: ProductImportRow[] = [];
  for await (const batch of batches) {
    pending.push(...batch);
    while (pending.length >= size) {
      const rows = pending.slice(0, size);
      pending = pending.slice(size);
      await writes.run((trx) => flush(trx, rows));
    }
  }
  if (pending.length > 0) await writes.run((trx) => flush(trx, pending));
  return counts;
}

async function collect<T>(batches: ImportBatches<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const batch of batches) all.push(...batch);
  return all;
}

/**
 * Retail products: the rows (a retail list is small) and the codes already used are read first, new codes given from
 * them; then a batch at a time, each in its own transaction. A product added meanwhile under a code the import gives
 * is updated by it (INSERT … ON CONFLICT), never doubled.
 */
export async function writeRetail(writes: WriteRunner, db: Kysely<Database>, source: ImportBatches<RetailImportRow>, by: ImportBy): Promise<ImportCounts> {
  const rows = await collect(source);
  await refuseBarcodesHeld(db, rows);
  const categories = await writes.run((trx) =>
    ensureCategories(
      trx,
      rows.map((r) => r.category),
    ),
  );
  const byCode = new Map<string, Known>();
  const byName = new Map<string, Known>();
  for (const p of await db.selectFrom('retail_products').select(['product_code', 'product_name', 'stock', 'deleted_at']).execute()) {
    const known = { serial: p.product_code, stock: Number(p.stock) };
    byCode.set(p.product_code.toUpperCase(), known);
    if (p.deleted_at === null) byName.set(nameKey(p.product_name), known);
  }
  const freshCount = rows.filter((r) => r.productCode === '' && !byName.has(nameKey(r.productName))).length;
  const newCodes = nextCodes(
    RETAIL_CODE_PREFIX,
    [`${RETAIL_CODE_PREFIX}-${RETAIL_CODE_START}`, ...byCode.keys(), ...rows.map((r) => r.productCode)],
    freshCount,
  );
  let nextNew = 0;
  const oldStock = new Map<string, number>();
  const values = rows.map((r) => {
    const known = r.productCode !== '' ? byCode.get(r.productCode) : byName.get(nameKey(r.productName));
    const code = known?.serial ?? (r.productCode !== '' ? r.productCode : newCodes[nextNew++]);
    if (known) oldStock.set(code, known.stock);
    return {
      product_name: r.productName,
      product_code: code,
      category_id: r.category === '' ? null : (categories.get(r.category.toLowerCase()) ?? null),
      brand_id: null,
      hsn_code: r.hsnCode,
      gst_bp: r.gstBp ?? null,
      rate: r.rate,
      qty_per_box: r.qtyPerBox,
      count_of_pcs: 1,
      stock: r.stock,
      created_at: by.at,
      updated_at: by.at,
    };
  });
  const stockByCode = new Map(values.map((v) => [v.product_code, v.stock]));
  const barcodesByCode = new Map(rows.flatMap((r, i) => (r.barcodes ? [[values[i].product_code, r.barcodes] as const] : [])));
  const writeBatch = async (db: Kysely<Database>, i: number) => {
    const moves: Array<{ productId: number; qtyChange: number }> = [];
    const codes = values
      .slice(i, i + BATCH)
      .map((v) => v.product_code)
      .filter((code) => oldStock.has(code));
    const before = codes.length === 0 ? [] : await db.selectFrom('retail_products').selectAll().where('product_code', 'in', codes).execute();
    const returned = await db
      .insertInto('retail_products')
      .values(values.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc.column('product_code').doUpdateSet((eb) => ({
          product_name: eb.ref('excluded.product_name'),
          category_id: sql`coalesce(excluded.category_id, retail_products.category_id)`,
          hsn_code: sql`case when excluded.hsn_code = '' then retail_products.hsn_code else excluded.hsn_code end`,
          gst_bp: sql`coalesce(excluded.gst_bp, retail_products.gst_bp)`,
          rate: eb.ref('excluded.rate'),
          qty_per_box: eb.ref('excluded.qty_per_box'),
          stock: eb.ref('excluded.stock'),
          updated_at: eb.ref('excluded.updated_at'),
          deleted_at: null,
        })),
      )
      .returning(['product_id', 'product_code'])
      .execute();
    for (const r of returned) moves.push({ productId: r.product_id, qtyChange: (stockByCode.get(r.product_code) ?? 0) - (oldStock.get(r.product_code) ?? 0) });
    const beforeById = new Map(before.map((row) => [row.product_id, row]));
    const after = await db
      .selectFrom('retail_products')
      .selectAll()
      .where(
        'product_id',
        'in',
        returned.map((r) => r.product_id),
      )
      .execute();
    await auditRows(
      db,
      by,
      'retail_product',
      after.map((row) => ({ id: row.product_id, before: beforeById.get(row.product_id), after: row })),
    );
    await recordStockMoves(db, 'retail', 'import', moves, by);
    // A row's Barcode cell (issue 33): its product's box barcodes become those; a blank one keeps them.
    const barcodes = new Map<number, readonly string[]>();
    for (const r of returned) {
      const given = barcodesByCode.get(r.product_code);
      if (given) barcodes.set(r.product_id, given);
    }
    if (barcodes.size > 0) await replaceBarcodes(db, barcodes, 'retail');
  };
  for (let i = 0; i < values.length; i += BATCH) await writes.run((trx) => writeBatch(trx, i));
  return { rows: rows.length, added: rows.length - oldStock.size, updated: oldStock.size };
}

/**
 * 409 before anything is written (issue 33): a row's barcode that is a GST product's serial no or another retail
 * product's code (the check of the file has already refused one on another product's box).
 */
async function refuseBarcodesHeld(db: Kysely<Database>, rows: readonly RetailImportRow[]): Promise<void> {
  const withCodes = rows.filter((r) => r.barcodes !== undefined);
  if (withCodes.length === 0) return;
  const holders = await keyHolders(
    db,
    withCodes.flatMap((r) => r.barcodes ?? []),
  );
  if (holders.size === 0) return;
  const liveByName = new Map<string, string>();
  for (const p of await db.selectFrom('retail_products').select(['product_code', 'product_name']).where('deleted_at', 'is', null).execute())
    liveByName.set(nameKey(p.product_name), p.product_code.toUpperCase());
  for (const r of withCodes) {
    const own = r.productCode !== '' ? r.productCode : liveByName.get(nameKey(r.productName));
    for (const code of r.barcodes ?? []) {
      for (const form of [code, barcodeAlias(code)]) {
        const holder = form === null ? undefined : holders.get(form);
        // The row's own code on its own box is no clash.
        if (holder && !(holder.what === 'code' && form === own)) {
          throw new ApiError(409, `Nothing was imported: row ${r.row}, Barcode: ${codeHeldBy(code, holder)}.`);
        }
      }
    }
  }
}

/** The day an import is made (Asia/Kolkata): the date of the opening balances it brings. */
const importDay = (by: ImportBy): string => todayInKolkata(new Date(by.at));

/**
 * An Opening Balance column on a re-imported customer: a new figure is kept (dated as stored, else the import day) for
 * a customer without bills; for one with bills it is refused (the whole file, nothing written): that change is the
 * owner's, on the customer's form, where its date is checked against the first bill.
 */
async function importedOpening(
  db: Kysely<Database>,
  r: CustomerImportRow,
  before: { user_id: number; name: string; opening_balance: number; opening_date: string },
  by: ImportBy,
) {
  if (r.openingBalance === undefined || r.openingBalance === Number(before.opening_balance)) return {};
  const bill = await db
    .selectFrom('orders')
    .select('order_id')
    .where('customer_id', '=', before.user_id)
    .where('kind', 'in', ['gst', 'retail'])
    .executeTakeFirst();
  if (bill) {
    throw new ApiError(
      409,
      `Nothing was imported: row ${r.row}, Opening Balance: ${before.name} has bills, so only the owner can change the opening balance, on the customer's form.`,
    );
  }
  return { opening_balance: r.openingBalance, opening_date: r.openingBalance === 0 ? '' : before.opening_date || importDay(by) };
}

/** Customers: matched against those already there (read first), each opening balance change checked before anything is
 * written, then updated and added a batch at a time, each batch in its own transaction. */
export async function writeCustomers(writes: WriteRunner, db: Kysely<Database>, source: ImportBatches<CustomerImportRow>, by: ImportBy): Promise<ImportCounts> {
  const rows = await collect(source);
  const byMobile = new Map<string, number>();
  const byName = new Map<string, number>();
  for (const c of await db.selectFrom('customers').select(['user_id', 'name', 'mobile']).orderBy('user_id').execute()) {
    if (c.mobile !== '' && !byMobile.has(c.mobile)) byMobile.set(c.mobile, c.user_id);
    if (!byName.has(nameKey(c.name))) byName.set(nameKey(c.name), c.user_id);
  }
  const fresh: CustomerImportRow[] = [];
  const updates: Array<{ id: number; row: CustomerImportRow }> = [];
  for (const r of rows) {
    const id = r.mobile !== '' ? byMobile.get(r.mobile) : byName.get(nameKey(r.name));
    if (id === undefined) fresh.push(r);
    else updates.push({ id, row: r });
  }
  // Every opening balance a row changes is checked first: a refusal (a customer with bills) leaves the whole file unwritten.
  const openings = new Map<number, Awaited<ReturnType<typeof importedOpening>>>();
  for (const { id, row: r } of updates) {
    if (r.openingBalance === undefined) continue;
    const before = await db
      .selectFrom('customers')
      .select(['user_id', 'name', 'opening_balance', 'opening_date'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    openings.set(id, await importedOpening(db, r, before, by));
  }
  for (let i = 0; i < updates.length; i += BATCH) {
    await writes.run(async (trx) => {
      const changed: Array<{ id: number; before: unknown; after: unknown }> = [];
      for (const { id, row: r } of updates.slice(i, i + BATCH)) {
        const before = await trx.selectFrom('customers').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
        const after = await trx
          .updateTable('customers')
          .set({
            name: r.name,
            address: r.address,
            mobile: r.mobile,
            tax_number: r.gstNumber,
            state: r.state,
            ...(r.pincode === '' ? {} : { pincode: r.pincode }),
            ...openings.get(id),
            updated_at: by.at,
          })
          .where('user_id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        changed.push({ id, before, after });
      }
      await auditRows(trx, by, 'customer', changed);
    });
  }
  const values = fresh.map((r) => ({
    name: r.name,
    mobile: r.mobile,
    email: '',
    tax_number: r.gstNumber,
    address: r.address,
    city: '',
    state: r.state,
    pincode: r.pincode,
    place_of_supply: r.state,
    credit_limit: 0,
    created_at: by.at,
    updated_at: by.at,
    // Every row names every column: a multi-row insert cannot leave one to its default on SQLite.
    opening_balance: r.openingBalance ?? 0,
    opening_date: r.openingBalance ? importDay(by) : '',
  }));
  for (let i = 0; i < values.length; i += BATCH) {
    await writes.run(async (trx) => {
      const added = await trx
        .insertInto('customers')
        .values(values.slice(i, i + BATCH))
        .returningAll()
        .execute();
      await auditRows(
        trx,
        by,
        'customer',
        added.map((row) => ({ id: row.user_id, before: undefined, after: row })),
      );
    });
  }
  return { rows: rows.length, added: values.length, updated: updates.length };
}
