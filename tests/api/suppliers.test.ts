import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../../core/gstin';
import type { SupplierRecord } from '../../core/purchase/purchase.replies';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { purchaseBody } from '../support/purchase-payloads';
import { addProduct, lastAudit } from '../support/sales-fixtures';

type SupplierView = SupplierRecord;

const GSTIN = makeGstin(33, 'AABCS1234M');

describe.each(TEST_DIALECTS)('supplier calls on %s', (dialect) => {
  let api: TestApi;
  let clerk: string;
  let buyer: string;
  let stranger: string;
  const call = <B = SupplierView>(path: string, body: unknown, cookie = clerk) => api.call<B>(path, body, { cookie });
  const count = async () =>
    Number(
      (
        await api.db
          .selectFrom('suppliers')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    api = await startApi(dialect);
    const c = await api.addEmployee({ flags: ['supplier'] });
    clerk = await api.signIn(c.email, c.password);
    const b = await api.addEmployee({ flags: ['purchase_list'] });
    buyer = await api.signIn(b.email, b.password);
    const s = await api.addEmployee({ flags: ['customer'] });
    stranger = await api.signIn(s.email, s.password);
  });
  afterAll(() => api.dispose());

  it('supplier_add.php adds a supplier (GSTIN upper-cased, its state kept) and answers it', async () => {
    const reply = await call('supplier_add.php', {
      supplier_name: '  Chennai   Fans ',
      mobile: '9840012345',
      gst_number: GSTIN.toLowerCase(),
      address: 'Parrys, Chennai',
    });
    expect(reply.head).toEqual({ code: 200, msg: 'Supplier added successfully!' });
    expect(reply.body).toEqual({
      id: reply.body.id,
      supplier_id: reply.body.id,
      supplier_name: 'Chennai Fans',
      mobile: '9840012345',
      address: 'Parrys, Chennai',
      gst_number: GSTIN,
      state: 'Tamil Nadu',
      opening_balance: '0.00',
      opening_date: '',
      credit_days: '0',
    });
    const row = await api.db.selectFrom('suppliers').selectAll().where('id', '=', Number(reply.body.id)).executeTakeFirstOrThrow();
    expect(row.state).toBe('Tamil Nadu');
    expect(await lastAudit(api.db)).toMatchObject({ entity: 'supplier', entity_id: reply.body.id });
    // The purchase screen's Add Supplier modal adds with the purchase privilege.
    expect((await call('supplier_add.php', { supplier_name: 'Modal Supplier', mobile: '9000000001' }, buyer)).status).toBe(200);
  });

  it('supplier_add.php refuses a blank name, a phone that is not up to 10 digits, a GSTIN too long or with a wrong check digit; nothing written', async () => {
    const bad = GSTIN.slice(0, 14) + (GSTIN[14] === 'A' ? 'B' : 'A');
    const cases: Array<[unknown, RegExp]> = [
      [{ supplier_name: ' ', mobile: '9840012345' }, /supplier_name: is required/],
      [{ supplier_name: 'X', mobile: '98400123456' }, /mobile: must be digits only, at most 10/],
      [{ supplier_name: 'X', mobile: '98400-1234' }, /mobile: must be digits only, at most 10/],
      [{ supplier_name: 'X', gst_number: `${GSTIN}1` }, /gst_number: must be at most 15 characters/],
      [{ supplier_name: 'X', gst_number: bad }, /gst_number: .*check/i],
      [{ supplier_name: 'X', state: 'Bangalore' }, /^state: "Bangalore" is not a GST state or union territory$/],
      [{ supplier_name: 'X', gst_number: GSTIN, state: 'Karnataka' }, /^state: Karnataka does not match the GSTIN, which is registered in Tamil Nadu \(33\)$/],
    ];
    for (const [body, msg] of cases) {
      const before = await count();
      const reply = await call('supplier_add.php', body);
      expect(reply.status).toBe(400);
      expect(reply.head.msg).toMatch(msg);
      expect(await count()).toBe(before);
    }
  });

  it('supplier_list, supplier_detail and supplier_detail_update', async () => {
    const added = await call('supplier_add.php', { supplier_name: 'Madurai Coolers', mobile: '9443000000' });
    const id = added.body.id;
    const list = await call<SupplierView[]>('supplier_list.php', {});
    expect(list.body.map((s) => s.supplier_name)).toContain('Madurai Coolers');
    expect((await call('supplier_detail.php', { supplier_id: id })).body).toMatchObject({ id, supplier_name: 'Madurai Coolers', mobile: '9443000000' });
    expect((await call('supplier_detail.php', { supplier_id: 999_999 })).status).toBe(404);
    const updated = await call('supplier_detail_update.php', {
      supplier_id: id,
      supplier_name: 'Madurai Coolers Pvt',
      mobile: '9443000001',
      gst_number: '',
      address: 'Town Hall Road',
    });
    expect(updated.head).toEqual({ code: 200, msg: 'Supplier details updated successfully!' });
    expect((await call('supplier_detail.php', { supplier_id: id })).body).toEqual({
      id,
      supplier_id: id,
      supplier_name: 'Madurai Coolers Pvt',
      mobile: '9443000001',
      address: 'Town Hall Road',
      gst_number: '',
      state: '',
      opening_balance: '0.00',
      opening_date: '',
      credit_days: '0',
    });
    expect((await call('supplier_detail_update.php', { supplier_id: id, supplier_name: '' })).status).toBe(400);
    expect((await call('supplier_detail_update.php', { supplier_id: 999_999, supplier_name: 'X' })).status).toBe(404);
  });

  it("a supplier's state is a GST state: written any way, stored by its name, filled from the GSTIN, kept when an edit sends none", async () => {
    const unregistered = await call('supplier_add.php', { supplier_name: 'Bengaluru Cooling', mobile: '9845000000', state: 'KA' });
    expect(unregistered.body).toMatchObject({ state: 'Karnataka', gst_number: '' });
    const id = unregistered.body.id;
    await call('supplier_detail_update.php', { supplier_id: id, supplier_name: 'Bengaluru Cooling', mobile: '9845000000', gst_number: '', address: 'Peenya' });
    expect((await call('supplier_detail.php', { supplier_id: id })).body).toMatchObject({ state: 'Karnataka', address: 'Peenya' });
    const karnataka = makeGstin(29, 'AABCB1234C');
    const registered = await call('supplier_detail_update.php', {
      supplier_id: id,
      supplier_name: 'Bengaluru Cooling',
      mobile: '9845000000',
      gst_number: karnataka,
      address: 'Peenya',
    });
    expect(registered.body).toMatchObject({ state: 'Karnataka', gst_number: karnataka });
    const refused = await call('supplier_detail_update.php', {
      supplier_id: id,
      supplier_name: 'Bengaluru Cooling',
      gst_number: karnataka,
      state: 'Tamil Nadu',
    });
    expect(refused.status).toBe(400);
    expect(refused.head.msg).toBe('state: Tamil Nadu does not match the GSTIN, which is registered in Karnataka (29)');
    expect((await call('supplier_detail.php', { supplier_id: id })).body).toMatchObject({ state: 'Karnataka' });
  });

  it('supplier_list_delete removes an unused supplier; one with products or purchases stays (409)', async () => {
    const unused = (await call('supplier_add.php', { supplier_name: 'Unused' })).body.id;
    expect((await call('supplier_list_delete.php', { supplier_id: unused })).head).toEqual({ code: 200, msg: 'Supplier Deleted Successfully' });
    expect((await call('supplier_detail.php', { supplier_id: unused })).status).toBe(404);
    expect((await call('supplier_list_delete.php', { supplier_id: unused })).status).toBe(404);

    const used = Number((await call('supplier_add.php', { supplier_name: 'In Use' })).body.id);
    const product = await addProduct(api.db, used, { name: 'Fan', serial: `FAN-${dialect}`, rate: 100_000, stock: 0 });
    const refused = await call('supplier_list_delete.php', { supplier_id: used });
    expect(refused.status).toBe(409);
    expect(refused.head.msg).toBe('In Use has products on record: a supplier in use cannot be deleted.');
    const other = Number((await call('supplier_add.php', { supplier_name: 'Bought From' })).body.id);
    expect((await api.call('pos_api/pos_order_purchase.php', purchaseBody(other, [{ productId: product, rate: 100, qty: 1 }]), { cookie: buyer })).status).toBe(
      200,
    );
    expect((await call('supplier_list_delete.php', { supplier_id: other })).head.msg).toBe(
      'Bought From has purchases on record: a supplier in use cannot be deleted.',
    );
  });

  it('every supplier call needs a session (401) and its privilege (403)', async () => {
    for (const path of ['supplier_list.php', 'supplier_add.php', 'supplier_detail.php', 'supplier_detail_update.php', 'supplier_list_delete.php']) {
      expect((await api.call(path, { supplier_id: 1, supplier_name: 'X' })).status, path).toBe(401);
      expect((await call(path, { supplier_id: 1, supplier_name: 'X' }, stranger)).status, path).toBe(403);
    }
    for (const path of ['supplier_detail.php', 'supplier_detail_update.php', 'supplier_list_delete.php']) {
      expect((await call(path, { supplier_id: 1, supplier_name: 'X' }, buyer)).status, path).toBe(403);
    }
  });
});
