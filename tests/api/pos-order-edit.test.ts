import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTotals } from '../../core/billing';
import { formatRupees } from '../../core/money';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { asEdit, storedLines, storedOrder, type BillRef } from '../support/edit-payloads';
import { estimateBody, retailBody, wholesaleBody, writtenState, type PosLine } from '../support/pos-payloads';
import { addOrder, addProduct, bigGstBill, lastAudit, seedShop, stockOf, type OrderSeed, type Shop } from '../support/sales-fixtures';

interface Edited {
  order_id: string;
  bill_no: number;
  total: string;
  version: number;
}

const STALE = 'This bill was changed by someone else since you opened it. Reload it and make your change again.';
// bigGstBill's rates: the bill keeps 1% packing although this shop's settings now charge none.
const BILL_RATES = { discountBp: 500, commissionBp: 200, gstBp: 1800, packingBp: 100 };

describe.each(TEST_DIALECTS)('editing a saved bill on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let tv: number;
  const edit = (path: string, body: unknown, cookie = owner) => api.call<Edited>(`pos_api/${path}`, body, { cookie });
  const editGst = (body: unknown, cookie = owner) => edit('pos_order_edit.php', body, cookie);

  interface Seeded extends BillRef {
    odIds: number[];
    saved: PosLine[];
  }
  const seed = async (order: OrderSeed): Promise<Seeded> => {
    const made = await addOrder(api.db, order);
    const lines = await storedLines(api.db, made.orderId);
    return {
      orderId: made.orderId,
      billNo: made.billNo,
      version: 1,
      odIds: lines.map((l) => l.od_id),
      saved: order.lines.map((l) => ({ productId: l.productId ?? l.retailProductId ?? 0, rate: l.rate, qty: l.qty, discountBp: l.discountBp })),
    };
  };
  const gstBill = () => seed(bigGstBill(shop));
  /** The GST editor's save: the bill's saved lines as read, then `extra` new lines. */
  const gstEdit = (bill: Seeded, extra: PosLine[] = [], rates = {}, date = '20-11-2026', customer = shop.murugan) =>
    asEdit(wholesaleBody(customer, [...bill.saved, ...extra], { ...BILL_RATES, ...rates }, date), bill, [...bill.odIds, ...extra.map(() => null)]);
  /** Everything a refused edit must leave alone: row counts, stock, and the bill itself. */
  const snapshot = async (orderId: number) => ({
    ...(await writtenState(api.db)),
    order: await storedOrder(api.db, orderId),
    lines: await storedLines(api.db, orderId),
  });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    // Bills here run to lakhs on credit: not about the credit limit (tests/api/credit-limit.test.ts), so none is set.
    await api.db.updateTable('customers').set({ credit_limit: 0 }).execute();
    owner = await api.signInOwner();
    // Every test seeds its own copy of the big bill (80 fans each): the fixture products need room for all of them.
    await api.db.updateTable('products').set({ stock: 10_000 }).where('product_id', 'in', [shop.fan, shop.cooler]).execute();
    tv = await addProduct(api.db, shop.supplierId, { name: 'Onida 32in TV', serial: 'ONTV32', rate: 1_500_000, stock: 3 });
  });
  afterAll(() => api.dispose());

  describe('pos_order_edit.php: a new line, a new discount, another customer and date', () => {
    let bill: Seeded;
    let reply: Awaited<ReturnType<typeof editGst>>;
    let staffId: number;
    let coolerStock: number;
    const newLine = { productId: 0, rate: 245_050, qty: 2 };
    beforeAll(async () => {
      bill = await gstBill();
      newLine.productId = shop.cooler;
      coolerStock = await stockOf(api.db, 'product', shop.cooler);
      const staff = await api.addEmployee({ flags: ['gstbill_list'] });
      staffId = staff.userId;
      reply = await editGst(gstEdit(bill, [newLine], { discountBp: 300 }, '15-11-2026', shop.lakshmi), await api.signIn(staff.email, staff.password));
    });

    it('answers success with the order id, bill number, new total and new version', () => {
      const expected = salesTotals([...bill.saved, newLine], { ...BILL_RATES, discountBp: 300 });
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toEqual({ order_id: String(bill.orderId), bill_no: bill.billNo, total: formatRupees(expected.grandTotal), version: 2 });
    });

    it("stores the recomputed figures at the bill's own GST and packing percents", async () => {
      const t = salesTotals([...bill.saved, newLine], { ...BILL_RATES, discountBp: 300 });
      // 1,08,000.00 + 2,450.50 + 4,901.00 = 1,15,351.50; 3% of R(1,15,352) = 3,460.56; net 1,11,890.94 → R 1,11,891
      expect(t.subtotal).toBe(11_535_150);
      expect(await storedOrder(api.db, bill.orderId)).toMatchObject({
        kind: 'gst',
        bill_no: bill.billNo,
        order_date: '2026-11-15',
        customer_id: shop.lakshmi,
        billing_address: 'MG Road',
        subtotal: t.subtotal,
        discount_bp: 300,
        discount_amt: t.discount,
        commission_bp: 200,
        commission_amt: t.commission,
        gst_bp: 1800,
        gst_amt: t.gst,
        cgst_amt: t.cgst,
        sgst_amt: t.sgst,
        packing_bp: 100,
        packing_amt: t.packing,
        round_off: t.roundOff,
        total: t.grandTotal,
        version: 2,
        cancelled: 0,
        updated_at: api.clock.now().toISOString(),
      });
    });

    it('keeps the saved lines and appends the new one with the next line number', async () => {
      const lines = await storedLines(api.db, bill.orderId);
      expect(lines.map((l) => [l.od_id === bill.odIds[0] || l.od_id === bill.odIds[1], l.line_no, l.product_id, l.rate, l.qty])).toEqual([
        [true, 1, shop.fan, 150_000, 80],
        [true, 2, shop.cooler, 245_050, 1],
        [false, 3, shop.cooler, 245_050, 2],
      ]);
      expect(lines[2]).toMatchObject({ product_name: 'Symphony Diet 50T', hsn_code: '847960', total: 490_100, manual: 0 });
    });

    it("takes the new line's stock out with a sale ledger row", async () => {
      expect(await stockOf(api.db, 'product', shop.cooler)).toBe(coolerStock - 2);
      const ledger = await api.db.selectFrom('stock_ledger').selectAll().where('doc_id', '=', bill.orderId).where('user_id', '=', staffId).execute();
      expect(ledger.map((r) => [r.product_kind, r.product_id, r.qty_change, r.reason, r.doc_kind])).toEqual([['product', shop.cooler, -2, 'sale', 'order']]);
    });

    it('audits the bill before and after', async () => {
      const entry = await lastAudit(api.db);
      expect(entry).toMatchObject({ call: 'pos_api/pos_order_edit.php', user_id: staffId, entity: 'order', entity_id: String(bill.orderId) });
      expect(entry.before).toMatchObject({ version: 1, customer_id: shop.murugan });
      expect((entry.before?.lines as unknown[]).length).toBe(2);
      expect(entry.after).toMatchObject({ order: { version: 2, customer_id: shop.lakshmi } });
    });

    it('shows the new version on order_details.php', async () => {
      const detail = await api.call<{ version: number; order_details: unknown[] }>('order_details.php', { order_id: bill.orderId }, { cookie: owner });
      expect(detail.body.version).toBe(2);
      expect(detail.body.order_details).toHaveLength(3);
    });
  });

  describe('pos_order_edit.php refuses, writing nothing', () => {
    const refused: Array<[string, (bill: Seeded) => unknown, number, string | ((bill: Seeded) => string)]> = [
      ['a stale version', (b) => ({ ...gstEdit(b), version: 2 }), 409, STALE],
      [
        'a saved line with another qty',
        (b) => {
          const body = gstEdit(b);
          return { ...body, productdetails: body.productdetails.map((l, i) => (i === 1 ? { ...l, qty: 2, total_per_product: '4901.00' } : l)) };
        },
        409,
        STALE,
      ],
      [
        'a saved line with another rate',
        (b) => asEdit(wholesaleBody(shop.murugan, [b.saved[0], { ...b.saved[1], rate: 200_000 }], BILL_RATES, '20-11-2026'), b, b.odIds),
        409,
        STALE,
      ],
      ['a saved line left out', (b) => asEdit(wholesaleBody(shop.murugan, [b.saved[0]], BILL_RATES, '20-11-2026'), b, [b.odIds[0]]), 409, STALE],
      [
        "a line naming another bill's od_id",
        (b) => asEdit(wholesaleBody(shop.murugan, b.saved, BILL_RATES, '20-11-2026'), b, [b.odIds[0], 999_999]),
        409,
        STALE,
      ],
      [
        'one saved line sent twice',
        (b) => asEdit(wholesaleBody(shop.murugan, [b.saved[0], b.saved[0], b.saved[1]], BILL_RATES, '20-11-2026'), b, [b.odIds[0], b.odIds[0], b.odIds[1]]),
        400,
        (b) => `productdetails.1.od_id: line ${b.odIds[0]} appears twice`,
      ],
      ['another bill number', (b) => ({ ...gstEdit(b), bill_no: '99' }), 400, (b) => `bill_no: order_id ${b.orderId} is bill no. ${b.billNo}, not 99`],
      ["a GST percent other than the bill's", (b) => gstEdit(b, [], { gstBp: 1200 }), 400, "gst_percentage: must be 18.00, this bill's GST percent, not 12.00"],
      [
        "the shop's current packing percent instead of the bill's",
        (b) => gstEdit(b, [], { packingBp: 0 }),
        400,
        "packing_percentage: must be 1.00, this bill's packing percent, not 0.00",
      ],
      [
        "a total that disagrees with the server's",
        (b) => ({ ...gstEdit(b), total: '1.00' }),
        400,
        'total: payload says ₹1.00, server computes ₹1,22,766.00 (GST on packing: off)',
      ],
      [
        'an unknown product on a new line',
        (b) => gstEdit(b, [{ productId: 999_999, rate: 100, qty: 1 }]),
        400,
        'productdetails.2.product_id: no product with product_id 999999',
      ],
      [
        'qty 0 on a new line',
        (b) => gstEdit(b, [{ productId: shop.fan, rate: 100, qty: 0 }]),
        400,
        'productdetails.2.qty: must be a whole number from 1 to 100000, not 0',
      ],
      ['more of a product than is in stock', (b) => gstEdit(b, [{ productId: tv, rate: 1_500_000, qty: 4 }]), 409, 'Only 3 of Onida 32in TV in stock'],
      ['a date after today', (b) => gstEdit(b, [], {}, '22-11-2026'), 400, 'order_date: a bill cannot be dated after today (21-11-2026)'],
      [
        'a date in another financial year',
        (b) => gstEdit(b, [], {}, '31-03-2026'),
        409,
        (b) =>
          `Bill no. ${b.billNo} is numbered in financial year 2026-27 (01-04-2026 to 31-03-2027); 31-03-2026 falls in 2025-26. ` +
          'Bill numbers run per financial year, so the date can only change within that year.',
      ],
      ['an unknown customer', (b) => gstEdit(b, [], {}, '20-11-2026', 999_999), 400, 'user_id: no customer with user_id 999999'],
    ];

    it.each(refused)('%s', async (_name, build, code, message) => {
      const bill = await gstBill();
      const body = build(bill);
      const before = await snapshot(bill.orderId);
      const reply = await editGst(body);
      expect(reply.status).toBe(code);
      expect(reply.head).toEqual({ code, msg: typeof message === 'string' ? message : message(bill) });
      expect(reply.body).toBeNull();
      expect(await snapshot(bill.orderId)).toEqual(before);
    });

    it("the spec's client sends no version: the edit is checked against the bill as it stands now and saves", async () => {
      const bill = await gstBill();
      const { version: _v, ...body } = gstEdit(bill, [], { discountBp: 300 });
      const reply = await editGst(body);
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toMatchObject({ order_id: String(bill.orderId), version: 2 });
      expect(await storedOrder(api.db, bill.orderId)).toMatchObject({ discount_bp: 300, version: 2 });
      // A blank version is none too; a version sent is still held to the bill's.
      expect((await editGst({ ...gstEdit(bill, [], { discountBp: 400 }), version: '' })).head.code).toBe(200);
      expect((await editGst({ ...gstEdit(bill, [], { discountBp: 500 }), version: 2 })).head).toEqual({ code: 409, msg: STALE });
    });

    it('a bill whose payments exceed the new total', async () => {
      const bill = await seed({ ...bigGstBill(shop), paid: 12_276_600 });
      const before = await snapshot(bill.orderId);
      const reply = await editGst(gstEdit(bill, [], { discountBp: 1000 }));
      expect(reply.head).toEqual({ code: 409, msg: 'Payments of ₹1,22,766.00 are recorded against this bill; its total cannot fall below them.' });
      expect(await snapshot(bill.orderId)).toEqual(before);
    });

    it('a cancelled bill', async () => {
      const bill = await gstBill();
      expect((await api.call('order_delete.php', { order_id: bill.orderId }, { cookie: owner })).status).toBe(200);
      const reply = await editGst({ ...gstEdit(bill), version: 2 });
      expect(reply.head).toEqual({ code: 409, msg: `Bill no. ${bill.billNo} (order_id ${bill.orderId}) is cancelled: it cannot be changed.` });
    });

    it('an estimate or a bill that does not exist', async () => {
      const estimate = await seed({ kind: 'estimate', customerId: shop.murugan, createdBy: shop.ownerId, lines: [{ name: 'Wiring', rate: 50_000, qty: 1 }] });
      expect((await editGst({ ...gstEdit(await gstBill()), order_id: String(estimate.orderId) })).head).toEqual({
        code: 404,
        msg: `No GST bill with order_id ${estimate.orderId}`,
      });
      expect((await editGst({ ...gstEdit(await gstBill()), order_id: '999999' })).status).toBe(404);
    });
  });

  it('lets one of two edits of one bill at one version through, and refuses the other', async () => {
    const bill = await gstBill();
    const fan = { productId: shop.fan, rate: 150_000, qty: 1 };
    const fanStock = await stockOf(api.db, 'product', shop.fan);
    const replies = await Promise.all([editGst(gstEdit(bill, [fan])), editGst(gstEdit(bill, [fan, fan]))]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.head.msg).toBe(STALE);
    const winner = replies.findIndex((r) => r.status === 200);
    const lines = await storedLines(api.db, bill.orderId);
    expect(lines).toHaveLength(3 + winner);
    expect(await stockOf(api.db, 'product', shop.fan)).toBe(fanStock - 1 - winner);
    expect((await storedOrder(api.db, bill.orderId)).version).toBe(2);
    // The loser reloads (version 2) and makes its change again.
    const again = await editGst(
      gstEdit(
        {
          ...bill,
          version: 2,
          odIds: lines.map((l) => l.od_id),
          saved: lines.map((l) => ({ productId: l.product_id ?? 0, rate: l.rate, qty: l.qty, discountBp: l.discount_bp })),
        },
        [fan],
      ),
    );
    expect(again.body.version).toBe(3);
  });

  describe('pos_estimate_edit.php', () => {
    it('appends a free-text line, its qty read from `quantity`, and moves no stock', async () => {
      const bill = await seed({
        kind: 'estimate',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        lines: [{ name: 'Ceiling fan fitting', rate: 35_000, qty: 4 }],
      });
      const body = asEdit(
        estimateBody(shop.murugan, [
          { name: 'Ceiling fan fitting', rate: 35_000, qty: 4 },
          { name: 'Wiring per point', rate: 12_000, qty: 3 },
        ]),
        bill,
        [bill.odIds[0], null],
      );
      const sent = { ...body, productdetails: body.productdetails.map((l, i) => ({ ...l, qty: 1, quantity: i === 0 ? 4 : 3 })) };
      const before = await writtenState(api.db);
      const reply = await edit('pos_estimate_edit.php', sent);
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toEqual({ order_id: String(bill.orderId), bill_no: bill.billNo, total: body.total, version: 2 });
      const lines = await storedLines(api.db, bill.orderId);
      expect(lines[1]).toMatchObject({ line_no: 2, product_name: 'Wiring per point', rate: 12_000, qty: 3, total: 36_000, manual: 1, product_id: null });
      const after = await writtenState(api.db);
      expect(after.stock_ledger).toBe(before.stock_ledger);
    });

    it('answers 403 to an employee with gstbill_list but not estimate_list', async () => {
      const bill = await seed({ kind: 'estimate', customerId: shop.murugan, createdBy: shop.ownerId, lines: [{ name: 'Fitting', rate: 35_000, qty: 1 }] });
      const staff = await api.addEmployee({ flags: ['gstbill_list', 'estimate'] });
      const reply = await edit(
        'pos_estimate_edit.php',
        asEdit(estimateBody(shop.murugan, [{ name: 'Fitting', rate: 35_000, qty: 1 }]), bill, bill.odIds),
        await api.signIn(staff.email, staff.password),
      );
      expect(reply.head).toEqual({ code: 403, msg: 'Permission denied: this needs the Quotation List privilege.' });
    });
  });

  describe('retail_pos_order_edit.php', () => {
    it("keeps the bill's date when none is sent and takes retail stock for a new line", async () => {
      const bill = await seed({
        kind: 'retail',
        customerId: shop.lakshmi,
        createdBy: shop.ownerId,
        lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 10 }],
      });
      const plugStock = await stockOf(api.db, 'retail', shop.plug);
      const lines = [...bill.saved, { productId: shop.plug, rate: 4_000, qty: 20 }];
      const body = asEdit(retailBody(shop.lakshmi, lines, { gstBp: 0 }), bill, [bill.odIds[0], null]);
      const reply = await edit('retail_pos_order_edit.php', body);
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toMatchObject({ total: '1250.00', version: 2 });
      expect(await storedOrder(api.db, bill.orderId)).toMatchObject({ order_date: '2026-11-20', subtotal: 125_000, total: 125_000 });
      expect((await storedLines(api.db, bill.orderId))[1]).toMatchObject({ retail_product_id: shop.plug, product_id: null, rate: 4_000, qty: 20 });
      expect(await stockOf(api.db, 'retail', shop.plug)).toBe(plugStock - 20);
    });

    it('refuses a GST bill as not found', async () => {
      const bill = await gstBill();
      const reply = await edit('retail_pos_order_edit.php', asEdit(retailBody(shop.murugan, bill.saved, BILL_RATES), bill, bill.odIds));
      expect(reply.head).toEqual({ code: 404, msg: `No retail bill with order_id ${bill.orderId}` });
    });
  });

  describe("a new line sent as the spec's editors send it, with no od_id key at all (issue 32)", () => {
    const withoutOdId = <B extends { productdetails: Array<Record<string, unknown>> }>(body: B, saved: number): B => ({
      ...body,
      productdetails: body.productdetails.map((line, i) => {
        if (i < saved) return line;
        const { od_id: _dropped, ...rest } = line;
        return rest;
      }),
    });

    it('saves on the GST editor', async () => {
      const bill = await gstBill();
      const body = withoutOdId(gstEdit(bill, [{ productId: shop.cooler, rate: 245_050, qty: 1 }]), bill.odIds.length);
      expect('od_id' in body.productdetails[bill.odIds.length]).toBe(false);
      const reply = await editGst(body);
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(await storedLines(api.db, bill.orderId)).toHaveLength(bill.odIds.length + 1);
    });

    it('saves on the retail editor', async () => {
      const bill = await seed({
        kind: 'retail',
        customerId: shop.lakshmi,
        createdBy: shop.ownerId,
        lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 10 }],
      });
      const body = withoutOdId(
        asEdit(retailBody(shop.lakshmi, [...bill.saved, { productId: shop.plug, rate: 4_000, qty: 2 }], { gstBp: 0 }), bill, [bill.odIds[0], null]),
        1,
      );
      expect((await edit('retail_pos_order_edit.php', body)).head).toEqual({ code: 200, msg: 'success' });
      expect(await storedLines(api.db, bill.orderId)).toHaveLength(2);
    });

    it('saves on the estimate editor', async () => {
      const bill = await seed({ kind: 'estimate', customerId: shop.murugan, createdBy: shop.ownerId, lines: [{ name: 'Fitting', rate: 35_000, qty: 1 }] });
      const body = withoutOdId(
        asEdit(
          estimateBody(shop.murugan, [
            { name: 'Fitting', rate: 35_000, qty: 1 },
            { name: 'Wiring', rate: 12_000, qty: 1 },
          ]),
          bill,
          [bill.odIds[0], null],
        ),
        1,
      );
      expect((await edit('pos_estimate_edit.php', body)).head).toEqual({ code: 200, msg: 'success' });
      expect(await storedLines(api.db, bill.orderId)).toHaveLength(2);
    });
  });

  describe('who may edit', () => {
    it('answers 401 without a session', async () => {
      const reply = await api.call('pos_api/pos_order_edit.php', gstEdit(await gstBill()));
      expect(reply.head).toEqual({ code: 401, msg: 'Please sign in again: your session has ended.' });
    });

    it('answers 403 to an employee without gstbill_list, writing nothing', async () => {
      const bill = await gstBill();
      const staff = await api.addEmployee({ flags: ['gstbill', 'estimate_list'] });
      // Signed in first: a sign-in is an audit row of its own (issue 20); the refused edit must write nothing.
      const cookie = await api.signIn(staff.email, staff.password);
      const before = await snapshot(bill.orderId);
      const reply = await editGst(gstEdit(bill), cookie);
      expect(reply.head).toEqual({ code: 403, msg: 'Permission denied: this needs the Sales or GST Bill List privilege.' });
      expect(await snapshot(bill.orderId)).toEqual(before);
    });
  });
});
