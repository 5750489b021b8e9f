// The day-end close (issue 22): day_end_report.php {date, user_id?} → {bills, total, by_mode, cash_expected}, and
// day_end_close.php {date, user_id?, cash_counted}; once closed, that day takes no bill, payment or cancellation but the
// owner's (issue 32), and day_end_reopen.php {date, user_id?, reason} lets the owner open it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../server/bootstrap';
import { migrateToLatest } from '../../server/db/migrate';
import { OWNER, startApi, type TestApi } from '../support/api-client';
import { freshDatabase, TEST_DIALECTS } from '../support/database';
import { storedLines } from '../support/edit-payloads';
import { retailBody, wholesaleBody } from '../support/pos-payloads';
import { addOrder, seedShop, type Shop } from '../support/sales-fixtures';

interface DayBody {
  date: string;
  user_id: string;
  bills: Array<Record<string, string>>;
  total: string;
  by_mode: { cash: string; upi: string; card: string; bank: string; cheque: string; credit: string };
  cash_refunded: string;
  opening_cash: string;
  cash_expected: string;
  closed: null | {
    user_id: string;
    opening_cash: string;
    cash_expected: string;
    cash_counted: string;
    difference: string;
    closed_by: string;
    closed_at: string;
  };
  cashiers: Array<{ user_id: string; name: string }>;
}

describe.each(TEST_DIALECTS)('the day-end close on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let anbu: { userId: number; cookie: string };
  let banu: { userId: number; cookie: string };
  let keeper: string;
  let chitra: { userId: number; cookie: string };
  let bills: Record<string, { order_id: string; bill_no: number }>;
  // One fan: ₹1,770.00 with GST; ten plugs: ₹531.00.
  const fan = () => wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }]);
  const plugs = () => retailBody(shop.lakshmi, [{ productId: shop.plug, rate: 4_500, qty: 10 }]);
  const report = (body: unknown, cookie = keeper) => api.call<DayBody>('day_end_report.php', body, { cookie });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const a = await api.addEmployee({ flags: ['gstbill', 'payment_details'], name: 'Anbu' });
    const b = await api.addEmployee({ flags: ['gstbill'], name: 'Banu' });
    const k = await api.addEmployee({ flags: ['payment_details'], name: 'Kavitha' });
    anbu = { userId: a.userId, cookie: await api.signIn(a.email, a.password) };
    banu = { userId: b.userId, cookie: await api.signIn(b.email, b.password) };
    keeper = await api.signIn(k.email, k.password);
    const c = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'payment_details'], name: 'Chitra' });
    chitra = { userId: c.userId, cookie: await api.signIn(c.email, c.password) };
    // An older bill, still owing: Anbu takes ₹300 cash on it today from the pending report.
    await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-10',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
    });
    // Yesterday's bill by Anbu, paid yesterday: not in today's figures.
    api.clock.set('2026-11-20T06:30:00Z');
    expect(
      (await api.call('pos_api/pos_order.php', { ...fan(), order_date: '20-11-2026', payments: [{ mode: 'cash', amount: '1770' }] }, { cookie: anbu.cookie }))
        .status,
    ).toBe(200);
    api.clock.set('2026-11-21T06:30:00Z');
    const save = async (path: string, body: unknown, cookie: string) => {
      const reply = await api.call<{ order_id: string; bill_no: number }>(path, body, { cookie });
      expect(reply.status).toBe(200);
      return reply.body;
    };
    bills = {
      // Anbu: ₹1,770 cash (₹2,000 handed over), ₹531 split ₹31 cash + ₹500 UPI, ₹1,770 on credit.
      cash: await save('pos_api/pos_order.php', { ...fan(), payments: [{ mode: 'cash', amount: '1770' }], cash_received: '2000' }, anbu.cookie),
      split: await save(
        'pos_api/retail_pos_order.php',
        {
          ...plugs(),
          payments: [
            { mode: 'cash', amount: '31' },
            { mode: 'upi', amount: '500' },
          ],
        },
        anbu.cookie,
      ),
      credit: await save('pos_api/pos_order.php', fan(), anbu.cookie),
      // Banu: ₹1,770 by card, ₹531 with ₹200 cash and the rest on credit.
      card: await save('pos_api/pos_order.php', { ...fan(), payments: [{ mode: 'card', amount: '1770' }] }, banu.cookie),
      part: await save('pos_api/retail_pos_order.php', { ...plugs(), payments: [{ mode: 'cash', amount: '200' }] }, banu.cookie),
    };
    // An estimate is not a sale; a cancelled bill's money went back.
    await save(
      'pos_api/pos_estimate.php',
      { ...fan(), productdetails: [{ product_name: 'Fan fitting', amount_per_product: '1500', qty: 1, total_per_product: '1500.00' }] },
      owner,
    );
    const cancelled = await save('pos_api/pos_order.php', { ...fan(), payments: [{ mode: 'cash', amount: '1770' }] }, anbu.cookie);
    expect((await api.call('order_delete.php', { order_id: cancelled.order_id }, { cookie: owner })).status).toBe(200);
    const pending = await api.call('pos_api/pos_update_payment.php', { user_id: shop.lakshmi, paid_amount: '300' }, { cookie: anbu.cookie });
    expect(pending.status).toBe(200);
  });
  afterAll(() => api.dispose());

  it("adds up the whole shop's day: every bill of the date, money taken by mode, credit and the cash expected", async () => {
    const reply = await report({ date: '21-11-2026' });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    // Cash: 1,770 + 31 + 200 + 300 (the old bill) = 2,301; UPI 500; card 1,770; credit 1,770 + 331.
    expect(reply.body).toMatchObject({
      date: '21-11-2026',
      user_id: '',
      total: '6372.00',
      by_mode: { cash: '2301.00', upi: '500.00', card: '1770.00', credit: '2101.00' },
      cash_refunded: '0.00',
      opening_cash: '0.00',
      cash_expected: '2301.00',
      closed: null,
    });
    expect(reply.body.bills.map((b) => b.order_id).sort()).toEqual(
      Object.values(bills)
        .map((b) => b.order_id)
        .sort(),
    );
    expect(reply.body.bills.find((b) => b.order_id === bills.split.order_id)).toEqual({
      order_id: bills.split.order_id,
      bill_no: String(bills.split.bill_no),
      kind: 'retail',
      customer: 'Murugan Electricals (counter)',
      cashier: 'Anbu',
      total: '531.00',
      cash: '31.00',
      upi: '500.00',
      card: '0.00',
      bank: '0.00',
      cheque: '0.00',
      credit: '0.00',
    });
    expect(reply.body.cashiers.map((c) => c.name)).toEqual(expect.arrayContaining(['Anbu', 'Banu', 'Kavitha']));
  });

  it("adds up one cashier's day: their bills and the money they took", async () => {
    const a = await report({ date: '21-11-2026', user_id: anbu.userId });
    expect(a.body).toMatchObject({
      user_id: String(anbu.userId),
      total: '4071.00',
      by_mode: { cash: '2101.00', upi: '500.00', card: '0.00', credit: '1770.00' },
      cash_expected: '2101.00',
    });
    expect(a.body.bills).toHaveLength(3);
    const b = await report({ date: '21-11-2026', user_id: String(banu.userId) });
    expect(b.body).toMatchObject({ total: '2301.00', by_mode: { cash: '200.00', upi: '0.00', card: '1770.00', credit: '331.00' }, cash_expected: '200.00' });
    const yesterday = await report({ date: '20-11-2026', user_id: anbu.userId });
    expect(yesterday.body).toMatchObject({ total: '1770.00', by_mode: { cash: '1770.00', upi: '0.00', card: '0.00', credit: '0.00' } });
    const empty = await report({ date: '01-11-2026' });
    expect(empty.body).toMatchObject({ bills: [], total: '0.00', cash_expected: '0.00' });
  });

  it("counts the drawer's float when one is given: cash expected is the opening cash plus the cash taken", async () => {
    const floated = await report({ date: '21-11-2026', user_id: anbu.userId, opening_cash: '2,000' });
    expect(floated.body).toMatchObject({ by_mode: { cash: '2101.00' }, opening_cash: '2000.00', cash_expected: '4101.00' });
    expect((await report({ date: '21-11-2026', opening_cash: '' })).body).toMatchObject({ opening_cash: '0.00', cash_expected: '2301.00' });
    expect((await report({ date: '21-11-2026', opening_cash: '-5' })).head).toEqual({ code: 400, msg: 'opening_cash: cannot be negative ("-5")' });
    const close = await api.call('day_end_close.php', { date: '21-11-2026', cash_counted: '1', opening_cash: 'float' }, { cookie: keeper });
    expect(close.head.code).toBe(400);
    expect(close.head.msg).toMatch(/^opening_cash: /);
    expect(await api.db.selectFrom('day_end_closes').select('id').execute()).toEqual([]);
  });

  it('refuses a missing or impossible date and an unknown cashier', async () => {
    expect((await report({})).head).toEqual({ code: 400, msg: 'date: is required' });
    expect((await report({ date: '31-02-2026' })).head).toEqual({ code: 400, msg: 'date: must be a date as dd-mm-yyyy, not "31-02-2026"' });
    expect((await report({ date: '21-11-2026', user_id: 'x' })).head).toEqual({ code: 400, msg: 'user_id: must be a positive whole number, not "x"' });
    expect((await report({ date: '21-11-2026', user_id: 99999 })).head).toEqual({ code: 404, msg: 'No employee with user_id 99999' });
  });

  it('answers 401 without a session and 403 without the payment_details flag', async () => {
    expect((await api.call('day_end_report.php', { date: '21-11-2026' })).head).toEqual({ code: 401, msg: 'Please sign in again: your session has ended.' });
    expect((await api.call('day_end_close.php', { date: '21-11-2026', cash_counted: 0 })).status).toBe(401);
    const denied = { code: 403, msg: 'Permission denied: this needs the Payment Details privilege.' };
    expect((await report({ date: '21-11-2026' }, banu.cookie)).head).toEqual(denied);
    expect((await api.call('day_end_close.php', { date: '21-11-2026', cash_counted: 0 }, { cookie: banu.cookie })).head).toEqual(denied);
  });

  describe('closing a day', () => {
    it('refuses a missing count, a future day', async () => {
      expect((await api.call('day_end_close.php', { date: '21-11-2026', user_id: anbu.userId }, { cookie: keeper })).head).toEqual({
        code: 400,
        msg: 'cash_counted: is required',
      });
      expect((await api.call('day_end_close.php', { date: '22-11-2026', cash_counted: '0' }, { cookie: keeper })).head).toEqual({
        code: 400,
        msg: 'date: a day after today (21-11-2026) cannot be closed',
      });
    });

    it('keeps the count against the cash expected, with the difference, in the audit trail', async () => {
      const reply = await api.call<DayBody>('day_end_close.php', { date: '21-11-2026', user_id: anbu.userId, cash_counted: '2090.50' }, { cookie: keeper });
      expect(reply.head).toEqual({ code: 200, msg: 'Day closed successfully!' });
      expect(reply.body.closed).toEqual({
        user_id: String(anbu.userId),
        opening_cash: '0.00',
        cash_expected: '2101.00',
        cash_counted: '2090.50',
        difference: '-10.50',
        closed_by: 'Kavitha',
        closed_at: api.clock.now().toISOString(),
      });
      const audit = await api.db.selectFrom('audit_log').selectAll().where('call', '=', 'day_end_close.php').execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0].after_json ?? '{}')).toMatchObject({ close_date: '2026-11-21', user_id: anbu.userId, cash_counted: 209_050 });
      expect((await report({ date: '21-11-2026', user_id: anbu.userId })).body.closed).toMatchObject({ cash_counted: '2090.50', difference: '-10.50' });
      // The other cashier's day is still open.
      expect((await report({ date: '21-11-2026', user_id: banu.userId })).body.closed).toBeNull();
    });

    it('closes a day once: a second close is refused', async () => {
      const again = await api.call('day_end_close.php', { date: '21-11-2026', user_id: anbu.userId, cash_counted: '2101' }, { cookie: keeper });
      expect(again.head).toEqual({ code: 409, msg: 'The day 21-11-2026 is already closed.' });
    });

    it("refuses the cashier's bills on the closed day, paid or on credit (F9), GST or retail, and payments on a pending bill", async () => {
      const closed = { code: 409, msg: 'The day 21-11-2026 is closed (Day End). Only the owner can reopen it.' };
      const before = await api.db.selectFrom('orders').select('order_id').execute();
      const tender = await api.call('pos_api/pos_order.php', { ...fan(), payments: [{ mode: 'cash', amount: '1770' }] }, { cookie: anbu.cookie });
      expect(tender.head).toEqual(closed);
      const pending = await api.call('pos_api/pos_update_payment.php', { user_id: shop.lakshmi, paid_amount: '100' }, { cookie: anbu.cookie });
      expect(pending.head).toEqual(closed);
      // F9: the same sale with no tender, booked on credit.
      expect((await api.call('pos_api/pos_order.php', fan(), { cookie: anbu.cookie })).head).toEqual(closed);
      expect((await api.call('pos_api/retail_pos_order.php', plugs(), { cookie: anbu.cookie })).head).toEqual(closed);
      expect(
        (await api.call('pos_api/retail_pos_order.php', { ...plugs(), payments: [{ mode: 'upi', amount: '531' }] }, { cookie: anbu.cookie })).head,
      ).toEqual(closed);
      expect(await api.db.selectFrom('orders').select('order_id').execute()).toHaveLength(before.length);
      // Banu's day is not closed.
      expect((await api.call('pos_api/pos_order.php', { ...fan(), payments: [{ mode: 'upi', amount: '1770' }] }, { cookie: banu.cookie })).status).toBe(200);
    });

    it('lets the owner take payments on the closed day', async () => {
      const reply = await api.call('pos_api/pos_order.php', { ...fan(), payments: [{ mode: 'cash', amount: '1770' }] }, { cookie: owner });
      expect(reply.status).toBe(200);
    });

    it('refuses a cancellation of a bill of the closed day, by anyone but the owner', async () => {
      const closed = { code: 409, msg: 'The day 21-11-2026 is closed (Day End). Only the owner can reopen it.' };
      // Chitra's own day is open, but the bill is Anbu's, of Anbu's closed day.
      expect((await api.call('order_delete.php', { order_id: bills.credit.order_id }, { cookie: chitra.cookie })).head).toEqual(closed);
      const stored = await api.db.selectFrom('orders').select('cancelled').where('order_id', '=', Number(bills.credit.order_id)).executeTakeFirstOrThrow();
      expect(stored.cancelled).toBe(0);
    });

    it("closes the whole shop's day, which closes every cashier's", async () => {
      const shopClose = await api.call<DayBody>('day_end_close.php', { date: '21-11-2026', cash_counted: '5000' }, { cookie: owner });
      expect(shopClose.status).toBe(200);
      expect(shopClose.body.closed).toMatchObject({ user_id: '', cash_counted: '5000.00', closed_by: 'owner' });
      const banuTender = await api.call('pos_api/pos_order.php', { ...fan(), payments: [{ mode: 'upi', amount: '1770' }] }, { cookie: banu.cookie });
      expect(banuTender.status).toBe(409);
      const banuClose = await api.call('day_end_close.php', { date: '21-11-2026', user_id: banu.userId, cash_counted: '200' }, { cookie: keeper });
      expect(banuClose.head).toEqual({ code: 409, msg: 'The day 21-11-2026 is already closed for every cashier.' });
      expect((await report({ date: '21-11-2026', user_id: banu.userId })).body.closed).toMatchObject({ user_id: '' });
    });

    it("once the shop's day is closed, refuses every cashier's bill, payment, cash-book entry, return and cancellation", async () => {
      const closed = { code: 409, msg: 'The day 21-11-2026 is closed (Day End). Only the owner can reopen it.' };
      const as = { cookie: chitra.cookie };
      expect((await api.call('pos_api/pos_order.php', fan(), as)).head).toEqual(closed);
      expect((await api.call('pos_api/retail_pos_order.php', plugs(), as)).head).toEqual(closed);
      expect((await api.call('pos_api/pos_update_payment.php', { user_id: shop.lakshmi, paid_amount: '100' }, as)).head).toEqual(closed);
      expect((await api.call('pos_api/pos_update_supplier_payment.php', { supplier_id: shop.supplierId, paid_amount: '100' }, as)).head).toEqual(closed);
      const cashBook = { name: 'Tea', amount: '40', payment_method: 'debit', payment_sent: 'Cash', description: 'Tea for the shop' };
      expect((await api.call('payment_details_add.php', cashBook, as)).head).toEqual(closed);
      expect((await api.call('order_delete.php', { order_id: bills.card.order_id }, as)).head).toEqual(closed);
      expect((await api.call('retail_order_delete.php', { order_id: bills.part.order_id }, as)).head).toEqual(closed);
      const [line] = await storedLines(api.db, Number(bills.card.order_id));
      const back = { order_id: bills.card.order_id, reason: 'Wrong fan', excess: 'credit', lines: [{ order_detail_id: line?.od_id, qty: 1 }] };
      expect((await api.call('pos_api/sales_return.php', back, as)).head).toEqual(closed);
      // A quotation is no sale: it still saves.
      expect(
        (
          await api.call(
            'pos_api/pos_estimate.php',
            { ...fan(), productdetails: [{ product_name: 'Fan fitting', amount_per_product: '1500', qty: 1, total_per_product: '1500.00' }] },
            { cookie: owner },
          )
        ).status,
      ).toBe(200);
    });

    it('lets the owner write on the closed day: a credit bill, a retail bill, a cash-book entry and a cancellation', async () => {
      const bill = await api.call<{ order_id: string }>('pos_api/pos_order.php', fan(), { cookie: owner });
      expect(bill.status).toBe(200);
      expect((await api.call('pos_api/retail_pos_order.php', plugs(), { cookie: owner })).status).toBe(200);
      const cashBook = { name: 'Tea', amount: '40', payment_method: 'debit', payment_sent: 'Cash', description: 'Tea for the shop' };
      expect((await api.call('payment_details_add.php', cashBook, { cookie: owner })).status).toBe(200);
      expect((await api.call('order_delete.php', { order_id: bill.body.order_id }, { cookie: owner })).status).toBe(200);
    });
  });

  describe('reopening a closed day (owner only)', () => {
    const reopen = (body: unknown, cookie: string) => api.call<DayBody>('day_end_reopen.php', body, { cookie });

    it('answers 401 without a session and 403 to anyone but the owner, even the one who closed it', async () => {
      expect((await api.call('day_end_reopen.php', { date: '21-11-2026', reason: 'x' })).status).toBe(401);
      const denied = { code: 403, msg: 'Permission denied: this needs the owner privilege.' };
      expect((await reopen({ date: '21-11-2026', reason: 'Late bill' }, keeper)).head).toEqual(denied);
      expect((await reopen({ date: '21-11-2026', reason: 'Late bill' }, chitra.cookie)).head).toEqual(denied);
      expect(await api.db.selectFrom('day_end_reopens').select('id').execute()).toEqual([]);
    });

    it('refuses a missing reason, a bad date and a day that is not closed', async () => {
      expect((await reopen({ date: '21-11-2026' }, owner)).head).toEqual({ code: 400, msg: 'reason: Please give a reason for reopening the day' });
      expect((await reopen({ date: '21-11-2026', reason: '   ' }, owner)).head).toEqual({
        code: 400,
        msg: 'reason: Please give a reason for reopening the day',
      });
      expect((await reopen({ reason: 'Late bill' }, owner)).head).toEqual({ code: 400, msg: 'date: is required' });
      expect((await reopen({ date: '20-11-2026', reason: 'Late bill' }, owner)).head).toEqual({
        code: 404,
        msg: 'The day 20-11-2026 is not closed for every cashier.',
      });
      expect((await reopen({ date: '21-11-2026', user_id: banu.userId, reason: 'Late bill' }, owner)).head).toEqual({
        code: 404,
        msg: 'The day 21-11-2026 is not closed for this cashier.',
      });
    });

    it("reopens the shop's day: the close is kept in day_end_reopens and the audit trail, bills are taken again, and the day can be closed anew", async () => {
      const reply = await reopen({ date: '21-11-2026', reason: 'A late delivery bill' }, owner);
      expect(reply.head).toEqual({ code: 200, msg: 'Day reopened successfully!' });
      expect(reply.body.closed).toBeNull();
      const kept = await api.db.selectFrom('day_end_reopens').selectAll().execute();
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({
        close_date: '2026-11-21',
        user_id: null,
        reason: 'A late delivery bill',
        reopened_by: shop.ownerId,
        reopened_at: api.clock.now().toISOString(),
      });
      expect(JSON.parse(kept[0].close_json)).toMatchObject({ close_date: '2026-11-21', user_id: null, cash_counted: 500_000 });
      const audit = await api.db.selectFrom('audit_log').selectAll().where('call', '=', 'day_end_reopen.php').execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0].before_json ?? '{}')).toMatchObject({ close_date: '2026-11-21', user_id: null, cash_counted: 500_000 });
      expect(JSON.parse(audit[0].after_json ?? '{}')).toMatchObject({ reason: 'A late delivery bill' });
      // Banu's day is open again; Anbu's own close still stands.
      expect((await api.call('pos_api/pos_order.php', fan(), { cookie: chitra.cookie })).status).toBe(200);
      expect((await api.call('pos_api/pos_order.php', fan(), { cookie: anbu.cookie })).status).toBe(409);
      const anbuDay = await reopen({ date: '21-11-2026', user_id: String(anbu.userId), reason: 'Anbu forgot a bill' }, owner);
      expect(anbuDay.status).toBe(200);
      expect((await api.call('pos_api/pos_order.php', fan(), { cookie: anbu.cookie })).status).toBe(200);
      const again = await api.call<DayBody>('day_end_close.php', { date: '21-11-2026', cash_counted: '5100' }, { cookie: keeper });
      expect(again.head).toEqual({ code: 200, msg: 'Day closed successfully!' });
      expect((await api.call('pos_api/pos_order.php', fan(), { cookie: anbu.cookie })).status).toBe(409);
    });
  });

  it('cash paid back on a sales return leaves the drawer: cash expected falls by it, for the cashier who paid it', async () => {
    // The next day (the last test: the sessions signed in on the 21st have gone idle by now).
    api.clock.set('2026-11-22T06:30:00Z');
    const me = await api.signInOwner();
    const report22 = (body: unknown) => api.call<DayBody>('day_end_report.php', body, { cookie: me });
    const sold = await api.call<{ order_id: string }>('pos_api/pos_order.php', { ...fan(), payments: [{ mode: 'cash', amount: '1770' }] }, { cookie: me });
    expect(sold.status).toBe(200);
    const [line] = await storedLines(api.db, Number(sold.body.order_id));
    const made = await api.call(
      'pos_api/sales_return.php',
      { order_id: sold.body.order_id, reason: 'Fan hums', request_id: 'day-end-refund', excess: 'refund', lines: [{ order_detail_id: line?.od_id, qty: 1 }] },
      { cookie: me },
    );
    expect(made.body).toMatchObject({ total: '1770.00', refund: '1770.00' });
    const day = await report22({ date: '22-11-2026' });
    expect(day.body).toMatchObject({ by_mode: { cash: '1770.00' }, cash_refunded: '1770.00', cash_expected: '0.00' });
    const ownerDay = await report22({ date: '22-11-2026', user_id: shop.ownerId });
    expect(ownerDay.body).toMatchObject({ cash_refunded: '1770.00', cash_expected: '0.00' });
    const anbuDay = await report22({ date: '22-11-2026', user_id: anbu.userId });
    expect(anbuDay.body).toMatchObject({ cash_refunded: '0.00', cash_expected: '0.00' });

    // Closed with the drawer's ₹1,500 float: expected 1,500 + 1,770 taken − 1,770 paid back; the close keeps the float.
    const closed = await api.call<DayBody>('day_end_close.php', { date: '22-11-2026', cash_counted: '1500', opening_cash: '1500' }, { cookie: me });
    expect(closed.body.closed).toMatchObject({ opening_cash: '1500.00', cash_expected: '1500.00', cash_counted: '1500.00', difference: '0.00' });
    const stored = await api.db
      .selectFrom('day_end_closes')
      .select(['opening_cash', 'cash_expected'])
      .where('close_date', '=', '2026-11-22')
      .executeTakeFirstOrThrow();
    expect({ opening: Number(stored.opening_cash), expected: Number(stored.cash_expected) }).toEqual({ opening: 150_000, expected: 150_000 });
    // The closed day's report answers with its own float, whatever float is asked about.
    expect((await report22({ date: '22-11-2026', opening_cash: '9' })).body).toMatchObject({ opening_cash: '1500.00', cash_expected: '1500.00' });
  });

  // Issue 28, attack 4: on PostgreSQL each of several closes sent together read "not closed yet" before any had
  // written, and 4 of 10 were stored. The database now keeps one close per day and scope (a unique index), and the
  // closes of one day run one after another (each locks the day's row first).
  describe('closes sent at the same moment', () => {
    let me: string;
    const closesOf = (date: string) => api.db.selectFrom('day_end_closes').selectAll().where('close_date', '=', date).orderBy('id').execute();
    const auditsOf = async (date: string) =>
      (await api.db.selectFrom('audit_log').select('after_json').where('call', '=', 'day_end_close.php').execute()).filter(
        (row) => (JSON.parse(row.after_json ?? '{}') as { close_date?: string }).close_date === date,
      );

    beforeAll(async () => {
      api.clock.set('2026-11-23T06:30:00Z');
      me = await api.signInOwner();
    });

    it("takes exactly one of 10 closes of one cashier's day with different counts: nine 409s, one row, one audit row", async () => {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api.call<DayBody>('day_end_close.php', { date: '19-11-2026', user_id: anbu.userId, cash_counted: String(100 + i) }, { cookie: me }),
        ),
      );
      const accepted = replies.filter((r) => r.status === 200);
      expect(accepted).toHaveLength(1);
      expect(replies.filter((r) => r.status !== 200).map((r) => r.head)).toEqual(Array(9).fill({ code: 409, msg: 'The day 19-11-2026 is already closed.' }));
      const rows = await closesOf('2026-11-19');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: anbu.userId });
      expect(formatCounted(Number(rows[0].cash_counted))).toBe(accepted[0].body.closed?.cash_counted);
      expect(await auditsOf('2026-11-19')).toHaveLength(1);
      expect((await report({ date: '19-11-2026', user_id: anbu.userId }, me)).body.closed).toMatchObject({
        cash_counted: accepted[0].body.closed?.cash_counted,
      });
    });

    it('takes one of 10 shop-wide closes of one day', async () => {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) => api.call('day_end_close.php', { date: '18-11-2026', cash_counted: String(500 + i) }, { cookie: me })),
      );
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      expect(replies.filter((r) => r.status !== 200).map((r) => r.head)).toEqual(Array(9).fill({ code: 409, msg: 'The day 18-11-2026 is already closed.' }));
      expect(await closesOf('2026-11-18')).toHaveLength(1);
      expect(await auditsOf('2026-11-18')).toHaveLength(1);
    });

    it("a shop-wide close and a cashier's close sent together: the cashier's is taken only if it was in before the shop's", async () => {
      const outcomes = { both: 0, shopFirst: 0 };
      for (let day = 1; day <= 10; day += 1) {
        const date = `${String(day).padStart(2, '0')}-11-2026`;
        const shopClose = () => api.call('day_end_close.php', { date, cash_counted: '900' }, { cookie: me });
        const cashierClose = () => api.call('day_end_close.php', { date, user_id: banu.userId, cash_counted: '200' }, { cookie: me });
        const [shopReply, cashierReply] =
          day % 2 === 0 ? await Promise.all([shopClose(), cashierClose()]) : await Promise.all([cashierClose(), shopClose()]).then(([c, s]) => [s, c] as const);
        // Nothing closes the whole shop's day before it: it is always taken.
        expect(shopReply.head, date).toEqual({ code: 200, msg: 'Day closed successfully!' });
        const rows = await closesOf(`2026-11-${String(day).padStart(2, '0')}`);
        const shopRow = rows.find((row) => row.user_id === null);
        const cashierRow = rows.find((row) => row.user_id === banu.userId);
        expect(shopRow, date).toBeDefined();
        if (cashierReply.status === 200) {
          // Both taken: the cashier's close was written (and committed) first.
          expect(cashierRow && shopRow && cashierRow.id < shopRow.id, `${date}: the cashier's close is stored before the shop's`).toBe(true);
          outcomes.both += 1;
        } else {
          expect(cashierReply.head, date).toEqual({ code: 409, msg: `The day ${date} is already closed for every cashier.` });
          expect(cashierRow, date).toBeUndefined();
          outcomes.shopFirst += 1;
        }
        expect(rows, date).toHaveLength(cashierReply.status === 200 ? 2 : 1);
        expect(await auditsOf(`2026-11-${String(day).padStart(2, '0')}`), date).toHaveLength(rows.length);
      }
      expect(outcomes.both + outcomes.shopFirst).toBe(10);
    });

    it('the database itself refuses a second close of one scope, shop-wide (no cashier) included', async () => {
      const [cashierRow] = await closesOf('2026-11-19');
      const [shopRow] = await closesOf('2026-11-18');
      const copy = ({ id: _id, ...row }: typeof cashierRow) => row;
      await expect(
        api.db
          .insertInto('day_end_closes')
          .values({ ...copy(cashierRow), cash_counted: 1 })
          .execute(),
      ).rejects.toThrow(/unique|duplicate/i);
      await expect(
        api.db
          .insertInto('day_end_closes')
          .values({ ...copy(shopRow), cash_counted: 1 })
          .execute(),
      ).rejects.toThrow(/unique|duplicate/i);
      expect(await closesOf('2026-11-19')).toHaveLength(1);
      expect(await closesOf('2026-11-18')).toHaveLength(1);
    });
  });
});

const formatCounted = (paise: number) => (paise / 100).toFixed(2);

describe.each(TEST_DIALECTS)('migration 2026-11-28T10: one close per day and scope, on %s', (dialect) => {
  it('drops the closes stored twice, keeping the first of each day and scope', async () => {
    const database = await freshDatabase(dialect, '2026-11-27T20-credit-applications');
    try {
      const { db } = database;
      await bootstrap(db, new Date('2026-11-21T06:30:00Z'), OWNER);
      const owner = (await db.selectFrom('employees').select('user_id').executeTakeFirstOrThrow()).user_id;
      const close = async (date: string, userId: number | null, counted: number) =>
        (
          await db
            .insertInto('day_end_closes')
            .values({
              close_date: date,
              user_id: userId,
              bills: 0,
              total: 0,
              cash: 0,
              upi: 0,
              card: 0,
              credit: 0,
              cash_expected: 0,
              cash_counted: counted,
              closed_by: owner,
              closed_at: '2026-11-21T06:30:00.000Z',
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const kept = [await close('2026-11-20', owner, 100), await close('2026-11-20', null, 300)];
      await close('2026-11-20', owner, 101);
      await close('2026-11-20', null, 301);
      await close('2026-11-20', owner, 102);
      kept.push(await close('2026-11-21', owner, 200));
      await migrateToLatest(database);
      const rows = await db.selectFrom('day_end_closes').select(['id', 'cash_counted']).orderBy('id').execute();
      expect(rows.map((r) => ({ id: r.id, counted: Number(r.cash_counted) }))).toEqual([
        { id: kept[0], counted: 100 },
        { id: kept[1], counted: 300 },
        { id: kept[2], counted: 200 },
      ]);
      const days = await db.selectFrom('day_end_days').selectAll().orderBy('close_date').execute();
      expect(days.map((d) => ({ date: d.close_date, closes: Number(d.closes) }))).toEqual([
        { date: '2026-11-20', closes: 2 },
        { date: '2026-11-21', closes: 1 },
      ]);
    } finally {
      await database.dispose();
    }
  });
});
