// Issue 33 item 4: unit serials at the counter. A product that tracks them sells each unit by its serial (qty follows
// the serials), a unit is sold once until it comes back, the invoice prints them, edits and cancels move them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { asEdit, storedLines } from '../support/edit-payloads';
import { wholesaleBody, writtenState, type PosLine } from '../support/pos-payloads';
import { addProduct, seedShop, stockOf, type Shop } from '../support/sales-fixtures';
import type { UnitSerialStory } from '../../core/api/unit-serial';

interface Saved {
  order_id: string;
  bill_no: number;
}
interface PrintedLine {
  product_name: string;
  unit_serials: string[];
}

type SerialLine = PosLine & { unitSerials?: string[] };

describe.each(TEST_DIALECTS)('unit serials on GST bills on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let fridge: number;
  let n = 0;

  /** A GST bill body with each line's unit serials as the counter sends them. */
  const bill = (lines: readonly SerialLine[], customer = shop.lakshmi) => {
    const body = wholesaleBody(customer, lines);
    n += 1;
    return {
      ...body,
      request_id: `unit-serials-${dialect}-${n}`,
      productdetails: body.productdetails.map((line, i) => ({ ...line, ...(lines[i].unitSerials ? { unit_serials: lines[i].unitSerials } : {}) })),
    };
  };
  const save = (body: unknown, cookie = owner) => api.call<Saved>('pos_api/pos_order.php', body, { cookie });
  const held = async () =>
    (await api.db.selectFrom('unit_serials').select(['unit_serial', 'order_id', 'sold', 'released']).orderBy('unit_serial_id').execute()).map((r) => ({
      ...r,
      order_id: Number(r.order_id),
    }));

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    fridge = await addProduct(api.db, shop.supplierId, {
      name: 'LG 260L Frost Free',
      serial: 'LGFF260',
      rate: 2_800_000,
      stock: 10,
      brand: 'LG',
      hsn: '841810',
    });
  });
  afterAll(() => api.dispose());

  it('product_detail_update.php marks a product "track unit serials"; product_detail.php says so; absent keeps it', async () => {
    const before = await api.call<Record<string, string>>('product_detail.php', { product_id: fridge }, { cookie: owner });
    expect(before.body.track_unit_serials).toBe('0');
    const update = { ...before.body, product_id: String(fridge), brand_id: before.body.brand_id, unit_id: '', stock: 10, track_unit_serials: '1' };
    const unit = await api.db.insertInto('units').values({ unit_name: 'Nos' }).returning('unit_id').executeTakeFirstOrThrow();
    const reply = await api.call<Record<string, string>>(
      'product_detail_update.php',
      { ...update, unit_id: String(unit.unit_id) },
      {
        cookie: owner,
      },
    );
    expect(reply.head.code).toBe(200);
    expect(reply.body.track_unit_serials).toBe('1');
    const { track_unit_serials: _dropped, ...withoutFlag } = { ...update, unit_id: String(unit.unit_id), product_name: 'LG 260L Frost Free' };
    expect((await api.call<Record<string, string>>('product_detail_update.php', withoutFlag, { cookie: owner })).body.track_unit_serials).toBe('1');
    const bad = await api.call('product_detail_update.php', { ...withoutFlag, track_unit_serials: 'yes' }, { cookie: owner });
    expect(bad.status).toBe(400);
    expect(bad.head.msg).toBe('track_unit_serials: must be "1" or "0"');
  });

  it('sells two units by their serials (trimmed, upper-cased); stock falls by 2; the invoice prints them under the line', async () => {
    const reply = await save(bill([{ productId: fridge, rate: 2_800_000, qty: 2, unitSerials: [' lgd211a01 ', 'LGD211A02'] }]));
    expect(reply.head.code).toBe(200);
    expect(await stockOf(api.db, 'product', fridge)).toBe(8);
    const orderId = Number(reply.body.order_id);
    expect((await held()).filter((r) => r.order_id === orderId)).toEqual([
      { unit_serial: 'LGD211A01', order_id: orderId, sold: 1, released: null },
      { unit_serial: 'LGD211A02', order_id: orderId, sold: 1, released: null },
    ]);
    const invoice = await api.call<{ bill_detail: PrintedLine[] }>('print_detail.php', { order_id: orderId }, { cookie: owner });
    expect(invoice.body.bill_detail.map((l) => l.unit_serials)).toEqual([['LGD211A01', 'LGD211A02']]);
  });

  it('the spec payload without serials keeps working for a product that does not track them (no unit_serials rows)', async () => {
    const before = (await held()).length;
    const reply = await save(bill([{ productId: shop.fan, rate: 150_000, qty: 3 }]));
    expect(reply.head.code).toBe(200);
    expect((await held()).length).toBe(before);
    const invoice = await api.call<{ bill_detail: PrintedLine[] }>('print_detail.php', { order_id: reply.body.order_id }, { cookie: owner });
    expect(invoice.body.bill_detail[0].unit_serials).toEqual([]);
  });

  it.each([
    [
      'a serial scanned twice on one bill',
      () => bill([{ productId: fridge, rate: 2_800_000, qty: 2, unitSerials: ['LGD211B01', 'lgd211b01'] }]),
      400,
      'productdetails.0.unit_serials: Unit serial LGD211B01 is on this bill twice.',
    ],
    [
      'a serial already sold',
      () => bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGD211A02'] }]),
      409,
      'Unit serial LGD211A02 is already sold on bill 1; return it before selling it again.',
    ],
    [
      'a serial on a product that does not track serials',
      () => bill([{ productId: shop.fan, rate: 150_000, qty: 1, unitSerials: ['CR0001'] }]),
      400,
      'productdetails.0.unit_serials: Crompton HS Plus 1200mm does not track unit serials.',
    ],
    [
      'a tracked line whose qty is not its count of serials',
      () => bill([{ productId: fridge, rate: 2_800_000, qty: 2, unitSerials: ['LGD211C01'] }]),
      400,
      'productdetails.0.unit_serials: LG 260L Frost Free: 2 units need 2 unit serials; 1 scanned.',
    ],
    [
      'a tracked line without serials (the spec payload)',
      () => bill([{ productId: fridge, rate: 2_800_000, qty: 1 }]),
      400,
      'productdetails.0.unit_serials: LG 260L Frost Free: 1 unit needs 1 unit serial; 0 scanned.',
    ],
    [
      'an empty serial',
      () => bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['  '] }]),
      400,
      'productdetails.0.unit_serials.0: Type or scan a unit serial.',
    ],
  ])('refuses %s with its own message, nothing written', async (_name, body, status, msg) => {
    const before = await writtenState(api.db);
    const rows = (await held()).length;
    const reply = await save(body());
    expect(reply.status).toBe(status);
    expect(reply.head.msg).toBe(msg);
    expect(await writtenState(api.db)).toEqual(before);
    expect((await held()).length).toBe(rows);
  });

  it('401 without a session, 403 without the gstbill flag', async () => {
    const body = bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGD211Z01'] }]);
    expect((await save(body, '')).status).toBe(401);
    const staff = await api.addEmployee({ flags: ['gstbill_list'] });
    const noPos = await api.signIn(staff.email, staff.password);
    expect((await save(body, noPos)).status).toBe(403);
  });

  it('two tills selling the same unit at once: one bill is saved, the other refused (409), the unit held once', async () => {
    const replies = await Promise.all(
      ['a', 'b'].map((till) =>
        save({ ...bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGD211RACE'] }]), request_id: `race-${dialect}-${till}` }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.head.msg).toMatch(/LGD211RACE|another till/);
    expect((await held()).filter((r) => r.unit_serial === 'LGD211RACE' && r.sold === 1)).toHaveLength(1);
  });

  it("editing a bill's serials swaps the units held; a saved line sent without them keeps its own", async () => {
    const made = await save(bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGD211E01'] }]));
    const orderId = Number(made.body.order_id);
    const lines = await storedLines(api.db, orderId);
    const base = bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGD211E02'] }]);
    const swapped = await api.call('pos_api/pos_order_edit.php', asEdit(base, { orderId, billNo: made.body.bill_no, version: 1 }, [lines[0].od_id]), {
      cookie: owner,
    });
    expect(swapped.head.code).toBe(200);
    expect((await held()).filter((r) => r.order_id === orderId).map((r) => r.unit_serial)).toEqual(['LGD211E02']);
    // LGD211E01 is free again: another bill may sell it.
    expect((await save(bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGD211E01'] }]))).head.code).toBe(200);
    const plain = bill([{ productId: fridge, rate: 2_800_000, qty: 1 }]);
    const kept = await api.call('pos_api/pos_order_edit.php', asEdit(plain, { orderId, billNo: made.body.bill_no, version: 2 }, [lines[0].od_id]), {
      cookie: owner,
    });
    expect(kept.head.code).toBe(200);
    expect((await held()).filter((r) => r.order_id === orderId && r.sold === 1).map((r) => r.unit_serial)).toEqual(['LGD211E02']);
    const taken = bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGD211A01'] }]);
    const refused = await api.call('pos_api/pos_order_edit.php', asEdit(taken, { orderId, billNo: made.body.bill_no, version: 3 }, [lines[0].od_id]), {
      cookie: owner,
    });
    expect(refused.status).toBe(409);
    expect(refused.head.msg).toBe('Unit serial LGD211A01 is already sold on bill 1; return it before selling it again.');
  });

  it('a cancelled bill frees its serials: they can be sold again', async () => {
    const made = await save(bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGD211X01'] }]));
    expect((await save(bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGD211X01'] }]))).status).toBe(409);
    const cancelled = await api.call('order_delete.php', { order_id: made.body.order_id }, { cookie: owner });
    expect(cancelled.head.code).toBe(200);
    expect((await held()).filter((r) => r.unit_serial === 'LGD211X01')).toEqual([
      { unit_serial: 'LGD211X01', order_id: Number(made.body.order_id), sold: 0, released: 'cancel' },
    ]);
    expect((await save(bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGD211X01'] }]))).head.code).toBe(200);
  });

  it("unit_serial.php tells a unit's story: bill with its printed number, customer, warranty start = the bill's date, a cancel", async () => {
    const story = await api.call<UnitSerialStory>('unit_serial.php', { unit_serial: ' lgd211x01 ' }, { cookie: owner });
    expect(story.head.code).toBe(200);
    expect(story.body).toMatchObject({ unit_serial: 'LGD211X01', product_id: String(fridge), product_name: 'LG 260L Frost Free', sold: true, purchases: [] });
    expect(story.body.sales).toHaveLength(2);
    expect(story.body.sales[0]).toMatchObject({ cancelled: true, returned: null, customer_name: 'Lakshmi Home Appliances', warranty_start: '21-11-2026' });
    const last = story.body.sales[1];
    const order = await api.db.selectFrom('orders').select(['bill_no', 'order_id']).where('order_id', '=', Number(last.order_id)).executeTakeFirstOrThrow();
    expect(last).toEqual({
      order_id: String(order.order_id),
      bill_no: String(order.bill_no),
      order_date: '21-11-2026',
      customer_id: String(shop.lakshmi),
      customer_name: 'Lakshmi Home Appliances',
      mobile: '9847011111',
      warranty_start: '21-11-2026',
      cancelled: false,
      returned: null,
    });
  });

  it('unit_serial.php: an unknown unit is 404, an empty one 400, 401 without a session, 403 without gstbill_list', async () => {
    const unknown = await api.call('unit_serial.php', { unit_serial: 'NOSUCH1' }, { cookie: owner });
    expect([unknown.status, unknown.head.msg]).toEqual([404, 'No unit serial NOSUCH1.']);
    const empty = await api.call('unit_serial.php', { unit_serial: ' ' }, { cookie: owner });
    expect([empty.status, empty.head.msg]).toEqual([400, 'unit_serial.0: Type or scan a unit serial.']);
    expect((await api.call('unit_serial.php', { unit_serial: 'LGD211X01' })).status).toBe(401);
    const staff = await api.addEmployee({ flags: ['gstbill'] });
    const counterOnly = await api.signIn(staff.email, staff.password);
    expect((await api.call('unit_serial.php', { unit_serial: 'LGD211X01' }, { cookie: counterOnly })).status).toBe(403);
  });
  it('a sales return names the units coming back: each must be held by the line, one per unit; the return frees them', async () => {
    const made = await save(bill([{ productId: fridge, rate: 2_800_000, qty: 2, unitSerials: ['LGRT01', 'LGRT02'] }]));
    expect(made.head.code).toBe(200);
    const detail = await api.call<{ lines: Array<{ order_detail_id: string; unit_serials: string[] }> }>(
      'pos_api/sales_return_detail.php',
      { order_id: made.body.order_id },
      { cookie: owner },
    );
    const [line] = detail.body.lines;
    expect(line.unit_serials).toEqual(['LGRT01', 'LGRT02']);
    const notes = async () => (await api.db.selectFrom('credit_notes').select('credit_note_id').execute()).length;
    const before = await notes();
    const giveBack = (qty: number, unitSerials?: string[]) =>
      api.call<{ credit_note_id: string; credit_note_no: string }>(
        'pos_api/sales_return.php',
        {
          order_id: made.body.order_id,
          reason: 'Faulty compressor',
          lines: [{ order_detail_id: line.order_detail_id, qty, ...(unitSerials ? { unit_serials: unitSerials } : {}) }],
        },
        { cookie: owner },
      );
    const notOnBill = await giveBack(1, ['LGD211X01']);
    expect([notOnBill.status, notOnBill.head.msg]).toEqual([400, 'lines.0.unit_serials: Unit serial LGD211X01 was not sold on this bill.']);
    const tooFew = await giveBack(2, ['LGRT01']);
    expect([tooFew.status, tooFew.head.msg]).toEqual([400, 'lines.0.unit_serials: 2 units returned need 2 unit serials; 1 picked.']);
    const none = await giveBack(1);
    expect([none.status, none.head.msg]).toEqual([400, 'lines.0.unit_serials: 1 unit returned needs 1 unit serial; 0 picked.']);
    const bad = await giveBack(1, ['a*b']);
    expect([bad.status, bad.head.msg]).toEqual([400, 'lines.0.unit_serials.0: A unit serial has letters, digits, - / . _ and spaces only.']);
    expect(await notes()).toBe(before);
    expect((await held()).filter((r) => r.unit_serial.startsWith('LGRT')).map((r) => r.sold)).toEqual([1, 1]);

    const returned = await giveBack(1, [' lgrt02 ']);
    expect(returned.head.code).toBe(200);
    const rows = await api.db
      .selectFrom('unit_serials')
      .select(['unit_serial', 'sold', 'released', 'credit_note_id'])
      .where('unit_serial', 'like', 'LGRT%')
      .orderBy('unit_serial')
      .execute();
    expect(rows.map((r) => ({ ...r, credit_note_id: r.credit_note_id === null ? null : String(r.credit_note_id) }))).toEqual([
      { unit_serial: 'LGRT01', sold: 1, released: null, credit_note_id: null },
      { unit_serial: 'LGRT02', sold: 0, released: 'return', credit_note_id: returned.body.credit_note_id },
    ]);
    const after = await api.call<{ lines: Array<{ unit_serials: string[]; returnable: number }> }>(
      'pos_api/sales_return_detail.php',
      { order_id: made.body.order_id },
      { cookie: owner },
    );
    expect(after.body.lines[0]).toMatchObject({ unit_serials: ['LGRT01'], returnable: 1 });
    const story = await api.call<UnitSerialStory>('unit_serial.php', { unit_serial: 'LGRT02' }, { cookie: owner });
    expect(story.body.sold).toBe(false);
    expect(story.body.sales[0].returned).toMatchObject({ credit_note_id: returned.body.credit_note_id, credit_note_no: returned.body.credit_note_no });
    // The returned unit may be sold again; the one kept is still held.
    expect((await save(bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGRT02'] }]))).head.code).toBe(200);
    expect((await save(bill([{ productId: fridge, rate: 2_800_000, qty: 1, unitSerials: ['LGRT01'] }]))).status).toBe(409);
  });
});
