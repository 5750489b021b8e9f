import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { stockAndLedger } from '../support/catalogue-fixtures';
import { TEST_DIALECTS } from '../support/database';
import { addProduct, addRetailProduct, addSupplier } from '../support/sales-fixtures';

interface Group<R> {
  category_name: string;
  products: R[];
}

describe.each(TEST_DIALECTS)('bulk price update on %s', (dialect) => {
  let api: TestApi;
  let clerk: string;
  let nobody: string;
  let fan: number;
  let cooler: number;
  let plug: number;

  beforeAll(async () => {
    api = await startApi(dialect);
    const staff = await api.addEmployee({ flags: ['product'] });
    clerk = await api.signIn(staff.email, staff.password);
    const other = await api.addEmployee({ flags: ['unit'] });
    nobody = await api.signIn(other.email, other.password);
    const supplier = await addSupplier(api.db);
    fan = await addProduct(api.db, supplier, { name: 'Crompton fan', serial: 'FAN-1', rate: 150_000, stock: 10 });
    cooler = await addProduct(api.db, supplier, { name: 'Symphony cooler', serial: 'COOL-1', rate: 900_000, stock: 4 });
    const fans = await api.db.insertInto('categories').values({ category_name: 'Fans' }).returning('category_id').executeTakeFirstOrThrow();
    await api.db.updateTable('products').set({ category_id: fans.category_id }).where('product_id', '=', fan).execute();
    plug = await addRetailProduct(api.db, { name: 'Bajaj plug', code: 'RT-2001', rate: 4_500, stock: 50 });
    // Opening stock rows, as product_add would have written them.
    for (const [kind, id, qty] of [
      ['product', fan, 10],
      ['product', cooler, 4],
      ['retail', plug, 50],
    ] as const) {
      await api.db
        .insertInto('stock_ledger')
        .values({
          product_kind: kind,
          product_id: id,
          qty_change: qty,
          reason: 'opening',
          doc_kind: 'opening',
          doc_id: null,
          user_id: null,
          created_at: '2026-11-21T06:00:00Z',
        })
        .execute();
    }
  });
  afterAll(() => api.dispose());

  it('update_productlist answers the products grouped by category, uncategorised last', async () => {
    const reply = await api.call<{ update_productlist: Array<Group<Record<string, unknown>>> }>('update_productlist.php', {}, { cookie: clerk });
    expect(reply.body.update_productlist.map((g) => [g.category_name, g.products.map((p) => p.product_name)])).toEqual([
      ['Fans', ['Crompton fan']],
      ['Others', ['Symphony cooler']],
    ]);
    expect(reply.body.update_productlist[0].products[0]).toEqual({
      product_id: String(fan),
      product_code: '',
      product_name: 'Crompton fan',
      serial_no: 'FAN-1',
      category_name: 'Fans',
      count_of_pcs: 1,
      unit: '',
      price_per_pcs: '1500.00',
      rate: '1500.00',
      qty_per_box: 1,
      stock: 10,
    });
  });

  it('update_product_price takes one product per call (the spec) and records a stock change in the ledger', async () => {
    const reply = await api.call(
      'update_product_price.php',
      { product_id: fan, qty_per_box: 2, rate: '3200', price_per_pcs: '1600', product_code: 'CF-1', count_of_pcs: 2, unit: 'Nos', stock: 12 },
      { cookie: clerk },
    );
    expect(reply.head).toEqual({ code: 200, msg: 'Products updated successfully!' });
    const row = await api.db
      .selectFrom('products as p')
      .leftJoin('units as u', 'u.unit_id', 'p.unit_id')
      .select(['p.sell_rate', 'p.price_per_pcs', 'p.rate', 'p.count_of_pcs', 'p.qty_per_box', 'p.product_code', 'u.unit_name'])
      .where('p.product_id', '=', fan)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sell_rate: 160_000, price_per_pcs: 160_000, rate: 320_000, count_of_pcs: 2, qty_per_box: 2, product_code: 'CF-1', unit_name: 'Nos' });
    expect(await stockAndLedger(api.db, 'product', fan)).toEqual({ stock: 12, ledger: 12 });
    // Issue 20: the audit row holds the product as it was and as it is, not just what was sent.
    const audit = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('call', '=', 'update_product_price.php')
      .where('entity_id', '=', String(fan))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json ?? 'null')).toMatchObject({
      product_id: fan,
      product_code: '',
      price_per_pcs: 150_000,
      rate: 150_000,
      qty_per_box: 1,
      stock: 10,
    });
    expect(JSON.parse(audit.after_json ?? 'null')).toMatchObject({
      product_id: fan,
      product_code: 'CF-1',
      price_per_pcs: 160_000,
      rate: 320_000,
      qty_per_box: 2,
      stock: 12,
    });
  });

  it('update_product_price takes the whole batch in one call, all or nothing', async () => {
    const row = (id: number, stock: number) => ({
      product_id: id,
      qty_per_box: 1,
      rate: '100',
      price_per_pcs: '100',
      product_code: '',
      count_of_pcs: 1,
      unit: '',
      stock,
    });
    const refused = await api.call('update_product_price.php', { products: [row(fan, 1), row(99999, 1)] }, { cookie: clerk });
    expect(refused.status).toBe(404);
    expect(await stockAndLedger(api.db, 'product', fan)).toEqual({ stock: 12, ledger: 12 });
    const bad = await api.call('update_product_price.php', { products: [row(fan, 1), { ...row(cooler, 1), rate: 'abc' }] }, { cookie: clerk });
    expect(bad.status).toBe(400);
    expect(bad.head.msg).toMatch(/^products\.1\.rate: /);
    expect((await api.call('update_product_price.php', { products: [row(fan, 1), row(fan, 2)] }, { cookie: clerk })).status).toBe(400);
    expect((await api.call('update_product_price.php', { products: [] }, { cookie: clerk })).status).toBe(400);
    const ok = await api.call<{ updated: number }>('update_product_price.php', { products: [row(fan, 5), row(cooler, 9)] }, { cookie: clerk });
    expect(ok.body.updated).toBe(2);
    expect(await stockAndLedger(api.db, 'product', fan)).toEqual({ stock: 5, ledger: 5 });
    expect(await stockAndLedger(api.db, 'product', cooler)).toEqual({ stock: 9, ledger: 9 });
  });

  it('retail_update_productlist and retail_update_product_price, one or a batch', async () => {
    const list = await api.call<{ update_productlist: Array<Group<Record<string, unknown>>> }>('retail_update_productlist.php', {}, { cookie: clerk });
    expect(list.body.update_productlist).toEqual([
      {
        category_name: 'Others',
        products: [
          { product_id: String(plug), product_code: 'RT-2001', product_name: 'Bajaj plug', category_name: '', rate: '45.00', qty_per_box: 1, stock: 50 },
        ],
      },
    ]);
    const one = await api.call(
      'retail_update_product_price.php',
      { product_id: plug, qty_per_box: 10, rate: '48', product_code: 'rt-2001', stock: 60 },
      { cookie: clerk },
    );
    expect(one.head).toEqual({ code: 200, msg: 'Products updated successfully!' });
    expect(await stockAndLedger(api.db, 'retail', plug)).toEqual({ stock: 60, ledger: 60 });
    const batch = await api.call(
      'retail_update_product_price.php',
      { products: [{ product_id: plug, qty_per_box: 10, rate: '50', product_code: 'RT-2001', stock: 55 }] },
      { cookie: clerk },
    );
    expect(batch.status).toBe(200);
    const audit = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('call', '=', 'retail_update_product_price.php')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect({ before: JSON.parse(audit.before_json ?? 'null'), after: JSON.parse(audit.after_json ?? 'null') }).toEqual({
      before: { product_id: plug, product_code: 'RT-2001', rate: 4_800, qty_per_box: 10, stock: 60 },
      after: { product_id: plug, product_code: 'RT-2001', rate: 5_000, qty_per_box: 10, stock: 55 },
    });
    expect(
      (await api.call('retail_update_product_price.php', { product_id: plug, qty_per_box: 10, rate: '-5', product_code: '', stock: 1 }, { cookie: clerk }))
        .status,
    ).toBe(400);
    expect(
      (await api.call('retail_update_product_price.php', { product_id: 9999, qty_per_box: 1, rate: '5', product_code: '', stock: 1 }, { cookie: clerk }))
        .status,
    ).toBe(404);
  });

  it('answers 401 without a session and 403 without the product flag', async () => {
    for (const path of ['update_productlist.php', 'update_product_price.php', 'retail_update_productlist.php', 'retail_update_product_price.php']) {
      expect((await api.call(path, {})).status, path).toBe(401);
      expect((await api.call(path, {}, { cookie: nobody })).status, path).toBe(403);
    }
  });
});
