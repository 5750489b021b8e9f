import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { retailBody, wholesaleBody, writtenState } from '../support/pos-payloads';
import { addRetailProduct, seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
  total: string;
}

let code = 0;
const nextCode = () => `RT-${(code += 1)}`;

describe.each(TEST_DIALECTS)('pos_api/retail_pos_order.php on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  const save = (body: unknown, cookie = owner) => api.call<Saved>('pos_api/retail_pos_order.php', body, { cookie });
  const retailProduct = (name: string, rate: number, stock: number) => addRetailProduct(api.db, { name, code: nextCode(), rate, stock });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
  });
  afterAll(() => api.dispose());

  it('saves a retail bill dated today (Asia/Kolkata), numbered apart from GST bills, and takes retail stock', async () => {
    await api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }]), { cookie: owner });
    // 12 plugs at ₹45.00 = 540.00; 10% discount 54.00; net 486.00; 18% GST 87.48 → 573.48 → 573.00
    const reply = await save(retailBody(shop.lakshmi, [{ productId: shop.plug, rate: 4_500, qty: 12 }], { discountBp: 1000, gstBp: 1800 }));
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body).toEqual({ order_id: expect.stringMatching(/^\d+$/), bill_no: 1, total: '573.00' });
    const order = await api.db.selectFrom('orders').selectAll().where('order_id', '=', Number(reply.body.order_id)).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      kind: 'retail',
      fy: '2026-27',
      bill_no: 1,
      order_date: '2026-11-21',
      customer_id: shop.lakshmi,
      billing_address: 'MG Road',
      subtotal: 54_000,
      discount_bp: 1000,
      discount_amt: 5_400,
      gst_amt: 8_748,
      cgst_amt: 4_374,
      sgst_amt: 4_374,
      total: 57_300,
      round_off: -48,
      commission_bp: 0,
      commission_amt: 0,
      paid_amount: 0,
      version: 1,
    });
    const lines = await api.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.order_id).execute();
    expect(lines).toEqual([
      expect.objectContaining({
        product_id: null,
        retail_product_id: shop.plug,
        product_name: 'Bajaj 2-pin plug',
        product_code: 'BJP2',
        serial_no: 'BJP2',
        qty_per_box: 10,
        rate: 4_500,
        qty: 12,
        total: 54_000,
      }),
    ]);
    expect((await writtenState(api.db))[`retail ${shop.plug}`]).toBe(488);
    const ledger = await api.db.selectFrom('stock_ledger').selectAll().where('doc_id', '=', order.order_id).execute();
    expect(ledger).toEqual([expect.objectContaining({ product_kind: 'retail', product_id: shop.plug, qty_change: -12, reason: 'sale', doc_kind: 'order' })]);
  });

  it('numbers retail bills 1, 2, 3 per financial year, restarting on 1 April', async () => {
    const bulb = await retailProduct('Philips 9W LED bulb', 9_900, 100);
    api.clock.set('2042-01-01T06:30:00Z');
    owner = await api.signInOwner();
    const bill = async (date: string) => (await save(retailBody(shop.murugan, [{ productId: bulb, rate: 9_900, qty: 1 }], {}, date))).body.bill_no;
    expect([await bill('01-05-2040'), await bill('02-05-2040'), await bill('03-05-2040'), await bill('01-04-2041')]).toEqual([1, 2, 3, 1]);
  });

  it('refuses an unknown retail product, writing nothing', async () => {
    const before = await writtenState(api.db);
    const reply = await save(retailBody(shop.murugan, [{ productId: 987_654, rate: 100, qty: 1 }]));
    expect(reply.head).toEqual({ code: 400, msg: 'productdetails.0.product_id: no retail product with product_id 987654' });
    expect(await writtenState(api.db)).toEqual(before);
  });

  it("refuses figures that disagree with the server's, writing nothing", async () => {
    const before = await writtenState(api.db);
    const reply = await save({ ...retailBody(shop.murugan, [{ productId: shop.plug, rate: 4_500, qty: 3 }]), subtotal: '135.01' });
    expect(reply.head).toEqual({ code: 400, msg: 'subtotal: payload says ₹135.01, server computes ₹135.00' });
    expect(await writtenState(api.db)).toEqual(before);
  });

  it('refuses more than is in stock with 409, writing nothing', async () => {
    const switchBox = await retailProduct('Anchor 6A switch', 3_500, 4);
    const before = await writtenState(api.db);
    const reply = await save(retailBody(shop.murugan, [{ productId: switchBox, rate: 3_500, qty: 5 }]));
    expect(reply.head).toEqual({ code: 409, msg: 'Only 4 of Anchor 6A switch in stock' });
    expect(await writtenState(api.db)).toEqual(before);
  });

  it('sells the last unit once when two tills save at the same moment', async () => {
    const iron = await retailProduct('Bajaj DX6 iron', 79_900, 1);
    const bill = retailBody(shop.murugan, [{ productId: iron, rate: 79_900, qty: 1 }]);
    const replies = await Promise.all([save(bill), save(bill)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await writtenState(api.db))[`retail ${iron}`]).toBe(0);
  });

  it('books a repeated request_id once', async () => {
    const body = { ...retailBody(shop.murugan, [{ productId: shop.plug, rate: 4_500, qty: 1 }]), request_id: 'retail-till-9' };
    const before = await writtenState(api.db);
    const first = await save(body);
    const again = await save(body);
    expect(again.body).toEqual(first.body);
    expect((await writtenState(api.db)).orders).toBe(before.orders + 1);
  });

  it('answers 401 without a session and 403 to an employee without the gstbill flag', async () => {
    const body = retailBody(shop.murugan, [{ productId: shop.plug, rate: 4_500, qty: 1 }]);
    expect((await api.call('pos_api/retail_pos_order.php', body)).status).toBe(401);
    const staff = await api.addEmployee({ flags: ['gstbill_list', 'estimate'] });
    const reply = await save(body, await api.signIn(staff.email, staff.password));
    expect(reply.head).toEqual({ code: 403, msg: 'Permission denied: this needs the GST Bill or POS privilege.' });
  });
});
