// The bulk imports (back-office §5, §7 Bulk) take the files shops really have (issue 23): written by LibreOffice
// (tests/fixtures/sheets, scripts/make-sheet-fixtures.sh), CSV for Excel on Windows (semicolons, Windows-1252), tab
// separated with a BOM, .ods, namespace-prefixed .xlsx and a formula price stored as 1180.0000000000002.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { upload } from '../support/catalogue-fixtures';
import { TEST_DIALECTS } from '../support/database';
import { prefixedXlsxFile } from '../support/xlsx-file';
import { addSupplier } from '../support/sales-fixtures';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/sheets/${name}`, import.meta.url)));
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ODS = 'application/vnd.oasis.opendocument.spreadsheet';

interface Counts {
  rows: number;
  added: number;
  updated: number;
}

describe.each(TEST_DIALECTS)('spreadsheet files in the imports on %s', (dialect) => {
  let api: TestApi;
  let clerk: string;
  let customerClerk: string;

  beforeAll(async () => {
    api = await startApi(dialect);
    const staff = await api.addEmployee({ flags: ['product'] });
    clerk = await api.signIn(staff.email, staff.password);
    const other = await api.addEmployee({ flags: ['customer'] });
    customerClerk = await api.signIn(other.email, other.password);
    // The files' suppliers: an import names suppliers already there (issue 32 item 7).
    for (const name of ['Chennai Fans Distributors', 'Madurai Coolers', 'Coimbatore Pumps', 'Salem Electricals', 'Erode Electricals'])
      await addSupplier(api.db, name);
  });
  afterAll(() => api.dispose());

  const product = (name: string) =>
    api.db
      .selectFrom('products')
      .select(['product_name', 'sell_rate', 'purchase_rate', 'stock', 'hsn_code'])
      .where('product_name', '=', name)
      .executeTakeFirst();

  it('import_excell.php accepts the .xlsx LibreOffice writes (formula prices by their cached values, Tamil, a line break), then the same sheet as .ods updates it', async () => {
    const xlsx = await upload<Counts>(
      api,
      'import_excell.php',
      { name: 'libreoffice-products.xlsx', content: fixture('libreoffice-products.xlsx'), type: XLSX },
      clerk,
    );
    expect(xlsx.head).toEqual({ code: 200, msg: 'Imported 3 products: 3 added, 0 updated.' });
    expect(await product('Crompton HS Plus 1200mm')).toEqual({
      product_name: 'Crompton HS Plus 1200mm',
      sell_rate: 118_000,
      purchase_rate: 100_000,
      stock: 10,
      hsn_code: '8414',
    });
    expect(await product('சிம்பொனி ஏர் கூலர் Diet 50T')).toMatchObject({ sell_rate: 945_000, stock: 3 });
    expect(await product('Usha Striker 48" sweep')).toMatchObject({ sell_rate: 100_241, purchase_rate: 84_950 });

    const ods = await upload<Counts>(
      api,
      'import_excell.php',
      { name: 'libreoffice-products.ods', content: fixture('libreoffice-products.ods'), type: ODS },
      clerk,
    );
    expect(ods.head).toEqual({ code: 200, msg: 'Imported 3 products: 0 added, 3 updated.' });
  });

  it('import_excell.php accepts the semicolon, Windows-1252 CSV LibreOffice writes for Excel', async () => {
    const reply = await upload<Counts>(api, 'import_excell.php', { name: 'pumps.csv', content: fixture('libreoffice-products-1252-semicolon.csv') }, clerk);
    expect(reply.head).toEqual({ code: 200, msg: 'Imported 3 products: 3 added, 0 updated.' });
    expect(await product('Texmo Café ½ HP pump')).toMatchObject({ sell_rate: 590_000, stock: 4 });
    expect(await product('Kirloskar “Jalraaj” 1 HP; 230 V')).toMatchObject({ sell_rate: 1_250_000 });
    expect(await product('Havells Stand Fan 400 mm – white')).toMatchObject({ sell_rate: 277_241, purchase_rate: 234_950 });
  });

  it('import_excell.php reads a namespace-prefixed .xlsx (<x:row>, inline strings) and a price stored as 1180.0000000000002 as ₹1,180.00 exactly', async () => {
    const reply = await upload<Counts>(api, 'import_excell.php', { name: 'export.xlsx', content: prefixedXlsxFile(), type: XLSX }, clerk);
    expect(reply.head).toEqual({ code: 200, msg: 'Imported 1 products: 1 added, 0 updated.' });
    expect(await product('Bajaj Majesty Iron 1000W')).toMatchObject({ sell_rate: 118_000, purchase_rate: 100_000, stock: 12 });
  });

  it('retail_import_excell.php reads tab-separated UTF-8 with a byte-order mark and a semicolon file', async () => {
    const tabs = '\uFEFFProduct Name\tRate\tQty Per Box\tStock\r\n"Anchor Roma 6A Switch, white"\t42.50\t20\t200\r\n';
    expect((await upload<Counts>(api, 'retail_import_excell.php', { name: 'switches.txt', content: tabs }, clerk)).head.msg).toBe(
      'Imported 1 retail products: 1 added, 0 updated.',
    );
    const semicolons = 'Product Name;Rate;Qty Per Box;Stock\nபிலிப்ஸ் LED 9W;"1,10.00";10;50\n';
    expect((await upload<Counts>(api, 'retail_import_excell.php', { name: 'bulbs.csv', content: semicolons }, clerk)).head.msg).toBe(
      'Imported 1 retail products: 1 added, 0 updated.',
    );
    const rows = await api.db.selectFrom('retail_products').select(['product_name', 'rate', 'qty_per_box', 'stock']).orderBy('product_id').execute();
    expect(rows).toEqual([
      { product_name: 'Anchor Roma 6A Switch, white', rate: 4_250, qty_per_box: 20, stock: 200 },
      { product_name: 'பிலிப்ஸ் LED 9W', rate: 11_000, qty_per_box: 10, stock: 50 },
    ]);
  });

  it('import_excell_customer.php accepts the .ods and .xlsx LibreOffice writes: Tamil names, an address over two lines', async () => {
    const ods = await upload<Counts>(
      api,
      'import_excell_customer.php',
      { name: 'libreoffice-customers.ods', content: fixture('libreoffice-customers.ods'), type: ODS },
      customerClerk,
    );
    expect(ods.head).toEqual({ code: 200, msg: 'Imported 2 customers: 2 added, 0 updated.' });
    const xlsx = await upload<Counts>(
      api,
      'import_excell_customer.php',
      { name: 'libreoffice-customers.xlsx', content: fixture('libreoffice-customers.xlsx'), type: XLSX },
      customerClerk,
    );
    expect(xlsx.body).toEqual({ rows: 2, added: 0, updated: 2 });
    const rows = await api.db
      .selectFrom('customers')
      .select(['name', 'address', 'mobile', 'state'])
      .where('mobile', 'in', ['9843012345', '9845098450'])
      .orderBy('mobile')
      .execute();
    expect(rows).toEqual([
      { name: 'ஸ்ரீ முருகன் எலக்ட்ரிகல்ஸ்', address: '12, பெரிய கடை வீதி மதுரை 625001', mobile: '9843012345', state: 'Tamil Nadu' },
      { name: 'Bengaluru Home Needs', address: '44, 5th Cross, Malleswaram', mobile: '9845098450', state: 'Karnataka' },
    ]);
  });

  it('import_excell_customer.php reads Excel\'s "Unicode Text": UTF-16 with its byte-order mark, tab-separated', async () => {
    const text = '\uFEFFCustomer Name\tAddress\tMobile\tGST Number\tState\r\nவேலவன் ஹோம் அப்ளையன்சஸ்\tTrichy Road, Karur\t9842111222\t\tTamil Nadu\r\n';
    const utf16 = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i += 1) {
      utf16[i * 2] = text.charCodeAt(i) & 0xff;
      utf16[i * 2 + 1] = text.charCodeAt(i) >> 8;
    }
    const reply = await upload<Counts>(api, 'import_excell_customer.php', { name: 'customers.txt', content: utf16, type: 'text/plain' }, customerClerk);
    expect(reply.head).toEqual({ code: 200, msg: 'Imported 1 customers: 1 added, 0 updated.' });
    expect(await api.db.selectFrom('customers').select(['name', 'state']).where('mobile', '=', '9842111222').executeTakeFirst()).toEqual({
      name: 'வேலவன் ஹோம் அப்ளையன்சஸ்',
      state: 'Tamil Nadu',
    });
  });

  it('import_excell_customer.php reads an optional Pincode column (issue 21); a wrong one names its row; a blank one keeps the stored', async () => {
    const csv = 'Customer Name,Address,Mobile,GST Number,State,Pincode\nSri Ganesh Cool Point,Bus Stand Road,9842333444,,Tamil Nadu,620001\n';
    const reply = await upload<Counts>(api, 'import_excell_customer.php', { name: 'pins.csv', content: csv }, customerClerk);
    expect(reply.head).toEqual({ code: 200, msg: 'Imported 1 customers: 1 added, 0 updated.' });
    const stored = () => api.db.selectFrom('customers').select('pincode').where('mobile', '=', '9842333444').executeTakeFirstOrThrow();
    expect((await stored()).pincode).toBe('620001');
    const again = await upload<Counts>(api, 'import_excell_customer.php', { name: 'pins.csv', content: csv.replace(',620001', ',') }, customerClerk);
    expect(again.head).toEqual({ code: 200, msg: 'Imported 1 customers: 0 added, 1 updated.' });
    expect((await stored()).pincode).toBe('620001');
    const bad = await upload(api, 'import_excell_customer.php', { name: 'pins.csv', content: csv.replace(',620001', ',62001') }, customerClerk);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('must be a 6-digit pincode such as 600001, not \\"62001\\"');
    expect((await stored()).pincode).toBe('620001');
  });

  it('refuses a CSV whose quote is never closed, naming the row, and writes nothing', async () => {
    const before = await api.db
      .selectFrom('retail_products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const csv = 'Product Name,Rate,Qty Per Box,Stock\nPhilips Batten 20W,310,10,5\n"Havells Batten 20W,330,10,5\nSyska Batten 20W,290,10,5\n';
    const reply = await upload(api, 'retail_import_excell.php', { name: 'battens.csv', content: csv }, clerk);
    expect(reply.status).toBe(400);
    expect(reply.head.msg).toBe('Row 3: a quoted field is never closed (its closing " is missing), so the file cannot be read.');
    const after = await api.db
      .selectFrom('retail_products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses an .ods that is not a zip, and answers 401 without a session and 403 without the flag', async () => {
    const fake = await upload(api, 'import_excell.php', { name: 'products.ods', content: 'not a zip', type: ODS }, clerk);
    expect(fake.status).toBe(400);
    expect(fake.head.msg).toBe('The file is not a spreadsheet: choose a .csv, .xlsx or .ods file.');
    const file = { name: 'libreoffice-customers.ods', content: fixture('libreoffice-customers.ods'), type: ODS };
    expect((await upload(api, 'import_excell_customer.php', file)).status).toBe(401);
    expect((await upload(api, 'import_excell_customer.php', file, clerk)).status).toBe(403);
    expect((await upload(api, 'import_excell.php', file, customerClerk)).status).toBe(403);
  });
});
