import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { addOrder, auditCount, lastAudit, seedShop, stockOf, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Row = Record<string, unknown>;

describe.each(TEST_DIALECTS)('estimates (quotations) on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let quoter: string;
  let ordersOnly: string;
  let quote: SeededOrder;
  let older: SeededOrder;
  let gst: SeededOrder;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    older = await addOrder(api.db, {
      kind: 'estimate',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-01',
      lines: [{ name: 'Copper pipe (per ft)', rate: 25_000, qty: 12 }],
    });
    quote = await addOrder(api.db, {
      kind: 'estimate',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-20',
      lines: [
        { name: 'Split AC 1.5 ton, installed', rate: 3_850_000, qty: 4 },
        { name: 'Installation Charges', rate: 50_000, qty: 4 },
      ],
      rates: { discountBp: 250, gstBp: 1800 },
    });
    gst = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }] });
    const staff = await api.addEmployee({ flags: ['estimate_list'] });
    quoter = await api.signIn(staff.email, staff.password);
    const biller = await api.addEmployee({ flags: ['gstbill', 'gstbill_list'] });
    ordersOnly = await api.signIn(biller.email, biller.password);
  });
  afterAll(() => api.dispose());

  describe('estimate.php', () => {
    it('lists estimates newest first with Indian-grouped amounts and no balance owed', async () => {
      const reply = await api.call<Row[]>('estimate.php', {}, { cookie: quoter });
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toEqual([
        {
          order_id: String(quote.orderId),
          bill_no: '2',
          orderdate: '20-11-2026',
          added_date: '20-11-2026',
          name: 'Murugan Electricals',
          mobile: '9443012345',
          billing_phonenumber: '9443012345',
          amount: '1,79,478.00',
          balance: '0.00',
        },
        expect.objectContaining({ order_id: String(older.orderId), amount: '3,540.00', balance: '0.00' }),
      ]);
    });

    it('refuses without a session (401) and without the estimate_list flag (403)', async () => {
      expect((await api.call('estimate.php', {})).status).toBe(401);
      const refused = await api.call('estimate.php', {}, { cookie: ordersOnly });
      expect(refused.status).toBe(403);
      expect(refused.head.msg).toContain('Quotation List');
    });
  });

  describe('estimate_details.php', () => {
    it('answers the estimate detail; each free-text line carries quantity as well as qty', async () => {
      const reply = await api.call<Row>('estimate_details.php', { order_id: quote.orderId }, { cookie: quoter });
      expect(reply.status).toBe(200);
      const lines = await api.db.selectFrom('order_lines').select('od_id').where('order_id', '=', quote.orderId).orderBy('line_no').execute();
      expect(reply.body).toEqual({
        order_id: String(quote.orderId),
        orderdate: '20-11-2026',
        bill_no: '2',
        user_id: String(shop.murugan),
        billing_name: 'Murugan Electricals',
        billing_address: '12 East Masi Street',
        billing_state: 'Tamil Nadu',
        mobile: '9443012345',
        subtotal: '156000.00',
        discount_percentage: '2.50',
        discount_amt: '3900.00',
        commission_percentage: '0.00',
        commission_amt: '0.00',
        cgst_amt: '13689.00',
        sgst_amt: '13689.00',
        packing_percentage: '0.00',
        gst_on_packing: '0',
        packing_amt: '0.00',
        gst_percentage: '18.00',
        tax_split: 'intra',
        total: '179478.00',
        version: 1,
        cancelled: '0',
        order_details: [
          {
            order_detail_id: String(lines[0].od_id),
            od_id: String(lines[0].od_id),
            product_id: null,
            product_name: 'Split AC 1.5 ton, installed',
            brand_name: '',
            serial_no: '',
            qty_per_box: 1,
            amount: '38500.00',
            qty: 4,
            quantity: 4,
            totalamount: '154000.00',
            discount_percentage: '0.00',
            gst_percentage: '18.00',
          },
          {
            order_detail_id: String(lines[1].od_id),
            od_id: String(lines[1].od_id),
            product_id: null,
            product_name: 'Installation Charges',
            brand_name: '',
            serial_no: '',
            qty_per_box: 1,
            amount: '500.00',
            qty: 4,
            quantity: 4,
            totalamount: '2000.00',
            discount_percentage: '0.00',
            gst_percentage: '18.00',
          },
        ],
      });
    });

    it('answers 404 for a missing estimate and for a GST bill id; 401; 403', async () => {
      const missing = await api.call('estimate_details.php', { order_id: 99999 }, { cookie: quoter });
      expect(missing.status).toBe(404);
      expect(missing.head.msg).toBe('No estimate with order_id 99999');
      expect((await api.call('estimate_details.php', { order_id: gst.orderId }, { cookie: quoter })).status).toBe(404);
      expect((await api.call('estimate_details.php', { order_id: quote.orderId })).status).toBe(401);
      expect((await api.call('estimate_details.php', { order_id: quote.orderId }, { cookie: ordersOnly })).status).toBe(403);
    });
  });

  describe('estimate_delete.php', () => {
    it('refuses without a session, without the flag, for a missing id and for a GST bill id, deleting nothing', async () => {
      const audits = await auditCount(api.db);
      expect((await api.call('estimate_delete.php', { order_id: older.orderId })).status).toBe(401);
      expect((await api.call('estimate_delete.php', { order_id: older.orderId }, { cookie: ordersOnly })).status).toBe(403);
      expect((await api.call('estimate_delete.php', { order_id: 99999 }, { cookie: quoter })).status).toBe(404);
      const wrongKind = await api.call('estimate_delete.php', { order_id: gst.orderId }, { cookie: quoter });
      expect(wrongKind.status).toBe(404);
      expect(wrongKind.head.msg).toBe(`No estimate with order_id ${gst.orderId}`);
      const bad = await api.call('estimate_delete.php', {}, { cookie: quoter });
      expect(bad.status).toBe(400);
      expect(bad.head.msg).toBe('order_id: is required');
      expect(await api.db.selectFrom('orders').select('order_id').where('order_id', 'in', [older.orderId, gst.orderId]).execute()).toHaveLength(2);
      expect(await auditCount(api.db)).toBe(audits);
    });

    it('deletes the quotation and its lines, moves no stock, and audits the whole of it', async () => {
      const stock = await stockOf(api.db, 'product', shop.fan);
      const reply = await api.call('estimate_delete.php', { order_id: String(older.orderId) }, { cookie: quoter });
      expect(reply.head).toEqual({ code: 200, msg: 'Data Deleted Successfully' });
      expect(await api.db.selectFrom('orders').select('order_id').where('order_id', '=', older.orderId).execute()).toEqual([]);
      expect(await api.db.selectFrom('order_lines').select('od_id').where('order_id', '=', older.orderId).execute()).toEqual([]);
      expect(await stockOf(api.db, 'product', shop.fan)).toBe(stock);
      const entry = await lastAudit(api.db);
      expect(entry).toMatchObject({ call: 'estimate_delete.php', entity: 'order', entity_id: String(older.orderId), after_json: null });
      expect(entry.before).toMatchObject({
        kind: 'estimate',
        total: 354_000,
        lines: [expect.objectContaining({ product_name: 'Copper pipe (per ft)', qty: 12, rate: 25_000 })],
      });
      const list = await api.call<Row[]>('estimate.php', {}, { cookie: quoter });
      expect(list.body.map((r) => r.order_id)).toEqual([String(quote.orderId)]);
      expect((await api.call('estimate_delete.php', { order_id: older.orderId }, { cookie: quoter })).status).toBe(404);
    });
  });
});
