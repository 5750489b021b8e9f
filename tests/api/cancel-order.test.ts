import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { addOrder, auditCount, bigGstBill, lastAudit, seedShop, stockOf, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Row = Record<string, unknown>;

describe.each(TEST_DIALECTS)('cancelling a GST bill (order_delete.php) and the cancelled list on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let clerk: string;
  let clerkId: number;
  let noList: string;
  let bill: SeededOrder;
  let keep: SeededOrder;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    keep = await addOrder(api.db, { ...bigGstBill(shop, shop.lakshmi), lines: [{ productId: shop.fan, rate: 150_000, qty: 5 }] });
    bill = await addOrder(api.db, bigGstBill(shop));
    const staff = await api.addEmployee({ flags: ['gstbill_list'] });
    clerkId = staff.userId;
    clerk = await api.signIn(staff.email, staff.password);
    const biller = await api.addEmployee({ flags: ['gstbill', 'customer'] });
    noList = await api.signIn(biller.email, biller.password);
  });
  afterAll(() => api.dispose());

  it('refuses without a session (401) and without the gstbill_list flag (403), changing nothing', async () => {
    expect((await api.call('order_delete.php', { order_id: bill.orderId })).status).toBe(401);
    const refused = await api.call('order_delete.php', { order_id: bill.orderId }, { cookie: noList });
    expect(refused.status).toBe(403);
    expect(refused.head.msg).toContain('Sales or GST Bill List');
    expect((await api.call('cancel_order.php', {}, { base: 'adminapi' })).status).toBe(401);
    expect((await api.call('cancel_order.php', {}, { base: 'adminapi', cookie: noList })).status).toBe(403);
    expect(await stockOf(api.db, 'product', shop.fan)).toBe(15);
  });

  it('answers 404 for a missing bill and for an estimate or retail id, 400 for a bad id', async () => {
    const missing = await api.call('order_delete.php', { order_id: 99999 }, { cookie: clerk });
    expect(missing.status).toBe(404);
    expect(missing.head.msg).toBe('No GST bill with order_id 99999');
    const estimate = await addOrder(api.db, {
      kind: 'estimate',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      lines: [{ name: 'Installation', rate: 50_000, qty: 1 }],
    });
    const retail = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 2 }],
    });
    for (const other of [estimate, retail]) {
      expect((await api.call('order_delete.php', { order_id: other.orderId }, { cookie: clerk })).status).toBe(404);
    }
    expect(await api.db.selectFrom('orders').select('cancelled').where('order_id', '=', retail.orderId).executeTakeFirstOrThrow()).toEqual({ cancelled: 0 });
    const bad = await api.call('order_delete.php', { order_id: -3 }, { cookie: clerk });
    expect(bad.status).toBe(400);
    expect(bad.head.msg).toBe('order_id: must be a positive whole number, not -3');
  });

  it('cancels the bill: "Data Deleted Successfully", stock returns with ledger rows, the bill keeps its number', async () => {
    expect([await stockOf(api.db, 'product', shop.fan), await stockOf(api.db, 'product', shop.cooler)]).toEqual([15, 9]);
    const reply = await api.call('order_delete.php', { order_id: String(bill.orderId) }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 200, msg: 'Data Deleted Successfully' });
    expect([await stockOf(api.db, 'product', shop.fan), await stockOf(api.db, 'product', shop.cooler)]).toEqual([95, 10]);
    const ledger = await api.db
      .selectFrom('stock_ledger')
      .select(['product_kind', 'product_id', 'qty_change', 'user_id'])
      .where('reason', '=', 'cancel')
      .where('doc_kind', '=', 'order')
      .where('doc_id', '=', bill.orderId)
      .orderBy('product_id')
      .execute();
    expect(ledger).toEqual([
      { product_kind: 'product', product_id: shop.fan, qty_change: 80, user_id: clerkId },
      { product_kind: 'product', product_id: shop.cooler, qty_change: 1, user_id: clerkId },
    ]);
    const row = await api.db
      .selectFrom('orders')
      .select(['cancelled', 'cancelled_at', 'cancelled_by', 'bill_no', 'version'])
      .where('order_id', '=', bill.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cancelled: 1, cancelled_at: api.clock.now().toISOString(), cancelled_by: clerkId, bill_no: bill.billNo, version: 2 });
    const lines = await api.db.selectFrom('order_lines').select('od_id').where('order_id', '=', bill.orderId).execute();
    expect(lines).toHaveLength(2);
  });

  it('audits the bill as it was and the stock that came back', async () => {
    const entry = await lastAudit(api.db);
    expect(entry).toMatchObject({ call: 'order_delete.php', entity: 'order', entity_id: String(bill.orderId), user_id: clerkId });
    expect(entry.before).toMatchObject({ order_id: bill.orderId, cancelled: 0, total: 12_276_600, bill_no: bill.billNo });
    expect((entry.before?.lines as unknown[]).length).toBe(2);
    expect(entry.after).toMatchObject({
      cancelled: 1,
      cancelled_by: clerkId,
      stock_returned: [
        { product_kind: 'product', product_id: shop.fan, qty: 80 },
        { product_kind: 'product', product_id: shop.cooler, qty: 1 },
      ],
    });
  });

  it('takes the bill off order.php and puts it on cancel_order.php', async () => {
    const list = await api.call<Row[]>('order.php', {}, { cookie: clerk });
    expect(list.body.map((r) => r.order_id)).toEqual([String(keep.orderId)]);
    const cancelled = await api.call<Row[]>('cancel_order.php', {}, { base: 'adminapi', cookie: clerk });
    expect(cancelled.head).toEqual({ code: 200, msg: 'success' });
    const lines = await api.db.selectFrom('order_lines').select('od_id').where('order_id', '=', bill.orderId).orderBy('line_no').execute();
    expect(cancelled.body).toEqual([
      {
        order_id: String(bill.orderId),
        bill_no: String(bill.billNo),
        orderdate: '20/11/2026',
        name: 'Murugan Electricals',
        mobile: '9443012345',
        amount: '1,22,766.00',
        email: 'murugan@example.in',
        billing_name: 'Murugan Electricals',
        billing_address: '12 East Masi Street',
        billing_city: 'Madurai',
        billing_state: 'Tamil Nadu',
        billing_pincode: '625001',
        delivery_name: 'Murugan Electricals',
        delivery_address: '12 East Masi Street',
        delivery_city: 'Madurai',
        delivery_state: 'Tamil Nadu',
        delivery_pincode: '625001',
        order_details: [
          { order_detail_id: String(lines[0].od_id), product_name: 'Crompton HS Plus 1200mm', qty: 80, amount: '1500.00', totalamount: '108000.00' },
          { order_detail_id: String(lines[1].od_id), product_name: 'Symphony Diet 50T', qty: 1, amount: '2450.50', totalamount: '2450.50' },
        ],
        subtotal: '110450.50',
        discount_percentage: '5.00',
        discount_amt: '5522.55',
        commission_percentage: '2.00',
        commission_amt: '2098.56',
        cgst_amt: '9443.52',
        sgst_amt: '9443.52',
        packing_percentage: '1.00',
        packing_amt: '1049.28',
        gst_on_packing: '0',
        total: '122766.00',
        gst_percentage: '18.00',
        tax_split: 'intra',
      },
    ]);
  });

  it('filters the cancelled list by bill date', async () => {
    const none = await api.call<Row[]>('cancel_order.php', { from_date: '21-11-2026', to_date: '30-11-2026' }, { base: 'adminapi', cookie: clerk });
    expect(none.body).toEqual([]);
    const some = await api.call<Row[]>('cancel_order.php', { from_date: '20/11/2026', to_date: '20/11/2026' }, { base: 'adminapi', cookie: clerk });
    expect(some.body).toHaveLength(1);
  });

  it('still shows the cancelled bill on order_details.php, marked cancelled', async () => {
    const reply = await api.call<Row>('order_details.php', { order_id: bill.orderId }, { cookie: clerk });
    expect(reply.body).toMatchObject({ cancelled: '1', bill_no: String(bill.billNo), version: 2 });
  });

  it('refuses a second cancel with 409 and returns no stock twice', async () => {
    const audits = await auditCount(api.db);
    const reply = await api.call('order_delete.php', { order_id: bill.orderId }, { cookie: clerk });
    expect(reply.status).toBe(409);
    expect(reply.head.msg).toBe(`Bill no. ${bill.billNo} (order_id ${bill.orderId}) is already cancelled.`);
    expect(await stockOf(api.db, 'product', shop.fan)).toBe(95);
    expect(await auditCount(api.db)).toBe(audits);
  });

  it('never reuses the cancelled number: the next bill of the year takes the one after', async () => {
    const next = await addOrder(api.db, { ...bigGstBill(shop), lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }] });
    expect(next.billNo).toBe(bill.billNo + 1);
  });

  it('two cancels of one bill at once: one succeeds, the other gets 409, the stock comes back once', async () => {
    const target = await addOrder(api.db, { ...bigGstBill(shop), lines: [{ productId: shop.cooler, rate: 245_050, qty: 3 }] });
    const before = await stockOf(api.db, 'product', shop.cooler);
    const replies = await Promise.all([1, 2].map(() => api.call('order_delete.php', { order_id: target.orderId }, { cookie: clerk })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(api.db, 'product', shop.cooler)).toBe(before + 3);
    const ledger = await api.db.selectFrom('stock_ledger').select('qty_change').where('reason', '=', 'cancel').where('doc_id', '=', target.orderId).execute();
    expect(ledger).toEqual([{ qty_change: 3 }]);
  });

  it('answers a repeated request_id with the first result, not a 409', async () => {
    const target = await addOrder(api.db, { ...bigGstBill(shop), lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }] });
    const first = await api.call('order_delete.php', { order_id: target.orderId, request_id: 'cancel-1' }, { cookie: clerk });
    const again = await api.call('order_delete.php', { order_id: target.orderId, request_id: 'cancel-1' }, { cookie: clerk });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.head.msg).toBe('Data Deleted Successfully');
  });
});
