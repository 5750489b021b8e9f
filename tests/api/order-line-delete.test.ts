import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTotals } from '../../core/billing';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { asEdit, storedLines, storedOrder } from '../support/edit-payloads';
import { wholesaleBody, writtenState } from '../support/pos-payloads';
import { addOrder, bigGstBill, lastAudit, seedShop, stockOf, type OrderSeed, type Shop } from '../support/sales-fixtures';

interface Deleted {
  order_id: string;
  total: string;
  version: number;
}

const DELETED = 'Product Deleted Successfully';
const LAST_LINE = 'A bill needs at least one line: cancel the whole bill instead.';

describe.each(TEST_DIALECTS)('deleting a saved line on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  const del = (body: unknown, cookie = owner) => api.call<Deleted>('pos_api/order_detail_delete.php', body, { cookie });
  const delRetail = (body: unknown, cookie = owner) => api.call<Deleted>('pos_api/retail_order_detail_delete.php', body, { cookie });
  const seed = async (order: OrderSeed) => {
    const made = await addOrder(api.db, order);
    return { ...made, odIds: (await storedLines(api.db, made.orderId)).map((l) => l.od_id) };
  };
  const snapshot = async (orderId: number) => ({
    ...(await writtenState(api.db)),
    order: await storedOrder(api.db, orderId),
    lines: await storedLines(api.db, orderId),
  });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    await api.db.updateTable('products').set({ stock: 10_000 }).where('product_id', 'in', [shop.fan, shop.cooler]).execute();
  });
  afterAll(() => api.dispose());

  describe('order_detail_delete.php on a GST bill', () => {
    let bill: Awaited<ReturnType<typeof seed>>;
    let reply: Awaited<ReturnType<typeof del>>;
    let coolerStock: number;
    let staffId: number;
    beforeAll(async () => {
      bill = await seed(bigGstBill(shop));
      coolerStock = await stockOf(api.db, 'product', shop.cooler);
      const staff = await api.addEmployee({ flags: ['gstbill_list'] });
      staffId = staff.userId;
      reply = await del({ order_detail_id: String(bill.odIds[1]), total: '2450.50' }, await api.signIn(staff.email, staff.password));
    });

    it('answers "Product Deleted Successfully" with the new total and version', () => {
      // 80 fans at 10% off: 1,08,000.00; less 5% = 1,02,600.00; − 2% 2,052.00 + 1% 1,026.00 + 18% 18,468.00 = 1,20,042.00.
      const t = salesTotals([{ rate: 150_000, qty: 80, discountBp: 1000 }], { discountBp: 500, commissionBp: 200, gstBp: 1800, packingBp: 100 });
      expect(t.grandTotal).toBe(12_004_200);
      expect(reply.head).toEqual({ code: 200, msg: DELETED });
      expect(reply.body).toEqual({ order_id: String(bill.orderId), total: '120042.00', version: 2 });
    });

    it('recomputes the bill from the lines it keeps', async () => {
      const t = salesTotals([{ rate: 150_000, qty: 80, discountBp: 1000 }], { discountBp: 500, commissionBp: 200, gstBp: 1800, packingBp: 100 });
      expect(await storedOrder(api.db, bill.orderId)).toMatchObject({
        subtotal: 10_800_000,
        discount_amt: t.discount,
        commission_amt: t.commission,
        packing_amt: t.packing,
        gst_amt: t.gst,
        cgst_amt: t.cgst,
        sgst_amt: t.sgst,
        round_off: t.roundOff,
        total: t.grandTotal,
        version: 2,
        discount_bp: 500,
        commission_bp: 200,
        gst_bp: 1800,
        packing_bp: 100,
        cancelled: 0,
      });
      expect((await storedLines(api.db, bill.orderId)).map((l) => l.od_id)).toEqual([bill.odIds[0]]);
    });

    it("returns the line's stock with a line_delete ledger row", async () => {
      expect(await stockOf(api.db, 'product', shop.cooler)).toBe(coolerStock + 1);
      const ledger = await api.db.selectFrom('stock_ledger').selectAll().where('doc_id', '=', bill.orderId).where('reason', '=', 'line_delete').execute();
      expect(ledger.map((r) => [r.product_kind, r.product_id, r.qty_change, r.doc_kind, r.user_id])).toEqual([['product', shop.cooler, 1, 'order', staffId]]);
    });

    it('audits the bill before and after', async () => {
      const entry = await lastAudit(api.db);
      expect(entry).toMatchObject({ call: 'pos_api/order_detail_delete.php', user_id: staffId, entity: 'order', entity_id: String(bill.orderId) });
      expect((entry.before?.lines as unknown[]).length).toBe(2);
      expect(entry.after).toMatchObject({ order: { version: 2, total: 12_004_200 }, deleted_line: bill.odIds[1] });
    });

    it('makes an editor still holding version 1 reload', async () => {
      const body = asEdit(
        wholesaleBody(
          shop.murugan,
          [{ productId: shop.fan, rate: 150_000, qty: 80, discountBp: 1000 }],
          { discountBp: 500, commissionBp: 200, packingBp: 100 },
          '20-11-2026',
        ),
        { orderId: bill.orderId, billNo: bill.billNo, version: 1 },
        [bill.odIds[0]],
      );
      expect((await api.call('pos_api/pos_order_edit.php', body, { cookie: owner })).status).toBe(409);
      expect((await api.call('pos_api/pos_order_edit.php', { ...body, version: 2 }, { cookie: owner })).status).toBe(200);
    });
  });

  it('refuses to delete the last line, writing nothing', async () => {
    const bill = await seed({ kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }] });
    const before = await snapshot(bill.orderId);
    const reply = await del({ order_detail_id: bill.odIds[0], total: '3000.00' });
    expect(reply.head).toEqual({ code: 409, msg: LAST_LINE });
    expect(await snapshot(bill.orderId)).toEqual(before);
  });

  it('never leaves a bill with no lines when both of its two lines are deleted at once', async () => {
    const bill = await seed(bigGstBill(shop));
    const replies = await Promise.all([del({ order_detail_id: bill.odIds[0] }), del({ order_detail_id: bill.odIds[1] })]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await storedLines(api.db, bill.orderId)).toHaveLength(1);
    expect((await storedOrder(api.db, bill.orderId)).version).toBe(2);
  });

  it('refuses a deletion that takes the total below the payments recorded', async () => {
    const bill = await seed({ ...bigGstBill(shop), paid: 12_100_000 });
    const before = await snapshot(bill.orderId);
    const reply = await del({ order_detail_id: bill.odIds[1] });
    expect(reply.head).toEqual({ code: 409, msg: 'Payments of ₹1,21,000.00 are recorded against this bill; its total cannot fall below them.' });
    expect(await snapshot(bill.orderId)).toEqual(before);
  });

  it('refuses a line of a cancelled bill', async () => {
    const bill = await seed(bigGstBill(shop));
    await api.call('order_delete.php', { order_id: bill.orderId }, { cookie: owner });
    const reply = await del({ order_detail_id: bill.odIds[0] });
    expect(reply.head).toEqual({ code: 409, msg: `Bill no. ${bill.billNo} (order_id ${bill.orderId}) is cancelled: it cannot be changed.` });
  });

  it("deletes an estimate's line through order_detail_delete.php, moving no stock", async () => {
    const bill = await seed({
      kind: 'estimate',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      lines: [
        { name: 'Fitting', rate: 35_000, qty: 2 },
        { name: 'Wiring', rate: 12_000, qty: 3 },
      ],
    });
    const before = await writtenState(api.db);
    const reply = await del({ order_detail_id: bill.odIds[0], total: 700 });
    expect(reply.head.msg).toBe(DELETED);
    // 360.00 + 18% GST 64.80 → R(424.80) = 425.00
    expect(reply.body).toEqual({ order_id: String(bill.orderId), total: '425.00', version: 2 });
    expect((await writtenState(api.db)).stock_ledger).toBe(before.stock_ledger);
  });

  it('deletes a retail line through retail_order_detail_delete.php and returns retail stock', async () => {
    const bill = await seed({
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      lines: [
        { retailProductId: shop.plug, rate: 4_500, qty: 10 },
        { retailProductId: shop.plug, rate: 4_000, qty: 5 },
      ],
    });
    const plugStock = await stockOf(api.db, 'retail', shop.plug);
    const reply = await delRetail({ order_detail_id: bill.odIds[1], total: '200.00' });
    expect(reply.head.msg).toBe(DELETED);
    expect(reply.body).toEqual({ order_id: String(bill.orderId), total: '450.00', version: 2 });
    expect(await stockOf(api.db, 'retail', shop.plug)).toBe(plugStock + 5);
    const ledger = await api.db
      .selectFrom('stock_ledger')
      .select(['product_kind', 'qty_change', 'reason'])
      .where('doc_id', '=', bill.orderId)
      .where('reason', '=', 'line_delete')
      .execute();
    expect(ledger).toEqual([{ product_kind: 'retail', qty_change: 5, reason: 'line_delete' }]);
  });

  it('answers 404 for a line of another kind of bill, or no line at all', async () => {
    const gst = await seed(bigGstBill(shop));
    const retail = await seed({
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      lines: [
        { retailProductId: shop.plug, rate: 4_500, qty: 1 },
        { retailProductId: shop.plug, rate: 4_500, qty: 1 },
      ],
    });
    expect((await delRetail({ order_detail_id: gst.odIds[0] })).head).toEqual({ code: 404, msg: `No bill line with order_detail_id ${gst.odIds[0]}` });
    expect((await del({ order_detail_id: retail.odIds[0] })).head).toEqual({ code: 404, msg: `No bill line with order_detail_id ${retail.odIds[0]}` });
    expect((await del({ order_detail_id: 999_999 })).status).toBe(404);
  });

  it('refuses a total that is not money', async () => {
    const bill = await seed(bigGstBill(shop));
    const reply = await del({ order_detail_id: bill.odIds[1], total: 'abc' });
    expect(reply.head).toEqual({ code: 400, msg: 'total: must be an amount in rupees such as 1234.50, not "abc" (not a number)' });
  });

  describe('who may delete a line', () => {
    it('answers 401 without a session', async () => {
      const reply = await api.call('pos_api/order_detail_delete.php', { order_detail_id: 1 });
      expect(reply.head).toEqual({ code: 401, msg: 'Please sign in again: your session has ended.' });
    });

    it('answers 403 to an employee without gstbill_list, writing nothing', async () => {
      const bill = await seed(bigGstBill(shop));
      const staff = await api.addEmployee({ flags: ['gstbill', 'estimate_list'] });
      const cookie = await api.signIn(staff.email, staff.password);
      const before = await snapshot(bill.orderId);
      for (const reply of [await del({ order_detail_id: bill.odIds[1] }, cookie), await delRetail({ order_detail_id: bill.odIds[1] }, cookie)]) {
        expect(reply.head).toEqual({ code: 403, msg: 'Permission denied: this needs the Sales or GST Bill List privilege.' });
      }
      expect(await snapshot(bill.orderId)).toEqual(before);
    });
  });
});
