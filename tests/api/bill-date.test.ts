import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { addOrder, auditCount, lastAudit, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

// The test clock stands at 21-11-2026 12:00 in Kolkata.
describe.each(TEST_DIALECTS)('bill date (billdate_detail.php, billdate_update.php) on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let clerk: string;
  let quotesOnly: string;
  let bill: SeededOrder;
  let retail: SeededOrder;
  let estimate: SeededOrder;

  const dateOf = async (orderId: number) =>
    await api.db.selectFrom('orders').select(['order_date', 'bill_no', 'fy', 'version']).where('order_id', '=', orderId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    bill = await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-20',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
    });
    retail = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-21',
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 1 }],
    });
    estimate = await addOrder(api.db, {
      kind: 'estimate',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      lines: [{ name: 'Service visit', rate: 30_000, qty: 1 }],
    });
    const staff = await api.addEmployee({ flags: ['gstbill_list'] });
    clerk = await api.signIn(staff.email, staff.password);
    const quoter = await api.addEmployee({ flags: ['estimate', 'estimate_list', 'gstbill'] });
    quotesOnly = await api.signIn(quoter.email, quoter.password);
  });
  afterAll(() => api.dispose());

  it('billdate_detail.php answers the bill date as dd-mm-yyyy', async () => {
    const reply = await api.call('billdate_detail.php', { order_id: bill.orderId }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body).toEqual({ added_date: '20-11-2026' });
    expect((await api.call('billdate_detail.php', { order_id: retail.orderId }, { cookie: clerk })).body).toEqual({ added_date: '21-11-2026' });
  });

  it('billdate_detail.php answers 404 for a missing id and an estimate; 401; 403', async () => {
    const missing = await api.call('billdate_detail.php', { order_id: 99999 }, { cookie: clerk });
    expect(missing.head).toEqual({ code: 404, msg: 'No sales bill with order_id 99999' });
    expect((await api.call('billdate_detail.php', { order_id: estimate.orderId }, { cookie: clerk })).status).toBe(404);
    expect((await api.call('billdate_detail.php', { order_id: bill.orderId })).status).toBe(401);
    expect((await api.call('billdate_detail.php', { order_id: bill.orderId }, { cookie: quotesOnly })).status).toBe(403);
  });

  it('billdate_update.php moves the bill within its financial year; it keeps its number; audited before and after', async () => {
    const reply = await api.call('billdate_update.php', { order_id: String(bill.orderId), new_date: '05-04-2026' }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 200, msg: 'Bill date updated successfully' });
    expect(reply.body).toEqual({ order_id: String(bill.orderId), added_date: '05-04-2026' });
    expect(await dateOf(bill.orderId)).toEqual({ order_date: '2026-04-05', bill_no: bill.billNo, fy: '2026-27', version: 2 });
    const entry = await lastAudit(api.db);
    expect(entry).toMatchObject({ call: 'billdate_update.php', entity: 'order', entity_id: String(bill.orderId) });
    expect([entry.before, entry.after]).toEqual([
      { order_date: '2026-11-20', version: 1 },
      { order_date: '2026-04-05', version: 2 },
    ]);
    const list = await api.call<Array<Record<string, string>>>('order.php', {}, { cookie: clerk });
    expect(list.body[0]).toMatchObject({ orderdate: '05-04-2026', bill_no: String(bill.billNo) });
  });

  it('takes yyyy-mm-dd from a date input too', async () => {
    const reply = await api.call('billdate_update.php', { order_id: bill.orderId, new_date: '2026-11-19' }, { cookie: clerk });
    expect(reply.status).toBe(200);
    expect((await dateOf(bill.orderId)).order_date).toBe('2026-11-19');
  });

  it.each([
    ['missing', undefined, 'new_date: is required'],
    ['not a date', 'tomorrow', 'new_date: must be a date as dd-mm-yyyy, not "tomorrow"'],
    ['not a real day', '31-11-2026', 'new_date: must be a date as dd-mm-yyyy, not "31-11-2026"'],
    ['after today', '22-11-2026', 'new_date: a bill cannot be dated after today (21-11-2026)'],
  ])('refuses a new_date %s with 400, changing nothing', async (_what, newDate, msg) => {
    const before = await dateOf(bill.orderId);
    const audits = await auditCount(api.db);
    const reply = await api.call('billdate_update.php', { order_id: bill.orderId, new_date: newDate }, { cookie: clerk });
    expect(reply.status).toBe(400);
    expect(reply.head.msg).toBe(msg);
    expect(await dateOf(bill.orderId)).toEqual(before);
    expect(await auditCount(api.db)).toBe(audits);
  });

  it('refuses a date in another financial year with 409 saying why', async () => {
    const before = await dateOf(bill.orderId);
    const reply = await api.call('billdate_update.php', { order_id: bill.orderId, new_date: '31-03-2026' }, { cookie: clerk });
    expect(reply.status).toBe(409);
    expect(reply.head.msg).toBe(
      `Bill no. ${bill.billNo} is numbered in financial year 2026-27 (01-04-2026 to 31-03-2027); 31-03-2026 falls in 2025-26. ` +
        'Bill numbers run per financial year, so the date can only change within that year.',
    );
    expect(await dateOf(bill.orderId)).toEqual(before);
  });

  it('refuses to re-date a cancelled bill (409)', async () => {
    expect((await api.call('retail_order_delete.php', { order_id: retail.orderId }, { cookie: clerk })).status).toBe(200);
    const reply = await api.call('billdate_update.php', { order_id: retail.orderId, new_date: '20-11-2026' }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 409, msg: 'This bill is cancelled: its date cannot be changed.' });
  });

  it('billdate_update.php answers 404 for a missing id and an estimate, 400 for a bad id, 401 and 403', async () => {
    expect((await api.call('billdate_update.php', { order_id: 99999, new_date: '20-11-2026' }, { cookie: clerk })).status).toBe(404);
    expect((await api.call('billdate_update.php', { order_id: estimate.orderId, new_date: '20-11-2026' }, { cookie: clerk })).status).toBe(404);
    const bad = await api.call('billdate_update.php', { order_id: 0, new_date: '20-11-2026' }, { cookie: clerk });
    expect(bad.head).toEqual({ code: 400, msg: 'order_id: must be a positive whole number, not 0' });
    expect((await api.call('billdate_update.php', { order_id: bill.orderId, new_date: '20-11-2026' })).status).toBe(401);
    expect((await api.call('billdate_update.php', { order_id: bill.orderId, new_date: '20-11-2026' }, { cookie: quotesOnly })).status).toBe(403);
  });
});
