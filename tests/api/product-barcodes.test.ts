// Issue 33 item 3: box barcodes on the product calls, the counter's lists and the product import. A barcode is unique
// among the GST products (the catalogue /pos and purchase entry scan) and is never another product's serial no.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProducts, type CounterListBody } from '../../core/catalogue/counter-columns';
import { startApi, type TestApi } from '../support/api-client';
import { upload } from '../support/catalogue-fixtures';
import { TEST_DIALECTS } from '../support/database';
import { addSupplier } from '../support/sales-fixtures';
import { xlsxFile } from '../support/xlsx-file';

interface Product {
  product_id: string;
  product_name: string;
  serial_no: string;
  barcodes: string[];
}

interface Refusal {
  errors: Array<{ row: number; column: string; reason: string }>;
}

const HEADER = 'Supplier Name,Product Name,Price Per Pcs,Case Content,Unit,Buy Price,Stock,Count of Pcs,Serial No,Barcode';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(TEST_DIALECTS)('box barcodes on %s', (dialect) => {
  let api: TestApi;
  let clerk: string;
  let nobody: string;
  let supplierId: number;

  beforeAll(async () => {
    api = await startApi(dialect);
    const staff = await api.addEmployee({ flags: ['product', 'gstbill'] });
    clerk = await api.signIn(staff.email, staff.password);
    const other = await api.addEmployee({ flags: ['customer'] });
    nobody = await api.signIn(other.email, other.password);
    supplierId = await addSupplier(api.db, 'Chennai Fans Distributors');
  });
  afterAll(() => api.dispose());

  const newProduct = (over: Record<string, unknown> = {}) => ({
    product_name: 'LG 260L Frost Free',
    supplier_id: String(supplierId),
    serial_no: 'LG-FF-260',
    hsn_code: '841810',
    sell_rate: '28500',
    brand_id: '',
    unit_id: '',
    stock: '3',
    ...over,
  });
  const add = (over: Record<string, unknown> = {}) => api.call<Product>('product_add.php', newProduct(over), { cookie: clerk });
  const detail = async (id: string) => (await api.call<Product>('product_detail.php', { product_id: id }, { cookie: clerk })).body;
  const stored = () => api.db.selectFrom('product_barcodes').select(['barcode', 'product_id']).orderBy('barcode').execute();
  const productCount = async () => (await api.db.selectFrom('products').select('product_id').execute()).length;

  let fridge: Product;
  let fan: Product;

  it('product_add takes barcodes (EAN-13, UPC-A, any text), upper-cased; product_detail shows them in that order', async () => {
    const added = await add({ barcodes: [' 8901030865275', '036000291452', 'lg-box-7', '8901030865275'] });
    expect(added.head).toEqual({ code: 200, msg: 'Product added successfully!' });
    expect(added.body.barcodes).toEqual(['8901030865275', '036000291452', 'LG-BOX-7']);
    fridge = await detail(added.body.product_id);
    expect(fridge.barcodes).toEqual(['8901030865275', '036000291452', 'LG-BOX-7']);
  });

  it("the spec's payload without barcodes keeps working: none added, and an edit without them keeps the stored ones", async () => {
    const added = await add({ product_name: 'Crompton HS Plus', serial_no: 'CR-HS-1200', hsn_code: '841451', sell_rate: '1500' });
    expect(added.status).toBe(200);
    fan = await detail(added.body.product_id);
    expect(fan.barcodes).toEqual([]);
    const edit = {
      ...newProduct(),
      product_id: fridge.product_id,
      brand_id: (await api.call<{ brand_id: string }>('brand_add.php', { brand_name: 'LG' }, { cookie: await api.signInOwner() })).body.brand_id,
      unit_id: (await api.call<{ unit_id: string }>('unit_add.php', { unit_name: 'Nos' }, { cookie: await api.signInOwner() })).body.unit_id,
    };
    expect((await api.call('product_detail_update.php', edit, { cookie: clerk })).status).toBe(200);
    expect((await detail(fridge.product_id)).barcodes).toEqual(['8901030865275', '036000291452', 'LG-BOX-7']);
    const changed = await api.call<Product>('product_detail_update.php', { ...edit, barcodes: '8901030865275 LG-BOX-8' }, { cookie: clerk });
    expect(changed.status).toBe(200);
    expect((await detail(fridge.product_id)).barcodes).toEqual(['8901030865275', 'LG-BOX-8']);
    const restored = await api.call('product_detail_update.php', { ...edit, barcodes: ['8901030865275', '036000291452', 'LG-BOX-7'] }, { cookie: clerk });
    expect(restored.status).toBe(200);
  });

  it('refuses an EAN or UPC with a wrong check digit (400), each with its own message, nothing written', async () => {
    const before = [await productCount(), await stored()];
    const ean = await add({ serial_no: 'BAD-1', barcodes: ['8901030865279'] });
    expect(ean.status).toBe(400);
    expect(ean.head.msg).toBe('barcodes: 8901030865279 is not a valid EAN-13: its check digit should be 5, not 9');
    const upc = await add({ serial_no: 'BAD-2', barcodes: '036000291453' });
    expect(upc.status).toBe(400);
    expect(upc.head.msg).toBe('barcodes: 036000291453 is not a valid UPC-A: its check digit should be 2, not 3');
    const edit = await api.call(
      'product_detail_update.php',
      { ...newProduct(), product_id: fan.product_id, brand_id: 1, unit_id: 1, barcodes: ['96385075'] },
      { cookie: clerk },
    );
    expect(edit.status).toBe(400);
    expect(edit.head.msg).toBe('barcodes: 96385075 is not a valid EAN-8: its check digit should be 4, not 5');
    expect([await productCount(), await stored()]).toEqual(before);
  });

  it("refuses a barcode already on another product, or another product's serial (409), nothing written", async () => {
    const before = [await productCount(), await stored()];
    const taken = await add({ serial_no: 'DUP-1', barcodes: ['8901030865275'] });
    expect(taken.status).toBe(409);
    expect(taken.head.msg).toBe('Barcode 8901030865275 is already on product "LG 260L Frost Free".');
    // The UPC-A as a scanner may send it (an EAN-13 with a leading 0) is the same code.
    const twin = await add({ serial_no: 'DUP-2', barcodes: ['0036000291452'] });
    expect(twin.status).toBe(409);
    expect(twin.head.msg).toBe('Barcode 0036000291452 is already on product "LG 260L Frost Free".');
    const serial = await add({ serial_no: 'DUP-3', barcodes: ['cr-hs-1200'] });
    expect(serial.status).toBe(409);
    expect(serial.head.msg).toBe('Barcode CR-HS-1200 is the serial no of product "Crompton HS Plus".');
    const edit = await api.call(
      'product_detail_update.php',
      {
        ...newProduct(),
        product_name: 'Crompton HS Plus',
        serial_no: 'CR-HS-1200',
        product_id: fan.product_id,
        brand_id: 1,
        unit_id: 1,
        barcodes: ['LG-BOX-7'],
      },
      { cookie: clerk },
    );
    expect(edit.status).toBe(409);
    expect(edit.head.msg).toBe('Barcode LG-BOX-7 is already on product "LG 260L Frost Free".');
    // And the other way: a serial no that is another product's barcode.
    const serialTaken = await add({ product_name: 'Another fridge', serial_no: 'lg-box-7' });
    expect(serialTaken.status).toBe(409);
    expect(serialTaken.head.msg).toBe('Serial No LG-BOX-7 is a barcode of product "LG 260L Frost Free".');
    expect([await productCount(), await stored()]).toEqual(before);
  });

  it("the counter's product lists carry them: the spec's list only on products that have some, the columns as one text", async () => {
    const list = await api.call<{ product: Array<{ product_id: string; barcodes?: string[] }> }>('pos_api/pos_product_list.php', {}, { cookie: clerk });
    expect(list.status).toBe(200);
    const byId = new Map(list.body.product.map((p) => [p.product_id, p]));
    expect(byId.get(fridge.product_id)?.barcodes).toEqual(['8901030865275', '036000291452', 'LG-BOX-7']);
    expect(byId.get(fan.product_id)).not.toHaveProperty('barcodes');

    const whole = (await api.call<CounterListBody>('pos_api/pos_product_list.php', { format: 'columns' }, { cookie: clerk })).body;
    const products = new Map(decodeProducts(whole.products).map((p) => [String(p.product_id), p.barcodes]));
    expect(products.get(fridge.product_id)).toBe('8901030865275 036000291452 LG-BOX-7');
    expect(products.get(fan.product_id)).toBe('');

    // A change of barcodes alone reaches a till holding the list: the product comes back as changed.
    const edit = { ...newProduct(), product_name: 'Crompton HS Plus', serial_no: 'CR-HS-1200', hsn_code: '841451', sell_rate: '1500', stock: '3' };
    await api.call(
      'product_detail_update.php',
      { ...edit, product_id: fan.product_id, brand_id: 1, unit_id: 1, barcodes: ['8901030865299'] },
      { cookie: clerk },
    );
    const since = (
      await api.call<CounterListBody>(
        'pos_api/pos_product_list.php',
        { format: 'columns', since: { epoch: whole.epoch, version: whole.version } },
        { cookie: clerk },
      )
    ).body;
    expect(decodeProducts(since.products).map((p) => [String(p.product_id), p.barcodes])).toEqual([[fan.product_id, '8901030865299']]);
  });

  it('a deleted product frees its barcodes', async () => {
    const added = await add({ product_name: 'Demo stand', serial_no: 'STAND-1', barcodes: ['STAND-BOX'] });
    expect((await api.call('product_list_delete.php', { product_id: added.body.product_id }, { cookie: clerk })).status).toBe(200);
    expect((await stored()).map((r) => r.barcode)).not.toContain('STAND-BOX');
    const again = await add({ product_name: 'Demo stand 2', serial_no: 'STAND-2', barcodes: ['STAND-BOX'] });
    expect(again.status).toBe(200);
  });

  it('the product import reads an optional Barcode column (csv): adds, replaces, and a blank cell keeps them', async () => {
    const csv = [
      HEADER,
      'Chennai Fans Distributors,Voltas 1.5T Split AC,38000,1 Nos,Nos,32000,2,1,VOL-AC-15,8901030865305',
      'Chennai Fans Distributors,LG 260L Frost Free,28500,1 Nos,Nos,24000,3,1,LG-FF-260,"8901030865275, LG-BOX-7"',
      'Chennai Fans Distributors,Crompton HS Plus,1500,1 Nos,Nos,1200,3,1,CR-HS-1200,',
    ].join('\n');
    const reply = await upload<{ rows: number; added: number; updated: number }>(api, 'import_excell.php', { name: 'products.csv', content: csv }, clerk);
    expect(reply.head.msg).toBe('Imported 3 products: 1 added, 2 updated.');
    const ac = await api.db.selectFrom('products').select('product_id').where('serial_no', '=', 'VOL-AC-15').executeTakeFirstOrThrow();
    expect((await detail(String(ac.product_id))).barcodes).toEqual(['8901030865305']);
    expect((await detail(fridge.product_id)).barcodes).toEqual(['8901030865275', 'LG-BOX-7']);
    expect((await detail(fan.product_id)).barcodes).toEqual(['8901030865299']);
  });

  it('the import refuses a wrong check digit, a code on two rows, and a code on another product: nothing written', async () => {
    const before = [await productCount(), await stored()];
    const csv = [
      HEADER,
      'Chennai Fans Distributors,Usha Mixer,3200,1 Nos,Nos,2500,1,1,USHA-MX-1,8901030865276',
      'Chennai Fans Distributors,Usha Iron,900,1 Nos,Nos,700,1,1,USHA-IR-1,USHA-BOX',
      'Chennai Fans Distributors,Usha Kettle,1100,1 Nos,Nos,900,1,1,USHA-KT-1,usha-box',
      'Chennai Fans Distributors,Usha Fan,1400,1 Nos,Nos,1100,1,1,USHA-FN-1,8901030865305',
    ].join('\n');
    const reply = await upload<Refusal>(api, 'import_excell.php', { name: 'bad.csv', content: csv }, clerk);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { row: 2, column: 'Barcode', reason: '8901030865276 is not a valid EAN-13: its check digit should be 5, not 6' },
      { row: 4, column: 'Barcode', reason: 'USHA-BOX is also on row 3' },
      { row: 5, column: 'Barcode', reason: '8901030865305 is already on product "Voltas 1.5T Split AC"' },
    ]);
    expect([await productCount(), await stored()]).toEqual(before);
  });

  it('the product import reads the Barcode column from an .xlsx too (a code stored as a number)', async () => {
    const file = xlsxFile([HEADER.split(','), ['Chennai Fans Distributors', 'Bajaj Mixer', 2900, '1 Nos', 'Nos', 2300, 2, 1, 'BJ-MX-1', 8901030865312]]);
    const reply = await upload(api, 'import_excell.php', { name: 'products.xlsx', content: file, type: XLSX }, clerk);
    expect(reply.head.msg).toBe('Imported 1 products: 1 added, 0 updated.');
    const mixer = await api.db.selectFrom('products').select('product_id').where('serial_no', '=', 'BJ-MX-1').executeTakeFirstOrThrow();
    expect((await detail(String(mixer.product_id))).barcodes).toEqual(['8901030865312']);
  });

  it('401 without a session and 403 without the product flag, with barcodes as without', async () => {
    expect((await api.call('product_add.php', newProduct({ serial_no: 'NOAUTH', barcodes: ['NOAUTH-BOX'] }))).status).toBe(401);
    expect((await api.call('product_add.php', newProduct({ serial_no: 'NOFLAG', barcodes: ['NOFLAG-BOX'] }), { cookie: nobody })).status).toBe(403);
    expect((await api.call('product_detail_update.php', { ...newProduct(), product_id: fan.product_id, barcodes: [] }, { cookie: nobody })).status).toBe(403);
    expect((await stored()).map((r) => r.barcode)).not.toContain('NOAUTH-BOX');
  });
});
