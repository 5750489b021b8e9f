import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barcodeProblem } from '../../core/barcode';
import { purchaseTotals, salesTotals } from '../../core/billing';
import { supplierInvoiceKey, supplierInvoiceYear } from '../../core/purchase/purchase.supplier-invoice';
import { addDays, financialYear, todayInKolkata } from '../../core/dates';
import { GST_STATES, validateGstin } from '../../core/gstin';
import { bootstrap } from '../../server/bootstrap';
import { openDatabase } from '../../server/db/connect';
import { seedDemo } from '../../server/db/demo';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/types';
import { TEST_DIALECTS, freshDatabase, type TestDatabase } from '../support/database';

// Mid-June 2027: five months back crosses 1 April, so bill numbers restart with the new financial year.
const NOW = new Date('2027-06-15T08:00:00Z');
const TODAY = todayInKolkata(NOW);
const OWNER = { email: 'owner@shop.test', password: 'owner-pass-1234' };

const TABLES = [
  'settings',
  'categories',
  'brands',
  'units',
  'suppliers',
  'products',
  'product_barcodes',
  'retail_products',
  'customers',
  'orders',
  'order_lines',
  'purchases',
  'purchase_lines',
  'stock_ledger',
  'customer_payments',
  'supplier_payments',
  'payment_details',
  'banners',
] as const;

async function count(db: Kysely<Database>, table: (typeof TABLES)[number]): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function snapshot(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const counts: Record<string, unknown> = {};
  for (const table of TABLES) counts[table] = await count(db, table);
  counts.settings = await db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();
  counts.stock = await db.selectFrom('products').select(['product_id', 'stock']).orderBy('product_id').execute();
  return counts;
}

function codeOf(state: string): string | undefined {
  return Object.entries(GST_STATES).find(([, name]) => name === state)?.[0];
}

describe.each(TEST_DIALECTS)('the demo shop on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let summary: string | null;
  let ownerId: number;

  beforeAll(async () => {
    database = await freshDatabase(dialect);
    db = database.db;
    await bootstrap(db, NOW, OWNER);
    ownerId = (await db.selectFrom('employees').select('user_id').where('is_owner', '=', 1).executeTakeFirstOrThrow()).user_id;
    summary = await seedDemo(db, NOW);
  });
  afterAll(() => database.dispose());

  it('answers a one-line summary of what it seeded', () => {
    expect(summary).toMatch(/^24 suppliers, \d+ products, \d+ retail products, 120 customers, \d+ purchases, \d+ GST bills \(\d cancelled\)/);
    expect(summary).not.toContain('\n');
  });

  it('seeds the catalogue, the parties and five months of trade', async () => {
    expect(await count(db, 'suppliers')).toBe(24);
    expect(await count(db, 'products')).toBeGreaterThanOrEqual(230);
    expect(await count(db, 'retail_products')).toBeGreaterThanOrEqual(40);
    expect(await count(db, 'customers')).toBe(120);
    expect(await count(db, 'purchases')).toBe(60);
    expect(await count(db, 'payment_details')).toBe(30);
    expect(await count(db, 'banners')).toBe(0);
    const kinds = await db.selectFrom('orders').select(['kind', 'cancelled']).execute();
    expect(kinds.filter((o) => o.kind === 'gst').length).toBeGreaterThanOrEqual(90);
    expect(kinds.filter((o) => o.kind === 'retail').length).toBeGreaterThanOrEqual(20);
    expect(kinds.filter((o) => o.kind === 'estimate').length).toBe(25);
    expect(kinds.filter((o) => o.cancelled === 1).every((o) => o.kind === 'gst')).toBe(true);
    expect(kinds.filter((o) => o.cancelled === 1).length).toBeGreaterThanOrEqual(3);
    for (const name of ['Ceiling Fans', 'Air Coolers', 'Air Conditioners', 'Refrigerators', 'Water Purifiers', 'Stabilizers']) {
      expect(await db.selectFrom('categories').select('category_id').where('category_name', '=', name).executeTakeFirst()).toBeDefined();
    }
    expect((await db.selectFrom('units').select('unit_name').execute()).map((u) => u.unit_name).sort()).toEqual(['Box', 'Nos', 'Pcs', 'Set']);
  });

  it('fills the shop settings with a Madurai address and a valid Tamil Nadu GSTIN', async () => {
    const shop = await db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(shop).toMatchObject({ city: 'Madurai', state: 'Tamil Nadu', pincode: '625001', cgst_bp: 900, sgst_bp: 900 });
    expect(shop.shop_name).not.toBe('kulir');
    expect(validateGstin(shop.gst_no)).toMatchObject({ ok: true, stateCode: '33' });
    expect(shop.phone).toMatch(/^[6-9]\d{9}$/);
    expect(shop.ifsc_code).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
    expect(shop.micr_code).toMatch(/^\d{9}$/);
  });

  it('gives every supplier and GST-registered customer a valid GSTIN of its own state', async () => {
    const suppliers = await db.selectFrom('suppliers').selectAll().execute();
    for (const s of suppliers) {
      expect(validateGstin(s.gst_number), s.supplier_name).toMatchObject({ ok: true, stateCode: codeOf(s.state) });
      expect(s.mobile).toMatch(/^[6-9]\d{9}$/);
    }
    const customers = await db.selectFrom('customers').selectAll().execute();
    const registered = customers.filter((c) => c.tax_number !== '');
    for (const c of registered) expect(validateGstin(c.tax_number), c.name).toMatchObject({ ok: true, stateCode: codeOf(c.state) });
    expect(registered.length).toBeGreaterThanOrEqual(50);
    expect(registered.length).toBeLessThanOrEqual(70);
    for (const c of customers) {
      expect(c.mobile).toMatch(/^[6-9]\d{9}$/);
      expect(['Tamil Nadu', 'Kerala', 'Karnataka', 'Andhra Pradesh', 'Puducherry']).toContain(c.state);
      expect(c.place_of_supply).toBe(c.state);
    }
    const inTamilNadu = customers.filter((c) => c.state === 'Tamil Nadu').length;
    expect(inTamilNadu / customers.length).toBeGreaterThan(0.65);
    expect(inTamilNadu / customers.length).toBeLessThan(0.85);
    expect(new Set(customers.map((c) => c.mobile)).size).toBe(customers.length);
  });

  it('gives products unique upper-case serials, the right HSN codes and a purchase rate below the sell rate', async () => {
    const products = await db
      .selectFrom('products')
      .innerJoin('categories', 'categories.category_id', 'products.category_id')
      .selectAll('products')
      .select('category_name')
      .execute();
    const serials = products.map((p) => p.serial_no);
    expect(new Set(serials).size).toBe(serials.length);
    for (const serial of serials) expect(serial).toMatch(/^[A-Z0-9-]+$/);
    const hsn: Record<string, string> = {
      'Ceiling Fans': '841451',
      'Table Fans': '841451',
      'Pedestal Fans': '841451',
      'Wall Fans': '841451',
      'Exhaust Fans': '841459',
      'Air Coolers': '847960',
      'Air Conditioners': '841510',
      Refrigerators: '841821',
      'Water Purifiers': '842121',
      Stabilizers: '850440',
      'Sewing Machines': '845210',
    };
    for (const p of products) {
      expect(p.hsn_code, p.product_name).toBe(hsn[p.category_name]);
      // Issue 31 item 4: sewing machines carry their own 5%; every other product bills at the shop's 18%.
      expect(p.gst_bp, p.product_name).toBe(p.category_name === 'Sewing Machines' ? 500 : null);
      expect(p.purchase_rate).toBeGreaterThan(0);
      expect(p.purchase_rate).toBeLessThan(p.sell_rate);
      expect(p.brand_id).not.toBeNull();
      expect(p.unit_id).not.toBeNull();
    }
    expect(products.length).toBe(new Set(products.map((p) => p.product_code)).size);
  });

  it('gives every tenth product an EAN-13 on its box under the Indian prefix, with its check digit right', async () => {
    const codes = await db.selectFrom('product_barcodes').select(['barcode', 'product_id']).execute();
    expect(codes.length).toBeGreaterThanOrEqual(20);
    for (const { barcode } of codes) {
      expect(barcode).toMatch(/^890\d{10}$/);
      expect(barcodeProblem(barcode)).toBeNull();
    }
    expect(new Set(codes.map((c) => c.product_id)).size).toBe(codes.length);
  });

  it('keeps every stock equal to the sum of its ledger rows, never below zero', async () => {
    const sums = await db
      .selectFrom('stock_ledger')
      .select(['product_kind', 'product_id'])
      .select((eb) => eb.fn.sum<number>('qty_change').as('total'))
      .groupBy(['product_kind', 'product_id'])
      .execute();
    const ledger = new Map(sums.map((s) => [`${s.product_kind} ${s.product_id}`, Number(s.total)]));
    for (const p of await db.selectFrom('products').select(['product_id', 'stock']).execute()) {
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(ledger.get(`product ${p.product_id}`) ?? 0).toBe(p.stock);
    }
    for (const r of await db.selectFrom('retail_products').select(['product_id', 'stock']).execute()) {
      expect(r.stock).toBeGreaterThanOrEqual(0);
      expect(ledger.get(`retail ${r.product_id}`) ?? 0).toBe(r.stock);
    }
    const reasons = await db.selectFrom('stock_ledger').select(['reason', 'doc_kind']).distinct().execute();
    expect(reasons.map((r) => `${r.reason}/${r.doc_kind}`).sort()).toEqual([
      'cancel/order',
      'opening/opening',
      'purchase/purchase',
      'return/credit_note',
      'sale/order',
    ]);
  });

  it("shows three sales returns: credit notes CN-1..3 dated today, one a registered dealer's and one a retail bill's, credit kept", async () => {
    const notes = await db
      .selectFrom('credit_notes as n')
      .innerJoin('orders as o', 'o.order_id', 'n.order_id')
      .innerJoin('customers as c', 'c.user_id', 'n.customer_id')
      .select(['n.cn_no', 'n.cn_date', 'n.reason', 'n.refund', 'o.kind', 'c.tax_number'])
      .orderBy('n.cn_no')
      .execute();
    expect(notes.map((n) => n.cn_no)).toEqual([1, 2, 3]);
    expect(new Set(notes.map((n) => n.cn_date))).toEqual(new Set([todayInKolkata(NOW)]));
    expect(notes.map((n) => n.kind)).toEqual(['gst', 'retail', 'gst']);
    expect(notes[0].tax_number).not.toBe('');
    expect(notes.every((n) => Number(n.refund) === 0 && n.reason !== '')).toBe(true);
  });

  it("moves no stock for estimates, and returns a cancelled bill's stock", async () => {
    const estimates = await db.selectFrom('orders').select('order_id').where('kind', '=', 'estimate').execute();
    const moved = await db
      .selectFrom('stock_ledger')
      .select('id')
      .where('doc_kind', '=', 'order')
      .where(
        'doc_id',
        'in',
        estimates.map((e) => e.order_id),
      )
      .execute();
    expect(moved).toEqual([]);
    for (const order of await db.selectFrom('orders').selectAll().where('cancelled', '=', 1).execute()) {
      expect(order.cancelled_by).toBe(ownerId);
      expect(order.cancelled_at! >= order.created_at).toBe(true);
      expect(order.paid_amount).toBe(0);
      const rows = await db
        .selectFrom('stock_ledger')
        .select(['reason', 'qty_change'])
        .where('doc_kind', '=', 'order')
        .where('doc_id', '=', order.order_id)
        .execute();
      const net = rows.reduce((sum, r) => sum + r.qty_change, 0);
      expect(net).toBe(0);
      expect(rows.some((r) => r.reason === 'cancel')).toBe(true);
    }
  });

  it("stores every bill's totals exactly as core computes them from its lines", async () => {
    const orders = await db.selectFrom('orders').selectAll().execute();
    const lines = await db.selectFrom('order_lines').selectAll().orderBy('line_no').execute();
    for (const order of orders) {
      const own = lines.filter((l) => l.order_id === order.order_id);
      expect(own.length).toBeGreaterThan(0);
      const totals = salesTotals(
        own.map((l) => ({ rate: l.rate, qty: l.qty, discountBp: l.discount_bp, gstBp: l.gst_bp ?? order.gst_bp })),
        {
          discountBp: order.discount_bp,
          commissionBp: order.commission_bp,
          gstBp: order.gst_bp,
          packingBp: order.packing_bp,
          // The bill's own GST-on-packing rule (the demo shop bills with it on, issue 31 item 5).
          gstOnPacking: order.gst_on_packing === 1,
        },
      );
      expect(order.gst_on_packing).toBe(1);
      expect(own.map((l) => l.total)).toEqual(totals.lineTotals);
      expect(order).toMatchObject({
        subtotal: totals.subtotal,
        discount_amt: totals.discount,
        commission_amt: totals.commission,
        gst_amt: totals.gst,
        cgst_amt: totals.cgst,
        sgst_amt: totals.sgst,
        packing_amt: totals.packing,
        round_off: totals.roundOff,
        total: totals.grandTotal,
        fy: financialYear(order.order_date),
        gst_bp: 1800,
        created_by: ownerId,
      });
      if (order.kind === 'estimate') expect(order.paid_amount).toBe(0);
      if (order.kind === 'retail') expect(own.every((l) => l.retail_product_id !== null)).toBe(true);
      if (order.kind === 'gst') expect(own.every((l) => l.product_id !== null && l.hsn_code !== '')).toBe(true);
    }
    // Every line keeps the rate it was billed at, and some bills hold two (a sewing machine at 5% beside an 18% fan).
    expect(lines.every((l) => l.gst_bp === 1800 || l.gst_bp === 500)).toBe(true);
    const ratesOf = (orderId: number) => new Set(lines.filter((l) => l.order_id === orderId).map((l) => l.gst_bp));
    expect(orders.some((o) => o.kind === 'gst' && ratesOf(o.order_id).size === 2)).toBe(true);
  });

  it('copies the billing details from the customer', async () => {
    const rows = await db
      .selectFrom('orders')
      .innerJoin('customers', 'customers.user_id', 'orders.customer_id')
      .select(['billing_name', 'billing_phonenumber', 'billing_address', 'billing_state', 'name', 'mobile', 'address', 'state'])
      .execute();
    for (const r of rows) {
      expect([r.billing_name, r.billing_phonenumber, r.billing_address, r.billing_state]).toEqual([r.name, r.mobile, r.address, r.state]);
    }
  });

  it('numbers bills 1..n per kind and financial year, in date order', async () => {
    const orders = await db.selectFrom('orders').select(['kind', 'fy', 'bill_no', 'order_date', 'created_at']).orderBy('bill_no').execute();
    const groups = new Map<string, typeof orders>();
    for (const o of orders) groups.set(`${o.kind} ${o.fy}`, [...(groups.get(`${o.kind} ${o.fy}`) ?? []), o]);
    expect(new Set(orders.filter((o) => o.kind === 'gst').map((o) => o.fy))).toEqual(new Set(['2026-27', '2027-28']));
    for (const group of groups.values()) {
      expect(group.map((o) => o.bill_no)).toEqual(group.map((_, i) => i + 1));
      const dates = group.map((o) => o.order_date);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it('dates everything within the last five months and no payment before its bill', async () => {
    const from = addDays(TODAY, -160);
    for (const o of await db.selectFrom('orders').select(['order_date', 'created_at']).execute()) {
      expect(o.order_date >= from && o.order_date <= TODAY).toBe(true);
      expect(o.created_at <= NOW.toISOString()).toBe(true);
    }
    const paid = await db
      .selectFrom('customer_payments')
      .innerJoin('orders', 'orders.order_id', 'customer_payments.order_id')
      .select(['customer_payments.order_id', 'paid_date', 'order_date', 'amount', 'balance_after', 'total', 'paid_amount'])
      .orderBy('paid_id')
      .execute();
    for (const p of paid) {
      expect(p.paid_date >= p.order_date && p.paid_date <= TODAY).toBe(true);
      expect(p.amount).toBeGreaterThan(0);
      expect(p.balance_after).toBeGreaterThanOrEqual(0);
    }
    const orders = await db.selectFrom('orders').select(['order_id', 'kind', 'total', 'paid_amount']).execute();
    for (const o of orders) {
      const own = paid.filter((p) => p.order_id === o.order_id);
      expect(own.reduce((sum, p) => sum + p.amount, 0)).toBe(o.paid_amount);
      expect(o.paid_amount).toBeLessThanOrEqual(o.total);
      if (own.length > 0) expect(own[own.length - 1].balance_after).toBe(o.total - o.paid_amount);
    }
    const gst = orders.filter((o) => o.kind === 'gst');
    expect(gst.some((o) => o.paid_amount === o.total)).toBe(true);
    expect(gst.some((o) => o.paid_amount > 0 && o.paid_amount < o.total)).toBe(true);
    expect(gst.some((o) => o.paid_amount === 0)).toBe(true);
  });

  it('stores purchase totals as core computes them, with payments adding up', async () => {
    const purchases = await db
      .selectFrom('purchases')
      .innerJoin('suppliers', 'suppliers.id', 'purchases.supplier_id')
      .selectAll('purchases')
      .select('suppliers.supplier_name as supplier')
      .execute();
    const lines = await db
      .selectFrom('purchase_lines')
      .innerJoin('products', 'products.product_id', 'purchase_lines.product_id')
      .select([
        'purchase_lines.purchase_id',
        'purchase_lines.rate',
        'purchase_lines.qty',
        'purchase_lines.total',
        'purchase_lines.line_no',
        'products.purchase_rate',
        'products.supplier_id',
      ])
      .orderBy('purchase_lines.line_no')
      .execute();
    const payments = await db.selectFrom('supplier_payments').selectAll().execute();
    for (const p of purchases) {
      const own = lines.filter((l) => l.purchase_id === p.purchase_id);
      const totals = purchaseTotals(own, 1800);
      expect(p).toMatchObject({ subtotal: totals.subtotal, gst_amt: totals.gst, cgst_amt: totals.cgst, sgst_amt: totals.sgst, total: totals.grandTotal });
      expect(p.supplier_name).toBe(p.supplier);
      for (const l of own) expect([l.rate, l.supplier_id, l.qty >= 2 && l.qty <= 20]).toEqual([l.purchase_rate, p.supplier_id, true]);
      expect(payments.filter((x) => x.purchase_id === p.purchase_id).reduce((sum, x) => sum + x.amount, 0)).toBe(p.paid_amount);
    }
    expect(purchases.some((p) => p.paid_amount > 0 && p.paid_amount < p.total)).toBe(true);
  });

  it("gives every purchase its supplier's invoice: number and date as purchase entry requires, unique per supplier and year", async () => {
    const purchases = await db.selectFrom('purchases').selectAll().execute();
    const seen = new Set<string>();
    for (const p of purchases) {
      expect(p.supplier_invoice_no).toMatch(/^[A-Z]+\/\d{4}-\d\d\/\d{4}$/);
      expect(p.supplier_invoice_date).toBe(p.order_date);
      expect(p.supplier_invoice_key).toBe(supplierInvoiceKey(p.supplier_invoice_no ?? ''));
      expect(p.supplier_invoice_fy).toBe(supplierInvoiceYear(p.order_date));
      const key = `${p.supplier_id}|${p.supplier_invoice_fy}|${p.supplier_invoice_key}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
    expect(purchases).toHaveLength(60);
  });

  it("tracks LG refrigerators' unit serials: each purchase line receives one per unit, each GST bill line sells one per unit", async () => {
    const tracked = await db.selectFrom('products').select(['product_id', 'product_name']).where('track_unit_serials', '=', 1).execute();
    expect(tracked.length).toBeGreaterThanOrEqual(3);
    for (const product of tracked) expect(product.product_name).toMatch(/^LG .* Refrigerator/);
    const trackedIds = tracked.map((p) => p.product_id);
    const units = await db.selectFrom('unit_serials').selectAll().orderBy('unit_serial_id').execute();
    const ofLine = (key: 'purchase_od_id' | 'od_id', odId: number) => units.filter((u) => u[key] === odId).map((u) => u.unit_serial);

    const bought = await db.selectFrom('purchase_lines').select(['od_id', 'qty', 'product_id']).where('product_id', 'in', trackedIds).execute();
    expect(bought.length).toBeGreaterThan(0);
    for (const line of bought) expect(ofLine('purchase_od_id', line.od_id)).toHaveLength(line.qty);
    for (const unit of units) expect(unit.unit_serial).toMatch(/^LG[A-Z]\d{3}\d{4}\d{3}$/);
    // No unit received twice; each unit sold at most once at a time.
    const received = units.filter((u) => u.movement === 'purchase').map((u) => u.unit_serial);
    expect(new Set(received).size).toBe(received.length);
    const held = units.filter((u) => u.sold === 1).map((u) => u.unit_serial);
    expect(new Set(held).size).toBe(held.length);

    const sold = await db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.order_id', 'l.order_id')
      .select(['l.od_id', 'l.qty', 'o.cancelled'])
      .where('o.kind', '=', 'gst')
      .where('l.product_id', 'in', trackedIds)
      .execute();
    expect(sold.length).toBeGreaterThan(0);
    for (const line of sold) {
      expect(ofLine('od_id', line.od_id)).toHaveLength(line.qty);
      const rows = units.filter((u) => u.od_id === line.od_id);
      // A cancelled bill freed its units; a sales return freed the one it took back.
      if (line.cancelled === 1) for (const row of rows) expect([row.sold, row.released]).toEqual([0, 'cancel']);
      else for (const row of rows) expect(row.sold === 1 || row.released === 'return').toBe(true);
    }
    // A unit that came in on a purchase and was sold has both in its story.
    expect(units.some((u) => u.movement === 'sale' && received.includes(u.unit_serial))).toBe(true);
  });

  it('does nothing when called again: answers null and changes no table', async () => {
    const before = await snapshot(db);
    expect(await seedDemo(db, new Date(NOW.getTime() + 86_400_000))).toBeNull();
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('the demo shop is the same every time', () => {
  it('seeds identical products, customers and bills on two fresh databases', async () => {
    const seeded: string[] = [];
    for (let i = 0; i < 2; i++) {
      const database = openDatabase('sqlite::memory:');
      await migrateToLatest(database);
      await bootstrap(database.db, NOW, OWNER);
      await seedDemo(database.db, NOW);
      const products = await database.db.selectFrom('products').select(['product_name', 'serial_no', 'stock', 'sell_rate']).orderBy('product_id').execute();
      const customers = await database.db.selectFrom('customers').select(['name', 'mobile', 'tax_number']).orderBy('user_id').execute();
      const orders = await database.db.selectFrom('orders').select(['kind', 'bill_no', 'order_date', 'total', 'paid_amount']).orderBy('order_id').execute();
      seeded.push(JSON.stringify({ products, customers, orders }));
      await database.close();
    }
    expect(seeded[1]).toBe(seeded[0]);
  });
});
