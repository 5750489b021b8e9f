// Issue 33 on the retail side: retail products carry box barcodes on their calls, the counter's retail lists and the
// retail import. A code names one product in the whole shop (GST or retail), and is never a GST product's serial no or a
// retail product's code (a scan tries those first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProducts, type CounterListBody } from '../../core/catalogue/counter-columns';
import { startApi, type TestApi } from '../support/api-client';
import { upload } from '../support/catalogue-fixtures';
import { TEST_DIALECTS } from '../support/database';
import { addSupplier } from '../support/sales-fixtures';
import { xlsxFile } from '../support/xlsx-file';

interface Retail {
  product_id: string;
  product_name: string;
  product_code: string;
  barcodes?: string[];
  track_unit_serials: '1' | '0';
}

interface Refusal {
  errors: Array<{ row: number; column: string; reason: string }>;
}

const HEADER = 'Product Name,Rate,Qty Per Box,Stock,Product Code,Barcode';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Valid EAN-13s (GS1 check digit right), each used once below unless a clash is meant.
const FRIDGE_EAN = '8901030865275';
const IRON_EAN = '8901030865312';
const KETTLE_EAN = '8901030865329';
const MIXER_EAN = '8901030865336';
const LAMP_EAN = '8901030865343';

describe.each(TEST_DIALECTS)('box barcodes on retail products on %s', (dialect) => {
  let api: TestApi;
  let clerk: string;
  let nobody: string;
  let supplierId: number;
  let iron: Retail;
  let kettle: Retail;

  beforeAll(async () => {
    api = await startApi(dialect);
    const staff = await api.addEmployee({ flags: ['product', 'gstbill'] });
    clerk = await api.signIn(staff.email, staff.password);
    const other = await api.addEmployee({ flags: ['customer'] });
    nobody = await api.signIn(other.email, other.password);
    supplierId = await addSupplier(api.db, 'Chennai Fans Distributors');
    // A GST product with a box barcode and a serial, for the clashes across the two catalogues.
    const fridge = await api.call(
      'product_add.php',
      {
        product_name: 'LG 260L Frost Free',
        supplier_id: String(supplierId),
        serial_no: 'LG-FF-260',
        hsn_code: '841810',
        sell_rate: '28500',
        stock: '3',
        barcodes: [FRIDGE_EAN],
      },
      { cookie: clerk },
    );
    expect(fridge.status).toBe(200);
  });
  afterAll(() => api.dispose());

  const add = (over: Record<string, unknown> = {}) =>
    api.call<Retail>('retail_product_add.php', { product_name: 'Bajaj Iron Box', rate: '1250', hsn_code: '8516', stock: '4', ...over }, { cookie: clerk });
  const detail = async (id: string) => (await api.call<Retail>('retail_product_detail.php', { product_id: id }, { cookie: clerk })).body;
  const update = (product: Retail, over: Record<string, unknown> = {}) =>
    api.call<Retail>(
      'retail_product_detail_update.php',
      { product_id: product.product_id, product_name: product.product_name, rate: '1250', stock: '4', ...over },
      { cookie: clerk },
    );
  const stored = () => api.db.selectFrom('product_barcodes').select(['kind', 'barcode', 'product_id']).orderBy('barcode').execute();
  const retailCount = async () => (await api.db.selectFrom('retail_products').select('product_id').execute()).length;

  it('retail_product_add takes barcodes (upper-cased, repeats dropped) and Track Unit Serials; the detail shows them, the list rows the flag', async () => {
    const added = await add({ barcodes: ` ${IRON_EAN}, iron-box-7 ${IRON_EAN}`, track_unit_serials: '1' });
    expect(added.head).toEqual({ code: 200, msg: 'Product added successfully!' });
    expect(added.body).toMatchObject({ product_code: 'RT-1001', barcodes: [IRON_EAN, 'IRON-BOX-7'], track_unit_serials: '1' });
    iron = await detail(added.body.product_id);
    expect(iron).toMatchObject({ barcodes: [IRON_EAN, 'IRON-BOX-7'], track_unit_serials: '1' });
    expect(await stored()).toContainEqual({ kind: 'retail', barcode: IRON_EAN, product_id: Number(iron.product_id) });
    const list = await api.call<Retail[]>('retail_product_list.php', { search: 'iron' }, { cookie: clerk });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ product_name: 'Bajaj Iron Box', track_unit_serials: '1' });
    expect(list.body[0]).not.toHaveProperty('barcodes');
  });

  it("the spec's payload without them keeps working: none added; an edit without them keeps the stored ones", async () => {
    const added = await add({ product_name: 'Prestige Kettle 1.5L', rate: '1450' });
    expect(added.status).toBe(200);
    kettle = await detail(added.body.product_id);
    expect(kettle).toMatchObject({ barcodes: [], track_unit_serials: '0' });
    expect((await update(iron)).status).toBe(200);
    expect(await detail(iron.product_id)).toMatchObject({ barcodes: [IRON_EAN, 'IRON-BOX-7'], track_unit_serials: '1' });
    const changed = await update(kettle, { product_name: kettle.product_name, barcodes: [KETTLE_EAN], track_unit_serials: 1 });
    expect(changed.status).toBe(200);
    expect(await detail(kettle.product_id)).toMatchObject({ barcodes: [KETTLE_EAN], track_unit_serials: '1' });
    const off = await update(kettle, { product_name: kettle.product_name, track_unit_serials: '0' });
    expect(off.body).toMatchObject({ barcodes: [KETTLE_EAN], track_unit_serials: '0' });
    const bad = await update(kettle, { product_name: kettle.product_name, track_unit_serials: 'yes' });
    expect([bad.status, bad.head.msg]).toEqual([400, 'track_unit_serials: must be "1" or "0"']);
  });

  it('refuses an EAN or UPC with a wrong check digit (400), each with its own message, nothing written', async () => {
    const before = [await retailCount(), await stored()];
    const ean = await add({ product_name: 'Usha Mixer', barcodes: ['8901030865279'] });
    expect([ean.status, ean.head.msg]).toEqual([400, 'barcodes: 8901030865279 is not a valid EAN-13: its check digit should be 5, not 9']);
    const upc = await update(kettle, { product_name: kettle.product_name, barcodes: '036000291453' });
    expect([upc.status, upc.head.msg]).toEqual([400, 'barcodes: 036000291453 is not a valid UPC-A: its check digit should be 2, not 3']);
    expect([await retailCount(), await stored()]).toEqual(before);
  });

  it.each([
    [
      'already on a GST product',
      () => add({ product_name: 'Usha Mixer', barcodes: [FRIDGE_EAN] }),
      `Barcode ${FRIDGE_EAN} is already on product "LG 260L Frost Free".`,
    ],
    [
      'already on another retail product',
      () => update(kettle, { product_name: kettle.product_name, barcodes: ['iron-box-7'] }),
      'Barcode IRON-BOX-7 is already on retail product "Bajaj Iron Box".',
    ],
    [
      "a GST product's serial no",
      () => add({ product_name: 'Usha Mixer', barcodes: ['lg-ff-260'] }),
      'Barcode LG-FF-260 is the serial no of product "LG 260L Frost Free".',
    ],
    [
      "another retail product's code",
      () => add({ product_name: 'Usha Mixer', barcodes: ['RT-1001'] }),
      'Barcode RT-1001 is the product code of retail product "Bajaj Iron Box".',
    ],
    [
      "(a retail product's code) a GST product's barcode",
      () => add({ product_name: 'Usha Mixer', product_code: FRIDGE_EAN }),
      `Product code ${FRIDGE_EAN} is a barcode of product "LG 260L Frost Free".`,
    ],
    [
      "(a retail product's code on an edit) another retail product's barcode",
      () => update(kettle, { product_name: kettle.product_name, product_code: 'iron-box-7' }),
      'Product code IRON-BOX-7 is a barcode of retail product "Bajaj Iron Box".',
    ],
  ])('refuses a barcode that is %s (409, by name), nothing written', async (_what, call, msg) => {
    const before = [await retailCount(), await stored()];
    const reply = await call();
    expect([reply.status, reply.head.msg]).toEqual([409, msg]);
    expect([await retailCount(), await stored()]).toEqual(before);
  });

  it("the GST product calls refuse a retail product's barcode too, both ways (409, by name)", async () => {
    const gst = (over: Record<string, unknown>) =>
      api.call(
        'product_add.php',
        { product_name: 'Voltas AC', supplier_id: String(supplierId), serial_no: 'VOL-AC-1', hsn_code: '841510', sell_rate: '38000', ...over },
        { cookie: clerk },
      );
    const before = await stored();
    const barcode = await gst({ barcodes: [IRON_EAN] });
    expect([barcode.status, barcode.head.msg]).toEqual([409, `Barcode ${IRON_EAN} is already on retail product "Bajaj Iron Box".`]);
    const code = await gst({ barcodes: ['rt-1001'] });
    expect([code.status, code.head.msg]).toEqual([409, 'Barcode RT-1001 is the product code of retail product "Bajaj Iron Box".']);
    const serial = await gst({ serial_no: 'iron-box-7' });
    expect([serial.status, serial.head.msg]).toEqual([409, 'Serial No IRON-BOX-7 is a barcode of retail product "Bajaj Iron Box".']);
    expect(await stored()).toEqual(before);
  });

  it("the retail counter's lists carry them and the products that track unit serials; a change of barcodes alone reaches a till", async () => {
    const spec = await api.call<{ product: Array<{ product_id: string; barcodes?: string[] }>; counter: { unit_serial_products: string[] } }>(
      'pos_api/retail_pos_product_list.php',
      {},
      { cookie: clerk },
    );
    expect(spec.status).toBe(200);
    const byId = new Map(spec.body.product.map((p) => [p.product_id, p]));
    expect(byId.get(iron.product_id)?.barcodes).toEqual([IRON_EAN, 'IRON-BOX-7']);
    expect(byId.get(kettle.product_id)?.barcodes).toEqual([KETTLE_EAN]);
    expect(spec.body.counter.unit_serial_products).toEqual([iron.product_id]);

    const whole = (await api.call<CounterListBody>('pos_api/retail_pos_product_list.php', { format: 'columns' }, { cookie: clerk })).body;
    const codes = new Map(decodeProducts(whole.products).map((p) => [String(p.product_id), p.barcodes]));
    expect(codes.get(iron.product_id)).toBe(`${IRON_EAN} IRON-BOX-7`);
    expect(whole.counter.unit_serial_products).toEqual([iron.product_id]);
    // The GST list is not the retail one: its products' codes only, its own tracked products (none here).
    const gst = (await api.call<CounterListBody>('pos_api/pos_product_list.php', { format: 'columns' }, { cookie: clerk })).body;
    expect(decodeProducts(gst.products).map((p) => p.barcodes)).toEqual([FRIDGE_EAN]);
    expect(gst.counter.unit_serial_products).toEqual([]);

    expect((await update(kettle, { product_name: kettle.product_name, barcodes: [KETTLE_EAN, MIXER_EAN] })).status).toBe(200);
    const since = (
      await api.call<CounterListBody>(
        'pos_api/retail_pos_product_list.php',
        { format: 'columns', since: { epoch: whole.epoch, version: whole.version } },
        { cookie: clerk },
      )
    ).body;
    expect(decodeProducts(since.products).map((p) => [String(p.product_id), p.barcodes])).toEqual([[kettle.product_id, `${KETTLE_EAN} ${MIXER_EAN}`]]);
  });

  it('a deleted retail product frees its barcodes', async () => {
    const added = await add({ product_name: 'Table Lamp', barcodes: ['LAMP-BOX'] });
    expect((await api.call('retail_product_list_delete.php', { product_id: added.body.product_id }, { cookie: clerk })).status).toBe(200);
    expect((await stored()).map((r) => r.barcode)).not.toContain('LAMP-BOX');
    expect((await add({ product_name: 'Table Lamp 2', barcodes: ['LAMP-BOX'] })).status).toBe(200);
  });

  it('the retail import reads an optional Barcode column (csv): adds, replaces, and a blank cell keeps them', async () => {
    const csv = [
      HEADER,
      `Havells Room Heater,2900,1,2,,${LAMP_EAN}`,
      `Bajaj Iron Box,1250,1,4,RT-1001,"${IRON_EAN}, IRON-BOX-8"`,
      'Prestige Kettle 1.5L,1450,1,4,RT-1002,',
    ].join('\n');
    const reply = await upload<{ rows: number; added: number; updated: number }>(api, 'retail_import_excell.php', { name: 'retail.csv', content: csv }, clerk);
    expect(reply.head.msg).toBe('Imported 3 retail products: 1 added, 2 updated.');
    const heater = await api.db.selectFrom('retail_products').select('product_id').where('product_name', '=', 'Havells Room Heater').executeTakeFirstOrThrow();
    expect((await detail(String(heater.product_id))).barcodes).toEqual([LAMP_EAN]);
    expect((await detail(iron.product_id)).barcodes).toEqual([IRON_EAN, 'IRON-BOX-8']);
    expect((await detail(kettle.product_id)).barcodes).toEqual([KETTLE_EAN, MIXER_EAN]);
  });

  it('the retail import refuses a wrong check digit, a code on two rows, a code on another product (GST or retail): nothing written', async () => {
    const before = [await retailCount(), await stored()];
    const csv = [
      HEADER,
      'Usha Mixer,3200,1,1,,8901030865276',
      'Usha Iron,900,1,1,,USHA-BOX',
      'Usha Kettle,1100,1,1,,usha-box',
      `Usha Fan,1400,1,1,,${FRIDGE_EAN}`,
      `Usha Lamp,400,1,1,,${KETTLE_EAN}`,
    ].join('\n');
    const reply = await upload<Refusal>(api, 'retail_import_excell.php', { name: 'bad.csv', content: csv }, clerk);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { row: 2, column: 'Barcode', reason: '8901030865276 is not a valid EAN-13: its check digit should be 5, not 6' },
      { row: 4, column: 'Barcode', reason: 'USHA-BOX is also on row 3' },
      { row: 5, column: 'Barcode', reason: `${FRIDGE_EAN} is already on product "LG 260L Frost Free"` },
      { row: 6, column: 'Barcode', reason: `${KETTLE_EAN} is already on retail product "Prestige Kettle 1.5L"` },
    ]);
    expect([await retailCount(), await stored()]).toEqual(before);
  });

  it("the retail import refuses a code that is a GST product's serial no or another retail product's code (409): nothing written", async () => {
    const before = [await retailCount(), await stored()];
    const serial = await upload(api, 'retail_import_excell.php', { name: 'serial.csv', content: [HEADER, 'Usha Mixer,3200,1,1,,lg-ff-260'].join('\n') }, clerk);
    expect([serial.status, serial.head.msg]).toEqual([
      409,
      'Nothing was imported: row 2, Barcode: LG-FF-260 is the serial no of product "LG 260L Frost Free".',
    ]);
    const code = await upload(api, 'retail_import_excell.php', { name: 'code.csv', content: [HEADER, 'Usha Mixer,3200,1,1,,RT-1002'].join('\n') }, clerk);
    expect([code.status, code.head.msg]).toEqual([
      409,
      'Nothing was imported: row 2, Barcode: RT-1002 is the product code of retail product "Prestige Kettle 1.5L".',
    ]);
    expect([await retailCount(), await stored()]).toEqual(before);
    // A product's own code on its own box is no clash.
    const own = await upload(
      api,
      'retail_import_excell.php',
      { name: 'own.csv', content: [HEADER, 'Prestige Kettle 1.5L,1450,1,4,RT-1002,RT-1002'].join('\n') },
      clerk,
    );
    expect(own.head.code).toBe(200);
  });

  it("the product import refuses a code on a retail product (the shop's one list of codes)", async () => {
    const csv = [
      'Supplier Name,Product Name,Price Per Pcs,Case Content,Unit,Buy Price,Stock,Count of Pcs,Serial No,Barcode',
      `Chennai Fans Distributors,Usha Fan,1400,1 Nos,Nos,1100,1,1,USHA-FN-1,${IRON_EAN}`,
    ].join('\n');
    const reply = await upload<Refusal>(api, 'import_excell.php', { name: 'gst.csv', content: csv }, clerk);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ row: 2, column: 'Barcode', reason: `${IRON_EAN} is already on retail product "Bajaj Iron Box"` }]);
  });

  it('the retail import reads the Barcode column from an .xlsx too (a code stored as a number)', async () => {
    const file = xlsxFile([HEADER.split(','), ['Bajaj Mixer', 2900, 1, 2, '', 8901030865350]]);
    const reply = await upload(api, 'retail_import_excell.php', { name: 'retail.xlsx', content: file, type: XLSX }, clerk);
    expect(reply.head.msg).toBe('Imported 1 retail products: 1 added, 0 updated.');
    const mixer = await api.db.selectFrom('retail_products').select('product_id').where('product_name', '=', 'Bajaj Mixer').executeTakeFirstOrThrow();
    expect((await detail(String(mixer.product_id))).barcodes).toEqual(['8901030865350']);
  });

  it('401 without a session and 403 without the product flag, with barcodes as without', async () => {
    expect((await api.call('retail_product_add.php', { product_name: 'X', rate: '5', barcodes: ['NOAUTH-BOX'] })).status).toBe(401);
    expect((await api.call('retail_product_add.php', { product_name: 'X', rate: '5', barcodes: ['NOFLAG-BOX'] }, { cookie: nobody })).status).toBe(403);
    expect(
      (await api.call('retail_product_detail_update.php', { product_id: iron.product_id, product_name: 'X', rate: '5', barcodes: [] }, { cookie: nobody }))
        .status,
    ).toBe(403);
    expect((await api.call('retail_product_detail.php', { product_id: iron.product_id })).status).toBe(401);
    expect((await stored()).map((r) => r.barcode)).not.toContain('NOAUTH-BOX');
  });
});
