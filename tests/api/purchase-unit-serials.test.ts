// Issue 33 item 4: purchases record the unit serials received. A product that tracks unit serials names each unit on
// its purchase line (qty follows); a unit in stock is not received twice; an edit replaces the units received, but a
// unit a bill has sold since stays on its purchase; deleting a line or the purchase takes its unsold units off; the
// unit's story shows the purchase (supplier, the supplier's invoice, the purchase's date) and any bill that sold it.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitSerialStory } from '../../core/api/unit-serial';
import type { PurchaseDetail, PurchaseSaved } from '../../core/purchase/purchase.replies';
import type { Database } from '../../server/db/types';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { wholesaleBody } from '../support/pos-payloads';
import { purchaseBody, purchaseEditBody, type PurchaseLineSeed } from '../support/purchase-payloads';
import { addProduct, seedShop, stockOf, type Shop } from '../support/sales-fixtures';

const RATE = 2_000_000;

/** Row counts and stock a refusal must leave as they were. */
async function written(db: Kysely<Database>): Promise<Record<string, number>> {
  const state: Record<string, number> = {};
  for (const table of ['purchases', 'purchase_lines', 'unit_serials', 'stock_ledger', 'audit_log'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    state[table] = Number(row.n);
  }
  for (const p of await db.selectFrom('products').select(['product_id', 'stock']).execute()) state[`product ${p.product_id}`] = p.stock;
  for (const p of await db.selectFrom('purchases').select(['purchase_id', 'version']).execute()) state[`purchase ${p.purchase_id}`] = p.version;
  return state;
}

describe.each(TEST_DIALECTS)('unit serials on purchases on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let fridge: number;
  let washer: number;
  let invoices = 0;
  let sales = 0;
  /** The purchase the first units came in on. */
  let first = 0;

  /** A purchase body with the supplier's invoice (a number no other purchase here used), as /addpurchase sends it. */
  const body = (lines: PurchaseLineSeed[]) => ({
    ...purchaseBody(shop.supplierId, lines),
    supplier_invoice_no: `LGI/${dialect}/${(invoices += 1)}`,
    supplier_invoice_date: '20-11-2026',
  });
  const save = (payload: unknown, cookie = owner) => api.call<PurchaseSaved>('pos_api/pos_order_purchase.php', payload, { cookie });
  const saved = async (lines: PurchaseLineSeed[]) => {
    const reply = await save(body(lines));
    expect(reply.head).toEqual({ code: 200, msg: 'Purchase saved successfully!' });
    return Number(reply.body.purchase_id);
  };
  const detail = async (purchaseId: number) =>
    (await api.call<PurchaseDetail>('pos_api/pos_purchase_list_details.php', { purchase_id: purchaseId }, { cookie: owner })).body;
  const edit = (payload: unknown) => api.call<PurchaseSaved>('pos_api/pos_purchase_edit.php', payload, { cookie: owner });
  const story = (serial: string) => api.call<UnitSerialStory>('unit_serial.php', { unit_serial: serial }, { cookie: owner });
  const received = async (purchaseId: number) =>
    (
      await api.db
        .selectFrom('unit_serials')
        .select(['unit_serial', 'purchase_od_id'])
        .where('purchase_id', '=', purchaseId)
        .where('movement', '=', 'purchase')
        .orderBy('unit_serial_id')
        .execute()
    ).map((r) => ({ unit_serial: r.unit_serial, od_id: Number(r.purchase_od_id) }));
  /** A GST bill selling these units of the fridge. */
  const sell = (unitSerials: string[]) => {
    sales += 1;
    const bill = wholesaleBody(shop.lakshmi, [{ productId: fridge, rate: 2_800_000, qty: unitSerials.length }]);
    return api.call<{ order_id: string; bill_no: number }>(
      'pos_api/pos_order.php',
      { ...bill, request_id: `pserial-${dialect}-${sales}`, productdetails: [{ ...bill.productdetails[0], unit_serials: unitSerials }] },
      { cookie: owner },
    );
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    fridge = await addProduct(api.db, shop.supplierId, {
      name: 'LG 260L Frost Free',
      serial: 'LGFF260',
      rate: 2_800_000,
      stock: 0,
      brand: 'LG',
      hsn: '841810',
    });
    washer = await addProduct(api.db, shop.supplierId, { name: 'LG 7kg Front Load', serial: 'LGFL7', rate: 3_200_000, stock: 0, brand: 'LG', hsn: '845011' });
    await api.db.updateTable('products').set({ track_unit_serials: 1 }).where('product_id', 'in', [fridge, washer]).execute();
  });
  afterAll(() => api.dispose());

  it('pos_order_purchase.php receives each unit (trimmed, upper-cased) on its line; stock rises; the details list them', async () => {
    const fridgeBefore = await stockOf(api.db, 'product', fridge);
    const id = await saved([
      { productId: fridge, rate: RATE, qty: 2, unitSerials: [' lgd2110045a01 ', 'LGD2110045A02'] },
      { productId: shop.fan, rate: 100_000, qty: 5 },
    ]);
    first = id;
    expect(await stockOf(api.db, 'product', fridge)).toBe(fridgeBefore + 2);
    const lines = (await detail(id)).order_details;
    expect(lines.map((l) => l.unit_serials)).toEqual([['LGD2110045A01', 'LGD2110045A02'], []]);
    expect(await received(id)).toEqual([
      { unit_serial: 'LGD2110045A01', od_id: Number(lines[0].od_id) },
      { unit_serial: 'LGD2110045A02', od_id: Number(lines[0].od_id) },
    ]);
  });

  it('the spec payload without serials keeps working for products that do not track them (no unit rows)', async () => {
    const before = await written(api.db);
    const id = await saved([{ productId: shop.fan, rate: 100_000, qty: 3 }]);
    expect(await received(id)).toEqual([]);
    expect((await written(api.db)).unit_serials).toBe(before.unit_serials);
    expect((await detail(id)).order_details[0].unit_serials).toEqual([]);
  });

  it.each([
    [
      'a serial twice on one purchase',
      () => body([{ productId: fridge, rate: RATE, qty: 2, unitSerials: ['LGD2110045B01', 'lgd2110045b01'] }]),
      400,
      'productdetails.0.unit_serials: Unit serial LGD2110045B01 is on this purchase twice.',
    ],
    [
      'a serial twice across two lines',
      () =>
        body([
          { productId: fridge, rate: RATE, qty: 1, unitSerials: ['LGD2110045B02'] },
          { productId: washer, rate: RATE, qty: 1, unitSerials: ['LGD2110045B02'] },
        ]),
      400,
      'productdetails.1.unit_serials: Unit serial LGD2110045B02 is on this purchase twice.',
    ],
    [
      'a serial already received and in stock',
      () => body([{ productId: fridge, rate: RATE, qty: 1, unitSerials: ['LGD2110045A02'] }]),
      409,
      () => `Unit serial LGD2110045A02 is already in stock: it came in on purchase ${first}.`,
    ],
    [
      'a serial on a product that does not track them',
      () => body([{ productId: shop.fan, rate: 100_000, qty: 1, unitSerials: ['CR0001'] }]),
      400,
      'productdetails.0.unit_serials: Crompton HS Plus 1200mm does not track unit serials.',
    ],
    [
      'a tracked line whose qty is not its count of serials',
      () => body([{ productId: fridge, rate: RATE, qty: 3, unitSerials: ['LGD2110045C01'] }]),
      400,
      'productdetails.0.unit_serials: LG 260L Frost Free: 3 units need 3 unit serials; 1 scanned.',
    ],
    [
      'a tracked line without serials (the spec payload)',
      () => body([{ productId: fridge, rate: RATE, qty: 1 }]),
      400,
      'productdetails.0.unit_serials: LG 260L Frost Free: 1 unit needs 1 unit serial; 0 scanned.',
    ],
    [
      'an empty serial',
      () => body([{ productId: fridge, rate: RATE, qty: 1, unitSerials: [' '] }]),
      400,
      'productdetails.0.unit_serials.0: Type or scan a unit serial.',
    ],
    [
      'unit_serials that is not a list',
      () => ({
        ...body([{ productId: fridge, rate: RATE, qty: 1 }]),
        productdetails: [{ ...body([{ productId: fridge, rate: RATE, qty: 1 }]).productdetails[0], unit_serials: 'LGD1' }],
      }),
      400,
      'productdetails.0.unit_serials: must be a list of unit serials',
    ],
  ])('refuses %s with its own message, nothing written', async (_name, payload, status, msg) => {
    const before = await written(api.db);
    const reply = await save(payload());
    expect([reply.status, reply.head.msg]).toEqual([status, typeof msg === 'string' ? msg : msg()]);
    expect(await written(api.db)).toEqual(before);
  });

  it('401 without a session, 403 without the purchase_list flag', async () => {
    const payload = body([{ productId: fridge, rate: RATE, qty: 1, unitSerials: ['LGD2110045Z01'] }]);
    expect((await save(payload, '')).status).toBe(401);
    const staff = await api.addEmployee({ flags: ['gstbill', 'supplier'] });
    expect((await save(payload, await api.signIn(staff.email, staff.password))).status).toBe(403);
    expect((await story('LGD2110045Z01')).status).toBe(404);
  });

  it("unit_serial.php shows the purchase: supplier, the supplier's invoice and its date, the purchase's date; a sale shows both", async () => {
    const id = await saved([{ productId: fridge, rate: RATE, qty: 2, unitSerials: ['LGD2110045D01', 'LGD2110045D02'] }]);
    const purchase = await api.db.selectFrom('purchases').select(['supplier_invoice_no']).where('purchase_id', '=', id).executeTakeFirstOrThrow();
    const fresh = await story('lgd2110045d01');
    expect(fresh.head.code).toBe(200);
    expect(fresh.body).toEqual({
      unit_serial: 'LGD2110045D01',
      product_kind: 'product',
      product_id: String(fridge),
      product_name: 'LG 260L Frost Free',
      sold: false,
      purchases: [
        {
          purchase_id: String(id),
          purchase_date: '21-11-2026',
          supplier_id: String(shop.supplierId),
          supplier_name: 'Chennai Fans Distributors',
          supplier_invoice_no: purchase.supplier_invoice_no,
          supplier_invoice_date: '20-11-2026',
          returned_to_supplier: null,
        },
      ],
      sales: [],
    });
    // Selling the unit marks it sold, as a unit never received would be; the story has the purchase and the bill.
    const sale = await sell(['LGD2110045D01']);
    expect(sale.head.code).toBe(200);
    const sold = await story('LGD2110045D01');
    expect(sold.body.sold).toBe(true);
    expect(sold.body.purchases.map((p) => p.purchase_id)).toEqual([String(id)]);
    expect(sold.body.sales).toEqual([
      expect.objectContaining({ order_id: sale.body.order_id, bill_no: String(sale.body.bill_no), returned: null, cancelled: false }),
    ]);
    // Sold, it may not be sold again; its purchase may not take it off.
    expect((await sell(['LGD2110045D01'])).status).toBe(409);
  });

  it('an edit replaces the units received: one swapped, a saved line sent without them keeps its own, a new line receives', async () => {
    const id = await saved([{ productId: fridge, rate: RATE, qty: 2, unitSerials: ['LGD2110045E01', 'LGD2110045E02'] }]);
    const [line] = (await detail(id)).order_details;
    const odId = Number(line.od_id);
    const swap = await edit(
      purchaseEditBody(id, 1, shop.supplierId, [
        { productId: fridge, rate: RATE, qty: 2, odId, unitSerials: ['LGD2110045E01', 'lgd2110045e03'] },
        { productId: washer, rate: RATE, qty: 1, unitSerials: ['LGFL7000E01'] },
      ]),
    );
    expect(swap.head.code).toBe(200);
    const after = (await detail(id)).order_details;
    expect(after.map((l) => l.unit_serials)).toEqual([['LGD2110045E01', 'LGD2110045E03'], ['LGFL7000E01']]);
    // LGD2110045E02 came off: it is no longer in stock, so another purchase may receive it.
    expect((await story('LGD2110045E02')).status).toBe(404);
    // The spec's editor sends no unit_serials: the saved lines keep theirs.
    const plain = await edit(
      purchaseEditBody(id, 2, shop.supplierId, [
        { productId: fridge, rate: RATE + 100, qty: 2, odId },
        { productId: washer, rate: RATE, qty: 1, odId: Number(after[1].od_id) },
      ]),
    );
    expect(plain.head.code).toBe(200);
    expect((await detail(id)).order_details.map((l) => l.unit_serials)).toEqual([['LGD2110045E01', 'LGD2110045E03'], ['LGFL7000E01']]);
    // A saved line's qty moved without its units is refused.
    const short = await edit(purchaseEditBody(id, 3, shop.supplierId, [{ productId: fridge, rate: RATE, qty: 3, odId }]));
    expect([short.status, short.head.msg]).toEqual([400, 'productdetails.0.unit_serials: LG 260L Frost Free: 3 units need 3 unit serials; 2 scanned.']);
  });

  it('an edit cannot take off a unit a bill has sold (409 naming the bill) nor receive one in stock from another purchase', async () => {
    const id = await saved([{ productId: fridge, rate: RATE, qty: 2, unitSerials: ['LGD2110045F01', 'LGD2110045F02'] }]);
    const odId = Number((await detail(id)).order_details[0].od_id);
    const sale = await sell(['LGD2110045F01']);
    expect(sale.head.code).toBe(200);
    const before = await written(api.db);
    const takeOff = await edit(
      purchaseEditBody(id, 1, shop.supplierId, [{ productId: fridge, rate: RATE, qty: 2, odId, unitSerials: ['LGD2110045F02', 'LGD2110045F03'] }]),
    );
    expect([takeOff.status, takeOff.head.msg]).toEqual([
      409,
      `Unit serial LGD2110045F01 is sold on bill ${sale.body.bill_no}: it cannot be taken off this purchase.`,
    ]);
    const inStock = await edit(
      purchaseEditBody(id, 1, shop.supplierId, [
        { productId: fridge, rate: RATE, qty: 3, odId, unitSerials: ['LGD2110045F01', 'LGD2110045F02', 'LGD2110045E01'] },
      ]),
    );
    expect(inStock.status).toBe(409);
    expect(inStock.head.msg).toMatch(/^Unit serial LGD2110045E01 is already in stock: it came in on purchase \d+\.$/);
    expect(await written(api.db)).toEqual(before);
  });

  it('deleting a line or the purchase takes its unsold units off; a sold unit refuses it (409 naming the bill)', async () => {
    const id = await saved([
      { productId: fridge, rate: RATE, qty: 1, unitSerials: ['LGD2110045G01'] },
      { productId: washer, rate: RATE, qty: 1, unitSerials: ['LGFL7000G01'] },
      { productId: shop.fan, rate: 100_000, qty: 1 },
    ]);
    const lines = (await detail(id)).order_details;
    const dropped = await api.call('pos_api/purchase_detail_delete.php', { purchase_detail_id: lines[1].od_id }, { cookie: owner });
    expect(dropped.head.code).toBe(200);
    expect((await received(id)).map((r) => r.unit_serial)).toEqual(['LGD2110045G01']);
    expect((await story('LGFL7000G01')).status).toBe(404);

    const sale = await sell(['LGD2110045G01']);
    const before = await written(api.db);
    const lineRefused = await api.call('pos_api/purchase_detail_delete.php', { purchase_detail_id: lines[0].od_id }, { cookie: owner });
    expect([lineRefused.status, lineRefused.head.msg]).toEqual([
      409,
      `Unit serial LGD2110045G01 is sold on bill ${sale.body.bill_no}: it cannot be taken off this purchase.`,
    ]);
    const refused = await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: id }, { cookie: owner });
    expect([refused.status, refused.head.msg]).toEqual([
      409,
      `Unit serial LGD2110045G01 is sold on bill ${sale.body.bill_no}: it cannot be taken off this purchase.`,
    ]);
    expect(await written(api.db)).toEqual(before);

    // Once the bill is cancelled the unit is back in stock, and the whole purchase may go with it.
    expect((await api.call('order_delete.php', { order_id: sale.body.order_id }, { cookie: owner })).head.code).toBe(200);
    const gone = await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: id }, { cookie: owner });
    expect(gone.head.code).toBe(200);
    expect(await received(id)).toEqual([]);
    const left = await story('LGD2110045G01');
    expect(left.body.purchases).toEqual([]);
    expect(left.body.sales).toHaveLength(1);
  });

  it('a unit back in stock (its bill cancelled) is not received again; one never received (stock from before) may be', async () => {
    await saved([{ productId: fridge, rate: RATE, qty: 1, unitSerials: ['LGD2110045H01'] }]);
    const sale = await sell(['LGD2110045H01']);
    expect((await api.call('order_delete.php', { order_id: sale.body.order_id }, { cookie: owner })).head.code).toBe(200);
    const again = await save(body([{ productId: fridge, rate: RATE, qty: 1, unitSerials: ['LGD2110045H01'] }]));
    expect(again.status).toBe(409);
    expect(again.head.msg).toMatch(/^Unit serial LGD2110045H01 is already in stock: it came in on purchase \d+\.$/);
    // Sold at the counter without a purchase (stock from before kulir) and still with the customer: it may come in.
    expect((await sell(['LGD2110045OLD'])).head.code).toBe(200);
    expect((await save(body([{ productId: fridge, rate: RATE, qty: 1, unitSerials: ['LGD2110045OLD'] }]))).head.code).toBe(200);
  });

  it('two purchases receiving the same units at once: one receives them, the other is refused (409), never both', async () => {
    for (let round = 1; round <= 5; round += 1) {
      const units = [`LGD2110077R${round}A`, `LGD2110077R${round}B`];
      // The second names the same units in the other order: taken in sorted order, the locks cannot deadlock.
      const replies = await Promise.all([
        save(body([{ productId: fridge, rate: RATE, qty: 2, unitSerials: units }])),
        save(body([{ productId: fridge, rate: RATE, qty: 2, unitSerials: [...units].reverse() }])),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const refused = replies.find((r) => r.status === 409);
      expect(refused?.head.msg).toMatch(/^Unit serial LGD2110077R\dA is already in stock: it came in on purchase \d+\.$/);
      const rows = await api.db.selectFrom('unit_serials').select('unit_serial').where('unit_serial', 'in', units).where('movement', '=', 'purchase').execute();
      expect(rows).toHaveLength(2);
    }
  });

  it('a line booked before its product tracked unit serials may still be edited without naming any', async () => {
    const cooler = shop.cooler;
    const id = await saved([{ productId: cooler, rate: 200_000, qty: 2 }]);
    await api.db.updateTable('products').set({ track_unit_serials: 1 }).where('product_id', '=', cooler).execute();
    try {
      const odId = Number((await detail(id)).order_details[0].od_id);
      const reply = await edit(purchaseEditBody(id, 1, shop.supplierId, [{ productId: cooler, rate: 210_000, qty: 2, odId }]));
      expect(reply.head.code).toBe(200);
      expect(await received(id)).toEqual([]);
    } finally {
      await api.db.updateTable('products').set({ track_unit_serials: 0 }).where('product_id', '=', cooler).execute();
    }
  });
});
