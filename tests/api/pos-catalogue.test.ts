import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosListBody } from '../../server/sales/catalogue';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { brandNamed, wholesaleBody } from '../support/pos-payloads';
import { seedShop, type Shop } from '../support/sales-fixtures';

describe.each(TEST_DIALECTS)('the POS product lists on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  const list = (path: 'pos_product_list.php' | 'retail_pos_product_list.php', cookie = owner) => api.call<PosListBody>(`pos_api/${path}`, {}, { cookie });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const brand = { brand_id: await brandNamed(api.db, 'Crompton') };
    const unit = await api.db.insertInto('units').values({ unit_name: 'Nos' }).returning('unit_id').executeTakeFirstOrThrow();
    const category = await api.db.insertInto('categories').values({ category_name: 'Ceiling fans' }).returning('category_id').executeTakeFirstOrThrow();
    await api.db
      .updateTable('products')
      .set({
        brand_id: brand.brand_id,
        unit_id: unit.unit_id,
        category_id: category.category_id,
        product_code: 'HS1200',
        rate: 1_450_000,
        price_per_pcs: 145_000,
        count_of_pcs: 10,
        box_contents: '10 Nos',
        qty_per_box: 10,
        rate_per: 'Box',
      })
      .where('product_id', '=', shop.fan)
      .execute();
    // The cooler has no brand, unit or category: the list shows them blank.
    await api.db.updateTable('products').set({ brand_id: null, unit_id: null, category_id: null }).where('product_id', '=', shop.cooler).execute();
    await api.db
      .updateTable('retail_products')
      .set({ brand_id: brand.brand_id, category_id: category.category_id })
      .where('product_id', '=', shop.plug)
      .execute();
  });
  afterAll(() => api.dispose());

  describe('pos_api/pos_product_list.php', () => {
    it('answers every product with its brand, unit and category, money as rupees with 2 decimals', async () => {
      const reply = await list('pos_product_list.php');
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body.product.map((p) => p.product_name)).toEqual(['Crompton HS Plus 1200mm', 'Symphony Diet 50T']);
      expect(reply.body.product[0]).toEqual({
        product_id: String(shop.fan),
        product_name: 'Crompton HS Plus 1200mm',
        serial_no: 'CRHS1200',
        product_code: 'HS1200',
        category_name: 'Ceiling fans',
        brand: 'Crompton',
        sell_rate: '1500.00',
        sell_price: '1500.00',
        rate: '14500.00',
        amount: '1500.00',
        rate_per: 'Box',
        price_per_pcs: '1450.00',
        count_of_pcs: 10,
        box_contents: '10 Nos',
        qty_per_box: 10,
        unit: 'Nos',
        stock: 100,
        hsn_code: '841451',
        gst_percentage: '',
        purchase_rate: '1200.00',
        supplier_id: String(shop.supplierId),
      });
      expect(reply.body.product[1]).toMatchObject({ product_id: String(shop.cooler), brand: '', unit: '', category_name: '', sell_rate: '2450.50', stock: 10 });
    });

    it('answers the customers, with mobile also as telephone', async () => {
      const reply = await list('pos_product_list.php');
      expect(reply.body.customer).toEqual([
        {
          user_id: String(shop.lakshmi),
          name: 'Lakshmi Home Appliances',
          mobile: '9847011111',
          telephone: '9847011111',
          tax_number: '',
          address: 'MG Road',
          state: 'Kerala',
          place_of_supply: 'Kerala',
        },
        {
          user_id: String(shop.murugan),
          name: 'Murugan Electricals',
          mobile: '9443012345',
          telephone: '9443012345',
          tax_number: '33AAACR5055K1ZE',
          address: '12 East Masi Street',
          state: 'Tamil Nadu',
          place_of_supply: 'Tamil Nadu',
        },
      ]);
    });

    it('answers the GST and packing percents from the settings', async () => {
      expect((await list('pos_product_list.php')).body.gst).toEqual({ cgst: '9.00', sgst: '9.00', packing_charge: '0.00' });
      await api.db.updateTable('settings').set({ cgst_bp: 600, sgst_bp: 600, packing_bp: 150 }).execute();
      try {
        expect((await list('pos_product_list.php')).body.gst).toEqual({ cgst: '6.00', sgst: '6.00', packing_charge: '1.50' });
      } finally {
        await api.db.updateTable('settings').set({ cgst_bp: 900, sgst_bp: 900, packing_bp: 0 }).execute();
      }
    });

    it('is open to the purchase screen too, and refuses an employee with no billing flag', async () => {
      const buyer = await api.addEmployee({ flags: ['purchase_list'] });
      expect((await list('pos_product_list.php', await api.signIn(buyer.email, buyer.password))).status).toBe(200);
      const clerk = await api.addEmployee({ flags: ['customer', 'product'] });
      const reply = await list('pos_product_list.php', await api.signIn(clerk.email, clerk.password));
      expect(reply.status).toBe(403);
      expect((await api.call('pos_api/pos_product_list.php', {})).status).toBe(401);
    });
  });

  describe('pos_api/retail_pos_product_list.php', () => {
    it('answers retail products in the same shape, the product code doubling as serial_no for scanning', async () => {
      const reply = await list('retail_pos_product_list.php');
      expect(reply.head.code).toBe(200);
      expect(reply.body.product).toEqual([
        {
          product_id: String(shop.plug),
          product_name: 'Bajaj 2-pin plug',
          serial_no: 'BJP2',
          product_code: 'BJP2',
          category_name: 'Ceiling fans',
          brand: 'Crompton',
          sell_rate: '45.00',
          sell_price: '45.00',
          rate: '45.00',
          amount: '45.00',
          rate_per: '',
          price_per_pcs: '45.00',
          count_of_pcs: 1,
          box_contents: '',
          qty_per_box: 10,
          unit: '',
          stock: 500,
          hsn_code: '8516',
          gst_percentage: '',
        },
      ]);
      expect(reply.body.customer).toHaveLength(2);
      expect(reply.body.gst).toEqual({ cgst: '9.00', sgst: '9.00', packing_charge: '0.00' });
    });

    it('refuses an employee who bills only estimates, and a caller without a session', async () => {
      const quoter = await api.addEmployee({ flags: ['estimate', 'purchase_list'] });
      const reply = await list('retail_pos_product_list.php', await api.signIn(quoter.email, quoter.password));
      expect(reply.head).toEqual({ code: 403, msg: 'Permission denied: this needs one of the privileges GST Bill or POS, Sales or GST Bill List.' });
      expect((await api.call('pos_api/retail_pos_product_list.php', {})).status).toBe(401);
    });
  });

  describe('ETag', () => {
    const ask = (path: 'pos_product_list.php' | 'retail_pos_product_list.php', tag?: string, cookie = owner) =>
      api.app.request(`/api/pos_api/${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...(tag ? { 'if-none-match': tag } : {}) },
        body: '{}',
      });
    const tagOf = async (path: 'pos_product_list.php' | 'retail_pos_product_list.php') => {
      const first = await ask(path);
      expect(first.status).toBe(200);
      const tag = first.headers.get('etag') ?? '';
      expect(tag).toMatch(/^"pos-(wholesale|retail)-[0-9a-z]+-\d+"$/);
      return tag;
    };

    it('answers 200 with a strong tag, 304 with no body to that tag, and 200 with a new tag once a product changes', async () => {
      const tag = await tagOf('pos_product_list.php');
      const again = await ask('pos_product_list.php', tag);
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(tag);
      expect(await again.text()).toBe('');
      await api.db.updateTable('products').set({ sell_rate: 150_100 }).where('product_id', '=', shop.fan).execute();
      const changed = await ask('pos_product_list.php', tag);
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(tag);
      const body = (await changed.json()) as { body: PosListBody };
      expect(body.body.product.find((p) => p.product_id === String(shop.fan))?.sell_rate).toBe('1501.00');
      expect((await ask('pos_product_list.php', changed.headers.get('etag') ?? '')).status).toBe(304);
      await api.db.updateTable('products').set({ sell_rate: 150_000 }).where('product_id', '=', shop.fan).execute();
    });

    it('moves on when a sale takes stock, a customer is added or edited, or the GST settings or a brand name change', async () => {
      const changes: Array<[string, () => Promise<unknown>]> = [
        [
          'a sale',
          async () => {
            const sale = wholesaleBody(shop.murugan, [{ productId: shop.cooler, rate: 245_050, qty: 1 }], { gstBp: 1800, packingBp: 0 });
            expect((await api.call('pos_api/pos_order.php', sale, { cookie: owner })).status).toBe(200);
          },
        ],
        [
          'a new customer',
          async () => {
            const added = {
              name: 'Tag Traders',
              tax_number: '',
              telephone: '9443000001',
              address: 'Town Hall Road',
              place_of_supply: 'Tamil Nadu',
              state: 'Tamil Nadu',
            };
            expect((await api.call('customer_add.php', added, { cookie: owner })).status).toBe(200);
          },
        ],
        ['a customer edited', () => api.db.updateTable('customers').set({ address: 'West Masi Street' }).where('user_id', '=', shop.murugan).execute()],
        ['the GST settings', () => api.db.updateTable('settings').set({ packing_bp: 0 }).execute()],
        ['a brand renamed', () => api.db.updateTable('brands').set({ brand_name: 'Crompton' }).where('brand_name', '=', 'Crompton').execute()],
      ];
      for (const [what, change] of changes) {
        const tag = await tagOf('pos_product_list.php');
        const retailTag = await tagOf('retail_pos_product_list.php');
        await change();
        expect((await ask('pos_product_list.php', tag)).status, what).toBe(200);
        expect((await ask('retail_pos_product_list.php', retailTag)).status, what).toBe(200);
      }
    });

    it('sends the held gzipped answer while nothing changes, the same list as the plain JSON, and a fresh one after a change', async () => {
      const gzipAsk = () =>
        api.app.request('/api/pos_api/pos_product_list.php', {
          method: 'POST',
          headers: { cookie: owner, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
          body: '{}',
        });
      const first = await gzipAsk();
      expect(first.status).toBe(200);
      expect(first.headers.get('content-encoding')).toBe('gzip');
      expect(first.headers.get('content-type')).toBe('application/json');
      const firstBytes = Buffer.from(await first.arrayBuffer());
      expect(Number(first.headers.get('content-length'))).toBe(firstBytes.length);
      const again = await gzipAsk();
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(Buffer.from(await again.arrayBuffer()).equals(firstBytes)).toBe(true);
      const plain = await ask('pos_product_list.php');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(JSON.parse(gunzipSync(firstBytes).toString('utf8'))).toEqual(await plain.json());

      await api.db.updateTable('products').set({ sell_rate: 150_200 }).where('product_id', '=', shop.fan).execute();
      const changed = await gzipAsk();
      expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
      const list = JSON.parse(gunzipSync(Buffer.from(await changed.arrayBuffer())).toString('utf8')) as { head: { code: number }; body: PosListBody };
      expect(list.head.code).toBe(200);
      expect(list.body.product.find((p) => p.product_id === String(shop.fan))?.sell_rate).toBe('1502.00');
      await api.db.updateTable('products').set({ sell_rate: 150_000 }).where('product_id', '=', shop.fan).execute();
    });

    it('takes back the weak tag a gzipped answer carries', async () => {
      const gzipped = await api.app.request('/api/pos_api/pos_product_list.php', {
        method: 'POST',
        headers: { cookie: owner, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: '{}',
      });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      const weak = gzipped.headers.get('etag') ?? '';
      expect(weak).toMatch(/^W\/"pos-wholesale-/);
      expect((await ask('pos_product_list.php', weak)).status).toBe(304);
    });

    it('moves on when a retail product changes, and a tag from another list is no match', async () => {
      const tag = await tagOf('retail_pos_product_list.php');
      expect((await ask('pos_product_list.php', tag)).status).toBe(200);
      await api.db.updateTable('retail_products').set({ stock: 499 }).where('product_id', '=', shop.plug).execute();
      expect((await ask('retail_pos_product_list.php', tag)).status).toBe(200);
    });

    it('still asks for a session and the flag before answering 304', async () => {
      const tag = await tagOf('pos_product_list.php');
      expect(
        (
          await api.app.request('/api/pos_api/pos_product_list.php', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'if-none-match': tag },
            body: '{}',
          })
        ).status,
      ).toBe(401);
      const clerk = await api.addEmployee({ flags: ['customer'] });
      expect((await ask('pos_product_list.php', tag, await api.signIn(clerk.email, clerk.password))).status).toBe(403);
    });
  });

  it('answers a catalogue of 20,000 products in one reply', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      product_name: `Bulk item ${String(i).padStart(5, '0')}`,
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
    const reply = await list('pos_product_list.php');
    expect(reply.body.product).toHaveLength(20_002);
    expect(reply.body.product.find((p) => p.serial_no === 'BULK19999')?.sell_rate).toBe('211.99');
  });
});
