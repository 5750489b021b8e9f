import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { addProduct, addSupplier, lastAudit } from '../support/sales-fixtures';

describe.each(TEST_DIALECTS)('brands and units on %s', (dialect) => {
  let api: TestApi;
  let owner: string;
  let brandStaff: string;
  let unitStaff: string;
  let productStaff: string;
  let nobody: string;

  beforeAll(async () => {
    api = await startApi(dialect);
    owner = await api.signInOwner();
    const sign = async (flags: Parameters<TestApi['addEmployee']>[0]['flags']) => {
      const e = await api.addEmployee({ flags });
      return api.signIn(e.email, e.password);
    };
    brandStaff = await sign(['brand']);
    unitStaff = await sign(['unit']);
    productStaff = await sign(['product']);
    nobody = await sign([]);
  });
  afterAll(() => api.dispose());

  describe('brand_*', () => {
    it('adds, lists in name order, reads, renames and deletes a brand, each with its audit row', async () => {
      const added = await api.call<{ brand_id: string; brand_name: string }>('brand_add.php', { brand_name: '  Crompton  ' }, { cookie: brandStaff });
      expect(added.head).toEqual({ code: 200, msg: 'Brand added successfully!' });
      expect(added.body.brand_name).toBe('Crompton');
      await api.call('brand_add.php', { brand_name: 'Bajaj' }, { cookie: brandStaff });

      const list = await api.call<Array<{ brand_id: string; brand_name: string }>>('brand_list.php', {}, { cookie: productStaff });
      expect(list.body.map((b) => b.brand_name)).toEqual(['Bajaj', 'Crompton']);
      expect(list.body[1]).toEqual({ brand_id: added.body.brand_id, brand_name: 'Crompton' });

      const detail = await api.call('brand_detail.php', { brand_id: added.body.brand_id }, { cookie: brandStaff });
      expect(detail.body).toEqual({ brand_id: added.body.brand_id, brand_name: 'Crompton' });

      const renamed = await api.call('brand_detail_update.php', { brand_id: added.body.brand_id, brand_name: 'Crompton Greaves' }, { cookie: brandStaff });
      expect(renamed.head).toEqual({ code: 200, msg: 'Brand updated successfully!' });
      expect((await lastAudit(api.db)).before).toEqual({ id: Number(added.body.brand_id), name: 'Crompton' });

      const deleted = await api.call('brand_list_delete.php', { brand_id: added.body.brand_id }, { cookie: brandStaff });
      expect(deleted.head).toEqual({ code: 200, msg: 'Brand Deleted Successfully' });
      expect((await api.call('brand_detail.php', { brand_id: added.body.brand_id }, { cookie: brandStaff })).status).toBe(404);
    });

    it('refuses a blank name, a name already there (any case) and a missing brand', async () => {
      const blank = await api.call('brand_add.php', { brand_name: '   ' }, { cookie: brandStaff });
      expect(blank.status).toBe(400);
      expect(blank.head.msg).toBe('brand_name: Please enter Brand Name.');
      const twice = await api.call('brand_add.php', { brand_name: 'BAJAJ' }, { cookie: brandStaff });
      expect(twice.status).toBe(409);
      expect(twice.head.msg).toBe('Brand "BAJAJ" already exists.');
      expect((await api.call('brand_detail_update.php', { brand_id: 9999, brand_name: 'X' }, { cookie: brandStaff })).status).toBe(404);
      expect((await api.call('brand_list_delete.php', { brand_id: 9999 }, { cookie: brandStaff })).status).toBe(404);
      expect((await api.call('brand_detail.php', { brand_id: 'abc' }, { cookie: brandStaff })).status).toBe(400);
    });

    it('refuses to delete a brand that products use', async () => {
      const supplier = await addSupplier(api.db, 'Brand Test Supplier');
      await addProduct(api.db, supplier, { name: 'Usha fan', serial: 'USHA-1', rate: 150_000, stock: 1, brand: 'Usha' });
      const usha = (await api.call<Array<{ brand_id: string; brand_name: string }>>('brand_list.php', {}, { cookie: brandStaff })).body.find(
        (b) => b.brand_name === 'Usha',
      );
      const refused = await api.call('brand_list_delete.php', { brand_id: usha?.brand_id }, { cookie: brandStaff });
      expect(refused.status).toBe(409);
      expect(refused.head.msg).toBe('This brand is used by 1 product and cannot be deleted.');
    });

    it('answers 401 without a session and 403 without the brand flag', async () => {
      expect((await api.call('brand_add.php', { brand_name: 'X' })).status).toBe(401);
      for (const path of ['brand_add.php', 'brand_detail.php', 'brand_detail_update.php', 'brand_list_delete.php']) {
        expect((await api.call(path, { brand_id: 1, brand_name: 'X' }, { cookie: productStaff })).status, path).toBe(403);
      }
      expect((await api.call('brand_list.php', {}, { cookie: nobody })).status).toBe(403);
    });
  });

  describe('unit_*', () => {
    it('adds, lists, reads, renames and deletes a unit', async () => {
      const added = await api.call<{ unit_id: string }>('unit_add.php', { unit_name: 'Nos' }, { cookie: unitStaff });
      expect(added.head).toEqual({ code: 200, msg: 'Unit added successfully!' });
      const list = await api.call<Array<{ unit_id: string; unit_name: string }>>('unit_list.php', {}, { cookie: owner });
      expect(list.body).toContainEqual({ unit_id: added.body.unit_id, unit_name: 'Nos' });
      expect((await api.call('unit_detail.php', { unit_id: added.body.unit_id }, { cookie: unitStaff })).body).toEqual({
        unit_id: added.body.unit_id,
        unit_name: 'Nos',
      });
      const renamed = await api.call('unit_detail_update.php', { unit_id: added.body.unit_id, unit_name: 'Pcs' }, { cookie: unitStaff });
      expect(renamed.head).toEqual({ code: 200, msg: 'unit updated successfully!' });
      const deleted = await api.call('unit_list_delete.php', { unit_id: added.body.unit_id }, { cookie: unitStaff });
      expect(deleted.head).toEqual({ code: 200, msg: 'Unit Deleted Successfully' });
    });

    it('refuses a blank name on add and edit, a duplicate, a missing unit and a unit in use', async () => {
      expect((await api.call('unit_add.php', { unit_name: '' }, { cookie: unitStaff })).status).toBe(400);
      const box = await api.call<{ unit_id: string }>('unit_add.php', { unit_name: 'Box' }, { cookie: unitStaff });
      const blank = await api.call('unit_detail_update.php', { unit_id: box.body.unit_id, unit_name: ' ' }, { cookie: unitStaff });
      expect(blank.head.msg).toBe('unit_name: Please fill in all fields before submitting.');
      expect((await api.call('unit_add.php', { unit_name: 'box' }, { cookie: unitStaff })).status).toBe(409);
      expect((await api.call('unit_detail.php', { unit_id: 9999 }, { cookie: unitStaff })).status).toBe(404);
      const supplier = await addSupplier(api.db, 'Unit Test Supplier');
      const productId = await addProduct(api.db, supplier, { name: 'Boxed fan', serial: 'BOX-1', rate: 100, stock: 0 });
      await api.db
        .updateTable('products')
        .set({ unit_id: Number(box.body.unit_id) })
        .where('product_id', '=', productId)
        .execute();
      const refused = await api.call('unit_list_delete.php', { unit_id: box.body.unit_id }, { cookie: unitStaff });
      expect(refused.status).toBe(409);
      expect(refused.head.msg).toBe('This unit is used by 1 product and cannot be deleted.');
    });

    it('answers 401 without a session and 403 without the unit flag', async () => {
      expect((await api.call('unit_list.php', {})).status).toBe(401);
      for (const path of ['unit_add.php', 'unit_detail.php', 'unit_detail_update.php', 'unit_list_delete.php']) {
        expect((await api.call(path, { unit_id: 1, unit_name: 'X' }, { cookie: brandStaff })).status, path).toBe(403);
      }
    });
  });
});
