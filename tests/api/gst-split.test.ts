// Issue 19 (items 4-6): the tax split follows place of supply in the GST reports, the details and the invoice; bill
// numbers carry their series; GSTR-1 has Table 13 (doc_issue); a purchase keeps the state its supplier supplied from.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../../core/gstin';
import { roundToRupee } from '../../core/money';
import type { PurchaseDetail, PurchaseSaved } from '../../core/purchase/purchase.replies';
import { bootstrap } from '../../server/bootstrap';
import { migrateToLatest } from '../../server/db/migrate';
import { OWNER, startApi, type TestApi } from '../support/api-client';
import { freshDatabase, TEST_DIALECTS } from '../support/database';
import { setShopSettings } from '../support/print-fixtures';
import { purchaseBody, purchaseEditBody } from '../support/purchase-payloads';
import { addCustomer, addOrder, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Row = Record<string, string>;
interface GstBody {
  list_of_gst: Row[];
  gst_total: string;
  product_total: string;
  taxable_total: string;
  cgst_total: string;
  sgst_total: string;
  igst_total: string;
}
interface DocIssue {
  doc_det: Array<{ doc_num: number; docs: Array<Record<string, string | number>> }>;
}

const paise = (text: string) => Math.round(Number(text) * 100);
const rupees = (value: number) => (value / 100).toFixed(2);
const KA_GSTIN = makeGstin(29, 'AAHCC1234K');
const KA_SUPPLIER_GSTIN = makeGstin(29, 'AABCV5678M');

describe.each(TEST_DIALECTS)('tax split by place of supply on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  const bills: Record<string, SeededOrder> = {};
  let kaSupplier: number;
  let fromKarnataka: PurchaseSaved;
  let fromTamilNadu: PurchaseSaved;

  const salesReport = async () =>
    (await api.call<GstBody>('pos_api/pos_report_gst.php', { gst: '', from_date: '01-11-2026', to_date: '30-11-2026' }, { cookie: owner })).body;
  const purchaseReport = async () => (await api.call<GstBody>('pos_api/pos_report_gst_purchase.php', { gst: '' }, { cookie: owner })).body;
  const purchaseDetail = async (id: string) =>
    (await api.call<PurchaseDetail>('pos_api/pos_purchase_list_details.php', { purchase_id: id }, { cookie: owner })).body;
  const stored = async (orderId: number) =>
    api.db.selectFrom('orders').select(['cgst_amt', 'sgst_amt', 'gst_amt']).where('order_id', '=', orderId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await setShopSettings(api.db);
    const karnataka = await addCustomer(api.db, {
      name: 'Bengaluru Cool Point',
      state: 'Karnataka',
      place_of_supply: 'Karnataka',
      tax_number: KA_GSTIN,
      city: 'Bengaluru',
    });
    const mysuru = await addCustomer(api.db, { name: 'Mysuru Fans', state: '', place_of_supply: '', tax_number: makeGstin(29, 'AAMCM4321Q'), city: 'Mysuru' });
    const tirunelveli = await addCustomer(api.db, { name: 'Tirunelveli Traders', state: 'TN', place_of_supply: 'TN', city: 'Tirunelveli' });
    const by = shop.ownerId;
    const fans = (qty: number) => [{ productId: shop.fan, rate: 150_000, qty }];
    const plugs = (qty: number) => [{ retailProductId: shop.plug, rate: 4_500, qty }];
    bills.tamilNadu = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: by, date: '2026-11-02', lines: fans(3) });
    bills.karnataka = await addOrder(api.db, { kind: 'gst', customerId: karnataka, createdBy: by, date: '2026-11-03', lines: fans(5) });
    bills.gstinOnly = await addOrder(api.db, { kind: 'gst', customerId: mysuru, createdBy: by, date: '2026-11-04', lines: fans(1) });
    bills.tn = await addOrder(api.db, { kind: 'gst', customerId: tirunelveli, createdBy: by, date: '2026-11-05', lines: fans(2) });
    bills.cancelled = await addOrder(api.db, { kind: 'gst', customerId: karnataka, createdBy: by, date: '2026-11-06', lines: fans(4) });
    bills.retailKerala = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: by,
      date: '2026-11-02',
      lines: plugs(20),
      rates: { gstBp: 1800 },
    });
    bills.retailTn = await addOrder(api.db, {
      kind: 'retail',
      customerId: tirunelveli,
      createdBy: by,
      date: '2026-11-03',
      lines: plugs(10),
      rates: { gstBp: 1800 },
    });
    bills.retailCancelled = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: by,
      date: '2026-11-07',
      lines: plugs(1),
      rates: { gstBp: 1800 },
    });
    await api.db.updateTable('orders').set({ cancelled: 1 }).where('order_id', 'in', [bills.cancelled.orderId, bills.retailCancelled.orderId]).execute();
    // Last month's bill, numbered after November's (one series a financial year): October's Table 13.
    bills.october = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: by, date: '2026-10-30', lines: fans(1) });

    // A supplier registered in Karnataka (its state left blank: the GSTIN says where it is) and the shop's Tamil Nadu one.
    kaSupplier = (
      await api.db
        .insertInto('suppliers')
        .values({
          supplier_name: 'Sai Ram Distributors',
          mobile: '9845012345',
          address: 'SP Road, Bengaluru',
          state: '',
          gst_number: KA_SUPPLIER_GSTIN,
          created_at: '2026-11-21T06:30:00.000Z',
          updated_at: '2026-11-21T06:30:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    owner = await api.signInOwner();
    const saved = await api.call<PurchaseSaved>(
      'pos_api/pos_order_purchase.php',
      purchaseBody(kaSupplier, [{ productId: shop.cooler, rate: 180_050, qty: 3 }], 1800, '20-11-2026'),
      { cookie: owner },
    );
    expect(saved.status).toBe(200);
    fromKarnataka = saved.body;
    const local = await api.call<PurchaseSaved>(
      'pos_api/pos_order_purchase.php',
      purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 120_000, qty: 10 }], 1800, '21-11-2026'),
      { cookie: owner },
    );
    expect(local.status).toBe(200);
    fromTamilNadu = local.body;
  });
  afterAll(() => api.dispose());

  describe('pos_report_gst.php', () => {
    it("shows an in-state bill's GST as CGST + SGST and an inter-state bill's as IGST, with CGST 0 and SGST 0", async () => {
      const report = await salesReport();
      const row = (bill: SeededOrder) => report.list_of_gst.find((r) => r.order_id === String(bill.orderId));
      for (const bill of [bills.tamilNadu, bills.tn, bills.retailTn]) {
        const s = await stored(bill.orderId);
        expect(row(bill)).toMatchObject({ tax_split: 'intra', cgst: rupees(s.cgst_amt), sgst: rupees(s.sgst_amt), igst: '0.00', gst_amt: rupees(s.gst_amt) });
      }
      // Karnataka by its state, Mysuru Fans by its GSTIN (no state on the bill), Lakshmi's retail bill to Kerala.
      for (const bill of [bills.karnataka, bills.gstinOnly, bills.retailKerala]) {
        const s = await stored(bill.orderId);
        expect(s.cgst_amt + s.sgst_amt).toBeGreaterThan(0);
        expect(row(bill)).toMatchObject({ tax_split: 'inter', cgst: '0.00', sgst: '0.00', igst: rupees(s.cgst_amt + s.sgst_amt), gst_amt: rupees(s.gst_amt) });
      }
      expect(row(bills.gstinOnly)?.place_of_supply).toBe('Karnataka');
      expect(row(bills.cancelled)).toBeUndefined();
    });

    it('numbers retail bills in their own series: no two rows share a bill number', async () => {
      const report = await salesReport();
      expect(report.list_of_gst.map((r) => [r.bill_type, r.bill_no])).toEqual([
        ['gst', '1'],
        ['retail', 'R-1'],
        ['gst', '2'],
        ['retail', 'R-2'],
        ['gst', '3'],
        ['gst', '4'],
      ]);
      expect(new Set(report.list_of_gst.map((r) => r.bill_no)).size).toBe(report.list_of_gst.length);
    });

    it('totals each column; CGST + SGST + IGST is the GST of the bills', async () => {
      const report = await salesReport();
      const sum = (key: string) => report.list_of_gst.reduce((s, r) => s + paise(r[key]), 0);
      for (const key of ['taxable', 'cgst', 'sgst', 'igst'])
        expect(paise(report[`${key}_total` as keyof GstBody] as string)).toBe(sum(key === 'taxable' ? 'taxable_amt' : key));
      const issued = await api.db
        .selectFrom('orders')
        .select(['cgst_amt', 'sgst_amt', 'gst_amt'])
        .where('kind', 'in', ['gst', 'retail'])
        .where('cancelled', '=', 0)
        .where('order_date', '>=', '2026-11-01')
        .execute();
      const gst = issued.reduce((s, b) => s + b.gst_amt, 0);
      expect(paise(report.gst_total)).toBe(gst);
      expect(paise(report.cgst_total) + paise(report.sgst_total) + paise(report.igst_total)).toBe(gst);
      const inter = await Promise.all([bills.karnataka, bills.gstinOnly, bills.retailKerala].map((b) => stored(b.orderId)));
      expect(paise(report.igst_total)).toBe(inter.reduce((s, b) => s + b.cgst_amt + b.sgst_amt, 0));
    });

    it("reckons from the seller's state in the settings", async () => {
      await api.db.updateTable('settings').set({ state: 'Karnataka' }).execute();
      try {
        const report = await salesReport();
        const split = (bill: SeededOrder) => report.list_of_gst.find((r) => r.order_id === String(bill.orderId))?.tax_split;
        expect([split(bills.karnataka), split(bills.gstinOnly), split(bills.tamilNadu), split(bills.tn)]).toEqual(['intra', 'intra', 'inter', 'inter']);
      } finally {
        await api.db.updateTable('settings').set({ state: 'Tamil Nadu' }).execute();
      }
    });
  });

  describe("the bill's details and invoice", () => {
    it('carry the server\'s split: IGST to Karnataka (by state or by GSTIN), CGST + SGST to "TN"', async () => {
      const detail = (path: string, bill: SeededOrder) => api.call<{ tax_split: string }>(path, { order_id: bill.orderId }, { cookie: owner });
      expect((await detail('order_details.php', bills.karnataka)).body.tax_split).toBe('inter');
      expect((await detail('order_details.php', bills.gstinOnly)).body.tax_split).toBe('inter');
      expect((await detail('order_details.php', bills.tn)).body.tax_split).toBe('intra');
      expect((await detail('retail_order_details.php', bills.retailKerala)).body.tax_split).toBe('inter');
      expect((await detail('customer_order_details.php', bills.gstinOnly)).body.tax_split).toBe('inter');
      const invoice = await api.call<{ final_billing: { tax_split: string; cgst: string; sgst: string; gst_total: string } }>(
        'print_detail.php',
        { order_id: bills.gstinOnly.orderId },
        { cookie: owner },
      );
      const s = await stored(bills.gstinOnly.orderId);
      expect(invoice.body.final_billing).toMatchObject({ tax_split: 'inter', gst_total: rupees(s.cgst_amt + s.sgst_amt) });
      const tnInvoice = await api.call<{ final_billing: { tax_split: string } }>(
        'retail_print_detail.php',
        { order_id: bills.retailTn.orderId },
        { cookie: owner },
      );
      expect(tnInvoice.body.final_billing.tax_split).toBe('intra');
    });
  });

  describe('purchases', () => {
    it('pos_purchase_list_details.php: a supplier in Karnataka carries IGST, CGST 0 and SGST 0; a Tamil Nadu one CGST + SGST', async () => {
      const ka = await purchaseDetail(fromKarnataka.purchase_id);
      expect(ka).toMatchObject({ supplier_state: 'Karnataka', tax_split: 'inter', cgst: '0.00', sgst: '0.00', igst: ka.gst_amount });
      expect(paise(ka.gst_amount)).toBeGreaterThan(0);
      expect(roundToRupee(paise(ka.subtotal)) + paise(ka.igst)).toBe(paise(ka.total));
      const tn = await purchaseDetail(fromTamilNadu.purchase_id);
      expect(tn).toMatchObject({ supplier_state: 'Tamil Nadu', tax_split: 'intra', igst: '0.00' });
      expect(paise(tn.cgst) + paise(tn.sgst)).toBe(paise(tn.gst_amount));
      expect(paise(tn.cgst)).toBeGreaterThan(0);
    });

    it('pos_report_gst_purchase.php shows the Karnataka purchase in IGST and totals each column', async () => {
      const report = await purchaseReport();
      const ka = report.list_of_gst.find((r) => r.purchase_id === fromKarnataka.purchase_id);
      const tn = report.list_of_gst.find((r) => r.purchase_id === fromTamilNadu.purchase_id);
      expect(ka).toMatchObject({ supplier_name: 'Sai Ram Distributors', tax_split: 'inter', cgst: '0.00', sgst: '0.00' });
      expect(ka?.igst).toBe(ka?.gst_amt);
      expect(tn).toMatchObject({ tax_split: 'intra', igst: '0.00' });
      const purchases = await api.db.selectFrom('purchases').select(['purchase_id', 'gst_amt', 'cgst_amt', 'sgst_amt']).execute();
      const gstOf = (id: string) => purchases.find((p) => String(p.purchase_id) === id)?.gst_amt ?? -1;
      expect(paise(report.igst_total)).toBe(gstOf(fromKarnataka.purchase_id));
      expect(paise(report.cgst_total) + paise(report.sgst_total)).toBe(gstOf(fromTamilNadu.purchase_id));
      expect(paise(report.gst_total)).toBe(purchases.reduce((s, p) => s + p.gst_amt, 0));
    });

    it('keeps the place a purchase was booked with when the supplier moves; another supplier on an edit brings its own', async () => {
      await api.db
        .updateTable('suppliers')
        .set({ state: 'Tamil Nadu', gst_number: makeGstin(33, 'AABCV5678M') })
        .where('id', '=', kaSupplier)
        .execute();
      expect((await purchaseDetail(fromKarnataka.purchase_id)).tax_split).toBe('inter');
      const before = await purchaseDetail(fromKarnataka.purchase_id);
      const lines = [{ productId: shop.cooler, rate: 180_050, qty: 2, odId: Number(before.order_details[0].od_id) }];
      const edited = await api.call(
        'pos_api/pos_purchase_edit.php',
        purchaseEditBody(Number(fromKarnataka.purchase_id), before.version, kaSupplier, lines, 1800, '20-11-2026'),
        { cookie: owner },
      );
      expect(edited.status).toBe(200);
      expect(await purchaseDetail(fromKarnataka.purchase_id)).toMatchObject({ supplier_state: 'Karnataka', tax_split: 'inter', cgst: '0.00' });
      const now = await purchaseDetail(fromKarnataka.purchase_id);
      const moved = await api.call(
        'pos_api/pos_purchase_edit.php',
        purchaseEditBody(Number(fromKarnataka.purchase_id), now.version, shop.supplierId, lines, 1800, '20-11-2026'),
        { cookie: owner },
      );
      expect(moved.status).toBe(200);
      expect(await purchaseDetail(fromKarnataka.purchase_id)).toMatchObject({ supplier_state: 'Tamil Nadu', tax_split: 'intra', igst: '0.00' });
      const again = await api.call<PurchaseSaved>(
        'pos_api/pos_order_purchase.php',
        purchaseBody(kaSupplier, [{ productId: shop.fan, rate: 100_000, qty: 1 }]),
        { cookie: owner },
      );
      expect((await purchaseDetail(again.body.purchase_id)).tax_split).toBe('intra');
    });
  });

  describe('pos_report_gstr1.php', () => {
    it("adds doc_issue (Table 13): each series' first and last number, total, cancelled and net issued", async () => {
      const reply = await api.call<{
        doc_issue: DocIssue;
        b2b: Array<{ ctin: string; inv: Array<{ inum: string; pos: string; itms: Array<{ itm_det: Record<string, number> }> }> }>;
      }>('pos_api/pos_report_gstr1.php', { month: '11-2026' }, { cookie: owner });
      expect(reply.status).toBe(200);
      expect(reply.body.doc_issue).toEqual({
        doc_det: [
          {
            doc_num: 1,
            docs: [
              { num: 1, from: '1', to: '5', totnum: 5, cancel: 1, net_issue: 4 },
              { num: 2, from: 'R-1', to: 'R-3', totnum: 3, cancel: 1, net_issue: 2 },
            ],
          },
        ],
      });
      const karnataka = reply.body.b2b.find((p) => p.ctin === KA_GSTIN);
      expect(karnataka?.inv.map((i) => [i.inum, i.pos])).toEqual([['2', '29']]);
      const s = await stored(bills.karnataka.orderId);
      expect(karnataka?.inv[0].itms[0].itm_det.iamt).toBe((s.cgst_amt + s.sgst_amt) / 100);
      const october = await api.call<{ doc_issue: DocIssue }>('pos_api/pos_report_gstr1.php', { month: '10-2026' }, { cookie: owner });
      expect(october.body.doc_issue).toEqual({ doc_det: [{ doc_num: 1, docs: [{ num: 1, from: '6', to: '6', totnum: 1, cancel: 0, net_issue: 1 }] }] });
      const empty = await api.call<{ doc_issue: DocIssue }>('pos_api/pos_report_gstr1.php', { month: '09-2026' }, { cookie: owner });
      expect(empty.body.doc_issue).toEqual({ doc_det: [] });
    });
  });
});

describe.each(TEST_DIALECTS)("migration 2026-11-25T12: purchases keep their supplier's state, on %s", (dialect) => {
  it("fills each existing purchase with its supplier's valid GSTIN's state, else its state field (as the table names it)", async () => {
    const database = await freshDatabase(dialect, '2026-11-22T0700-payments');
    try {
      const { db } = database;
      await bootstrap(db, new Date('2026-11-21T06:30:00Z'), OWNER);
      const owner = await db.selectFrom('employees').select('user_id').executeTakeFirstOrThrow();
      const at = '2026-11-21T06:30:00.000Z';
      const supplier = async (name: string, state: string, gstNumber: string) =>
        (
          await db
            .insertInto('suppliers')
            .values({ supplier_name: name, mobile: '', address: '', state, gst_number: gstNumber, created_at: at, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const suppliers = [
        await supplier('Registered in Karnataka', 'Tamil Nadu', KA_SUPPLIER_GSTIN),
        await supplier('Kerala, unregistered', ' KL ', ''),
        await supplier('Nowhere', '', ''),
        await supplier('Bad GSTIN', 'Tamil Nadu', '29XYZ'),
      ];
      for (const id of suppliers) {
        await sql`insert into purchases (supplier_id, order_date, supplier_name, gst_bp, subtotal, gst_amt, cgst_amt, sgst_amt, total, paid_amount, version, created_by, created_at, updated_at)
          values (${id}, '2026-11-01', 'x', 1800, 10000, 1800, 900, 900, 11800, 0, 1, ${owner.user_id}, ${at}, ${at})`.execute(db);
      }
      await migrateToLatest(database);
      const rows = await db.selectFrom('purchases').select(['supplier_id', 'supplier_state']).orderBy('purchase_id').execute();
      expect(rows.map((r) => r.supplier_state)).toEqual(['Karnataka', 'Kerala', '', 'Tamil Nadu']);
    } finally {
      await database.dispose();
    }
  });
});
