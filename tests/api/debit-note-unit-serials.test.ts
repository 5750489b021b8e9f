// Issue 33 item 4 on the purchase return side: a debit note of a product that tracks unit serials names the units going
// back to the supplier. They must have come in on that purchase line and be in stock (not sold, not sent back before);
// qty follows the serials; each refusal has its own message and writes nothing. A unit sent back is out of stock: its
// story shows the debit note, it cannot be sold, and a later purchase may receive it again.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseReturnSaved } from '../../core/api/debit-notes';
import type { UnitSerialStory } from '../../core/api/unit-serial';
import { toDmy } from '../../core/dates';
import type { PurchaseSaved } from '../../core/purchase/purchase.replies';
import type { Database } from '../../server/db/types';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { wholesaleBody } from '../support/pos-payloads';
import { purchaseBody, type PurchaseLineSeed } from '../support/purchase-payloads';
import { addProduct, seedShop, stockOf, type Shop } from '../support/sales-fixtures';

const RATE = 2_000_000;

/** Row counts, units sent back, stock and purchase versions: what a refusal must leave as it was. */
async function written(db: Kysely<Database>): Promise<Record<string, number>> {
  const state: Record<string, number> = {};
  for (const table of ['debit_notes', 'debit_note_lines', 'unit_serials', 'stock_ledger', 'audit_log'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    state[table] = Number(row.n);
  }
  const sent = await db
    .selectFrom('unit_serials')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('debit_note_id', 'is not', null)
    .executeTakeFirstOrThrow();
  state['units sent back'] = Number(sent.n);
  for (const p of await db.selectFrom('products').select(['product_id', 'stock']).execute()) state[`product ${p.product_id}`] = p.stock;
  for (const p of await db.selectFrom('purchases').select(['purchase_id', 'version']).execute()) state[`purchase ${p.purchase_id}`] = p.version;
  return state;
}

describe.each(TEST_DIALECTS)('unit serials on purchase returns on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let fridge: number;
  let invoices = 0;
  let requests = 0;
  let sales = 0;
  /** The purchase of three fridges (A01, A02, A03) and five fans; A02 is sold on `soldBill`. */
  let first = 0;
  let fridgeLine = 0;
  let fanLine = 0;
  let soldBill = '';
  /** The debit note that sent A01 back. */
  let sentBack: PurchaseReturnSaved | null = null;

  const buy = async (lines: PurchaseLineSeed[]) => {
    const reply = await api.call<PurchaseSaved>(
      'pos_api/pos_order_purchase.php',
      { ...purchaseBody(shop.supplierId, lines), supplier_invoice_no: `DNU/${dialect}/${(invoices += 1)}`, supplier_invoice_date: '20-11-2026' },
      { cookie: owner },
    );
    expect(reply.head).toEqual({ code: 200, msg: 'Purchase saved successfully!' });
    const purchaseId = Number(reply.body.purchase_id);
    const odIds = (await api.db.selectFrom('purchase_lines').select('od_id').where('purchase_id', '=', purchaseId).orderBy('line_no').execute()).map(
      (l) => l.od_id,
    );
    return { purchaseId, odIds };
  };
  const ret = (body: Record<string, unknown>, cookie = owner) =>
    api.call<PurchaseReturnSaved>(
      'pos_api/purchase_return.php',
      { reason: 'Dented in transit', request_id: `dnu-${dialect}-${(requests += 1)}`, ...body },
      { cookie },
    );
  const story = (serial: string) => api.call<UnitSerialStory>('unit_serial.php', { unit_serial: serial }, { cookie: owner });
  const sell = (unitSerials: string[]) => {
    sales += 1;
    const bill = wholesaleBody(shop.lakshmi, [{ productId: fridge, rate: 2_800_000, qty: unitSerials.length }]);
    return api.call<{ order_id: string; bill_no: number }>(
      'pos_api/pos_order.php',
      { ...bill, request_id: `dnu-sale-${dialect}-${sales}`, productdetails: [{ ...bill.productdetails[0], unit_serials: unitSerials }] },
      { cookie: owner },
    );
  };
  const returnDetail = async (purchaseId: number) =>
    (
      await api.call<{ lines: Array<{ purchase_detail_id: string; track_unit_serials: boolean; unit_serials_in_stock: string[] }> }>(
        'pos_api/purchase_return_detail.php',
        { purchase_id: purchaseId },
        { cookie: owner },
      )
    ).body;

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
    await api.db.updateTable('products').set({ track_unit_serials: 1 }).where('product_id', '=', fridge).execute();
    const p = await buy([
      { productId: fridge, rate: RATE, qty: 3, unitSerials: ['LGDN0001A01', 'LGDN0001A02', 'LGDN0001A03'] },
      { productId: shop.fan, rate: 100_000, qty: 5 },
    ]);
    first = p.purchaseId;
    [fridgeLine, fanLine] = p.odIds;
    await buy([{ productId: fridge, rate: RATE, qty: 1, unitSerials: ['LGDN0002B01'] }]);
    const sale = await sell(['LGDN0001A02']);
    expect(sale.head.code).toBe(200);
    soldBill = String(sale.body.bill_no);
  });
  afterAll(() => api.dispose());

  it("purchase_return_detail.php lists each tracked line's units in stock to pick (a sold one is not)", async () => {
    const detail = await returnDetail(first);
    expect(detail.lines.map((l) => [l.purchase_detail_id, l.track_unit_serials, l.unit_serials_in_stock])).toEqual([
      [String(fridgeLine), true, ['LGDN0001A01', 'LGDN0001A03']],
      [String(fanLine), false, []],
    ]);
  });

  it('purchase_return.php sends the named units back: the debit note, the unit out of stock, its story shows the note', async () => {
    const fridgesBefore = await stockOf(api.db, 'product', fridge);
    const reply = await ret({ purchase_id: first, lines: [{ purchase_detail_id: fridgeLine, qty: 1, unit_serials: [' lgdn0001a01 '] }] });
    expect(reply.head).toEqual({ code: 200, msg: 'Debit note saved successfully!' });
    expect(reply.body).toEqual({ debit_note_id: expect.stringMatching(/^\d+$/), debit_note_no: expect.stringMatching(/^DN-\d+$/), total: '23600.00' });
    sentBack = reply.body;
    expect(await stockOf(api.db, 'product', fridge)).toBe(fridgesBefore - 1);
    const units = await api.db
      .selectFrom('unit_serials')
      .select(['unit_serial', 'debit_note_id'])
      .where('purchase_id', '=', first)
      .where('movement', '=', 'purchase')
      .orderBy('unit_serial_id')
      .execute();
    expect(units.map((u) => [u.unit_serial, u.debit_note_id === null ? null : String(u.debit_note_id)])).toEqual([
      ['LGDN0001A01', reply.body.debit_note_id],
      ['LGDN0001A02', null],
      ['LGDN0001A03', null],
    ]);
    const note = await api.db
      .selectFrom('debit_notes')
      .select('dn_date')
      .where('debit_note_id', '=', Number(reply.body.debit_note_id))
      .executeTakeFirstOrThrow();
    const told = await story('LGDN0001A01');
    expect(told.head.code).toBe(200);
    expect(told.body.sold).toBe(false);
    expect(told.body.purchases).toEqual([
      expect.objectContaining({
        purchase_id: String(first),
        returned_to_supplier: { debit_note_id: reply.body.debit_note_id, debit_note_no: reply.body.debit_note_no, date: toDmy(note.dn_date, '-') },
      }),
    ]);
    expect((await story('LGDN0001A03')).body.purchases).toEqual([expect.objectContaining({ returned_to_supplier: null })]);
    expect((await returnDetail(first)).lines[0].unit_serials_in_stock).toEqual(['LGDN0001A03']);
  });

  it.each([
    [
      'a serial on a product that does not track them',
      () => [{ purchase_detail_id: fanLine, qty: 1, unit_serials: ['CR0001'] }],
      'lines.0.unit_serials: Crompton HS Plus 1200mm does not track unit serials.',
    ],
    [
      'a serial twice on the return',
      () => [{ purchase_detail_id: fridgeLine, qty: 2, unit_serials: ['LGDN0001A03', 'lgdn0001a03'] }],
      'lines.0.unit_serials: Unit serial LGDN0001A03 is on this return twice.',
    ],
    [
      'a serial that did not come in on this purchase',
      () => [{ purchase_detail_id: fridgeLine, qty: 1, unit_serials: ['LGDN0002B01'] }],
      () => `lines.0.unit_serials: Unit serial LGDN0002B01 did not come in on purchase ${first}.`,
    ],
    [
      'a serial a bill has sold',
      () => [{ purchase_detail_id: fridgeLine, qty: 1, unit_serials: ['LGDN0001A02'] }],
      () => `lines.0.unit_serials: Unit serial LGDN0001A02 is sold on bill ${soldBill}: it is not in stock to go back to the supplier.`,
    ],
    [
      'a serial already sent back',
      () => [{ purchase_detail_id: fridgeLine, qty: 1, unit_serials: ['LGDN0001A01'] }],
      () => `lines.0.unit_serials: Unit serial LGDN0001A01 already went back to the supplier on debit note ${sentBack?.debit_note_no ?? ''}.`,
    ],
    [
      'a tracked line whose qty is not its count of serials',
      () => [{ purchase_detail_id: fridgeLine, qty: 2, unit_serials: ['LGDN0001A03'] }],
      'lines.0.unit_serials: 2 units returned need 2 unit serials; 1 picked.',
    ],
    [
      'a tracked line without serials (the spec payload)',
      () => [{ purchase_detail_id: fridgeLine, qty: 1 }],
      'lines.0.unit_serials: 1 unit returned needs 1 unit serial; 0 picked.',
    ],
    ['an empty serial', () => [{ purchase_detail_id: fridgeLine, qty: 1, unit_serials: [' '] }], 'lines.0.unit_serials.0: Type or scan a unit serial.'],
    [
      'unit_serials that is not a list',
      () => [{ purchase_detail_id: fridgeLine, qty: 1, unit_serials: 'LGDN0001A03' }],
      'lines.0.unit_serials: must be a list of unit serials',
    ],
  ])('refuses %s with its own message (400), nothing written', async (_name, lines, msg) => {
    const before = await written(api.db);
    const reply = await ret({ purchase_id: first, lines: lines() });
    expect([reply.status, reply.head.msg]).toEqual([400, typeof msg === 'string' ? msg : msg()]);
    expect(await written(api.db)).toEqual(before);
  });

  it('the spec payload without serials keeps working for a product that does not track them', async () => {
    const reply = await ret({ purchase_id: first, lines: [{ purchase_detail_id: fanLine, qty: 2 }] });
    expect(reply.head).toEqual({ code: 200, msg: 'Debit note saved successfully!' });
  });

  it('a unit sent back cannot be sold (409 naming the debit note) until a later purchase receives it again', async () => {
    const before = await written(api.db);
    const refused = await sell(['LGDN0001A01']);
    expect([refused.status, refused.head.msg]).toEqual([
      409,
      `Unit serial LGDN0001A01 went back to the supplier on debit note ${sentBack?.debit_note_no ?? ''}; it is not in stock to sell.`,
    ]);
    expect(await written(api.db)).toEqual(before);
    // The supplier sends it back repaired: a purchase receives it (it is not in stock), and it sells again.
    const again = await buy([{ productId: fridge, rate: RATE, qty: 1, unitSerials: ['LGDN0001A01'] }]);
    const told = await story('LGDN0001A01');
    expect(told.body.purchases.map((p) => [p.purchase_id, p.returned_to_supplier?.debit_note_no ?? null])).toEqual([
      [String(first), sentBack?.debit_note_no],
      [String(again.purchaseId), null],
    ]);
    expect((await sell(['LGDN0001A01'])).head.code).toBe(200);
  });

  it('401 without a session, 403 without the Purchase List privilege; nothing written', async () => {
    const body = { purchase_id: first, lines: [{ purchase_detail_id: fridgeLine, qty: 1, unit_serials: ['LGDN0001A03'] }] };
    const staff = await api.addEmployee({ flags: ['gstbill', 'supplier'] });
    const stranger = await api.signIn(staff.email, staff.password);
    const before = await written(api.db);
    expect((await ret(body, '')).head).toEqual({ code: 401, msg: 'Please sign in again: your session has ended.' });
    expect((await ret(body, stranger)).head).toEqual({
      code: 403,
      msg: 'Permission denied: this needs the Purchase List privilege.',
    });
    expect(await written(api.db)).toEqual(before);
  });
});
