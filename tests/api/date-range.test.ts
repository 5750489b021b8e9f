// Issue 28 item 7: a bill, purchase, payment or credit note is dated in this or the previous financial year (or after
// the books-closed date), or the owner dates it; everyone else gets 400 naming the range. The owner is still held by
// a closed period (409) and, as before, by "not after today". Quotations are no tax documents: no range holds them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { asEdit, storedLines, storedOrder } from '../support/edit-payloads';
import { addPurchase } from '../support/purchase-fixtures';
import { purchaseBody, purchaseEditBody } from '../support/purchase-payloads';
import { estimateBody, retailBody, wholesaleBody, writtenState } from '../support/pos-payloads';
import { addOrder, auditCount, seedShop, type Shop } from '../support/sales-fixtures';

// The test clock stands at 21-11-2026 in Kolkata: this financial year is 2026-27, the previous one began 01-04-2025.
const RANGE = 'Date must be between 01-04-2025 and 21-11-2026 (this and the previous financial year, up to today); only the owner can date outside it.';
const CLOSED = 'Books are closed up to 31-03-1900. This date is in a closed period; make a credit note instead.';

describe.each(TEST_DIALECTS)('dates outside this and the previous financial year on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let cashier: string;
  let buyer: string;
  let accounts: string;

  const lockBooks = (until: string) => api.db.updateTable('settings').set({ books_locked_until: until }).where('id', '=', 1).execute();
  const unchanged = async (act: () => Promise<unknown>) => {
    const before = { ...(await writtenState(api.db)), audit: await auditCount(api.db) };
    await act();
    expect({ ...(await writtenState(api.db)), audit: await auditCount(api.db) }).toEqual(before);
  };
  const fanBill = (date: string) => wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }], {}, date);

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const sales = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'estimate', 'estimate_list', 'sales_gst'] });
    cashier = await api.signIn(sales.email, sales.password);
    const purchases = await api.addEmployee({ flags: ['purchase_list', 'supplier', 'product'] });
    buyer = await api.signIn(purchases.email, purchases.password);
    const payments = await api.addEmployee({ flags: ['payment_details'] });
    accounts = await api.signIn(payments.email, payments.password);
  });
  beforeEach(() => lockBooks(''));
  afterAll(() => api.dispose());

  describe('a GST or retail bill (pos_order.php, retail_pos_order.php)', () => {
    it('answers 400 naming the range to a cashier with every sales flag for 01-01-1900, writing nothing', async () => {
      await unchanged(async () => {
        const reply = await api.call('pos_api/pos_order.php', fanBill('01-01-1900'), { cookie: cashier });
        expect(reply.head).toEqual({ code: 400, msg: RANGE });
        const retail = await api.call(
          'pos_api/retail_pos_order.php',
          retailBody(shop.murugan, [{ productId: shop.plug, rate: 4_500, qty: 1 }], {}, '01-01-1900'),
          { cookie: cashier },
        );
        expect(retail.head).toEqual({ code: 400, msg: RANGE });
      });
    });

    it('takes the previous financial year from its first day, and refuses the day before it', async () => {
      expect((await api.call('pos_api/pos_order.php', fanBill('01-04-2025'), { cookie: cashier })).status).toBe(200);
      await unchanged(async () => {
        expect((await api.call('pos_api/pos_order.php', fanBill('31-03-2025'), { cookie: cashier })).head).toEqual({ code: 400, msg: RANGE });
      });
    });

    it('lets the owner date a bill 01-01-1900 while the books are open, but not into a closed period', async () => {
      const made = await api.call<{ order_id: string }>('pos_api/pos_order.php', fanBill('01-01-1900'), { cookie: owner });
      expect(made.status).toBe(200);
      expect((await storedOrder(api.db, Number(made.body.order_id))).order_date).toBe('1900-01-01');
      await lockBooks('1900-03-31');
      await unchanged(async () => {
        expect((await api.call('pos_api/pos_order.php', fanBill('01-01-1900'), { cookie: owner })).head).toEqual({ code: 409, msg: CLOSED });
      });
    });

    it('keeps "not after today" for the owner too', async () => {
      const reply = await api.call('pos_api/pos_order.php', fanBill('22-11-2026'), { cookie: owner });
      expect(reply.head).toEqual({ code: 400, msg: 'order_date: a bill cannot be dated after today (21-11-2026)' });
    });

    it('books closed further back open everything after them to the cashier', async () => {
      await lockBooks('2019-03-31');
      expect((await api.call('pos_api/pos_order.php', fanBill('01-04-2019'), { cookie: cashier })).status).toBe(200);
      const reply = await api.call('pos_api/pos_order.php', fanBill('01-01-1900'), { cookie: cashier });
      expect(reply.head.code).toBe(409);
    });

    it('a quotation is no tax document: a cashier may date one 01-01-1900', async () => {
      const body = estimateBody(shop.murugan, [{ name: 'Service visit', rate: 30_000, qty: 1 }], {}, '01-01-1900');
      expect((await api.call('pos_api/pos_estimate.php', body, { cookie: cashier })).status).toBe(200);
    });
  });

  describe('the bill editor and Edit Bill Date', () => {
    it('refuses a cashier re-dating a bill in the editor to 01-01-1900 (400), and editing a bill dated then', async () => {
      const bill = await addOrder(api.db, {
        kind: 'gst',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        date: '2026-11-20',
        lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
      });
      const odIds = (await storedLines(api.db, bill.orderId)).map((l) => l.od_id);
      const edit = (date: string) => asEdit(fanBill(date), { ...bill, version: 1 }, odIds);
      await unchanged(async () => {
        expect((await api.call('pos_api/pos_order_edit.php', edit('01-01-1900'), { cookie: cashier })).head).toEqual({ code: 400, msg: RANGE });
      });
      const old = await addOrder(api.db, {
        kind: 'gst',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        date: '1900-01-01',
        lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
      });
      const oldIds = (await storedLines(api.db, old.orderId)).map((l) => l.od_id);
      await unchanged(async () => {
        const reply = await api.call('pos_api/pos_order_edit.php', asEdit(fanBill('01-01-1900'), { ...old, version: 1 }, oldIds), { cookie: cashier });
        expect(reply.head).toEqual({ code: 400, msg: RANGE });
        expect((await api.call('order_delete.php', { order_id: old.orderId }, { cookie: cashier })).head).toEqual({ code: 400, msg: RANGE });
      });
      expect((await api.call('pos_api/pos_order_edit.php', asEdit(fanBill('01-01-1900'), { ...old, version: 1 }, oldIds), { cookie: owner })).status).toBe(200);
    });

    it('billdate_update.php: 400 to a cashier moving a bill to 01-01-1900 or within 1899-00; the owner may, unless closed', async () => {
      const old = await addOrder(api.db, {
        kind: 'gst',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        date: '1900-01-01',
        lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
      });
      const recent = await addOrder(api.db, {
        kind: 'gst',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        date: '2026-11-20',
        lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
      });
      await unchanged(async () => {
        expect((await api.call('billdate_update.php', { order_id: old.orderId, new_date: '02-01-1900' }, { cookie: cashier })).head).toEqual({
          code: 400,
          msg: RANGE,
        });
        expect((await api.call('billdate_update.php', { order_id: recent.orderId, new_date: '01-01-1900' }, { cookie: cashier })).head).toEqual({
          code: 400,
          msg: RANGE,
        });
      });
      expect((await api.call('billdate_update.php', { order_id: old.orderId, new_date: '02-01-1900' }, { cookie: owner })).status).toBe(200);
      expect((await storedOrder(api.db, old.orderId)).order_date).toBe('1900-01-02');
      await lockBooks('1900-03-31');
      await unchanged(async () => {
        expect((await api.call('billdate_update.php', { order_id: old.orderId, new_date: '03-01-1900' }, { cookie: owner })).head).toEqual({
          code: 409,
          msg: CLOSED,
        });
      });
    });
  });

  describe('purchases (pos_order_purchase.php, pos_purchase_edit.php, purchase_list_delete.php)', () => {
    const fans = (date: string) => purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 100_000, qty: 2 }], 1800, date);

    it('answers 400 to a buyer for 01-01-1900 and the owner saves it; a closed period holds the owner', async () => {
      await unchanged(async () => {
        expect((await api.call('pos_api/pos_order_purchase.php', fans('01-01-1900'), { cookie: buyer })).head).toEqual({ code: 400, msg: RANGE });
      });
      expect((await api.call('pos_api/pos_order_purchase.php', fans('01-04-2025'), { cookie: buyer })).status).toBe(200);
      expect((await api.call('pos_api/pos_order_purchase.php', fans('01-01-1900'), { cookie: owner })).status).toBe(200);
      await lockBooks('1900-03-31');
      await unchanged(async () => {
        expect((await api.call('pos_api/pos_order_purchase.php', fans('01-01-1900'), { cookie: owner })).head).toEqual({ code: 409, msg: CLOSED });
      });
    });

    it('refuses a buyer re-dating a purchase to 01-01-1900 or deleting one dated then', async () => {
      const recent = await addPurchase(api.db, {
        supplierId: shop.supplierId,
        createdBy: shop.ownerId,
        date: '2026-11-18',
        lines: [{ productId: shop.fan, rate: 100_000, qty: 2 }],
      });
      const line = await api.db.selectFrom('purchase_lines').select('od_id').where('purchase_id', '=', recent.purchaseId).executeTakeFirstOrThrow();
      const old = await addPurchase(api.db, {
        supplierId: shop.supplierId,
        createdBy: shop.ownerId,
        date: '1900-01-01',
        lines: [{ productId: shop.fan, rate: 100_000, qty: 2 }],
      });
      await unchanged(async () => {
        const edit = purchaseEditBody(
          recent.purchaseId,
          1,
          shop.supplierId,
          [{ productId: shop.fan, rate: 100_000, qty: 2, odId: line.od_id }],
          1800,
          '01-01-1900',
        );
        expect((await api.call('pos_api/pos_purchase_edit.php', edit, { cookie: buyer })).head).toEqual({ code: 400, msg: RANGE });
        expect((await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: old.purchaseId }, { cookie: buyer })).head).toEqual({
          code: 400,
          msg: RANGE,
        });
      });
      expect((await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: old.purchaseId }, { cookie: owner })).status).toBe(200);
    });
  });

  describe('payments, the cash book and credit notes: dated today by the server, whatever the body says', () => {
    it('a pending payment sent with a date of 01-01-1900 is booked today', async () => {
      const bill = await addOrder(api.db, {
        kind: 'gst',
        customerId: shop.lakshmi,
        createdBy: shop.ownerId,
        date: '2026-11-20',
        lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
      });
      const reply = await api.call(
        'pos_api/pos_update_payment.php',
        { user_id: shop.lakshmi, paid_amount: '100', paid_date: '01-01-1900', added_date: '01-01-1900' },
        { cookie: accounts },
      );
      expect(reply.status).toBe(200);
      const paid = await api.db.selectFrom('customer_payments').select('paid_date').where('order_id', '=', bill.orderId).execute();
      expect(paid.map((p) => p.paid_date)).toEqual(['2026-11-21']);
    });

    it("a cash-book entry sent with added_date 01-01-1900 is dated today; one dated then is the owner's to delete", async () => {
      const made = await api.call<{ id: string; added_date: string }>(
        'payment_details_add.php',
        {
          name: 'Rent',
          amount: '1000',
          payment_method: 'debit',
          payment_sent: 'Landlord',
          description: 'November',
          added_date: '01-01-1900',
        },
        { cookie: accounts },
      );
      expect(made.status).toBe(200);
      expect(
        (await api.db.selectFrom('payment_details').select('added_date').where('id', '=', Number(made.body.id)).executeTakeFirstOrThrow()).added_date,
      ).toBe('2026-11-21');
      const at = '2026-11-21T06:30:00.000Z';
      const old = await api.db
        .insertInto('payment_details')
        .values({
          name: 'Rent',
          amount: 100_000,
          payment_method: 'debit',
          payment_sent: 'Landlord',
          description: 'old',
          added_date: '1900-01-01',
          created_by: shop.ownerId,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await unchanged(async () => {
        expect((await api.call('payment_details_delete.php', { id: old.id }, { cookie: accounts })).head).toEqual({ code: 400, msg: RANGE });
      });
      expect((await api.call('payment_details_delete.php', { id: old.id }, { cookie: owner })).status).toBe(200);
    });

    it('a credit note on a bill dated 01-01-1900 is dated today (the correction the closed-period rule prescribes)', async () => {
      const old = await addOrder(api.db, {
        kind: 'gst',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        date: '1900-01-01',
        lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }],
      });
      const [line] = await storedLines(api.db, old.orderId);
      const reply = await api.call<{ credit_note_id: string }>(
        'pos_api/sales_return.php',
        {
          order_id: old.orderId,
          reason: 'Damaged',
          cn_date: '01-01-1900',
          lines: [{ order_detail_id: line.od_id, qty: 1 }],
        },
        { cookie: cashier },
      );
      expect(reply.status).toBe(200);
      const note = await api.db
        .selectFrom('credit_notes')
        .select('cn_date')
        .where('credit_note_id', '=', Number(reply.body.credit_note_id))
        .executeTakeFirstOrThrow();
      expect(note.cn_date).toBe('2026-11-21');
    });
  });

  it("day_end_close.php: a day in 1900 is the owner's to close", async () => {
    const cashierId = (
      await api.db.selectFrom('employees').select('user_id').where('perm_payment_details', '=', 1).where('is_owner', '=', 0).executeTakeFirstOrThrow()
    ).user_id;
    await unchanged(async () => {
      const reply = await api.call('day_end_close.php', { date: '01-01-1900', user_id: cashierId, cash_counted: '0', opening_cash: '0' }, { cookie: accounts });
      expect(reply.head).toEqual({ code: 400, msg: RANGE });
    });
  });
});
