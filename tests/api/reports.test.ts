import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { makeGstin } from '../../core/gstin';
import { setShopSettings } from '../support/print-fixtures';
import { addPurchase } from '../support/purchase-fixtures';
import { addCustomer, addOrder, addProduct, addSupplier, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Row = Record<string, string>;
interface GstBody {
  list_of_gst: Row[];
  gst_total: string;
  product_total: string;
}
interface StockBody {
  stock_report: Row[];
  supplier_list: Row[];
}

const paise = (text: string) => Math.round(Number(text) * 100);
const KOCHI_GSTIN = makeGstin(32, 'AAACK1234L');

describe.each(TEST_DIALECTS)('reports on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let reporter: string;
  let noFlag: string;
  let november: SeededOrder;
  let october: SeededOrder;
  let retail: SeededOrder;
  let cancelled: SeededOrder;
  let heater: number;
  let supplier2: number;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    supplier2 = await addSupplier(api.db, 'Madurai Coolers');
    heater = await addProduct(api.db, supplier2, { name: 'Bajaj Room Heater', serial: 'BJRH01', rate: 220_000, stock: 7 });
    const kerala = await addCustomer(api.db, { name: 'Kochi Cool House', state: 'Kerala', place_of_supply: 'Kerala', tax_number: KOCHI_GSTIN });
    await setShopSettings(api.db);
    october = await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-10-31',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 3 }],
      rates: { discountBp: 500 },
    });
    november = await addOrder(api.db, {
      kind: 'gst',
      customerId: kerala,
      createdBy: shop.ownerId,
      date: '2026-11-01',
      lines: [
        { productId: shop.cooler, rate: 245_050, qty: 2 },
        { productId: shop.fan, rate: 150_000, qty: 1 },
      ],
    });
    retail = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-15',
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 20 }],
      rates: { gstBp: 1800 },
    });
    await addOrder(api.db, {
      kind: 'estimate',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-15',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 9 }],
    });
    cancelled = await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-16',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 4 }],
    });
    // Cancelled as order_delete.php would: flagged, stock back with a 'cancel' ledger row.
    await api.db.updateTable('orders').set({ cancelled: 1 }).where('order_id', '=', cancelled.orderId).execute();
    await api.db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', 4) }))
      .where('product_id', '=', shop.fan)
      .execute();
    await api.db
      .insertInto('stock_ledger')
      .values({
        product_kind: 'product',
        product_id: shop.fan,
        qty_change: 4,
        reason: 'cancel',
        doc_kind: 'order',
        doc_id: cancelled.orderId,
        user_id: shop.ownerId,
        created_at: '2026-11-21T06:30:00.000Z',
      })
      .execute();
    await addPurchase(api.db, {
      supplierId: shop.supplierId,
      createdBy: shop.ownerId,
      date: '2026-11-03',
      lines: [{ productId: shop.fan, rate: 120_000, qty: 10 }],
    });
    await addPurchase(api.db, {
      supplierId: supplier2,
      createdBy: shop.ownerId,
      date: '2026-04-02',
      gstBp: 1200,
      lines: [{ productId: heater, rate: 180_050, qty: 3 }],
    });
    const staff = await api.addEmployee({ flags: ['stock_report', 'sales_gst', 'purchase_gst'] });
    reporter = await api.signIn(staff.email, staff.password);
    const other = await api.addEmployee({ flags: ['payment_details', 'gstbill'] });
    noFlag = await api.signIn(other.email, other.password);
  });
  afterAll(() => api.dispose());

  describe('pos_report_stock.php', () => {
    it('answers every product with sold stock from the ledger (sales less cancellations) and stock on hand, plus the supplier list', async () => {
      const reply = await api.call<StockBody[]>('pos_api/pos_report_stock.php', {}, { cookie: reporter });
      expect(reply.head.code).toBe(200);
      const [{ stock_report, supplier_list }] = reply.body;
      const fan = stock_report.find((r) => r.product_name === 'Crompton HS Plus 1200mm');
      // 100 opening − 3 − 1 sold − 4 sold then cancelled (+4) + 10 bought; the quotation took nothing.
      expect(fan).toMatchObject({
        product_code: '',
        sold_stock: '4',
        stock: '106',
        supplier_name: 'Chennai Fans Distributors',
        supplier_id: String(shop.supplierId),
      });
      expect(stock_report.find((r) => r.product_name === 'Bajaj Room Heater')).toMatchObject({
        sold_stock: '0',
        stock: '10',
        supplier_name: 'Madurai Coolers',
      });
      expect(stock_report.map((r) => r.product_name)).toEqual(['Bajaj Room Heater', 'Crompton HS Plus 1200mm', 'Symphony Diet 50T']);
      expect(supplier_list).toEqual([
        { supplier_id: String(shop.supplierId), supplier_name: 'Chennai Fans Distributors' },
        { supplier_id: String(supplier2), supplier_name: 'Madurai Coolers' },
      ]);
    });

    it('agrees with an independent sum over the ledger and the stored bills', async () => {
      const [{ stock_report }] = (await api.call<StockBody[]>('pos_api/pos_report_stock.php', {}, { cookie: reporter })).body;
      const lines = await api.db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.order_id', 'l.order_id')
        .where('o.kind', '!=', 'estimate')
        .where('o.cancelled', '=', 0)
        .where('l.product_id', 'is not', null)
        .select(['l.product_id', 'l.qty'])
        .execute();
      const products = await api.db.selectFrom('products').select(['product_id', 'stock']).execute();
      for (const product of products) {
        const row = stock_report.find((r) => r.product_id === String(product.product_id));
        expect(Number(row?.sold_stock)).toBe(lines.filter((l) => l.product_id === product.product_id).reduce((s, l) => s + l.qty, 0));
        expect(Number(row?.stock)).toBe(product.stock);
      }
    });
  });

  describe('pos_report_gst.php (sales)', () => {
    it('answers one row per issued GST or retail bill with its stored GST and total, and the totals', async () => {
      const reply = await api.call<GstBody>('pos_api/pos_report_gst.php', { gst: '' }, { cookie: reporter });
      expect(reply.head.code).toBe(200);
      expect(reply.body.list_of_gst.map((r) => r.order_id)).toEqual([october, november, retail].map((o) => String(o.orderId)));
      expect(reply.body.list_of_gst[1]).toMatchObject({
        order_date: '01-11-2026',
        customer_name: 'Kochi Cool House',
        gst_number: KOCHI_GSTIN,
        total: (november.total / 100).toFixed(2),
      });
      const sumGst = reply.body.list_of_gst.reduce((s, r) => s + paise(r.gst_amt), 0);
      expect(paise(reply.body.gst_total)).toBe(sumGst);
      expect(paise(reply.body.product_total)).toBe(october.total + november.total + retail.total);
    });

    it('narrows to From/To inclusive; one date alone shows all', async () => {
      const november2026 = await api.call<GstBody>(
        'pos_api/pos_report_gst.php',
        { gst: '', from_date: '01-11-2026', to_date: '30-11-2026' },
        { cookie: reporter },
      );
      expect(november2026.body.list_of_gst.map((r) => r.order_id)).toEqual([String(november.orderId), String(retail.orderId)]);
      const oneDay = await api.call<GstBody>('pos_api/pos_report_gst.php', { from_date: '31-10-2026', to_date: '31-10-2026' }, { cookie: reporter });
      expect(oneDay.body.list_of_gst).toHaveLength(1);
      const half = await api.call<GstBody>('pos_api/pos_report_gst.php', { from_date: '31-10-2026' }, { cookie: reporter });
      expect(half.body.list_of_gst).toHaveLength(3);
      const none = await api.call<GstBody>('pos_api/pos_report_gst.php', { from_date: '01-01-2025', to_date: '31-01-2025' }, { cookie: reporter });
      expect(none.body).toEqual({
        list_of_gst: [],
        gst_total: '0.00',
        product_total: '0.00',
        taxable_total: '0.00',
        cgst_total: '0.00',
        sgst_total: '0.00',
        igst_total: '0.00',
        gst_by_rate: [],
      });
    });

    it("agrees with an independent sum of the bills' stored GST", async () => {
      const reply = await api.call<GstBody>('pos_api/pos_report_gst.php', {}, { cookie: reporter });
      const bills = await api.db
        .selectFrom('orders')
        .select(['gst_amt', 'cgst_amt', 'sgst_amt', 'total'])
        .where('kind', 'in', ['gst', 'retail'])
        .where('cancelled', '=', 0)
        .execute();
      expect(paise(reply.body.gst_total)).toBe(bills.reduce((s, b) => s + Number(b.gst_amt), 0));
      expect(paise(reply.body.product_total)).toBe(bills.reduce((s, b) => s + Number(b.total), 0));
      // Each bill's GST lands whole in CGST + SGST (Tamil Nadu) or in IGST (Kochi Cool House and Lakshmi, in Kerala).
      for (const row of reply.body.list_of_gst) {
        expect(paise(row.cgst) + paise(row.sgst) + paise(row.igst)).toBe(paise(row.gst_amt));
        const inter = ['Kochi Cool House', 'Lakshmi Home Appliances'].includes(row.customer_name);
        expect(row.tax_split).toBe(inter ? 'inter' : 'intra');
        expect(paise(inter ? row.cgst : row.igst)).toBe(0);
      }
    });
  });

  describe('pos_report_gst_purchase.php', () => {
    it('answers one row per purchase with the supplier name, the stored GST and total; totals agree with the stored purchases', async () => {
      const reply = await api.call<GstBody>('pos_api/pos_report_gst_purchase.php', { gst: '' }, { cookie: reporter });
      expect(reply.body.list_of_gst.map((r) => r.supplier_name)).toEqual(['Madurai Coolers', 'Chennai Fans Distributors']);
      expect(reply.body.list_of_gst[0]).toMatchObject({ order_date: '02-04-2026', gst_amt: '648.24', taxable_amt: '5402.00', total: '6050.24' });
      const purchases = await api.db.selectFrom('purchases').select(['gst_amt', 'total']).execute();
      expect(paise(reply.body.gst_total)).toBe(purchases.reduce((s, p) => s + Number(p.gst_amt), 0));
      expect(paise(reply.body.product_total)).toBe(purchases.reduce((s, p) => s + Number(p.total), 0));
      const fy = await api.call<GstBody>('pos_api/pos_report_gst_purchase.php', { from_date: '01-11-2026', to_date: '30-11-2026' }, { cookie: reporter });
      expect(fy.body.list_of_gst.map((r) => r.supplier_name)).toEqual(['Chennai Fans Distributors']);
    });
  });

  describe("pos_report_gstr1.php (the sales GST report's GSTR-1 export)", () => {
    interface Gstr1 {
      gstin: string;
      fp: string;
      b2b: Array<{ ctin: string; inv: Array<{ inum: string; idt: string; val: number; pos: string; itms: Array<{ itm_det: Record<string, number> }> }> }>;
      b2cs: Array<Record<string, string | number>>;
      hsn: { hsn_b2b: Array<Record<string, string | number>>; hsn_b2c: Array<Record<string, string | number>> };
    }
    it('answers the month in the offline tool layout: b2b by GSTIN, b2cs by place of supply and rate, HSN split B2B/B2C; totals agree with the bills', async () => {
      const reply = await api.call<Gstr1>('pos_api/pos_report_gstr1.php', { month: '11-2026' }, { cookie: reporter });
      expect(reply.head.code).toBe(200);
      const gstr1 = reply.body;
      expect(gstr1).toMatchObject({ gstin: '33AABCK1234L1ZT', fp: '112026' });
      // November: the Kochi bill (registered, Kerala: IGST) and the retail bill (Lakshmi, Kerala, unregistered); not October's, not the cancelled one.
      expect(gstr1.b2b).toEqual([
        { ctin: KOCHI_GSTIN, inv: [expect.objectContaining({ inum: String(november.billNo), idt: '01-11-2026', val: november.total / 100, pos: '32' })] },
      ]);
      expect(gstr1.b2b[0].inv[0].itms[0].itm_det).toMatchObject({ rt: 18 });
      expect(gstr1.b2b[0].inv[0].itms[0].itm_det).toHaveProperty('iamt');
      expect(gstr1.b2cs).toEqual([expect.objectContaining({ sply_ty: 'INTER', pos: '32', rt: 18, typ: 'OE' })]);
      const bills = await api.db
        .selectFrom('orders')
        .select(['gst_amt'])
        .where('kind', 'in', ['gst', 'retail'])
        .where('cancelled', '=', 0)
        .where('order_date', '>=', '2026-11-01')
        .where('order_date', '<=', '2026-11-30')
        .execute();
      const tax = (r: Record<string, string | number>) => Math.round((Number(r.iamt ?? 0) + Number(r.camt ?? 0) + Number(r.samt ?? 0)) * 100);
      const returned =
        gstr1.b2b.flatMap((p) => p.inv.flatMap((i) => i.itms.map((it) => tax(it.itm_det)))).reduce((a, b) => a + b, 0) +
        gstr1.b2cs.map(tax).reduce((a, b) => a + b, 0);
      expect(returned).toBe(bills.reduce((s, b) => s + Number(b.gst_amt), 0));
      const hsnTax = [...gstr1.hsn.hsn_b2b, ...gstr1.hsn.hsn_b2c].map(tax).reduce((a, b) => a + b, 0);
      expect(hsnTax).toBe(returned);
      expect(gstr1.hsn.hsn_b2b.map((r) => r.hsn_sc).sort()).toEqual(['841451', '847960']);
    });

    it('refuses a month that is not one', async () => {
      for (const month of ['', '13-2026', 'November', '06-2017']) {
        const reply = await api.call('pos_api/pos_report_gstr1.php', { month }, { cookie: reporter });
        expect(reply.status).toBe(400);
        expect(reply.head.msg).toMatch(/^month: /);
      }
    });
  });

  it.each([['pos_api/pos_report_gstr1.php'], ['pos_api/pos_report_stock.php'], ['pos_api/pos_report_gst.php'], ['pos_api/pos_report_gst_purchase.php']])(
    '%s answers 401 without a session and 403 without its flag',
    async (path) => {
      expect((await api.call(path, {})).status).toBe(401);
      expect((await api.call(path, {}, { cookie: noFlag })).status).toBe(403);
    },
  );
});
