import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../core/money';
import { readOrder } from '../../server/sales/save-order';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { brandNamed, wholesaleBody, writtenState } from '../support/pos-payloads';
import { addProduct, seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
  total: string;
}

let serial = 0;
const nextSerial = () => `POS-T-${(serial += 1)}`;

describe.each(TEST_DIALECTS)('pos_api/pos_order.php on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  // This shop charges 1% packing (set in beforeAll), so every bill here carries it unless a test says otherwise.
  const shopBill = (...[customer, lines, rates = {}, date]: Parameters<typeof wholesaleBody>) =>
    wholesaleBody(customer, lines, { packingBp: 100, ...rates }, date);
  const save = (body: unknown, cookie = owner) => api.call<Saved>('pos_api/pos_order.php', body, { cookie });
  const product = (name: string, rate: number, stock: number) => addProduct(api.db, shop.supplierId, { name, serial: nextSerial(), rate, stock });
  // The bill most tests send: 80 fans at a 10% line discount and a cooler; 5% discount, 2% commission, 1% packing, 18% GST.
  const bigBill = () =>
    shopBill(
      shop.murugan,
      [
        { productId: shop.fan, rate: 150_000, qty: 80, discountBp: 1000 },
        { productId: shop.cooler, rate: 245_050, qty: 1 },
      ],
      { discountBp: 500, commissionBp: 200, gstBp: 1800, packingBp: 100 },
    );

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    // Bills here run to lakhs on credit: not about the credit limit (tests/api/credit-limit.test.ts), so none is set.
    await api.db.updateTable('customers').set({ credit_limit: 0 }).execute();
    owner = await api.signInOwner();
    // The spec's arithmetic (GST on the net, packing after): a shop that turned GST on packing off (issue 31 item 5).
    await api.db.updateTable('settings').set({ packing_bp: 100, gst_on_packing: 0 }).execute();
    const unit = await api.db.insertInto('units').values({ unit_name: 'Nos' }).returning('unit_id').executeTakeFirstOrThrow();
    await api.db
      .updateTable('products')
      .set({ brand_id: await brandNamed(api.db, 'Crompton'), unit_id: unit.unit_id })
      .where('product_id', '=', shop.fan)
      .execute();
  });
  afterAll(() => api.dispose());

  describe('a saved GST bill', () => {
    let reply: Awaited<ReturnType<typeof save>>;
    let staffId: number;
    beforeAll(async () => {
      const staff = await api.addEmployee({ flags: ['gstbill'] });
      staffId = staff.userId;
      reply = await save(bigBill(), await api.signIn(staff.email, staff.password));
    });

    it('answers success with the order id, its bill number and the grand total', () => {
      expect(reply.status).toBe(200);
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toEqual({ order_id: expect.stringMatching(/^\d+$/), bill_no: 1, total: '122766.00' });
    });

    it('stores every figure in paise and basis points, recomputed by the server', async () => {
      const order = await api.db.selectFrom('orders').selectAll().where('order_id', '=', Number(reply.body.order_id)).executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        kind: 'gst',
        fy: '2026-27',
        bill_no: 1,
        order_date: '2026-11-21',
        customer_id: shop.murugan,
        billing_name: 'Murugan Electricals (counter)',
        billing_phonenumber: '9443099999',
        billing_state: 'Tamil Nadu',
        billing_address: '12 East Masi Street',
        // 1,08,000.00 + 2,450.50; discount R(1,10,450.50) × 5%; net 1,04,927.95; R(net) × 2%, 1%, 18%; grand total R(1,22,765.71)
        subtotal: 11_045_050,
        discount_bp: 500,
        discount_amt: 552_255,
        commission_bp: 200,
        commission_amt: 209_856,
        packing_bp: 100,
        packing_amt: 104_928,
        gst_bp: 1800,
        gst_amt: 1_888_704,
        cgst_amt: 944_352,
        sgst_amt: 944_352,
        round_off: 29,
        total: 12_276_600,
        paid_amount: 0,
        cancelled: 0,
        version: 1,
        created_by: staffId,
        created_at: api.clock.now().toISOString(),
        updated_at: api.clock.now().toISOString(),
      });
    });

    it("stores the lines with the catalogue's names, serials, brand, unit and HSN, and the bill's rate, qty and discount", async () => {
      const lines = await api.db.selectFrom('order_lines').selectAll().where('order_id', '=', Number(reply.body.order_id)).orderBy('line_no').execute();
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject({
        line_no: 1,
        product_id: shop.fan,
        retail_product_id: null,
        product_name: 'Crompton HS Plus 1200mm',
        brand_name: 'Crompton',
        serial_no: 'CRHS1200',
        unit: 'Nos',
        hsn_code: '841451',
        rate: 150_000,
        qty: 80,
        discount_bp: 1000,
        total: 10_800_000,
        manual: 0,
      });
      expect(lines[1]).toMatchObject({
        line_no: 2,
        product_id: shop.cooler,
        product_name: 'Symphony Diet 50T',
        hsn_code: '847960',
        rate: 245_050,
        qty: 1,
        total: 245_050,
      });
    });

    it('takes the stock out and writes one ledger row per product', async () => {
      const stock = await api.db
        .selectFrom('products')
        .select(['product_id', 'stock'])
        .where('product_id', 'in', [shop.fan, shop.cooler])
        .orderBy('product_id')
        .execute();
      expect(stock).toEqual([
        { product_id: shop.fan, stock: 20 },
        { product_id: shop.cooler, stock: 9 },
      ]);
      const ledger = await api.db.selectFrom('stock_ledger').selectAll().where('doc_id', '=', Number(reply.body.order_id)).orderBy('product_id').execute();
      expect(ledger.map((r) => [r.product_kind, r.product_id, r.qty_change, r.reason, r.doc_kind, r.user_id])).toEqual([
        ['product', shop.fan, -80, 'sale', 'order', staffId],
        ['product', shop.cooler, -1, 'sale', 'order', staffId],
      ]);
    });

    it('appends the stored order, as a read gives it back, to the audit log', async () => {
      const entry = await api.db
        .selectFrom('audit_log')
        .selectAll()
        .where('call', '=', 'pos_api/pos_order.php')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ user_id: staffId, entity: 'order', entity_id: reply.body.order_id, before_json: null });
      const after = JSON.parse(entry.after_json ?? '{}') as { order: { total: number; bill_no: number }; lines: unknown[] };
      expect(after.order).toMatchObject({ total: 12_276_600, bill_no: 1 });
      expect(after.lines).toHaveLength(2);
      const stored = await readOrder(api.db, Number(reply.body.order_id));
      expect(after).toEqual(JSON.parse(JSON.stringify(stored)));
    });
  });

  describe('refuses, writing nothing', () => {
    const refusals: Array<[string, (shop: Shop) => unknown, number, string]> = [
      [
        'an unknown product',
        (s) => shopBill(s.murugan, [{ productId: 999_999, rate: 100, qty: 1 }]),
        400,
        'productdetails.0.product_id: no product with product_id 999999',
      ],
      ['an unknown customer', (s) => shopBill(999_999, [{ productId: s.fan, rate: 100, qty: 1 }]), 400, 'user_id: no customer with user_id 999999'],
      [
        'a bill without a customer',
        (s) => ({ ...shopBill(s.murugan, [{ productId: s.fan, rate: 100, qty: 1 }]), user_id: '' }),
        400,
        'user_id: Please select a customer.',
      ],
      [
        'a bill without lines',
        (s) => ({ ...shopBill(s.murugan, [{ productId: s.fan, rate: 100, qty: 1 }]), productdetails: [] }),
        400,
        'productdetails: Please select a product',
      ],
      [
        'qty 0',
        (s) => shopBill(s.murugan, [{ productId: s.fan, rate: 100, qty: 0 }]),
        400,
        'productdetails.0.qty: must be a whole number from 1 to 100000, not 0',
      ],
      [
        'a negative qty',
        (s) => shopBill(s.murugan, [{ productId: s.fan, rate: 100, qty: -3 }]),
        400,
        'productdetails.0.qty: must be a whole number from 1 to 100000, not -3',
      ],
      [
        'a negative rate',
        (s) => {
          const body = shopBill(s.murugan, [{ productId: s.fan, rate: 100, qty: 1 }]);
          return { ...body, productdetails: [{ ...body.productdetails[0], amount_per_product: '-1.00' }] };
        },
        400,
        'productdetails.0.amount_per_product: cannot be negative ("-1.00")',
      ],
      [
        'a string in a number field',
        (s) => ({ ...shopBill(s.murugan, [{ productId: s.fan, rate: 100, qty: 1 }]), total: 'abc' }),
        400,
        'total: must be an amount in rupees such as 1234.50, not "abc" (not a number)',
      ],
      [
        'qty as text',
        (s) => {
          const body = shopBill(s.murugan, [{ productId: s.fan, rate: 100, qty: 1 }]);
          return { ...body, productdetails: [{ ...body.productdetails[0], qty: 'ten' }] };
        },
        400,
        'productdetails.0.qty: must be a whole number from 1 to 100000, not "ten"',
      ],
      [
        '10,000 lines',
        (s) => ({
          ...shopBill(s.murugan, [{ productId: s.fan, rate: 100, qty: 1 }]),
          productdetails: Array.from({ length: 10_000 }, () => ({ product_id: s.fan, qty: 1, amount_per_product: 1 })),
        }),
        400,
        'productdetails: at most 500 lines on one bill',
      ],
      [
        'a bill date that is no date',
        (s) => shopBill(s.murugan, [{ productId: s.fan, rate: 100, qty: 1 }], {}, '32-13-2026'),
        400,
        'order_date: must be a date as dd-mm-yyyy, not "32-13-2026"',
      ],
      [
        "a rate above ₹1 crore (the counter's limit too)",
        (s) => ({
          ...shopBill(s.murugan, [{ productId: s.fan, rate: 100, qty: 1 }]),
          productdetails: [{ product_id: s.fan, qty: 1, amount_per_product: '10000000.01' }],
        }),
        400,
        'productdetails.0.amount_per_product: must be at most ₹1,00,00,000.00',
      ],
      [
        'a bill too large to add up',
        (s) => ({
          ...shopBill(s.murugan, [{ productId: s.fan, rate: 100, qty: 1 }]),
          productdetails: Array.from({ length: 100 }, () => ({ product_id: s.fan, qty: 100_000, amount_per_product: '10000000' })),
        }),
        400,
        "productdetails: the bill's amounts are too large",
      ],
      [
        'more of a product than is in stock',
        (s) => shopBill(s.murugan, [{ productId: s.cooler, rate: 245_050, qty: 500 }]),
        409,
        'Only 9 of Symphony Diet 50T in stock',
      ],
    ];

    it.each(refusals)('%s', async (_name, build, code, message) => {
      const before = await writtenState(api.db);
      const reply = await save(build(shop));
      expect(reply.status).toBe(code);
      expect(reply.head).toEqual({ code, msg: message });
      expect(reply.body).toBeNull();
      expect(await writtenState(api.db)).toEqual(before);
    });

    // 1 × ₹1,000.00 at 10% discount, 2% commission, 1% packing, 18% GST: 1000.00 − 100.00 = 900.00; 18.00, 9.00, 162.00 → 1053.00.
    it.each([
      ['subtotal', '1000.01', 'subtotal: payload says ₹1,000.01, server computes ₹1,000.00 (GST on packing: off)'],
      ['discount_amount', '99.99', 'discount_amount: payload says ₹99.99, server computes ₹100.00 (GST on packing: off)'],
      ['commision_amount', '18.50', 'commision_amount: payload says ₹18.50, server computes ₹18.00 (GST on packing: off)'],
      ['packing_amount', '0', 'packing_amount: payload says ₹0.00, server computes ₹9.00 (GST on packing: off)'],
      ['cgst', '81.01', 'cgst: payload says ₹81.01, server computes ₹81.00 (GST on packing: off)'],
      ['sgst', '80.99', 'sgst: payload says ₹80.99, server computes ₹81.00 (GST on packing: off)'],
      ['total', '1054.00', 'total: payload says ₹1,054.00, server computes ₹1,053.00 (GST on packing: off)'],
    ])("a %s that disagrees with the server's", async (field, claimed, message) => {
      const body = shopBill(shop.murugan, [{ productId: shop.fan, rate: 100_000, qty: 1 }], {
        discountBp: 1000,
        commissionBp: 200,
        packingBp: 100,
        gstBp: 1800,
      });
      expect(body.total).toBe('1053.00');
      const before = await writtenState(api.db);
      const reply = await save({ ...body, [field]: claimed });
      expect(reply.status).toBe(400);
      expect(reply.head.msg).toBe(message);
      expect(await writtenState(api.db)).toEqual(before);
    });

    it("a GST percent other than the shop's CGST + SGST", async () => {
      const before = await writtenState(api.db);
      const reply = await save(shopBill(shop.murugan, [{ productId: shop.fan, rate: 100_000, qty: 1 }], { gstBp: 1200 }));
      expect(reply.head).toEqual({ code: 400, msg: "gst_percentage: must be 18.00, the shop's CGST + SGST, not 12.00" });
      expect(await writtenState(api.db)).toEqual(before);
    });

    it('a billing state that is no GST state or union territory', async () => {
      const before = await writtenState(api.db);
      const reply = await save({ ...shopBill(shop.murugan, [{ productId: shop.fan, rate: 100_000, qty: 1 }]), billing_state: 'Tamilnad' });
      expect(reply.head).toEqual({ code: 400, msg: 'billing_state: "Tamilnad" is not a GST state or union territory' });
      expect(await writtenState(api.db)).toEqual(before);
    });

    it("a packing percent other than the shop's packing charge", async () => {
      const reply = await save(shopBill(shop.murugan, [{ productId: shop.fan, rate: 100_000, qty: 1 }], { packingBp: 0 }));
      expect(reply.head).toEqual({ code: 400, msg: "packing_percentage: must be 1.00, the shop's packing charge, not 0.00" });
    });

    it('a bill dated after today', async () => {
      const before = await writtenState(api.db);
      const reply = await save(shopBill(shop.murugan, [{ productId: shop.fan, rate: 100_000, qty: 1 }], {}, '22-11-2026'));
      expect(reply.head).toEqual({ code: 400, msg: 'order_date: a bill cannot be dated after today (21-11-2026)' });
      expect(await writtenState(api.db)).toEqual(before);
    });

    it('a line total that disagrees with rate × qty less the line discount', async () => {
      const body = shopBill(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 2, discountBp: 1000 }]);
      const reply = await save({ ...body, productdetails: [{ ...body.productdetails[0], total_per_product: '3000.00' }] });
      expect(reply.head).toEqual({
        code: 400,
        msg: 'productdetails.0.total_per_product: payload says ₹3,000.00, server computes ₹2,700.00 (GST on packing: off)',
      });
    });

    it('a bill that names the same product on two lines and wants more than is in stock in all', async () => {
      const fridge = await product('LG fridge 260L', 2_800_000, 3);
      const before = await writtenState(api.db);
      const reply = await save(
        shopBill(shop.murugan, [
          { productId: fridge, rate: 2_800_000, qty: 2 },
          { productId: fridge, rate: 2_800_000, qty: 2 },
        ]),
      );
      expect(reply.head).toEqual({ code: 409, msg: 'Only 3 of LG fridge 260L in stock' });
      expect(await writtenState(api.db)).toEqual(before);
    });
  });

  describe('stock', () => {
    it('sells the last unit once when two tills save at the same moment', async () => {
      const ac = await product('Voltas 1.5T split AC', 3_899_000, 1);
      const bill = shopBill(shop.murugan, [{ productId: ac, rate: 3_899_000, qty: 1 }]);
      const ordersBefore = (await writtenState(api.db)).orders;
      const replies = await Promise.all([save(bill), save(bill)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)?.head.msg).toBe('Only 0 of Voltas 1.5T split AC in stock');
      const after = await writtenState(api.db);
      expect(after.orders).toBe(ordersBefore + 1);
      expect(after[`product ${ac}`]).toBe(0);
      const ledger = await api.db.selectFrom('stock_ledger').select('qty_change').where('product_kind', '=', 'product').where('product_id', '=', ac).execute();
      expect(ledger).toEqual([{ qty_change: -1 }]);
    });

    it('takes each product of a bill its own qty in one go, with one ledger row each', async () => {
      const ids = await Promise.all([5, 7, 9].map((stock, n) => product(`Ceiling fan ${n}`, 180_000, stock)));
      const reply = await save(
        shopBill(shop.murugan, [
          { productId: ids[2]!, rate: 180_000, qty: 4 },
          { productId: ids[0]!, rate: 180_000, qty: 1 },
          { productId: ids[1]!, rate: 180_000, qty: 7 },
          { productId: ids[2]!, rate: 180_000, qty: 1 },
        ]),
      );
      expect(reply.status).toBe(200);
      const state = await writtenState(api.db);
      expect(ids.map((id) => state[`product ${id}`])).toEqual([4, 0, 4]);
      const ledger = await api.db
        .selectFrom('stock_ledger')
        .select(['product_id', 'qty_change'])
        .where('product_kind', '=', 'product')
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .execute();
      // The three products were added concurrently: their ids need not follow the order they were asked for.
      expect(ledger.map((row) => [Number(row.product_id), row.qty_change])).toEqual(
        [
          [ids[0]!, -1],
          [ids[1]!, -7],
          [ids[2]!, -5],
        ].sort((a, b) => a[0] - b[0]),
      );
    });

    it('refuses a bill with one product short among others and takes no stock from any of them', async () => {
      const ids = await Promise.all(['Iron A', 'Iron B', 'Iron C'].map((name, n) => product(name, 90_000, n === 1 ? 2 : 10)));
      const before = await writtenState(api.db);
      const reply = await save(
        shopBill(
          shop.murugan,
          ids.map((id) => ({ productId: id, rate: 90_000, qty: 3 })),
        ),
      );
      expect(reply.head).toEqual({ code: 409, msg: 'Only 2 of Iron B in stock' });
      expect(await writtenState(api.db)).toEqual(before);
    });

    it('lets stock go below 0 when the settings allow negative stock', async () => {
      const cooler = await product('Bajaj Platini PX97', 899_000, 1);
      await api.db.updateTable('settings').set({ allow_negative_stock: 1 }).execute();
      try {
        const reply = await save(shopBill(shop.murugan, [{ productId: cooler, rate: 899_000, qty: 3 }]));
        expect(reply.status).toBe(200);
        expect((await writtenState(api.db))[`product ${cooler}`]).toBe(-2);
      } finally {
        await api.db.updateTable('settings').set({ allow_negative_stock: 0 }).execute();
      }
    });
  });

  describe('bill numbers', () => {
    const billIn = async (date: string) => {
      const fan = await product(`Table fan ${date}`, 200_000, 10);
      const reply = await save(shopBill(shop.lakshmi, [{ productId: fan, rate: 200_000, qty: 1 }], {}, date));
      expect(reply.status).toBe(200);
      return reply.body.bill_no;
    };

    it('run 1, 2, 3 within a financial year and start again at 1 on 1 April', async () => {
      api.clock.set('2034-01-01T06:30:00Z');
      owner = await api.signInOwner();
      expect([await billIn('10-06-2030'), await billIn('11-06-2030'), await billIn('31-03-2031')]).toEqual([1, 2, 3]);
      expect(await billIn('01-04-2031')).toBe(1);
      expect(await billIn('15-01-2031')).toBe(4);
      const rows = await api.db
        .selectFrom('orders')
        .select(['fy', 'bill_no', 'order_date'])
        .where('order_date', '>=', '2030-04-01')
        .orderBy('order_id')
        .execute();
      expect(rows.map((r) => `${r.fy}#${r.bill_no}`)).toEqual(['2030-31#1', '2030-31#2', '2030-31#3', '2031-32#1', '2030-31#4']);
    });

    it('never hand out one number twice when tills save at once', async () => {
      const products = await Promise.all([1, 2, 3, 4].map((n) => product(`Pedestal fan ${n}`, 250_000, 5)));
      const replies = await Promise.all(products.map((id) => save(shopBill(shop.murugan, [{ productId: id, rate: 250_000, qty: 1 }], {}, '05-05-2033'))));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(replies.map((r) => r.body.bill_no).sort()).toEqual([1, 2, 3, 4]);
    });
  });

  describe('request_id', () => {
    it('books a repeated save once and answers the first result again', async () => {
      const heater = await product('Usha water heater 15L', 650_000, 5);
      const body = { ...shopBill(shop.murugan, [{ productId: heater, rate: 650_000, qty: 1 }]), request_id: 'till-1-bill-42' };
      const before = await writtenState(api.db);
      const first = await save(body);
      const second = await save(body);
      expect(first.status).toBe(200);
      expect(second.head).toEqual(first.head);
      expect(second.body).toEqual(first.body);
      const after = await writtenState(api.db);
      expect(after.orders).toBe(before.orders + 1);
      expect(after[`product ${heater}`]).toBe(4);
    });

    it('books a double Enter (two saves at once with one request_id) once', async () => {
      const heater = await product('Havells water heater 25L', 850_000, 5);
      const body = { ...shopBill(shop.murugan, [{ productId: heater, rate: 850_000, qty: 1 }]), request_id: 'till-2-bill-7' };
      const before = await writtenState(api.db);
      const [a, b] = await Promise.all([save(body), save(body)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body).toEqual(b.body);
      const after = await writtenState(api.db);
      expect(after.orders).toBe(before.orders + 1);
      expect(after[`product ${heater}`]).toBe(4);
    });
  });

  describe('who may save', () => {
    it('answers 401 without a session', async () => {
      const reply = await api.call('pos_api/pos_order.php', bigBill());
      expect(reply.head).toEqual({ code: 401, msg: 'Please sign in again: your session has ended.' });
    });

    it('answers 403 to an employee without the gstbill flag', async () => {
      const staff = await api.addEmployee({ flags: ['gstbill_list', 'estimate', 'customer'] });
      // Signed in first: a sign-in is an audit row of its own (issue 20); the refused save must write nothing.
      const cookie = await api.signIn(staff.email, staff.password);
      const before = await writtenState(api.db);
      const reply = await save(bigBill(), cookie);
      expect(reply.head).toEqual({ code: 403, msg: 'Permission denied: this needs the GST Bill or POS privilege.' });
      expect(await writtenState(api.db)).toEqual(before);
    });
  });

  it('takes billing name, phone and state from the customer when the payload leaves them blank', async () => {
    const fan = await product('Usha exhaust fan', 180_000, 5);
    const body = { ...shopBill(shop.lakshmi, [{ productId: fan, rate: 180_000, qty: 1 }]), billing_name: '', billing_phonenumber: '', billing_state: '' };
    const reply = await save(body);
    const order = await api.db.selectFrom('orders').selectAll().where('order_id', '=', Number(reply.body.order_id)).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      billing_name: 'Lakshmi Home Appliances',
      billing_phonenumber: '9847011111',
      billing_state: 'Kerala',
      billing_address: 'MG Road',
    });
  });

  it('takes a billing state as the spec\'s client writes it ("TN") and stores it by the state table\'s name', async () => {
    const fan = await product('Bajaj pedestal fan', 250_000, 5);
    const reply = await save({ ...shopBill(shop.murugan, [{ productId: fan, rate: 250_000, qty: 1 }]), billing_state: 'TN' });
    expect(reply.status).toBe(200);
    const order = await api.db.selectFrom('orders').select('billing_state').where('order_id', '=', Number(reply.body.order_id)).executeTakeFirstOrThrow();
    expect(order.billing_state).toBe('Tamil Nadu');
  });

  it("bills a product at a rate typed over the catalogue's, and a total with grouping commas", async () => {
    const fan = await product('Orient wall fan', 300_000, 5);
    const body = shopBill(shop.murugan, [{ productId: fan, rate: 1_234_567, qty: 1 }]);
    // 12,345.67; packing 1% and GST 18% of R(12,345.67) = 12,346: 123.46 + 2,222.28 → R(14,691.41) = 14,691.00
    expect(body.total).toBe('14691.00');
    const reply = await save({ ...body, total: '14,691.00' });
    expect(reply.body.total).toBe(formatRupees(1_469_100));
  });
});
