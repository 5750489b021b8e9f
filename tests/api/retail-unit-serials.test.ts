// Issue 33 item 4 on the retail side: a retail product that tracks unit serials sells each unit by its serial on a
// retail bill (qty follows the serials), a unit is sold once (on a GST or a retail bill) until it comes back, the retail
// print carries them, the unit's story names the retail bill (R-n), edits, cancels and returns move them.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitSerialStory } from '../../core/api/unit-serial';
import { migrateToLatest } from '../../server/db/migrate';
import { startApi, type TestApi } from '../support/api-client';
import { freshDatabase, TEST_DIALECTS } from '../support/database';
import { decodeEscPos } from '../support/escpos-decode';
import { startFakePrinter } from '../support/fake-printer';
import { asEdit, storedLines } from '../support/edit-payloads';
import { retailBody, wholesaleBody, writtenState, type PosLine } from '../support/pos-payloads';
import { addProduct, addRetailProduct, addSupplier, seedShop, stockOf, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
}
interface PrintedLine {
  product_name: string;
  unit_serials: string[];
}

type SerialLine = PosLine & { unitSerials?: string[] };

describe.each(TEST_DIALECTS)('unit serials on retail bills on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let mixer: number;
  let gstFridge: number;
  let n = 0;

  /** A body with each line's unit serials as the counter sends them. */
  const withSerials = <B extends { productdetails: object[] }>(body: B, lines: readonly SerialLine[]) => {
    n += 1;
    return {
      ...body,
      request_id: `retail-unit-serials-${dialect}-${n}`,
      productdetails: body.productdetails.map((line, i) => ({ ...line, ...(lines[i].unitSerials ? { unit_serials: lines[i].unitSerials } : {}) })),
    };
  };
  const bill = (lines: readonly SerialLine[]) => withSerials(retailBody(shop.lakshmi, lines), lines);
  const save = (body: unknown, cookie = owner) => api.call<Saved>('pos_api/retail_pos_order.php', body, { cookie });
  const held = async () =>
    (await api.db.selectFrom('unit_serials').select(['unit_serial', 'order_id', 'sold', 'released']).orderBy('unit_serial_id').execute()).map((r) => ({
      ...r,
      order_id: Number(r.order_id),
    }));
  const billNoOf = async (orderId: number | string) =>
    (await api.db.selectFrom('orders').select('bill_no').where('order_id', '=', Number(orderId)).executeTakeFirstOrThrow()).bill_no;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    mixer = await addRetailProduct(api.db, { name: 'Preethi Mixer Grinder', code: 'PRMG750', rate: 450_000, stock: 10 });
    const tracked = await api.call<{ track_unit_serials: string }>(
      'retail_product_detail_update.php',
      { product_id: mixer, product_name: 'Preethi Mixer Grinder', rate: '4500', stock: '10', track_unit_serials: '1' },
      { cookie: owner },
    );
    expect(tracked.body.track_unit_serials).toBe('1');
    gstFridge = shop.cooler;
    await api.db.updateTable('products').set({ track_unit_serials: 1 }).where('product_id', '=', gstFridge).execute();
  });
  afterAll(() => api.dispose());

  it('sells two units by their serials (trimmed, upper-cased); stock falls by 2; the retail print carries them under the line', async () => {
    const reply = await save(bill([{ productId: mixer, rate: 450_000, qty: 2, unitSerials: [' pmg001 ', 'PMG002'] }]));
    expect(reply.head.code).toBe(200);
    expect(await stockOf(api.db, 'retail', mixer)).toBe(8);
    const orderId = Number(reply.body.order_id);
    expect((await held()).filter((r) => r.order_id === orderId)).toEqual([
      { unit_serial: 'PMG001', order_id: orderId, sold: 1, released: null },
      { unit_serial: 'PMG002', order_id: orderId, sold: 1, released: null },
    ]);
    const row = await api.db
      .selectFrom('unit_serials')
      .select(['product_id', 'retail_product_id'])
      .where('unit_serial', '=', 'PMG001')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ product_id: null, retail_product_id: mixer });
    const print = await api.call<{ bill_detail: PrintedLine[] }>('retail_print_detail.php', { order_id: orderId }, { cookie: owner });
    expect(print.body.bill_detail.map((l) => l.unit_serials)).toEqual([['PMG001', 'PMG002']]);
    // The till's receipt printer prints them under the line too.
    const printer = await startFakePrinter();
    try {
      const sent = await api.call('receipt_print.php', { order_id: orderId, printer: printer.address }, { cookie: owner });
      expect(sent.head.code).toBe(200);
      const lines = decodeEscPos(await printer.nextJob()).lines.map((l) => l.trim());
      const item = lines.indexOf('1. Preethi Mixer Grinder [PRMG750]');
      expect(item).toBeGreaterThan(0);
      expect(lines[item + 1]).toBe('S/N: PMG001, PMG002');
    } finally {
      await printer.close();
    }
  });

  it('the spec payload without serials keeps working for a retail product that does not track them', async () => {
    const before = (await held()).length;
    const reply = await save(bill([{ productId: shop.plug, rate: 4_500, qty: 3 }]));
    expect(reply.head.code).toBe(200);
    expect((await held()).length).toBe(before);
  });

  it.each([
    [
      'a serial scanned twice on one bill',
      () => bill([{ productId: mixer, rate: 450_000, qty: 2, unitSerials: ['PMG101', 'pmg101'] }]),
      400,
      'productdetails.0.unit_serials: Unit serial PMG101 is on this bill twice.',
    ],
    [
      'a serial already sold on a retail bill (named R-n)',
      () => bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['PMG002'] }]),
      409,
      'Unit serial PMG002 is already sold on bill R-1; return it before selling it again.',
    ],
    [
      'a serial on a retail product that does not track serials',
      () => bill([{ productId: shop.plug, rate: 4_500, qty: 1, unitSerials: ['BJ0001'] }]),
      400,
      'productdetails.0.unit_serials: Bajaj 2-pin plug does not track unit serials.',
    ],
    [
      'a tracked line whose qty is not its count of serials',
      () => bill([{ productId: mixer, rate: 450_000, qty: 2, unitSerials: ['PMG103'] }]),
      400,
      'productdetails.0.unit_serials: Preethi Mixer Grinder: 2 units need 2 unit serials; 1 scanned.',
    ],
    [
      'a tracked line without serials (the spec payload)',
      () => bill([{ productId: mixer, rate: 450_000, qty: 1 }]),
      400,
      'productdetails.0.unit_serials: Preethi Mixer Grinder: 1 unit needs 1 unit serial; 0 scanned.',
    ],
    [
      'a serial that is not one',
      () => bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['a*b'] }]),
      400,
      'productdetails.0.unit_serials.0: A unit serial has letters, digits, - / . _ and spaces only.',
    ],
  ])('refuses %s with its own message, nothing written', async (_name, body, status, msg) => {
    const before = await writtenState(api.db);
    const rows = (await held()).length;
    const reply = await save(body());
    expect([reply.status, reply.head.msg]).toEqual([status, msg]);
    expect(await writtenState(api.db)).toEqual(before);
    expect((await held()).length).toBe(rows);
  });

  it('a unit is sold once across the GST and retail counters: each refuses one the other holds, naming its bill', async () => {
    const gst = await api.call<Saved>(
      'pos_api/pos_order.php',
      withSerials(wholesaleBody(shop.lakshmi, [{ productId: gstFridge, rate: 245_050, qty: 1 }]), [
        { productId: gstFridge, rate: 245_050, qty: 1, unitSerials: ['SHARED01'] },
      ]),
      { cookie: owner },
    );
    expect(gst.head.code).toBe(200);
    const retail = await save(bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['shared01'] }]));
    expect([retail.status, retail.head.msg]).toEqual([
      409,
      `Unit serial SHARED01 is already sold on bill ${gst.body.bill_no}; return it before selling it again.`,
    ]);
    const retailFirst = await save(bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['SHARED02'] }]));
    const gstAfter = await api.call(
      'pos_api/pos_order.php',
      withSerials(wholesaleBody(shop.lakshmi, [{ productId: gstFridge, rate: 245_050, qty: 1 }]), [
        { productId: gstFridge, rate: 245_050, qty: 1, unitSerials: ['SHARED02'] },
      ]),
      { cookie: owner },
    );
    expect([gstAfter.status, gstAfter.head.msg]).toEqual([
      409,
      `Unit serial SHARED02 is already sold on bill R-${await billNoOf(retailFirst.body.order_id)}; return it before selling it again.`,
    ]);
  });

  it('401 without a session, 403 without the gstbill flag', async () => {
    const body = bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['PMGZ01'] }]);
    expect((await save(body, '')).status).toBe(401);
    const staff = await api.addEmployee({ flags: ['gstbill_list'] });
    const listOnly = await api.signIn(staff.email, staff.password);
    expect((await save(body, listOnly)).status).toBe(403);
    expect((await held()).map((r) => r.unit_serial)).not.toContain('PMGZ01');
  });

  it("editing a retail bill's serials swaps the units held; a saved line sent without them keeps its own", async () => {
    const made = await save(bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['PMGE01'] }]));
    const orderId = Number(made.body.order_id);
    const lines = await storedLines(api.db, orderId);
    const edit = (lines2: readonly SerialLine[], version: number) =>
      api.call('pos_api/retail_pos_order_edit.php', asEdit(bill(lines2), { orderId, billNo: made.body.bill_no, version }, [lines[0].od_id]), {
        cookie: owner,
      });
    const swapped = await edit([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['PMGE02'] }], 1);
    expect(swapped.head.code).toBe(200);
    expect((await held()).filter((r) => r.order_id === orderId && r.sold === 1).map((r) => r.unit_serial)).toEqual(['PMGE02']);
    expect((await save(bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['PMGE01'] }]))).head.code).toBe(200);
    const kept = await edit([{ productId: mixer, rate: 450_000, qty: 1 }], 2);
    expect(kept.head.code).toBe(200);
    expect((await held()).filter((r) => r.order_id === orderId && r.sold === 1).map((r) => r.unit_serial)).toEqual(['PMGE02']);
    const taken = await edit([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['PMG001'] }], 3);
    expect([taken.status, taken.head.msg]).toEqual([409, 'Unit serial PMG001 is already sold on bill R-1; return it before selling it again.']);
  });

  it('a cancelled retail bill frees its serials: they can be sold again', async () => {
    const made = await save(bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['PMGX01'] }]));
    expect((await save(bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['PMGX01'] }]))).status).toBe(409);
    const cancelled = await api.call('retail_order_delete.php', { order_id: made.body.order_id }, { cookie: owner });
    expect(cancelled.head.code).toBe(200);
    expect((await held()).filter((r) => r.unit_serial === 'PMGX01')).toEqual([
      { unit_serial: 'PMGX01', order_id: Number(made.body.order_id), sold: 0, released: 'cancel' },
    ]);
    expect((await save(bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['PMGX01'] }]))).head.code).toBe(200);
  });

  it("unit_serial.php tells a retail unit's story: the retail product, the bill's printed number R-n, customer, warranty start", async () => {
    const story = await api.call<UnitSerialStory>('unit_serial.php', { unit_serial: ' pmg001 ' }, { cookie: owner });
    expect(story.head.code).toBe(200);
    expect(story.body).toMatchObject({
      unit_serial: 'PMG001',
      product_kind: 'retail',
      product_id: String(mixer),
      product_name: 'Preethi Mixer Grinder',
      sold: true,
      purchases: [],
    });
    expect(story.body.sales).toEqual([
      {
        order_id: expect.any(String),
        bill_no: 'R-1',
        order_date: expect.stringMatching(/^\d\d-\d\d-\d{4}$/),
        customer_id: String(shop.lakshmi),
        customer_name: 'Lakshmi Home Appliances',
        mobile: '9847011111',
        warranty_start: story.body.sales[0].order_date,
        cancelled: false,
        returned: null,
      },
    ]);
    const gst = await api.call<UnitSerialStory>('unit_serial.php', { unit_serial: 'SHARED01' }, { cookie: owner });
    expect(gst.body).toMatchObject({ product_kind: 'product', product_id: String(gstFridge), product_name: 'Symphony Diet 50T' });
  });

  it('a retail sales return picks the units coming back: each held by the line, one per unit; the return frees them', async () => {
    const made = await save(bill([{ productId: mixer, rate: 450_000, qty: 2, unitSerials: ['PMGRT01', 'PMGRT02'] }]));
    expect(made.head.code).toBe(200);
    const detail = await api.call<{ lines: Array<{ order_detail_id: string; unit_serials: string[] }> }>(
      'pos_api/sales_return_detail.php',
      { order_id: made.body.order_id },
      { cookie: owner },
    );
    const [line] = detail.body.lines;
    expect(line.unit_serials).toEqual(['PMGRT01', 'PMGRT02']);
    const giveBack = (qty: number, unitSerials?: string[]) =>
      api.call<{ credit_note_id: string; credit_note_no: string }>(
        'pos_api/sales_return.php',
        {
          order_id: made.body.order_id,
          reason: 'Motor hums',
          lines: [{ order_detail_id: line.order_detail_id, qty, ...(unitSerials ? { unit_serials: unitSerials } : {}) }],
        },
        { cookie: owner },
      );
    const notOnBill = await giveBack(1, ['PMG001']);
    expect([notOnBill.status, notOnBill.head.msg]).toEqual([400, 'lines.0.unit_serials: Unit serial PMG001 was not sold on this bill.']);
    const none = await giveBack(1);
    expect([none.status, none.head.msg]).toEqual([400, 'lines.0.unit_serials: 1 unit returned needs 1 unit serial; 0 picked.']);
    const returned = await giveBack(1, ['pmgrt02']);
    expect(returned.head.code).toBe(200);
    expect((await held()).filter((r) => r.unit_serial.startsWith('PMGRT')).map((r) => [r.unit_serial, r.sold, r.released])).toEqual([
      ['PMGRT01', 1, null],
      ['PMGRT02', 0, 'return'],
    ]);
    const story = await api.call<UnitSerialStory>('unit_serial.php', { unit_serial: 'PMGRT02' }, { cookie: owner });
    expect(story.body.sold).toBe(false);
    expect(story.body.sales[0]).toMatchObject({
      bill_no: `R-${made.body.bill_no}`,
      returned: { credit_note_id: returned.body.credit_note_id, credit_note_no: returned.body.credit_note_no },
    });
    expect((await save(bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['PMGRT02'] }]))).head.code).toBe(200);
    expect((await save(bill([{ productId: mixer, rate: 450_000, qty: 1, unitSerials: ['PMGRT01'] }]))).status).toBe(409);
  });
});

describe.each(TEST_DIALECTS)('migration 2026-12-08T21 on %s', (dialect) => {
  it('keeps every unit already recorded, still held once, and lets a unit name a retail product instead', async () => {
    const database = await freshDatabase(dialect, '2026-12-07T40-unit-serials');
    const db = database.db;
    try {
      const at = '2026-12-01T10:00:00.000Z';
      const employee = await db
        .insertInto('employees')
        .values({ name: 'Owner', email: 'o@kulir.local', phone: '', password_hash: 'x', user_status: 1, is_owner: 1, created_at: at, updated_at: at })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      const product = { product_id: await addProduct(db, await addSupplier(db), { name: 'LG Fridge', serial: 'LGF1', rate: 100, stock: 1 }) };
      const unit = (serial: string, productId: number | null, retailId?: number) => ({
        unit_serial: serial,
        product_id: productId,
        ...(retailId === undefined ? {} : { retail_product_id: retailId }),
        movement: 'sale' as const,
        purchase_id: null,
        purchase_od_id: null,
        order_id: null,
        od_id: null,
        sold: 1,
        credit_note_id: null,
        released: null,
        released_at: null,
        created_by: employee.user_id,
        created_at: at,
      });
      await db.insertInto('unit_serials').values(unit('OLD-1', product.product_id)).execute();
      await migrateToLatest(database);
      expect(await db.selectFrom('unit_serials').select(['unit_serial', 'product_id', 'retail_product_id', 'sold']).execute()).toEqual([
        { unit_serial: 'OLD-1', product_id: product.product_id, retail_product_id: null, sold: 1 },
      ]);
      // The partial unique index came through the rebuild: one sale holds a unit.
      await expect(db.insertInto('unit_serials').values(unit('OLD-1', product.product_id)).execute()).rejects.toThrow(/unique|duplicate/i);
      const retail = { product_id: await addRetailProduct(db, { name: 'Mixer', code: 'RT-1', rate: 100, stock: 1 }) };
      await db
        .insertInto('unit_serials')
        .values(unit('NEW-1', null, retail.product_id))
        .execute();
      // The foreign key holds: a retail unit must name a retail product there is.
      await expect(
        db
          .insertInto('unit_serials')
          .values(unit('NEW-2', null, 999_999))
          .execute(),
      ).rejects.toThrow(/foreign key/i);
      expect(Number((await sql<{ n: number }>`select count(*) as n from unit_serials`.execute(db)).rows[0].n)).toBe(2);
    } finally {
      await database.dispose();
    }
  });
});
