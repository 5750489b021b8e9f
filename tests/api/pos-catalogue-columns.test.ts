import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyChanges, decodeProducts, type CounterListBody, type CounterProduct } from '../../core/catalogue/counter-columns';
import { wholeCounterList } from '../../server/sales/counter-catalogue';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { wholesaleBody } from '../support/pos-payloads';
import { addCustomer, addProduct, addRetailProduct, seedShop, type Shop } from '../support/sales-fixtures';

type ListPath = 'pos_product_list.php' | 'retail_pos_product_list.php';

describe.each(TEST_DIALECTS)('the POS product lists in columns on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  const columns = (path: ListPath, body: object = {}, cookie = owner) =>
    api.call<CounterListBody>(`pos_api/${path}`, { format: 'columns', ...body }, { cookie });
  const whole = async (path: ListPath = 'pos_product_list.php') => {
    const reply = await columns(path);
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const since = async (held: CounterListBody, path: ListPath = 'pos_product_list.php') => {
    const reply = await columns(path, { since: { epoch: held.epoch, version: held.version } });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  /** What a till holds after applying an answer to its copy. */
  const applied = (held: CounterListBody, answer: CounterListBody): CounterProduct[] =>
    decodeProducts(answer.since === null ? answer.products : applyChanges(held.products, answer.products, answer.removed));

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
  });
  afterAll(() => api.dispose());

  it("answers the whole list in columns: money in paise, repeated texts once, the database's epoch and version", async () => {
    const reply = await columns('pos_product_list.php');
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    const body = reply.body;
    expect(body).toMatchObject({
      format: 'columns',
      since: null,
      removed: [],
      gst: { cgst: '9.00', sgst: '9.00', packing_charge: '0.00' },
      counter: { retail_print: 'receipt' },
    });
    expect(body.epoch).toMatch(/^[0-9a-f]{10}$/);
    expect(body.version).toBeGreaterThan(0);
    expect(decodeProducts(body.products)).toEqual([
      {
        product_id: shop.fan,
        product_name: 'Crompton HS Plus 1200mm',
        serial_no: 'CRHS1200',
        product_code: '',
        category_name: '',
        brand: 'Crompton',
        unit: '',
        rate_per: 'Nos',
        box_contents: '',
        hsn_code: '841451',
        gst_percentage: '',
        sell_rate: 150_000,
        rate: 150_000,
        price_per_pcs: 150_000,
        count_of_pcs: 1,
        qty_per_box: 1,
        stock: 100,
        barcodes: '',
      },
      {
        product_id: shop.cooler,
        product_name: 'Symphony Diet 50T',
        serial_no: 'SYMD50T',
        product_code: '',
        category_name: '',
        brand: 'Symphony',
        unit: '',
        rate_per: 'Nos',
        box_contents: '',
        hsn_code: '847960',
        gst_percentage: '',
        sell_rate: 245_050,
        rate: 245_050,
        price_per_pcs: 245_050,
        count_of_pcs: 1,
        qty_per_box: 1,
        stock: 10,
        barcodes: '',
      },
    ]);
    expect(body.products.dict.filter((text) => text === '')).toHaveLength(1);
    expect(body.customer.map((c) => c.name)).toEqual(['Lakshmi Home Appliances', 'Murugan Electricals']);
  });

  it('the retail list in columns: the product code as serial, every price the rate', async () => {
    const body = await whole('retail_pos_product_list.php');
    expect(decodeProducts(body.products)).toEqual([
      {
        product_id: shop.plug,
        product_name: 'Bajaj 2-pin plug',
        serial_no: 'BJP2',
        product_code: 'BJP2',
        category_name: '',
        brand: '',
        unit: '',
        rate_per: '',
        box_contents: '',
        hsn_code: '8516',
        gst_percentage: '',
        sell_rate: 4_500,
        rate: 4_500,
        price_per_pcs: 4_500,
        count_of_pcs: 1,
        qty_per_box: 10,
        stock: 500,
        barcodes: '',
      },
    ]);
  });

  it('since the version held, with nothing changed: no products, nothing removed, the same version', async () => {
    const held = await whole();
    const answer = await since(held);
    expect(answer).toMatchObject({ since: held.version, version: held.version, removed: [] });
    expect(answer.products.product_id).toEqual([]);
    expect(applied(held, answer)).toEqual(decodeProducts(held.products));
  });

  it('a price changed through the API: only that product, at its new price', async () => {
    const held = await whole();
    const update = await api.call(
      'update_product_price.php',
      { product_id: shop.fan, qty_per_box: 1, rate: '1500', price_per_pcs: '1625', product_code: '', count_of_pcs: 1, unit: '', stock: 100 },
      { cookie: owner },
    );
    expect(update.status).toBe(200);
    const answer = await since(held);
    expect(answer.version).toBeGreaterThan(held.version);
    expect(decodeProducts(answer.products).map((p) => [p.product_id, p.sell_rate])).toEqual([[shop.fan, 162_500]]);
    expect(applied(held, answer)).toEqual(decodeProducts((await whole()).products));
    await api.db.updateTable('products').set({ sell_rate: 150_000, price_per_pcs: 150_000 }).where('product_id', '=', shop.fan).execute();
  });

  it('a sale moves stock: the product sold comes again with its stock', async () => {
    const held = await whole();
    const sale = wholesaleBody(shop.murugan, [{ productId: shop.cooler, rate: 245_050, qty: 1 }]);
    expect((await api.call('pos_api/pos_order.php', sale, { cookie: owner })).status).toBe(200);
    const answer = await since(held);
    expect(decodeProducts(answer.products).map((p) => [p.product_id, p.stock])).toEqual([[shop.cooler, 9]]);
    expect(applied(held, answer)).toEqual(decodeProducts((await whole()).products));
  });

  it("a write with its own ON CONFLICT (an import's upsert) is a change too", async () => {
    const held = await whole();
    const row = await api.db.selectFrom('products').selectAll().where('product_id', '=', shop.fan).executeTakeFirstOrThrow();
    await api.db
      .insertInto('products')
      .values({ ...row, stock: 42 })
      .onConflict((oc) => oc.column('product_id').doUpdateSet({ stock: 42 }))
      .execute();
    const answer = await since(held);
    expect(decodeProducts(answer.products).map((p) => [p.product_id, p.stock])).toEqual([[shop.fan, 42]]);
    await api.db.updateTable('products').set({ stock: 100 }).where('product_id', '=', shop.fan).execute();
  });

  it('a product added, and one deleted: the new one in its place, the deleted one among the removed', async () => {
    const held = await whole();
    const added = await addProduct(api.db, shop.supplierId, { name: 'Havells Festiva 1200mm', serial: 'HVFS1200', rate: 210_000, stock: 4 });
    const gone = await addProduct(api.db, shop.supplierId, { name: 'Usha Striker 400mm', serial: 'USST400', rate: 190_000, stock: 2 });
    const middle = await since(held);
    const deleted = await api.call('product_list_delete.php', { product_id: String(gone) }, { cookie: owner });
    expect(deleted.status).toBe(200);
    const answer = await since(held);
    expect(decodeProducts(answer.products).map((p) => p.product_id)).toEqual([added]);
    expect(answer.removed).toEqual([gone]);
    const now = decodeProducts((await whole()).products);
    expect(now.map((p) => p.product_name)).toEqual(['Crompton HS Plus 1200mm', 'Havells Festiva 1200mm', 'Symphony Diet 50T']);
    expect(applied(held, answer)).toEqual(now);
    // A till that took the middle answer catches up from there.
    const later = await since({ ...held, products: applyChanges(held.products, middle.products, middle.removed), version: middle.version });
    expect(later.removed).toEqual([gone]);
    await api.db.deleteFrom('products').where('product_id', '=', added).execute();
  });

  it('an archived product (on a bill, so kept) is among the removed', async () => {
    const held = await whole();
    await api.db.updateTable('products').set({ deleted_at: '2026-11-26T06:00:00.000Z' }).where('product_id', '=', shop.cooler).execute();
    const answer = await since(held);
    expect(answer.removed).toEqual([shop.cooler]);
    expect(applied(held, answer).map((p) => p.product_id)).toEqual([shop.fan]);
    await api.db.updateTable('products').set({ deleted_at: null }).where('product_id', '=', shop.cooler).execute();
    const back = await since({ ...held, products: applyChanges(held.products, answer.products, answer.removed), version: answer.version });
    expect(decodeProducts(back.products).map((p) => p.product_id)).toEqual([shop.cooler]);
  });

  it('a brand, category or unit renamed: the whole list again', async () => {
    const held = await whole();
    await api.db.updateTable('brands').set({ brand_name: 'Crompton Greaves' }).where('brand_name', '=', 'Crompton').execute();
    const answer = await since(held);
    expect(answer.since).toBeNull();
    expect(decodeProducts(answer.products).find((p) => p.product_id === shop.fan)?.brand).toBe('Crompton Greaves');
    await api.db.updateTable('brands').set({ brand_name: 'Crompton' }).where('brand_name', '=', 'Crompton Greaves').execute();
  });

  it('a copy from another database, from before the log began, or newer than the database: the whole list', async () => {
    const held = await whole();
    for (const from of [
      { epoch: 'another-shop', version: held.version },
      { epoch: held.epoch, version: 0 },
      { epoch: held.epoch, version: held.version + 50 },
    ]) {
      const reply = await columns('pos_product_list.php', { since: from });
      expect(reply.status).toBe(200);
      expect(reply.body.since, JSON.stringify(from)).toBeNull();
      expect(reply.body.products.product_id).toHaveLength(2);
    }
  });

  it('the retail list carries its own changes only', async () => {
    const held = await whole('retail_pos_product_list.php');
    await api.db.updateTable('products').set({ stock: 55 }).where('product_id', '=', shop.fan).execute();
    await api.db.updateTable('retail_products').set({ rate: 4_700 }).where('product_id', '=', shop.plug).execute();
    const answer = await since(held, 'retail_pos_product_list.php');
    expect(decodeProducts(answer.products).map((p) => [p.product_id, p.sell_rate])).toEqual([[shop.plug, 4_700]]);
    expect(answer.removed).toEqual([]);
    await api.db.updateTable('products').set({ stock: 100 }).where('product_id', '=', shop.fan).execute();
    await api.db.updateTable('retail_products').set({ rate: 4_500 }).where('product_id', '=', shop.plug).execute();
  });

  it("stamps a transaction's changes no older than the version its commit makes", async () => {
    await api.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ stock: 99 }).where('product_id', '=', shop.fan).execute();
      await trx.updateTable('products').set({ stock: 9 }).where('product_id', '=', shop.cooler).execute();
    });
    const { version } = await api.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow();
    const entries = await api.db
      .selectFrom('catalogue_changes')
      .select(['item_id', 'version'])
      .where('list', '=', 'wholesale')
      .where('item_id', 'in', [shop.fan, shop.cooler])
      .execute();
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.version).not.toBeNull();
      // SQLite moves the version with each row written (the first row's is one behind); PostgreSQL once, at commit.
      expect(Number(entry.version)).toBeGreaterThanOrEqual(Number(version) - (dialect === 'sqlite' ? 1 : 0));
    }
    const unstamped = await api.db
      .selectFrom('catalogue_changes')
      .select(sql<number>`count(*)`.as('n'))
      .where('version', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(unstamped.n)).toBe(0);
    await api.db.updateTable('products').set({ stock: 100 }).where('product_id', '=', shop.fan).execute();
  });

  it('sends the whole list gzipped, the same bytes while the version stays, a new list once it moves', async () => {
    const gzipAsk = () =>
      api.app.request('/api/pos_api/pos_product_list.php', {
        method: 'POST',
        headers: { cookie: owner, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({ format: 'columns' }),
      });
    const first = await gzipAsk();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const again = Buffer.from(await (await gzipAsk()).arrayBuffer());
    expect(again.equals(firstBytes)).toBe(true);
    const unzipped = JSON.parse(gunzipSync(firstBytes).toString('utf8')) as { head: unknown; body: CounterListBody };
    expect(unzipped.head).toEqual({ code: 200, msg: 'success' });
    expect(unzipped.body).toEqual(await whole());
    await api.db.updateTable('products').set({ stock: 77 }).where('product_id', '=', shop.fan).execute();
    const changed = JSON.parse(gunzipSync(Buffer.from(await (await gzipAsk()).arrayBuffer())).toString('utf8')) as { body: CounterListBody };
    expect(changed.body.version).toBeGreaterThan(unzipped.body.version);
    expect(decodeProducts(changed.body.products).find((p) => p.product_id === shop.fan)?.stock).toBe(77);
    await api.db.updateTable('products').set({ stock: 100 }).where('product_id', '=', shop.fan).execute();
  });

  /** The whole list as a browser asks for it (gzip): from the list this process holds, brought up to date. */
  const heldWhole = async (path: ListPath = 'pos_product_list.php', body: object = {}) => {
    const reply = await api.app.request(`/api/pos_api/${path}`, {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ format: 'columns', ...body }),
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    return (JSON.parse(gunzipSync(Buffer.from(await reply.arrayBuffer())).toString('utf8')) as { body: CounterListBody }).body;
  };
  /** The held list, brought up to date, equals a full read at the same version (the fresh one asked without gzip). */
  const expectHeldIsFresh = async (path: ListPath, what: string) => {
    const held = await heldWhole(path);
    const fresh = await whole(path);
    expect(held.version, what).toBe(fresh.version);
    expect(held, what).toEqual(fresh);
    return held;
  };

  it('the held whole list brought up to date equals a full read after sales, prices, archived, added, renamed and many products, and new customers', async () => {
    await expectHeldIsFresh('pos_product_list.php', 'at the start');
    await expectHeldIsFresh('retail_pos_product_list.php', 'retail at the start');
    const sale = wholesaleBody(shop.murugan, [
      { productId: shop.cooler, rate: 245_050, qty: 2 },
      { productId: shop.fan, rate: 150_000, qty: 1 },
    ]);
    expect((await api.call('pos_api/pos_order.php', sale, { cookie: owner })).status).toBe(200);
    expect(decodeProducts((await expectHeldIsFresh('pos_product_list.php', 'after a sale')).products).map((p) => p.stock)).toEqual([99, 7]);
    const update = await api.call(
      'update_product_price.php',
      { product_id: shop.fan, qty_per_box: 1, rate: '1500', price_per_pcs: '1725', product_code: '', count_of_pcs: 1, unit: '', stock: 99 },
      { cookie: owner },
    );
    expect(update.status).toBe(200);
    expect(decodeProducts((await expectHeldIsFresh('pos_product_list.php', 'after a price change')).products)[0].sell_rate).toBe(172_500);
    const added = await addProduct(api.db, shop.supplierId, { name: 'Bajaj Maxima 1200mm', serial: 'BJMX1200', rate: 180_000, stock: 6, brand: 'Bajaj' });
    const customer = await addCustomer(api.db, { name: 'Annai Traders' });
    const afterAdd = await expectHeldIsFresh('pos_product_list.php', 'after a product and a customer added');
    expect(decodeProducts(afterAdd.products).map((p) => p.product_name)).toEqual(['Bajaj Maxima 1200mm', 'Crompton HS Plus 1200mm', 'Symphony Diet 50T']);
    expect(afterAdd.customer.map((c) => c.name)).toContain('Annai Traders');
    // A product renamed moves to its place in the list's order; an archived one leaves.
    await api.db.updateTable('products').set({ product_name: 'Zebronics fan 1200mm' }).where('product_id', '=', added).execute();
    await api.db.updateTable('products').set({ deleted_at: '2026-11-26T06:00:00.000Z' }).where('product_id', '=', shop.cooler).execute();
    expect(decodeProducts((await expectHeldIsFresh('pos_product_list.php', 'after a move and an archive')).products).map((p) => p.product_id)).toEqual([
      shop.fan,
      added,
    ]);
    await api.db.updateTable('brands').set({ brand_name: 'Bajaj Electricals' }).where('brand_name', '=', 'Bajaj').execute();
    expect(decodeProducts((await expectHeldIsFresh('pos_product_list.php', 'after a brand renamed')).products).map((p) => p.brand)).toEqual([
      'Crompton',
      'Bajaj Electricals',
    ]);
    await api.db.updateTable('settings').set({ cgst_bp: 600, sgst_bp: 600 }).execute();
    expect((await expectHeldIsFresh('pos_product_list.php', 'after the GST changed')).gst).toMatchObject({ cgst: '6.00', sgst: '6.00' });
    const plug = await addRetailProduct(api.db, { name: 'Anchor 6A switch', code: 'ANC6', rate: 3_000, stock: 40 });
    expect(decodeProducts((await expectHeldIsFresh('retail_pos_product_list.php', 'retail, a product added')).products).map((p) => p.product_id)).toEqual([
      plug,
      shop.plug,
    ]);
    // More changes than are worth applying (an import): read whole, still the same.
    const many = Array.from({ length: 1_500 }, (_, i) => ({
      product_name: `Import item ${String(i).padStart(4, '0')}`,
      supplier_id: shop.supplierId,
      category_id: null,
      brand_id: null,
      unit_id: null,
      batch_no: '',
      serial_no: `IMP${i}`,
      product_code: '',
      model: '',
      type: '',
      hsn_code: '8414',
      purchase_rate: 1000,
      sell_rate: 1200 + i,
      price_per_pcs: 1200,
      rate: 1200,
      rate_per: 'Nos',
      count_of_pcs: 1,
      box_contents: '',
      qty_per_box: 1,
      stock: 5,
      created_at: '2026-11-21T06:30:00.000Z',
      updated_at: '2026-11-21T06:30:00.000Z',
    }));
    for (let start = 0; start < many.length; start += 500)
      await api.db
        .insertInto('products')
        .values(many.slice(start, start + 500))
        .execute();
    expect((await expectHeldIsFresh('pos_product_list.php', 'after 1,500 products imported')).products.product_id).toHaveLength(1_502);
    await api.db.updateTable('products').set({ stock: 3 }).where('serial_no', '=', 'IMP777').execute();
    await expectHeldIsFresh('pos_product_list.php', 'after a change to an imported product');
    await api.db.deleteFrom('products').where('serial_no', 'like', 'IMP%').execute();
    await expectHeldIsFresh('pos_product_list.php', 'after the import deleted');
    // Put the shop back as the other tests expect it.
    await api.db.deleteFrom('retail_products').where('product_id', '=', plug).execute();
    await api.db.updateTable('settings').set({ cgst_bp: 900, sgst_bp: 900 }).execute();
    await api.db.updateTable('brands').set({ brand_name: 'Bajaj' }).where('brand_name', '=', 'Bajaj Electricals').execute();
    await api.db.deleteFrom('products').where('product_id', '=', added).execute();
    await api.db.deleteFrom('customers').where('user_id', '=', customer).execute();
    await api.db.updateTable('products').set({ deleted_at: null, stock: 10 }).where('product_id', '=', shop.cooler).execute();
    await api.db.updateTable('products').set({ stock: 100, sell_rate: 150_000, price_per_pcs: 150_000 }).where('product_id', '=', shop.fan).execute();
    await expectHeldIsFresh('pos_product_list.php', 'put back');
  });

  it('a held list is brought up to date with only the changes since its version, and read whole when a name was renamed', async () => {
    const fresh = await whole();
    // A held copy with a product shown wrongly: kept as it is while that product is not changed, so only changes were read.
    const marked = {
      ...fresh.products,
      product_name: fresh.products.product_name.map((name, i) => (fresh.products.product_id[i] === shop.cooler ? `${name} (held)` : name)),
    };
    const held = { epoch: fresh.epoch, version: fresh.version, products: marked };
    await api.db.updateTable('products').set({ stock: 98 }).where('product_id', '=', shop.fan).execute();
    const updated = await wholeCounterList(api.db, 'wholesale', held);
    expect(updated).toMatchObject({ since: null, removed: [] });
    expect(updated.version).toBeGreaterThan(fresh.version);
    expect(decodeProducts(updated.products).map((p) => [p.product_name, p.stock])).toEqual([
      ['Crompton HS Plus 1200mm', 98],
      ['Symphony Diet 50T (held)', 10],
    ]);
    // Nothing changed since: the held columns themselves.
    expect((await wholeCounterList(api.db, 'wholesale', { ...held, version: updated.version, products: updated.products })).products).toBe(updated.products);
    await api.db.updateTable('brands').set({ brand_name: 'Crompton Greaves' }).where('brand_name', '=', 'Crompton').execute();
    const renamed = await wholeCounterList(api.db, 'wholesale', held);
    expect(decodeProducts(renamed.products).map((p) => [p.product_name, p.brand])).toEqual([
      ['Crompton HS Plus 1200mm', 'Crompton Greaves'],
      ['Symphony Diet 50T', 'Symphony'],
    ]);
    expect(decodeProducts((await wholeCounterList(api.db, 'wholesale', { ...held, epoch: 'another-shop' })).products)[1].product_name).toBe(
      'Symphony Diet 50T',
    );
    await api.db.updateTable('brands').set({ brand_name: 'Crompton' }).where('brand_name', '=', 'Crompton Greaves').execute();
    await api.db.updateTable('products').set({ stock: 100 }).where('product_id', '=', shop.fan).execute();
  });

  it('a stand that cannot be brought up to date (another epoch, after a start) gets the held whole list, gzipped', async () => {
    const fresh = await whole();
    const answer = await heldWhole('pos_product_list.php', { since: { epoch: 'before-the-start', version: fresh.version } });
    expect(answer).toEqual(fresh);
    // A stand that can be: its changes (none), even when gzip is taken.
    const reply = await api.app.request('/api/pos_api/pos_product_list.php', {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ format: 'columns', since: { epoch: fresh.epoch, version: fresh.version } }),
    });
    const bytes = Buffer.from(await reply.arrayBuffer());
    const current = (JSON.parse((reply.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8')) as { body: CounterListBody })
      .body;
    expect(current).toMatchObject({ since: fresh.version, removed: [] });
    expect(current.products.product_id).toEqual([]);
  });

  it('refuses another format, a negative or fractional version and an empty epoch, naming the field', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ format: 'rows' }, /^format: /],
      [{ since: { epoch: 'abc', version: -1 } }, /^since\.version: must not be negative/],
      [{ since: { epoch: 'abc', version: 1.5 } }, /^since\.version: must be a whole number/],
      [{ since: { epoch: '', version: 1 } }, /^since\.epoch: must not be empty/],
    ];
    for (const [body, message] of cases) {
      const reply = await api.call('pos_api/pos_product_list.php', { format: 'columns', ...body }, { cookie: owner });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.head.msg).toMatch(message);
    }
  });

  it('asks for a session and the billing flag', async () => {
    expect((await api.call('pos_api/pos_product_list.php', { format: 'columns' })).status).toBe(401);
    expect((await api.call('pos_api/retail_pos_product_list.php', { format: 'columns' })).status).toBe(401);
    const clerk = await api.addEmployee({ flags: ['customer', 'product'] });
    const cookie = await api.signIn(clerk.email, clerk.password);
    expect((await columns('pos_product_list.php', {}, cookie)).status).toBe(403);
    expect((await columns('retail_pos_product_list.php', {}, cookie)).status).toBe(403);
  });

  it('answers 100,000 products in columns, and the changes since in a few hundred bytes', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      product_name: `Bulk item ${String(i).padStart(6, '0')}`,
      supplier_id: shop.supplierId,
      category_id: null,
      brand_id: null,
      unit_id: null,
      batch_no: '',
      serial_no: `BULK${i}`,
      product_code: '',
      model: '',
      type: '',
      hsn_code: '8414',
      purchase_rate: 1000,
      sell_rate: 1200 + i,
      price_per_pcs: 1200,
      rate: 1200,
      rate_per: 'Nos',
      count_of_pcs: 1,
      box_contents: '',
      qty_per_box: 1,
      stock: 5,
      created_at: '2026-11-21T06:30:00.000Z',
      updated_at: '2026-11-21T06:30:00.000Z',
    }));
    for (let start = 0; start < rows.length; start += 1000)
      await api.db
        .insertInto('products')
        .values(rows.slice(start, start + 1000))
        .execute();
    const held = await whole();
    expect(held.products.product_id).toHaveLength(100_002);
    await api.db.updateTable('products').set({ sell_rate: 4_321 }).where('serial_no', '=', 'BULK77777').execute();
    const reply = await api.app.request('/api/pos_api/pos_product_list.php', {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'columns', since: { epoch: held.epoch, version: held.version } }),
    });
    const text = await reply.text();
    const answer = (JSON.parse(text) as { body: CounterListBody }).body;
    expect(decodeProducts(answer.products).map((p) => [p.serial_no, p.sell_rate])).toEqual([['BULK77777', 4_321]]);
    expect(text.length).toBeLessThan(2_000);
    await api.db.deleteFrom('products').where('serial_no', 'like', 'BULK%').execute();
  });
});
