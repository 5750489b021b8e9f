// A bill its date refuses this user an edit (issue 32 item 10): order_details.php and retail_order_details.php say so in
// edit_refused, in the very words the edit's save answers, so the editor refuses on opening rather than after a whole
// edit was typed. The books closed up to its date refuse everyone (the owner too, as the save does); a closed day
// refuses everyone but the owner, who still edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksClosedMessage } from '../../core/books-lock';
import { closedDayMessage } from '../../server/payments/day-end';
import { irnLockedMessage } from '../../server/sales/irn';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { asEdit, storedLines } from '../support/edit-payloads';
import { wholesaleBody } from '../support/pos-payloads';
import { addOrder, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Detail = { order_id: string; bill_no: string; edit_refused?: string };

// The test clock stands at 21-11-2026 12:00 in Kolkata.
describe.each(TEST_DIALECTS)("edit_refused on a bill's details on %s", (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let noList: string;
  let lockedBill: SeededOrder;
  let lockedRetail: SeededOrder;
  let closedDayBill: SeededOrder;
  let openBill: SeededOrder;
  let quotation: SeededOrder;
  // The saved fan line kept as it is and a cooler added.
  const withCooler = () => [
    { productId: shop.fan, rate: 150_000, qty: 1 },
    { productId: shop.cooler, rate: 245_050, qty: 1 },
  ];
  const details = (path: string, orderId: number, cookie: string) => api.call<Detail>(path, { order_id: orderId }, { cookie });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'estimate_list'] });
    clerk = await api.signIn(staff.email, staff.password);
    const other = await api.addEmployee({ flags: ['gstbill'], email: 'nolist@shop.test' });
    noList = await api.signIn(other.email, other.password);
    const fan = [{ productId: shop.fan, rate: 150_000, qty: 1 }];
    lockedBill = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: staff.userId, date: '2026-10-15', lines: fan });
    lockedRetail = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: staff.userId,
      date: '2026-10-20',
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 2 }],
    });
    closedDayBill = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: staff.userId, date: '2026-11-18', lines: fan });
    openBill = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: staff.userId, date: '2026-11-20', lines: fan });
    quotation = await addOrder(api.db, {
      kind: 'estimate',
      customerId: shop.murugan,
      createdBy: staff.userId,
      date: '2026-10-01',
      lines: [{ name: 'Wiring', rate: 50_000, qty: 1 }],
    });
    await api.db.updateTable('settings').set({ books_locked_until: '2026-10-31' }).where('id', '=', 1).execute();
    // The whole shop's day closed (no cashier of its own).
    await api.db
      .insertInto('day_end_closes')
      .values({
        close_date: '2026-11-18',
        user_id: null,
        bills: 1,
        total: 0,
        cash: 0,
        upi: 0,
        card: 0,
        credit: 0,
        cash_expected: 0,
        cash_counted: 0,
        closed_by: shop.ownerId,
        closed_at: '2026-11-18T14:00:00.000Z',
      })
      .execute();
  });
  afterAll(() => api.dispose());

  it("a bill in the closed books: refused to the cashier and to the owner, in the save's words", async () => {
    const closed = booksClosedMessage('2026-10-31');
    for (const cookie of [clerk, owner]) {
      const reply = await details('order_details.php', lockedBill.orderId, cookie);
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toMatchObject({ order_id: String(lockedBill.orderId), bill_no: String(lockedBill.billNo), edit_refused: closed });
      expect((await details('retail_order_details.php', lockedRetail.orderId, cookie)).body.edit_refused).toBe(closed);
    }
    // The save says the same.
    const save = await api.call(
      'pos_api/pos_order_edit.php',
      asEdit(wholesaleBody(shop.murugan, withCooler(), {}, '15-10-2026'), { ...lockedBill, version: 1 }, [...(await lineIds(lockedBill)), null]),
      { cookie: clerk },
    );
    expect(save.head).toEqual({ code: 409, msg: closed });
  });

  it("a bill of a closed day: refused to the cashier in the save's words; the owner still edits it", async () => {
    const closed = closedDayMessage('2026-11-18');
    expect((await details('order_details.php', closedDayBill.orderId, clerk)).body.edit_refused).toBe(closed);
    expect((await details('order_details.php', closedDayBill.orderId, owner)).body).not.toHaveProperty('edit_refused');
    const edit = async (cookie: string, version: number) =>
      api.call(
        'pos_api/pos_order_edit.php',
        asEdit(wholesaleBody(shop.murugan, withCooler(), {}, '18-11-2026'), { ...closedDayBill, version }, [...(await lineIds(closedDayBill)), null]),
        { cookie },
      );
    expect((await edit(clerk, 1)).head).toEqual({ code: 409, msg: closed });
    expect((await edit(owner, 1)).status).toBe(200);
  });

  it("a bill with an IRN or a credit note: refused on opening to everyone, in the save's words", async () => {
    const fan = [{ productId: shop.fan, rate: 150_000, qty: 1 }];
    const withIrn = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, date: '2026-11-20', lines: fan });
    await api.db
      .insertInto('irns')
      .values({
        order_id: withIrn.orderId,
        credit_note_id: null,
        irn: 'a'.repeat(64),
        ack_no: '112610000000001',
        ack_date: '2026-11-20 12:00:00',
        signed_qr: 'header.payload.signature',
        created_by: shop.ownerId,
        created_at: '2026-11-20T06:30:00.000Z',
      })
      .execute();
    const locked = irnLockedMessage(String(withIrn.billNo));
    for (const cookie of [clerk, owner]) expect((await details('order_details.php', withIrn.orderId, cookie)).body.edit_refused).toBe(locked);
    const save = await api.call(
      'pos_api/pos_order_edit.php',
      asEdit(wholesaleBody(shop.murugan, withCooler(), {}, '20-11-2026'), { ...withIrn, version: 1 }, [...(await lineIds(withIrn)), null]),
      { cookie: owner },
    );
    expect(save.head).toEqual({ code: 409, msg: locked });

    const returned = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, date: '2026-11-20', lines: fan });
    const [line] = await storedLines(api.db, returned.orderId);
    const note = await api.call(
      'pos_api/sales_return.php',
      { order_id: returned.orderId, lines: [{ order_detail_id: line?.od_id, qty: 1 }], reason: 'Damaged', request_id: 'edit-refused-return-1' },
      { cookie: owner },
    );
    expect(note.status).toBe(200);
    const refused = (await details('order_details.php', returned.orderId, clerk)).body.edit_refused;
    expect(refused).toMatch(new RegExp(`^Bill no\\. ${returned.billNo} has credit note CN-\\d+: it can no longer be edited or cancelled\\.`));
    const again = await api.call(
      'pos_api/pos_order_edit.php',
      asEdit(wholesaleBody(shop.murugan, withCooler(), {}, '20-11-2026'), { ...returned, version: 1 }, [...(await lineIds(returned)), null]),
      { cookie: owner },
    );
    expect(again.head).toEqual({ code: 409, msg: refused });
  });

  it('an open bill and a quotation: nothing refused', async () => {
    expect((await details('order_details.php', openBill.orderId, clerk)).body).not.toHaveProperty('edit_refused');
    expect((await details('estimate_details.php', quotation.orderId, clerk)).body).not.toHaveProperty('edit_refused');
  });

  it('401 without a session, 403 without the list permission', async () => {
    expect((await details('order_details.php', lockedBill.orderId, '')).status).toBe(401);
    expect((await details('order_details.php', lockedBill.orderId, noList)).status).toBe(403);
  });

  async function lineIds(bill: SeededOrder): Promise<number[]> {
    return (await storedLines(api.db, bill.orderId)).map((l) => l.od_id);
  }
});
