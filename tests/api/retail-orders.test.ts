import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { addOrder, auditCount, lastAudit, seedShop, stockOf, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Row = Record<string, unknown>;

describe.each(TEST_DIALECTS)('retail orders on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let clerk: string;
  let clerkId: number;
  let quotesOnly: string;
  let sale: SeededOrder;
  let paid: SeededOrder;
  let gst: SeededOrder;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    paid = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-19',
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 2 }],
    });
    await api.db.updateTable('orders').set({ paid_amount: 9_000 }).where('order_id', '=', paid.orderId).execute();
    sale = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-21',
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 300 }],
      rates: { discountBp: 1000, gstBp: 1800, packingBp: 50 },
    });
    gst = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }] });
    const staff = await api.addEmployee({ flags: ['gstbill_list'] });
    clerkId = staff.userId;
    clerk = await api.signIn(staff.email, staff.password);
    const quoter = await api.addEmployee({ flags: ['estimate', 'estimate_list'] });
    quotesOnly = await api.signIn(quoter.email, quoter.password);
  });
  afterAll(() => api.dispose());

  describe('retail_order.php', () => {
    it('lists retail bills newest first; balance 0.00 shows a paid bill', async () => {
      const reply = await api.call<Row[]>('retail_order.php', {}, { cookie: clerk });
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toEqual([
        {
          order_id: String(sale.orderId),
          bill_no: '2',
          orderdate: '21-11-2026',
          added_date: '21-11-2026',
          name: 'Murugan Electricals',
          mobile: '9443012345',
          billing_phonenumber: '9443012345',
          amount: '14,398.00',
          balance: '14398.00',
        },
        expect.objectContaining({ order_id: String(paid.orderId), bill_no: '1', amount: '90.00', balance: '0.00' }),
      ]);
    });

    it('refuses without a session (401) and without the gstbill_list flag (403)', async () => {
      expect((await api.call('retail_order.php', {})).status).toBe(401);
      expect((await api.call('retail_order.php', {}, { cookie: quotesOnly })).status).toBe(403);
    });
  });

  describe('retail_order_details.php', () => {
    it('answers the retail order with its rates, customer block and totals', async () => {
      const reply = await api.call<Row>('retail_order_details.php', { order_id: sale.orderId }, { cookie: clerk });
      const [line] = await api.db.selectFrom('order_lines').select('od_id').where('order_id', '=', sale.orderId).execute();
      expect(reply.body).toEqual({
        order_id: String(sale.orderId),
        orderdate: '21-11-2026',
        bill_no: '2',
        user_id: String(shop.murugan),
        billing_name: 'Murugan Electricals',
        billing_address: '12 East Masi Street',
        billing_state: 'Tamil Nadu',
        mobile: '9443012345',
        subtotal: '13500.00',
        discount_percentage: '10.00',
        discount_amt: '1350.00',
        commission_percentage: '0.00',
        commission_amt: '0.00',
        cgst_amt: '1093.50',
        sgst_amt: '1093.50',
        packing_percentage: '0.50',
        gst_on_packing: '0',
        packing_amt: '60.75',
        gst_percentage: '18.00',
        tax_split: 'intra',
        total: '14398.00',
        version: 1,
        cancelled: '0',
        order_details: [
          {
            od_id: String(line.od_id),
            order_detail_id: String(line.od_id),
            product_id: String(shop.plug),
            product_name: 'Bajaj 2-pin plug',
            product_code: 'BJP2',
            hsn_code: '8516',
            qty_per_box: 10,
            rate: '45.00',
            qty: 300,
            amount: '45.00',
            totalamount: '13500.00',
            gst_percentage: '18.00',
          },
        ],
      });
    });

    it('answers 404 for a missing id and for a GST bill id; 401; 403', async () => {
      const missing = await api.call('retail_order_details.php', { order_id: 99999 }, { cookie: clerk });
      expect(missing.head).toEqual({ code: 404, msg: 'No retail bill with order_id 99999' });
      expect((await api.call('retail_order_details.php', { order_id: gst.orderId }, { cookie: clerk })).status).toBe(404);
      expect((await api.call('retail_order_details.php', { order_id: sale.orderId })).status).toBe(401);
      expect((await api.call('retail_order_details.php', { order_id: sale.orderId }, { cookie: quotesOnly })).status).toBe(403);
    });
  });

  describe('retail_order_delete.php', () => {
    it('refuses without a session, without the flag, a missing id and a GST bill id, changing nothing', async () => {
      const audits = await auditCount(api.db);
      expect((await api.call('retail_order_delete.php', { order_id: sale.orderId })).status).toBe(401);
      expect((await api.call('retail_order_delete.php', { order_id: sale.orderId }, { cookie: quotesOnly })).status).toBe(403);
      expect((await api.call('retail_order_delete.php', { order_id: 99999 }, { cookie: clerk })).status).toBe(404);
      expect((await api.call('retail_order_delete.php', { order_id: gst.orderId }, { cookie: clerk })).status).toBe(404);
      expect((await api.call('retail_order_delete.php', { order_id: 'x' }, { cookie: clerk })).head.msg).toBe(
        'order_id: must be a positive whole number, not "x"',
      );
      expect(await api.db.selectFrom('orders').select('cancelled').where('order_id', 'in', [sale.orderId, gst.orderId]).execute()).toEqual([
        { cancelled: 0 },
        { cancelled: 0 },
      ]);
      expect(await auditCount(api.db)).toBe(audits);
    });

    it('cancels the retail bill: retail stock comes back with a ledger row; it leaves the list and joins the cancelled list', async () => {
      expect(await stockOf(api.db, 'retail', shop.plug)).toBe(198);
      const reply = await api.call('retail_order_delete.php', { order_id: sale.orderId }, { cookie: clerk });
      expect(reply.head).toEqual({ code: 200, msg: 'Data Deleted Successfully' });
      expect(await stockOf(api.db, 'retail', shop.plug)).toBe(498);
      const ledger = await api.db
        .selectFrom('stock_ledger')
        .select(['product_kind', 'product_id', 'qty_change', 'reason', 'doc_kind', 'user_id'])
        .where('doc_id', '=', sale.orderId)
        .where('reason', '=', 'cancel')
        .execute();
      expect(ledger).toEqual([{ product_kind: 'retail', product_id: shop.plug, qty_change: 300, reason: 'cancel', doc_kind: 'order', user_id: clerkId }]);
      const list = await api.call<Row[]>('retail_order.php', {}, { cookie: clerk });
      expect(list.body.map((r) => r.order_id)).toEqual([String(paid.orderId)]);
      const cancelled = await api.call<Row[]>('cancel_order.php', {}, { base: 'adminapi', cookie: clerk });
      expect(cancelled.body.map((r) => [r.order_id, r.bill_no, r.amount])).toEqual([[String(sale.orderId), '2', '14,398.00']]);
      expect((await lastAudit(api.db)).after).toMatchObject({ cancelled: 1, stock_returned: [{ product_kind: 'retail', product_id: shop.plug, qty: 300 }] });
    });

    it('refuses to cancel it twice (409) and keeps its number out of use', async () => {
      const again = await api.call('retail_order_delete.php', { order_id: sale.orderId }, { cookie: clerk });
      expect(again.status).toBe(409);
      expect(await stockOf(api.db, 'retail', shop.plug)).toBe(498);
      const next = await addOrder(api.db, {
        kind: 'retail',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        date: '2026-11-21',
        lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 1 }],
      });
      expect(next.billNo).toBe(3);
    });
  });
});
