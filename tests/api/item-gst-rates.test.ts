// Issue 31 item 4, the input side: a product (and a retail product) carries its own GST rate (gst_percentage: one of
// 0, 5, 12, 18, 28, 40, or blank for the shop's CGST + SGST), the POS lists carry it, and a bill's lines keep it.
//
// Worked by hand (the shop's CGST 9% + SGST 9%; the solar water heater at 5%):
//   wholesale: 2 fans × ₹1,500.00 = ₹3,000.00 (18%) + 1 heater × ₹20,000.00 = ₹20,000.00 (5%); sub-total ₹23,000.00;
//   discount 5% = ₹1,150.00; net = taxable ₹21,850.00, shared by the lines: 18% ₹2,850.00, 5% ₹19,000.00;
//   GST 18% of ₹2,850.00 = ₹513.00 (CGST ₹256.50 + SGST ₹256.50), 5% of ₹19,000.00 = ₹950.00 (₹475.00 + ₹475.00);
//   GST ₹1,463.00, CGST ₹731.50, SGST ₹731.50; grand total ₹21,850.00 + ₹1,463.00 = ₹23,313.00.
//   Without the heater (its line deleted): ₹3,000.00 − 5% = ₹2,850.00, GST ₹513.00, total ₹3,363.00.
//   retail: 10 plugs × ₹45.00 = ₹450.00 (18%) + 1 solar lamp × ₹1,200.00 (5%); taxable ₹1,650.00;
//   GST ₹81.00 (₹40.50 + ₹40.50) + ₹60.00 (₹30.00 + ₹30.00) = ₹141.00; total ₹1,791.00.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTotals } from '../../core/billing';
import type { Product, RetailProduct } from '../../core/api/catalogue';
import { startApi, type TestApi } from '../support/api-client';
import { upload } from '../support/catalogue-fixtures';
import { TEST_DIALECTS } from '../support/database';
import { asEdit, storedLines, storedOrder } from '../support/edit-payloads';
import { retailBody, wholesaleBody, type PosLine } from '../support/pos-payloads';
import { addRetailProduct, seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
}
const MESSAGE = "must be one of 0, 5, 12, 18, 28, 40 (%), or blank for the shop's CGST + SGST";
const DISCOUNT = { discountBp: 500 };

describe.each(TEST_DIALECTS)('item-wise GST rates, the input side, on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let nobody: string;
  let heater: number;
  let lamp: number;
  let ids = { brand_id: '', unit_id: '' };

  const fans: PosLine = { productId: 0, rate: 150_000, qty: 2 };
  const heaterLine = (): PosLine => ({ productId: heater, rate: 2_000_000, qty: 1, gstBp: 500 });
  const figures = async (orderId: number | string) => {
    const order = await storedOrder(api.db, Number(orderId));
    return {
      subtotal: order.subtotal,
      discount_amt: order.discount_amt,
      gst_amt: order.gst_amt,
      cgst_amt: order.cgst_amt,
      sgst_amt: order.sgst_amt,
      total: order.total,
      gst_bp: order.gst_bp,
    };
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    fans.productId = shop.fan;
    await api.db.updateTable('customers').set({ credit_limit: 0 }).execute();
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['product'] });
    clerk = await api.signIn(staff.email, staff.password);
    const other = await api.addEmployee({ flags: ['customer'] });
    nobody = await api.signIn(other.email, other.password);
    lamp = await addRetailProduct(api.db, { name: 'Solar garden lamp', code: 'SOLAMP', rate: 120_000, stock: 50 });
    await api.db.updateTable('retail_products').set({ gst_bp: 500 }).where('product_id', '=', lamp).execute();
  });
  afterAll(() => api.dispose());

  const newProduct = (over: Record<string, unknown> = {}) => ({
    product_name: 'Solar Water Heater 100 LPD',
    supplier_id: String(shop.supplierId),
    serial_no: 'SWH100',
    hsn_code: '841919',
    sell_rate: '20000.00',
    brand_id: '',
    unit_id: '',
    batch_no: '',
    model: '',
    type: '',
    purchase_rate: '',
    stock: '20',
    ...over,
  });

  it("product_add, product_detail, product_list and product_detail_update take and answer gst_percentage; blank is the shop's", async () => {
    const added = await api.call<Product>('product_add.php', newProduct({ gst_percentage: '5%' }), { cookie: clerk });
    expect(added.head).toEqual({ code: 200, msg: 'Product added successfully!' });
    expect(added.body.gst_percentage).toBe('5');
    heater = Number(added.body.product_id);
    expect((await api.db.selectFrom('products').select('gst_bp').where('product_id', '=', heater).executeTakeFirstOrThrow()).gst_bp).toBe(500);
    expect((await api.call<Product>('product_detail.php', { product_id: heater }, { cookie: clerk })).body.gst_percentage).toBe('5');
    const listed = await api.call<Product[]>('product_list.php', { search: 'solar' }, { cookie: clerk });
    expect(listed.body.map((p) => [p.product_name, p.gst_percentage])).toEqual([['Solar Water Heater 100 LPD', '5']]);
    // A product without one (the shop's CGST + SGST) answers "".
    expect((await api.call<Product>('product_detail.php', { product_id: shop.fan }, { cookie: clerk })).body.gst_percentage).toBe('');

    const brandId = (await api.db.insertInto('brands').values({ brand_name: 'Racold' }).returning('brand_id').executeTakeFirstOrThrow()).brand_id;
    const unitId = (await api.db.insertInto('units').values({ unit_name: 'Nos' }).returning('unit_id').executeTakeFirstOrThrow()).unit_id;
    ids = { brand_id: String(brandId), unit_id: String(unitId) };
    const update = (over: Record<string, unknown>) =>
      api.call<Product>('product_detail_update.php', { ...newProduct({ serial_no: 'SWH100-X', ...over }), product_id: heater, ...ids }, { cookie: clerk });
    // The spec's update sends no gst_percentage: the stored rate is kept.
    const kept = await update({});
    expect(kept.head.code).toBe(200);
    expect(kept.body.gst_percentage).toBe('5');
    const blank = await update({ gst_percentage: '' });
    expect(blank.body.gst_percentage).toBe('');
    expect((await api.db.selectFrom('products').select('gst_bp').where('product_id', '=', heater).executeTakeFirstOrThrow()).gst_bp).toBeNull();
    const back = await update({ gst_percentage: 5, serial_no: 'SWH100' });
    expect(back.body.gst_percentage).toBe('5');
  });

  it('a rate off the list is refused with its message and nothing written; 401 without a session, 403 without the right', async () => {
    const before = await api.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const bad of ['7', '18.5', 'abc', -5, '100']) {
      const reply = await api.call('product_add.php', newProduct({ serial_no: `BAD-${String(bad)}`, gst_percentage: bad }), { cookie: clerk });
      expect(reply.head).toEqual({ code: 400, msg: `gst_percentage: ${MESSAGE}` });
    }
    const refusedEdit = await api.call('product_detail_update.php', { ...newProduct({ gst_percentage: '3' }), product_id: heater, ...ids }, { cookie: clerk });
    expect(refusedEdit.head).toEqual({ code: 400, msg: `gst_percentage: ${MESSAGE}` });
    expect((await api.db.selectFrom('products').select('gst_bp').where('product_id', '=', heater).executeTakeFirstOrThrow()).gst_bp).toBe(500);
    const after = await api.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await api.call('product_add.php', newProduct({ serial_no: 'NOAUTH', gst_percentage: '5' }))).status).toBe(401);
    expect((await api.call('product_add.php', newProduct({ serial_no: 'NOPERM', gst_percentage: '5' }), { cookie: nobody })).status).toBe(403);
    expect((await api.call('retail_product_add.php', { product_name: 'X', rate: '10', gst_percentage: '5' })).status).toBe(401);
    expect((await api.call('retail_product_add.php', { product_name: 'X', rate: '10', gst_percentage: '5' }, { cookie: nobody })).status).toBe(403);
  });

  it('retail_product_add / _detail / _list / _detail_update take and answer gst_percentage; a rate off the list is refused', async () => {
    const added = await api.call<RetailProduct>(
      'retail_product_add.php',
      { product_name: 'LED bulb 9W', rate: '99', hsn_code: '8539', gst_percentage: '12' },
      { cookie: clerk },
    );
    expect(added.head.code).toBe(200);
    expect(added.body.gst_percentage).toBe('12');
    const id = added.body.product_id;
    expect((await api.call<RetailProduct>('retail_product_detail.php', { product_id: id }, { cookie: clerk })).body.gst_percentage).toBe('12');
    const listed = await api.call<RetailProduct[]>('retail_product_list.php', { search: 'led bulb' }, { cookie: clerk });
    expect(listed.body.map((p) => p.gst_percentage)).toEqual(['12']);
    const kept = await api.call<RetailProduct>(
      'retail_product_detail_update.php',
      { product_id: id, product_name: 'LED bulb 9W', rate: '95' },
      { cookie: clerk },
    );
    expect(kept.body.gst_percentage).toBe('12');
    const cleared = await api.call<RetailProduct>(
      'retail_product_detail_update.php',
      { product_id: id, product_name: 'LED bulb 9W', rate: '95', gst_percentage: null },
      { cookie: clerk },
    );
    expect(cleared.body.gst_percentage).toBe('');
    const refused = await api.call(
      'retail_product_detail_update.php',
      { product_id: id, product_name: 'LED bulb 9W', rate: '95', gst_percentage: '15' },
      { cookie: clerk },
    );
    expect(refused.head).toEqual({ code: 400, msg: `gst_percentage: ${MESSAGE}` });
    expect((await api.call<RetailProduct>('retail_product_detail.php', { product_id: id }, { cookie: clerk })).body.gst_percentage).toBe('');
  });

  it("the POS lists carry each product's gst_percentage, in both forms", async () => {
    type Listed = { product: Array<{ product_id: string; gst_percentage: string }> };
    const spec = await api.call<Listed>('pos_api/pos_product_list.php', {}, { cookie: owner });
    const rateOf = (id: number) => spec.body.product.find((p) => p.product_id === String(id))?.gst_percentage;
    expect([rateOf(heater), rateOf(shop.fan)]).toEqual(['5', '']);
    const columns = await api.call<{ products: { product_id: number[]; gst_percentage: number[]; dict: string[] } }>(
      'pos_api/pos_product_list.php',
      { format: 'columns' },
      { cookie: owner },
    );
    const { products } = columns.body;
    const at = (id: number) => products.dict[products.gst_percentage[products.product_id.indexOf(id)]];
    expect([at(heater), at(shop.fan)]).toEqual(['5', '']);
    const retail = await api.call<Listed>('pos_api/retail_pos_product_list.php', {}, { cookie: owner });
    expect(retail.body.product.find((p) => p.product_id === String(lamp))?.gst_percentage).toBe('5');
  });

  it('a GST bill of an 18% and a 5% product: each line keeps its rate, every stored figure equals core salesTotals', async () => {
    const lines = [fans, heaterLine()];
    const expected = salesTotals(lines, { discountBp: 500, commissionBp: 0, gstBp: 1800, packingBp: 0 });
    expect(expected.byRate.map((r) => [r.gstBp, r.taxable, r.cgst, r.sgst])).toEqual([
      [1800, 2_850_00, 256_50, 256_50],
      [500, 19_000_00, 475_00, 475_00],
    ]);
    const saved = await api.call<Saved>('pos_api/pos_order.php', wholesaleBody(shop.murugan, lines, DISCOUNT), { cookie: owner });
    expect(saved.head).toEqual({ code: 200, msg: 'success' });
    expect(await figures(saved.body.order_id)).toEqual({
      subtotal: 23_000_00,
      discount_amt: 1_150_00,
      gst_amt: 1_463_00,
      cgst_amt: 731_50,
      sgst_amt: 731_50,
      total: 23_313_00,
      gst_bp: 1800,
    });
    expect(expected.grandTotal).toBe(23_313_00);
    expect((await storedLines(api.db, Number(saved.body.order_id))).map((l) => [l.product_id, l.gst_bp, l.total])).toEqual([
      [shop.fan, 1800, 3_000_00],
      [heater, 500, 20_000_00],
    ]);
    // The editor reads each line's rate back.
    const detail = await api.call<{ order_details: Array<{ gst_percentage: string }> }>(
      'order_details.php',
      { order_id: saved.body.order_id },
      { cookie: owner },
    );
    expect(detail.body.order_details.map((l) => l.gst_percentage)).toEqual(['18.00', '5.00']);
  });

  it("a client that figures every line at the bill's rate is refused, naming the server's figure", async () => {
    const oneRate = wholesaleBody(shop.murugan, [fans, { ...heaterLine(), gstBp: undefined }], DISCOUNT);
    const reply = await api.call('pos_api/pos_order.php', oneRate, { cookie: owner });
    expect(reply.status).toBe(400);
    expect(reply.head.msg).toMatch(/^cgst: payload says ₹1,966\.50, server computes ₹731\.50/);
  });

  it("the spec's payload with every line at the shop's rate is billed as before", async () => {
    const lines: PosLine[] = [fans, { productId: shop.cooler, rate: 245_050, qty: 1 }];
    const saved = await api.call<Saved>('pos_api/pos_order.php', wholesaleBody(shop.murugan, lines, DISCOUNT), { cookie: owner });
    expect(saved.head.code).toBe(200);
    const t = salesTotals(lines, { discountBp: 500, commissionBp: 0, gstBp: 1800, packingBp: 0 });
    expect(await figures(saved.body.order_id)).toMatchObject({ gst_amt: t.gst, cgst_amt: t.cgst, sgst_amt: t.sgst, total: t.grandTotal });
    expect((await storedLines(api.db, Number(saved.body.order_id))).map((l) => l.gst_bp)).toEqual([1800, 1800]);
  });

  it('a retail bill of an 18% and a 5% product: each line keeps its rate, figures as worked by hand', async () => {
    const lines: PosLine[] = [
      { productId: shop.plug, rate: 4_500, qty: 10 },
      { productId: lamp, rate: 120_000, qty: 1, gstBp: 500 },
    ];
    const saved = await api.call<Saved>('pos_api/retail_pos_order.php', retailBody(shop.murugan, lines), { cookie: owner });
    expect(saved.head.code).toBe(200);
    expect(await figures(saved.body.order_id)).toEqual({
      subtotal: 1_650_00,
      discount_amt: 0,
      gst_amt: 141_00,
      cgst_amt: 70_50,
      sgst_amt: 70_50,
      total: 1_791_00,
      gst_bp: 1800,
    });
    expect((await storedLines(api.db, Number(saved.body.order_id))).map((l) => l.gst_bp)).toEqual([1800, 500]);
    const detail = await api.call<{ order_details: Array<{ gst_percentage: string }> }>(
      'retail_order_details.php',
      { order_id: saved.body.order_id },
      { cookie: owner },
    );
    expect(detail.body.order_details.map((l) => l.gst_percentage)).toEqual(['18.00', '5.00']);
  });

  it("a quotation's free-text lines are at the shop's rate", async () => {
    const body = {
      ...wholesaleBody(shop.murugan, [fans], {}),
      productdetails: [{ product_name: 'Installation', amount_per_product: '1500.00', qty: 2, total_per_product: '3000.00' }],
    };
    const saved = await api.call<Saved>('pos_api/pos_estimate.php', body, { cookie: owner });
    expect(saved.head.code).toBe(200);
    expect((await storedLines(api.db, Number(saved.body.order_id))).map((l) => l.gst_bp)).toEqual([1800]);
  });

  it("an edit adding a 5% line keeps the saved line at 18%; the figures are the two-rate bill's", async () => {
    const saved = await api.call<Saved>('pos_api/pos_order.php', wholesaleBody(shop.murugan, [fans], DISCOUNT), { cookie: owner });
    const orderId = Number(saved.body.order_id);
    const [line] = await storedLines(api.db, orderId);
    const edit = asEdit(wholesaleBody(shop.murugan, [fans, heaterLine()], DISCOUNT), { orderId, billNo: saved.body.bill_no, version: 1 }, [line.od_id, null]);
    const reply = await api.call('pos_api/pos_order_edit.php', edit, { cookie: owner });
    expect(reply.head.code).toBe(200);
    expect((await storedLines(api.db, orderId)).map((l) => [l.product_id, l.gst_bp])).toEqual([
      [shop.fan, 1800],
      [heater, 500],
    ]);
    expect(await figures(orderId)).toMatchObject({ gst_amt: 1_463_00, cgst_amt: 731_50, total: 23_313_00 });
  });

  it("deleting the 5% line gives back that rate's tax; a credit note for it gives back the 5% rate's", async () => {
    const first = await api.call<Saved>('pos_api/pos_order.php', wholesaleBody(shop.murugan, [fans, heaterLine()], DISCOUNT), { cookie: owner });
    const firstId = Number(first.body.order_id);
    const heaterOd = (await storedLines(api.db, firstId))[1].od_id;
    const deleted = await api.call('pos_api/order_detail_delete.php', { order_detail_id: heaterOd }, { cookie: owner });
    expect(deleted.head.code).toBe(200);
    expect(await figures(firstId)).toMatchObject({
      subtotal: 3_000_00,
      discount_amt: 150_00,
      gst_amt: 513_00,
      cgst_amt: 256_50,
      sgst_amt: 256_50,
      total: 3_363_00,
    });

    const second = await api.call<Saved>('pos_api/pos_order.php', wholesaleBody(shop.murugan, [fans, heaterLine()], DISCOUNT), { cookie: owner });
    const secondId = Number(second.body.order_id);
    const od = (await storedLines(api.db, secondId))[1].od_id;
    const note = await api.call<{ credit_note_id: string }>(
      'pos_api/sales_return.php',
      { order_id: secondId, reason: 'Wrong model', request_id: 'item-gst-return-1', lines: [{ order_detail_id: od, qty: 1 }] },
      { cookie: owner },
    );
    expect(note.head.code).toBe(200);
    const stored = await api.db.selectFrom('credit_notes').selectAll().where('credit_note_id', '=', Number(note.body.credit_note_id)).executeTakeFirstOrThrow();
    // The heater's share of the bill: taxable ₹19,000.00 at 5%, GST ₹950.00 (₹475.00 + ₹475.00).
    expect({ gst: stored.gst_amt, cgst: stored.cgst_amt, sgst: stored.sgst_amt }).toEqual({ gst: 950_00, cgst: 475_00, sgst: 475_00 });
  });

  it('the imports take an optional "GST %" column; a rate off the list is a row error and nothing is imported', async () => {
    const header = 'Product Name,Rate,Qty Per Box,Stock,HSN Code,GST %';
    const good = [header, 'Solar charger,850,1,5,8504,5', 'Extension board,450,1,5,8536,'].join('\r\n');
    const reply = await upload<{ rows: number; added: number }>(api, 'retail_import_excell.php', { name: 'retail.csv', content: good }, owner);
    expect(reply.head.code).toBe(200);
    const rates = await api.db
      .selectFrom('retail_products')
      .select(['product_name', 'gst_bp'])
      .where('product_name', 'in', ['Solar charger', 'Extension board'])
      .orderBy('product_name')
      .execute();
    expect(rates).toEqual([
      { product_name: 'Extension board', gst_bp: null },
      { product_name: 'Solar charger', gst_bp: 500 },
    ]);
    const bad = await upload<{ errors: unknown[] }>(
      api,
      'retail_import_excell.php',
      { name: 'bad.csv', content: [header, 'Solar fan,900,1,5,8414,7'].join('\r\n') },
      owner,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ row: 2, column: 'GST %', reason: `${MESSAGE}, not "7"` }]);
    expect(await api.db.selectFrom('retail_products').select('product_id').where('product_name', '=', 'Solar fan').execute()).toEqual([]);

    const products = [
      'Supplier Name,Product Name,Price Per Pcs,Case Content,Unit,Buy Price,Stock,Count of Pcs,Serial No,GST %',
      'Chennai Fans Distributors,Solar Water Heater 200 LPD,32000,1 Nos,Nos,26000,2,1,SWH200,5%',
    ].join('\r\n');
    const imported = await upload(api, 'import_excell.php', { name: 'products.csv', content: products }, owner);
    expect(imported.head.code).toBe(200);
    expect((await api.db.selectFrom('products').select('gst_bp').where('serial_no', '=', 'SWH200').executeTakeFirstOrThrow()).gst_bp).toBe(500);
    // Re-imported with the cell blank: the stored rate is kept.
    await upload(api, 'import_excell.php', { name: 'products.csv', content: products.replace(/,5%$/, ',') }, owner);
    expect((await api.db.selectFrom('products').select('gst_bp').where('serial_no', '=', 'SWH200').executeTakeFirstOrThrow()).gst_bp).toBe(500);
  });
});
