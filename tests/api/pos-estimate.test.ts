import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { estimateBody, writtenState } from '../support/pos-payloads';
import { seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
  total: string;
}

describe.each(TEST_DIALECTS)('pos_api/pos_estimate.php on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  const save = (body: unknown, cookie = owner) => api.call<Saved>('pos_api/pos_estimate.php', body, { cookie });
  const quote = () =>
    estimateBody(
      shop.murugan,
      [
        { name: 'Voltas 1.5T split AC, installed', rate: 3_899_000, qty: 2 },
        { name: 'Copper piping (per foot)', rate: 45_050, qty: 15 },
      ],
      { gstBp: 1800 },
    );

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
  });
  afterAll(() => api.dispose());

  it('saves a quotation of free-text lines and moves no stock', async () => {
    const before = await writtenState(api.db);
    // 77,980.00 + 6,757.50 = 84,737.50; GST 18% of 84,738 = 15,252.84; 99,990.34 → 99,990.00
    const reply = await save(quote());
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body).toEqual({ order_id: expect.stringMatching(/^\d+$/), bill_no: 1, total: '99990.00' });
    const order = await api.db.selectFrom('orders').selectAll().where('order_id', '=', Number(reply.body.order_id)).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ kind: 'estimate', bill_no: 1, fy: '2026-27', subtotal: 8_473_750, gst_amt: 1_525_284, total: 9_999_000, round_off: -34 });
    const lines = await api.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.order_id).orderBy('line_no').execute();
    expect(lines.map((l) => [l.product_name, l.product_id, l.retail_product_id, l.rate, l.qty, l.total, l.manual])).toEqual([
      ['Voltas 1.5T split AC, installed', null, null, 3_899_000, 2, 7_798_000, 1],
      ['Copper piping (per foot)', null, null, 45_050, 15, 675_750, 1],
    ]);
    const after = await writtenState(api.db);
    expect(after.stock_ledger).toBe(before.stock_ledger);
    expect(Object.entries(after).filter(([key]) => key.startsWith('product') || key.startsWith('retail'))).toEqual(
      Object.entries(before).filter(([key]) => key.startsWith('product') || key.startsWith('retail')),
    );
  });

  it('numbers estimates on their own: 1, 2, 3 in a year, 1 again in the next', async () => {
    api.clock.set('2037-01-01T06:30:00Z');
    owner = await api.signInOwner();
    const bill = async (date: string) => (await save({ ...quote(), order_date: date })).body.bill_no;
    expect([await bill('01-04-2035'), await bill('02-04-2035'), await bill('31-03-2036'), await bill('01-04-2036')]).toEqual([1, 2, 3, 1]);
  });

  it("takes a line's quantity from `quantity`, as the estimate editor sends it", async () => {
    const body = estimateBody(shop.lakshmi, [{ name: 'Service visit', rate: 50_000, qty: 3 }]);
    const { qty, ...line } = body.productdetails[0];
    const reply = await save({ ...body, productdetails: [{ ...line, quantity: String(qty) }] });
    // 3 × 500.00 = 1,500.00; 18% GST 270.00 → 1,770.00
    expect(reply.body.total).toBe('1770.00');
  });

  it.each([
    ['a line without a name', { product_name: ' ' }, 'productdetails.0.product_name: is required'],
    ['a line without an amount', { amount_per_product: '' }, 'productdetails.0.amount_per_product: is empty'],
    ['a line with qty 0', { qty: 0 }, 'productdetails.0.qty: must be a whole number from 1 to 100000, not 0'],
  ])('refuses %s, writing nothing', async (_name, change, message) => {
    const body = quote();
    const before = await writtenState(api.db);
    const reply = await save({ ...body, productdetails: [{ ...body.productdetails[0], ...change }] });
    expect(reply.head).toEqual({ code: 400, msg: message });
    expect(await writtenState(api.db)).toEqual(before);
  });

  it("refuses a total that disagrees with the server's, writing nothing", async () => {
    const before = await writtenState(api.db);
    const reply = await save({ ...quote(), total: '99990.34' });
    expect(reply.head).toEqual({ code: 400, msg: 'total: payload says ₹99,990.34, server computes ₹99,990.00' });
    expect(await writtenState(api.db)).toEqual(before);
  });

  it('refuses an unknown customer, writing nothing', async () => {
    const before = await writtenState(api.db);
    const reply = await save({ ...quote(), user_id: 424_242 });
    expect(reply.head).toEqual({ code: 400, msg: 'user_id: no customer with user_id 424242' });
    expect(await writtenState(api.db)).toEqual(before);
  });

  it('books a repeated request_id once', async () => {
    const body = { ...quote(), request_id: 'quote-3' };
    const before = await writtenState(api.db);
    const first = await save(body);
    expect((await save(body)).body).toEqual(first.body);
    expect((await writtenState(api.db)).orders).toBe(before.orders + 1);
  });

  it('answers 401 without a session and 403 to an employee without the estimate flag', async () => {
    expect((await api.call('pos_api/pos_estimate.php', quote())).status).toBe(401);
    const staff = await api.addEmployee({ flags: ['gstbill', 'estimate_list'] });
    const reply = await save(quote(), await api.signIn(staff.email, staff.password));
    expect(reply.head).toEqual({ code: 403, msg: 'Permission denied: this needs the Quotation privilege.' });
    const quoter = await api.addEmployee({ flags: ['estimate'] });
    expect((await save(quote(), await api.signIn(quoter.email, quoter.password))).status).toBe(200);
  });
});
