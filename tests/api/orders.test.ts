import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { addOrder, bigGstBill, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Row = Record<string, string>;

describe.each(TEST_DIALECTS)('GST order list and detail on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let clerk: string;
  let estimatesOnly: string;
  let big: SeededOrder;
  let small: SeededOrder;
  let older: SeededOrder;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    older = await addOrder(api.db, {
      ...bigGstBill(shop, shop.lakshmi),
      date: '2026-10-02',
      lines: [{ productId: shop.cooler, rate: 245_050, qty: 2 }],
      rates: {},
    });
    big = await addOrder(api.db, bigGstBill(shop));
    small = await addOrder(api.db, { ...bigGstBill(shop), lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }], rates: { gstBp: 1800 } });
    await api.db.updateTable('orders').set({ paid_amount: 100_000 }).where('order_id', '=', small.orderId).execute();
    await api.db.updateTable('orders').set({ paid_amount: 577_200 }).where('order_id', '=', older.orderId).execute();
    const cancelled = await addOrder(api.db, bigGstBill(shop));
    await api.db
      .updateTable('orders')
      .set({ cancelled: 1, cancelled_at: '2026-11-21T06:00:00.000Z', cancelled_by: shop.ownerId })
      .where('order_id', '=', cancelled.orderId)
      .execute();
    await addOrder(api.db, { kind: 'estimate', customerId: shop.murugan, createdBy: shop.ownerId, lines: [{ name: 'Installation', rate: 50_000, qty: 1 }] });
    await addOrder(api.db, { kind: 'retail', customerId: shop.murugan, createdBy: shop.ownerId, lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 1 }] });
    const staff = await api.addEmployee({ flags: ['gstbill_list'] });
    clerk = await api.signIn(staff.email, staff.password);
    const quoter = await api.addEmployee({ flags: ['estimate', 'estimate_list'] });
    estimatesOnly = await api.signIn(quoter.email, quoter.password);
  });
  afterAll(() => api.dispose());

  describe('order.php', () => {
    it('lists issued GST bills newest first, amounts Indian-grouped, balance = total − paid', async () => {
      const reply = await api.call<Row[]>('order.php', {}, { cookie: clerk });
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body.map((r) => r.order_id)).toEqual([small, big, older].map((o) => String(o.orderId)));
      expect(reply.body[1]).toEqual({
        order_id: String(big.orderId),
        bill_no: '2',
        orderdate: '20-11-2026',
        added_date: '20-11-2026',
        name: 'Murugan Electricals',
        mobile: '9443012345',
        billing_phonenumber: '9443012345',
        amount: '1,22,766.00',
        balance: '122766.00',
      });
      expect(reply.body[0]).toMatchObject({ amount: '1,770.00', balance: '770.00' });
      expect(reply.body[2]).toMatchObject({ orderdate: '02-10-2026', name: 'Lakshmi Home Appliances', amount: '5,783.00', balance: '11.00' });
    });

    it('leaves out cancelled bills, estimates and retail bills', async () => {
      const reply = await api.call<Row[]>('order.php', {}, { cookie: clerk });
      expect(reply.body).toHaveLength(3);
    });

    it('narrows by From/To date (inclusive), by search on name, mobile or order number, and pages', async () => {
      const dated = await api.call<Row[]>('order.php', { from_date: '02-10-2026', to_date: '2026-10-02' }, { cookie: clerk });
      expect(dated.body.map((r) => r.order_id)).toEqual([String(older.orderId)]);
      const byName = await api.call<Row[]>('order.php', { search: 'lakshmi' }, { cookie: clerk });
      expect(byName.body.map((r) => r.order_id)).toEqual([String(older.orderId)]);
      const byMobile = await api.call<Row[]>('order.php', { search: '9847' }, { cookie: clerk });
      expect(byMobile.body.map((r) => r.order_id)).toEqual([String(older.orderId)]);
      const byNumber = await api.call<Row[]>('order.php', { search: String(big.orderId) }, { cookie: clerk });
      expect(byNumber.body.map((r) => r.order_id)).toContain(String(big.orderId));
      const response = await api.app.request('/api/order.php', {
        method: 'POST',
        headers: { cookie: clerk, 'content-type': 'application/json' },
        body: JSON.stringify({ page: '1', per_page: 2 }),
      });
      expect(response.headers.get('x-total-count')).toBe('3');
      expect(((await response.json()) as { body: Row[] }).body.map((r) => r.order_id)).toEqual([small, big].map((o) => String(o.orderId)));
    });

    it("finds a bill by its own billing phone, the number its row shows, when it differs from the customer's", async () => {
      await api.db.updateTable('orders').set({ billing_phonenumber: '0452 2531 777' }).where('order_id', '=', small.orderId).execute();
      try {
        const reply = await api.call<Row[]>('order.php', { search: '2531' }, { cookie: clerk });
        expect(reply.body.map((r) => [r.order_id, r.billing_phonenumber])).toEqual([[String(small.orderId), '0452 2531 777']]);
        // Digits only: a name search never reads the bills' phones.
        expect((await api.call<Row[]>('order.php', { search: '2531 777' }, { cookie: clerk })).body).toEqual([]);
      } finally {
        await api.db.updateTable('orders').set({ billing_phonenumber: '9443012345' }).where('order_id', '=', small.orderId).execute();
      }
    });

    it('finds a bill by its printed number first (issue 32), before a bill whose phone holds the digits', async () => {
      const stored = await api.db
        .selectFrom('orders')
        .select(['order_id', 'bill_no', 'billing_phonenumber'])
        .where('order_id', 'in', [big.orderId, small.orderId])
        .execute();
      // Bill 103 is the older one; the newer one's billing phone has 103 in it.
      await api.db.updateTable('orders').set({ bill_no: 103 }).where('order_id', '=', big.orderId).execute();
      await api.db.updateTable('orders').set({ bill_no: 104, billing_phonenumber: '0452 2103 777' }).where('order_id', '=', small.orderId).execute();
      try {
        const reply = await api.call<Row[]>('order.php', { search: '103' }, { cookie: clerk });
        expect(reply.body.map((r) => r.bill_no)).toEqual(['103', '104']);
        const paged = await api.call<Row[]>('order.php', { search: '103', page: '1', per_page: 1 }, { cookie: clerk });
        expect(paged.body.map((r) => r.bill_no)).toEqual(['103']);
      } finally {
        for (const row of stored)
          await api.db
            .updateTable('orders')
            .set({ bill_no: row.bill_no, billing_phonenumber: row.billing_phonenumber })
            .where('order_id', '=', row.order_id)
            .execute();
      }
    });

    it('refuses a bad filter with 400 naming the field', async () => {
      const reply = await api.call('order.php', { from_date: '31-02-2026' }, { cookie: clerk });
      expect(reply.status).toBe(400);
      expect(reply.head.msg).toBe('from_date: must be a date as dd-mm-yyyy, not "31-02-2026"');
      const page = await api.call('order.php', { page: 0 }, { cookie: clerk });
      expect(page.head.msg).toBe('page: must be at least 1');
    });

    it('refuses without a session (401) and without the gstbill_list flag (403)', async () => {
      expect((await api.call('order.php', {})).status).toBe(401);
      const refused = await api.call('order.php', {}, { cookie: estimatesOnly });
      expect(refused.status).toBe(403);
      expect(refused.head.msg).toContain('Sales or GST Bill List');
    });
  });

  describe('order_details.php', () => {
    it('answers the order detail of spec §3 with the editor fields', async () => {
      const reply = await api.call<Record<string, unknown>>('order_details.php', { order_id: `"${big.orderId}"` }, { cookie: clerk });
      expect(reply.status).toBe(200);
      const lines = await api.db.selectFrom('order_lines').select('od_id').where('order_id', '=', big.orderId).orderBy('line_no').execute();
      expect(reply.body).toEqual({
        order_id: String(big.orderId),
        orderdate: '20-11-2026',
        bill_no: '2',
        user_id: String(shop.murugan),
        billing_name: 'Murugan Electricals',
        billing_address: '12 East Masi Street',
        billing_state: 'Tamil Nadu',
        mobile: '9443012345',
        subtotal: '110450.50',
        discount_percentage: '5.00',
        discount_amt: '5522.55',
        commission_percentage: '2.00',
        commission_amt: '2098.56',
        cgst_amt: '9443.52',
        sgst_amt: '9443.52',
        packing_percentage: '1.00',
        gst_on_packing: '0',
        packing_amt: '1049.28',
        gst_percentage: '18.00',
        tax_split: 'intra',
        total: '122766.00',
        version: 1,
        cancelled: '0',
        order_details: [
          {
            order_detail_id: String(lines[0].od_id),
            od_id: String(lines[0].od_id),
            product_id: String(shop.fan),
            product_name: 'Crompton HS Plus 1200mm',
            brand_name: 'Crompton',
            serial_no: 'CRHS1200',
            qty_per_box: 1,
            amount: '1500.00',
            qty: 80,
            totalamount: '108000.00',
            discount_percentage: '10.00',
            gst_percentage: '18.00',
          },
          {
            order_detail_id: String(lines[1].od_id),
            od_id: String(lines[1].od_id),
            product_id: String(shop.cooler),
            product_name: 'Symphony Diet 50T',
            brand_name: 'Symphony',
            serial_no: 'SYMD50T',
            qty_per_box: 1,
            amount: '2450.50',
            qty: 1,
            totalamount: '2450.50',
            discount_percentage: '0.00',
            gst_percentage: '18.00',
          },
        ],
      });
    });

    it('answers 404 for a missing bill and for a bill of another kind', async () => {
      const missing = await api.call('order_details.php', { order_id: 99999 }, { cookie: clerk });
      expect(missing.status).toBe(404);
      expect(missing.head.msg).toBe('No GST bill with order_id 99999');
      const others = await api.db.selectFrom('orders').select('order_id').where('kind', '!=', 'gst').execute();
      for (const { order_id } of others) {
        expect((await api.call('order_details.php', { order_id }, { cookie: clerk })).status).toBe(404);
      }
    });

    it('answers 400 naming order_id for a bad id, 401 without a session, 403 without the flag', async () => {
      const bad = await api.call('order_details.php', { order_id: '12abc' }, { cookie: clerk });
      expect(bad.status).toBe(400);
      expect(bad.head.msg).toBe('order_id: must be a positive whole number, not "12abc"');
      expect((await api.call('order_details.php', { order_id: big.orderId })).status).toBe(401);
      expect((await api.call('order_details.php', { order_id: big.orderId }, { cookie: estimatesOnly })).status).toBe(403);
    });
  });
});
