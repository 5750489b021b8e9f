import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { stockAndLedger } from '../support/catalogue-fixtures';
import { TEST_DIALECTS } from '../support/database';
import { addCustomer, addOrder, addSupplier, lastAudit, ownerIdOf } from '../support/sales-fixtures';

interface Product {
  product_id: string;
  product_name: string;
  serial_no: string;
  sell_rate: string;
  supplier_name: string;
  brand_name: string;
  unit_name: string;
  stock: number;
}

describe.each(TEST_DIALECTS)('products on %s', (dialect) => {
  let api: TestApi;
  let clerk: string;
  let nobody: string;
  let supplierId: number;
  let brandId: string;
  let unitId: string;

  beforeAll(async () => {
    api = await startApi(dialect);
    const owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['product'] });
    clerk = await api.signIn(staff.email, staff.password);
    const other = await api.addEmployee({ flags: ['customer'] });
    nobody = await api.signIn(other.email, other.password);
    supplierId = await addSupplier(api.db, 'Chennai Fans Distributors');
    brandId = (await api.call<{ brand_id: string }>('brand_add.php', { brand_name: 'Crompton' }, { cookie: owner })).body.brand_id;
    unitId = (await api.call<{ unit_id: string }>('unit_add.php', { unit_name: 'Nos' }, { cookie: owner })).body.unit_id;
    await api.db.insertInto('categories').values({ category_name: 'Fans' }).execute();
  });
  afterAll(() => api.dispose());

  const newProduct = (over: Record<string, unknown> = {}) => ({
    product_name: 'Crompton HS Plus 1200mm',
    supplier_id: String(supplierId),
    serial_no: ' cr-hs-1200 ',
    hsn_code: '841451',
    sell_rate: '1500.50',
    brand_id: '',
    unit_id: '',
    batch_no: 'B1',
    model: 'HS Plus',
    type: 'Ceiling',
    purchase_rate: '',
    stock: '12',
    ...over,
  });

  it('product_add saves a product with its opening stock in the ledger; product_detail answers it whole', async () => {
    const added = await api.call<Product>('product_add.php', newProduct(), { cookie: clerk });
    expect(added.head).toEqual({ code: 200, msg: 'Product added successfully!' });
    const detail = await api.call('product_detail.php', { product_id: added.body.product_id }, { cookie: clerk });
    expect(detail.body).toEqual({
      product_id: added.body.product_id,
      product_name: 'Crompton HS Plus 1200mm',
      supplier_id: String(supplierId),
      supplier_name: 'Chennai Fans Distributors',
      category_id: '',
      category_name: '',
      batch_no: 'B1',
      serial_no: 'CR-HS-1200',
      product_code: '',
      brand_id: '',
      brand_name: '',
      unit_id: '',
      unit_name: '',
      model: 'HS Plus',
      type: 'Ceiling',
      hsn_code: '841451',
      purchase_rate: '0.00',
      sell_rate: '1500.50',
      stock: 12,
      barcodes: [],
      track_unit_serials: '0',
      gst_percentage: '',
    });
    expect(await stockAndLedger(api.db, 'product', Number(added.body.product_id))).toEqual({ stock: 12, ledger: 12 });
    expect((await lastAudit(api.db)).entity).toBe('product');
  });

  it('product_add refuses each missing required field and a duplicate serial number', async () => {
    for (const [field, value] of [
      ['product_name', ''],
      ['supplier_id', ''],
      ['serial_no', ' '],
      ['hsn_code', ''],
      ['sell_rate', ''],
    ] as const) {
      const reply = await api.call('product_add.php', newProduct({ [field]: value, serial_no: field === 'serial_no' ? value : `X-${field}` }), {
        cookie: clerk,
      });
      expect(reply.status, field).toBe(400);
      expect(reply.head.msg, field).toMatch(new RegExp(`^${field}: `));
    }
    expect((await api.call('product_add.php', newProduct({ serial_no: 'NEG', sell_rate: '-1' }), { cookie: clerk })).status).toBe(400);
    for (const hsn of ['841', '841451101', 'FANS']) {
      const reply = await api.call('product_add.php', newProduct({ serial_no: `HSN-${hsn}`, hsn_code: hsn }), { cookie: clerk });
      expect(reply.status, hsn).toBe(400);
      expect(reply.head.msg).toBe(`hsn_code: must be 4 to 8 digits, not "${hsn}"`);
    }
    expect((await api.call('product_add.php', newProduct({ serial_no: 'NOSUP', supplier_id: 9999 }), { cookie: clerk })).status).toBe(400);
    const twice = await api.call('product_add.php', newProduct({ serial_no: 'CR-HS-1200' }), { cookie: clerk });
    expect(twice.status).toBe(409);
    expect(twice.head.msg).toBe('Serial No CR-HS-1200 is already used by product "Crompton HS Plus 1200mm".');
  });

  it('product_list with missing_hsn lists only the products without an HSN code (an import may leave one blank)', async () => {
    const added = await api.call<Product>('product_add.php', newProduct({ product_name: 'Imported without HSN', serial_no: 'NOHSN-1' }), { cookie: clerk });
    await api.db.updateTable('products').set({ hsn_code: '' }).where('product_id', '=', Number(added.body.product_id)).execute();
    const missing = await api.call<Product[]>('product_list.php', { missing_hsn: '1' }, { cookie: clerk });
    expect(missing.body.map((p) => p.product_name)).toEqual(['Imported without HSN']);
    expect((await api.call<Product[]>('product_list.php', { missing_hsn: true, search: 'nothing like it' }, { cookie: clerk })).body).toEqual([]);
    expect((await api.call<Product[]>('product_list.php', { missing_hsn: '0' }, { cookie: clerk })).body.length).toBeGreaterThan(1);
    const bad = await api.call('product_list.php', { missing_hsn: 'yes' }, { cookie: clerk });
    expect(bad.status).toBe(400);
    expect(bad.head.msg).toBe('missing_hsn: must be "1", "0" or blank');
    await api.call('product_list_delete.php', { product_id: added.body.product_id }, { cookie: clerk });
  });

  it('product_list searches serial or name in any case and pages 25 at a time with the total', async () => {
    for (let i = 1; i <= 30; i += 1) {
      await api.call('product_add.php', newProduct({ product_name: `Bulk item ${String(i).padStart(2, '0')}`, serial_no: `BULK-${i}` }), { cookie: clerk });
    }
    const page = await api.app.request('/api/product_list.php', {
      method: 'POST',
      headers: { cookie: clerk, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 2, per_page: 25, search: 'bulk' }),
    });
    expect(page.headers.get('x-total-count')).toBe('30');
    const body = ((await page.json()) as { body: Product[] }).body;
    expect(body.map((p) => p.product_name)).toEqual(['Bulk item 26', 'Bulk item 27', 'Bulk item 28', 'Bulk item 29', 'Bulk item 30']);
    const bySerial = await api.call<Product[]>('product_list.php', { search: 'cr-hs' }, { cookie: clerk });
    expect(bySerial.body.map((p) => p.serial_no)).toEqual(['CR-HS-1200']);
    expect((await api.call<Product[]>('product_list.php', { search: '100%' }, { cookie: clerk })).body).toEqual([]);
  });

  it('product_detail_update requires brand and unit, keeps serials unique, and records a stock edit in the ledger', async () => {
    const id = (await api.call<Product[]>('product_list.php', { search: 'CR-HS-1200' }, { cookie: clerk })).body[0].product_id;
    const without = await api.call('product_detail_update.php', { ...newProduct(), product_id: id }, { cookie: clerk });
    expect(without.status).toBe(400);
    expect(without.head.msg).toMatch(/^brand_id: /);
    const clash = await api.call(
      'product_detail_update.php',
      { ...newProduct({ serial_no: 'BULK-1', brand_id: brandId, unit_id: unitId }), product_id: id },
      { cookie: clerk },
    );
    expect(clash.status).toBe(409);
    const updated = await api.call<Product>(
      'product_detail_update.php',
      { ...newProduct({ brand_id: brandId, unit_id: unitId, stock: 7, sell_rate: 1600 }), product_id: id },
      { cookie: clerk },
    );
    expect(updated.head).toEqual({ code: 200, msg: 'Product updated successfully!' });
    expect(updated.body).toMatchObject({ brand_name: 'Crompton', unit_name: 'Nos', sell_rate: '1600.00', stock: 7 });
    expect(await stockAndLedger(api.db, 'product', Number(id))).toEqual({ stock: 7, ledger: 7 });
    const missing = await api.call(
      'product_detail_update.php',
      { ...newProduct({ brand_id: brandId, unit_id: unitId, serial_no: 'ZZ' }), product_id: 99999 },
      { cookie: clerk },
    );
    expect(missing.status).toBe(404);
  });

  it('product_list_delete removes an unused product and archives one that is on a bill, whose lines stay', async () => {
    const rows = (await api.call<Product[]>('product_list.php', { search: 'bulk item 0' }, { cookie: clerk })).body;
    const [unused, sold] = rows;
    const removed = await api.call<{ outcome: string }>('product_list_delete.php', { product_id: unused.product_id }, { cookie: clerk });
    expect(removed.head).toEqual({ code: 200, msg: 'Product Deleted Successfully' });
    expect(removed.body.outcome).toBe('removed');
    expect(await api.db.selectFrom('products').select('product_id').where('product_id', '=', Number(unused.product_id)).executeTakeFirst()).toBeUndefined();

    const customer = await addCustomer(api.db, { name: 'Murugan Electricals' });
    const order = await addOrder(api.db, {
      kind: 'gst',
      customerId: customer,
      createdBy: await ownerIdOf(api.db),
      lines: [{ productId: Number(sold.product_id), rate: 150_050, qty: 2 }],
    });
    const archived = await api.call<{ outcome: string }>('product_list_delete.php', { product_id: sold.product_id }, { cookie: clerk });
    expect(archived.body.outcome).toBe('archived');
    expect((await api.call('product_detail.php', { product_id: sold.product_id }, { cookie: clerk })).status).toBe(404);
    expect((await api.call<Product[]>('product_list.php', { search: sold.serial_no }, { cookie: clerk })).body.map((p) => p.product_id)).not.toContain(
      sold.product_id,
    );
    const pos = await api.call<{ product: Array<{ product_id: string }> }>('pos_api/pos_product_list.php', {}, { cookie: await api.signInOwner() });
    expect(pos.body.product.map((p) => p.product_id)).not.toContain(sold.product_id);
    const lines = await api.db.selectFrom('order_lines').select(['product_id', 'product_name']).where('order_id', '=', order.orderId).execute();
    expect(lines).toEqual([{ product_id: Number(sold.product_id), product_name: sold.product_name }]);
    expect((await api.call('product_list_delete.php', { product_id: sold.product_id }, { cookie: clerk })).status).toBe(404);
    const reuse = await api.call('product_add.php', newProduct({ serial_no: sold.serial_no }), { cookie: clerk });
    expect(reuse.head.msg).toBe(`Serial No ${sold.serial_no} is already used by the deleted product "${sold.product_name}".`);
  });

  it('category_list and supplier_list answer the form choices', async () => {
    const categories = await api.call('category_list.php', {}, { cookie: clerk });
    expect(categories.body).toEqual([{ category_id: expect.any(String), category_name: 'Fans' }]);
    const suppliers = await api.call<Array<{ id: string; supplier_name: string }>>('supplier_list.php', {}, { cookie: clerk });
    expect(suppliers.body[0]).toEqual({
      id: String(supplierId),
      supplier_id: String(supplierId),
      supplier_name: 'Chennai Fans Distributors',
      mobile: '9840012345',
      address: 'Parrys, Chennai',
      gst_number: '',
      state: 'Tamil Nadu',
      opening_balance: '0.00',
      opening_date: '',
      credit_days: '0',
    });
  });

  it('answers 401 without a session and 403 without the product flag', async () => {
    expect((await api.call('product_list.php', {})).status).toBe(401);
    for (const path of [
      'product_list.php',
      'product_add.php',
      'product_detail.php',
      'product_detail_update.php',
      'product_list_delete.php',
      'category_list.php',
      'supplier_list.php',
    ]) {
      expect((await api.call(path, { product_id: 1 }, { cookie: nobody })).status, path).toBe(403);
    }
  });
});
