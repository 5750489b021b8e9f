// Issue 32 item 7: a product import never makes up a serial; a row finds the product it names by its serial, its
// Product Code, or (a serial-less product given its serial) its supplier and name, and updates it; a row naming a
// supplier that is not there is a row error, and nothing of the file is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { upload } from '../support/catalogue-fixtures';
import { migrateToLatest } from '../../server/db/migrate';
import { freshDatabase, TEST_DIALECTS } from '../support/database';
import { addSupplier } from '../support/sales-fixtures';

const HEADER = 'Supplier Name,Product Name,Price Per Pcs,Case Content,Unit,Buy Price,Stock,Count of Pcs';

interface Counts {
  rows: number;
  added: number;
  updated: number;
}

interface Refusal {
  errors: Array<{ row: number; column: string; reason: string }>;
}

describe.each(TEST_DIALECTS)('product import matching on %s', (dialect) => {
  let api: TestApi;
  let clerk: string;

  beforeAll(async () => {
    api = await startApi(dialect);
    const staff = await api.addEmployee({ flags: ['product'] });
    clerk = await api.signIn(staff.email, staff.password);
    await addSupplier(api.db, 'Chennai Fans Distributors');
    await addSupplier(api.db, 'Madurai Coolers');
  });
  afterAll(() => api.dispose());

  const importCsv = (lines: readonly string[], name = 'products.csv') =>
    upload<Counts & Refusal>(api, 'import_excell.php', { name, content: lines.join('\r\n') }, clerk);
  const product = (name: string) =>
    api.db
      .selectFrom('products')
      .select(['product_id', 'product_name', 'serial_no', 'product_code', 'sell_rate', 'stock', 'supplier_id'])
      .where('product_name', '=', name)
      .execute();

  it('a product without a Serial No column gets no serial made up, and a second without one is no clash', async () => {
    const reply = await importCsv([
      HEADER,
      'Chennai Fans Distributors,Orient Apex 1200mm,1800,1 Nos,Nos,1500,6,1',
      'Madurai Coolers,Symphony Sumo 70,11000,1 Nos,Nos,9000,2,1',
    ]);
    expect(reply.head).toEqual({ code: 200, msg: 'Imported 2 products: 2 added, 0 updated.' });
    expect((await product('Orient Apex 1200mm')).map((p) => p.serial_no)).toEqual(['']);
    expect((await product('Symphony Sumo 70')).map((p) => p.serial_no)).toEqual(['']);
    expect(await api.db.selectFrom('products').select('serial_no').where('serial_no', 'like', 'IMP-%').execute()).toEqual([]);
  });

  it('a serial-less product is given its serial by a second import (same supplier and name): updated, not doubled', async () => {
    const reply = await importCsv([`${HEADER},Serial No`, 'Chennai Fans Distributors,Orient Apex 1200mm,1850,1 Nos,Nos,1500,9,1,or-apex-1200']);
    expect(reply.body).toMatchObject({ rows: 1, added: 0, updated: 1 });
    const rows = await product('Orient Apex 1200mm');
    expect(rows.map((p) => [p.serial_no, p.sell_rate, p.stock])).toEqual([['OR-APEX-1200', 185_000, 9]]);
  });

  it('a row whose serial names an existing product updates it (a different name and supplier too), never a duplicate', async () => {
    const [before] = await product('Orient Apex 1200mm');
    const reply = await importCsv([`${HEADER},Serial No`, 'Madurai Coolers,Orient Apex 1200mm Brown,1900,1 Nos,Nos,1500,4,1,OR-APEX-1200']);
    expect(reply.body).toMatchObject({ rows: 1, added: 0, updated: 1 });
    const rows = await api.db
      .selectFrom('products')
      .select(['product_id', 'product_name', 'serial_no', 'sell_rate', 'stock'])
      .where('serial_no', '=', 'OR-APEX-1200')
      .execute();
    expect(rows).toEqual([
      { product_id: before.product_id, product_name: 'Orient Apex 1200mm Brown', serial_no: 'OR-APEX-1200', sell_rate: 190_000, stock: 4 },
    ]);
  });

  it('a row whose Product Code names an existing product updates it, and keeps its serial when the row has none', async () => {
    const first = await importCsv([`${HEADER},Product Code`, 'Madurai Coolers,Bajaj PX 97 Torque,7250,1 Nos,Nos,6100,3,1,bj-px97']);
    expect(first.body).toMatchObject({ added: 1, updated: 0 });
    const [added] = await product('Bajaj PX 97 Torque');
    expect(added).toMatchObject({ serial_no: '', product_code: 'BJ-PX97' });
    // Another name, no serial: the code finds it.
    const again = await importCsv([`${HEADER},Product Code`, 'Madurai Coolers,Bajaj PX97 Torque New,7400,1 Nos,Nos,6100,5,1,BJ-PX97']);
    expect(again.body).toMatchObject({ rows: 1, added: 0, updated: 1 });
    const rows = await api.db
      .selectFrom('products')
      .select(['product_id', 'product_name', 'sell_rate', 'stock'])
      .where('product_code', '=', 'BJ-PX97')
      .execute();
    expect(rows).toEqual([{ product_id: added.product_id, product_name: 'Bajaj PX97 Torque New', sell_rate: 740_000, stock: 5 }]);
    // The code with a serial: the same product, now with its serial.
    const serialed = await importCsv([`${HEADER},Serial No,Product Code`, 'Madurai Coolers,Bajaj PX97 Torque New,7400,1 Nos,Nos,6100,5,1,BJPX97-0001,BJ-PX97']);
    expect(serialed.body).toMatchObject({ rows: 1, added: 0, updated: 1 });
    expect(await api.db.selectFrom('products').select(['product_id', 'serial_no']).where('product_code', '=', 'BJ-PX97').execute()).toEqual([
      { product_id: added.product_id, serial_no: 'BJPX97-0001' },
    ]);
  });

  it('a row naming a supplier that is not there is a row error with its row and name; nothing of the file is written', async () => {
    const before = await api.db.selectFrom('products').selectAll().orderBy('product_id').execute();
    const suppliers = await api.db.selectFrom('suppliers').select('supplier_name').orderBy('id').execute();
    const reply = await importCsv([
      HEADER,
      'Chennai Fans Distributors,Havells Stealth Air,5200,1 Nos,Nos,4300,2,1',
      'Coimbatore Pumps,Texmo 1HP Monoblock,6800,1 Nos,Nos,5600,1,1',
    ]);
    expect(reply.status).toBe(400);
    expect(reply.head.msg).toBe(
      'Nothing was imported: 1 row has a problem. Row 3, Supplier Name: no supplier is named "Coimbatore Pumps": add it under Suppliers, or correct the name',
    );
    expect(reply.body.errors).toEqual([
      { row: 3, column: 'Supplier Name', reason: 'no supplier is named "Coimbatore Pumps": add it under Suppliers, or correct the name' },
    ]);
    expect(await api.db.selectFrom('products').selectAll().orderBy('product_id').execute()).toEqual(before);
    expect(await api.db.selectFrom('suppliers').select('supplier_name').orderBy('id').execute()).toEqual(suppliers);
  });

  it('a supplier is found whatever its case, and a re-import of a serial-less file updates by supplier and name', async () => {
    const reply = await importCsv([
      HEADER,
      'madurai coolers,Orient Apex 1200mm Brown,1950,1 Nos,Nos,1500,8,1',
      'MADURAI COOLERS,Symphony Sumo 70,11500,1 Nos,Nos,9000,1,1',
    ]);
    expect(reply.body).toMatchObject({ rows: 2, updated: 2, added: 0 });
    expect((await product('Symphony Sumo 70')).map((p) => [p.serial_no, p.sell_rate, p.stock])).toEqual([['', 1_150_000, 1]]);
  });

  it('migration 2026-12-05T40 takes off the serials imports made up (IMP-000001…), keeps the others unique, and lets products have none', async () => {
    const database = await freshDatabase(dialect, '2026-11-28T60-opening-balances');
    try {
      const { db } = database;
      const supplierId = await addSupplier(db, 'Chennai Fans Distributors');
      const at = '2026-11-21T06:30:00.000Z';
      const add = (name: string, serial: string) =>
        db
          .insertInto('products')
          .values({
            product_name: name,
            supplier_id: supplierId,
            category_id: null,
            brand_id: null,
            unit_id: null,
            serial_no: serial,
            batch_no: '',
            product_code: '',
            model: '',
            type: '',
            hsn_code: '',
            rate_per: '',
            box_contents: '',
            purchase_rate: 0,
            sell_rate: 100_000,
            price_per_pcs: 100_000,
            rate: 100_000,
            count_of_pcs: 1,
            qty_per_box: 1,
            stock: 2,
            created_at: at,
            updated_at: at,
          })
          .returning('product_id')
          .executeTakeFirstOrThrow();
      await add('Imported fan', 'IMP-000001');
      await add('Imported cooler', 'IMP-000002');
      await add('Scanned fan', 'CRHS1200');
      await add('Typed like one', 'IMP-12');
      const versionBefore = await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow();
      await migrateToLatest(database);
      const rows = await db.selectFrom('products').select(['product_name', 'serial_no', 'stock']).orderBy('product_id').execute();
      expect(rows).toEqual([
        { product_name: 'Imported fan', serial_no: '', stock: 2 },
        { product_name: 'Imported cooler', serial_no: '', stock: 2 },
        { product_name: 'Scanned fan', serial_no: 'CRHS1200', stock: 2 },
        { product_name: 'Typed like one', serial_no: 'IMP-12', stock: 2 },
      ]);
      await add('Another without', '');
      await expect(add('A second CRHS1200', 'CRHS1200')).rejects.toThrow(/unique|duplicate/i);
      // The catalogue's triggers came through (SQLite rebuilt the table): a product added moves the version on.
      const versionAfter = await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow();
      expect(Number(versionAfter.version)).toBeGreaterThan(Number(versionBefore.version));
    } finally {
      await database.dispose();
    }
  });
});
