// Bill numbers from the bill_counters row (issue 35 item 2; server/sales/bill-number.ts): one upsert a bill, numbers
// without gaps or repeats under tills saving at once, and always above what the books hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { estimateBody, wholesaleBody } from '../support/pos-payloads';
import { addProduct, seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
}

describe.each(TEST_DIALECTS)('bill numbers from bill_counters on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let fan: number;
  const bill = (date: string) =>
    api.call<Saved>('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: fan, rate: 250_000, qty: 1 }], {}, date), { cookie: owner });
  const quote = (date: string) =>
    api.call<Saved>(
      'pos_api/pos_estimate.php',
      { ...estimateBody(shop.murugan, [{ name: 'Stand fan, fitted', rate: 250_000, qty: 1 }]), order_date: date },
      { cookie: owner },
    );

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    fan = await addProduct(api.db, shop.supplierId, { name: 'Crompton Hill Briz 1200 mm', serial: 'CNT1', rate: 250_000, stock: 1_000 });
    // No credit limit: the test's forty-odd bills on credit are about numbers, not the customer's dues.
    await api.db.updateTable('customers').set({ credit_limit: 0 }).where('user_id', '=', shop.murugan).execute();
    api.clock.set('2041-01-01T06:30:00Z');
    owner = await api.signInOwner();
  });
  afterAll(() => api.dispose());

  it('gives ten bills saved at once the numbers 1 to 10, each once, and keeps the row at the last', async () => {
    const replies = await Promise.all(Array.from({ length: 10 }, () => bill('10-06-2040')));
    expect(replies.map((r) => r.head.code)).toEqual(Array(10).fill(200));
    expect(replies.map((r) => r.body.bill_no).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const counter = await api.db.selectFrom('bill_counters').selectAll().where('kind', '=', 'gst').where('fy', '=', '2040-41').executeTakeFirstOrThrow();
    expect(counter.last_no).toBe(10);
  });

  it('goes on above a bill written outside kulir, and above a restore floor', async () => {
    const last = await api.db
      .selectFrom('orders')
      .selectAll()
      .where('kind', '=', 'gst')
      .where('fy', '=', '2040-41')
      .where('bill_no', '=', 10)
      .executeTakeFirstOrThrow();
    const { order_id: _id, ...row } = last;
    await api.db
      .insertInto('orders')
      .values({ ...row, bill_no: 15 })
      .execute();
    expect((await bill('11-06-2040')).body.bill_no).toBe(16);
    await api.db.insertInto('number_floors').values({ series: 'gst', fy: '2040-41', floor: 40 }).execute();
    expect((await bill('12-06-2040')).body.bill_no).toBe(41);
    expect((await bill('13-06-2040')).body.bill_no).toBe(42);
  });

  it('starts a year with no row from the books: a shop upgraded mid-year goes on from its last bill', async () => {
    const saved = await bill('10-06-2039');
    expect(saved.body.bill_no).toBe(1);
    // As a shop whose bills were numbered before bill_counters existed: the row is not there yet.
    await api.db.deleteFrom('bill_counters').where('kind', '=', 'gst').where('fy', '=', '2039-40').execute();
    expect((await bill('11-06-2039')).body.bill_no).toBe(2);
  });

  it('does not issue a deleted quotation’s number again', async () => {
    const first = await quote('10-06-2040');
    const second = await quote('11-06-2040');
    expect([first.body.bill_no, second.body.bill_no]).toEqual([1, 2]);
    const deleted = await api.call('estimate_delete.php', { order_id: second.body.order_id }, { cookie: owner });
    expect(deleted.head.code).toBe(200);
    expect((await quote('12-06-2040')).body.bill_no).toBe(3);
  });

  it('rolls the number back with a bill refused after it took one (stock short)', async () => {
    const scarce = await addProduct(api.db, shop.supplierId, { name: 'Usha Mist Air Icy 400 mm', serial: 'CNT2', rate: 300_000, stock: 1 });
    const refused = await api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: scarce, rate: 300_000, qty: 5 }], {}, '14-06-2040'), {
      cookie: owner,
    });
    expect(refused.head.code).toBe(409);
    const after = await bill('14-06-2040');
    expect(after.head).toEqual({ code: 200, msg: expect.any(String) });
    expect(after.body.bill_no).toBe(43);
  });
});
