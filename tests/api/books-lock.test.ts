// Closed periods (issue 21): setting_update.php books_locked_until (dd-mm-yyyy, owner only, audited); every write that
// carries a date on or before it is refused with 409 and one message, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { wholesaleBody } from '../support/pos-payloads';
import { purchaseBody } from '../support/purchase-payloads';
import { addPurchase } from '../support/purchase-fixtures';
import { addOrder, auditCount, lastAudit, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

const CLOSED = 'Books are closed up to 31-10-2026. This date is in a closed period; make a credit note instead.';

// The test clock stands at 21-11-2026 12:00 in Kolkata.
describe.each(TEST_DIALECTS)('closed periods on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let manager: string;
  let clerk: string;
  let oldBill: SeededOrder;
  let newBill: SeededOrder;
  let oldPurchase: number;

  const settingsBody = async (change: Record<string, unknown>) => {
    const detail = await api.call<Record<string, string>>('setting_detail.php', {}, { cookie: owner });
    return { ...detail.body, ...change };
  };
  const written = async () => ({
    audits: await auditCount(api.db),
    orders: (await api.db.selectFrom('orders').select(['order_id', 'order_date', 'cancelled', 'version']).orderBy('order_id').execute()),
    purchases: (await api.db.selectFrom('purchases').select(['purchase_id', 'order_date', 'version']).orderBy('purchase_id').execute()),
  });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'purchase_list', 'payment_details'] });
    clerk = await api.signIn(staff.email, staff.password);
    const boss = await api.addEmployee({ flags: ['settings'], email: 'manager@shop.test' });
    manager = await api.signIn(boss.email, boss.password);
    oldBill = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, date: '2026-10-15', lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }] });
    newBill = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, date: '2026-11-05', lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }] });
    oldPurchase = (await addPurchase(api.db, { supplierId: shop.supplierId, createdBy: shop.ownerId, date: '2026-10-10', lines: [{ productId: shop.fan, rate: 120_000, qty: 5 }] })).purchaseId;
  });
  afterAll(() => api.dispose());

  it('setting_detail.php answers books_locked_until "" while every period is open, and the e-way bill threshold', async () => {
    const detail = await api.call<Record<string, string>>('setting_detail.php', {}, { cookie: owner });
    expect(detail.body).toMatchObject({ books_locked_until: '', ewaybill_threshold: '50000.00' });
  });

  it('a manager with the settings flag cannot move the date (403), nothing written', async () => {
    const before = await written();
    const reply = await api.call('setting_update.php', await settingsBody({ books_locked_until: '31-10-2026' }), { cookie: manager });
    expect(reply.head).toEqual({ code: 403, msg: 'Only the owner can move "books closed up to".' });
    expect(await written()).toEqual(before);
  });

  it.each([
    ['not a date', '31/13/2026', 'books_locked_until: must be a date as dd-mm-yyyy, not "31/13/2026"'],
    ['after today', '22-11-2026', 'books_locked_until: the books cannot be closed past today (21-11-2026)'],
  ])('refuses a books_locked_until %s with 400', async (_what, value, msg) => {
    const reply = await api.call('setting_update.php', await settingsBody({ books_locked_until: value }), { cookie: owner });
    expect(reply.head).toEqual({ code: 400, msg });
  });

  it('the owner closes the books up to 31-10-2026; the audit trail shows who moved it from what to what', async () => {
    const reply = await api.call<Record<string, string>>('setting_update.php', await settingsBody({ books_locked_until: '31-10-2026' }), { cookie: owner });
    expect(reply.head.code).toBe(200);
    expect(reply.body.books_locked_until).toBe('31-10-2026');
    const entry = await lastAudit(api.db);
    expect(entry).toMatchObject({ call: 'setting_update.php', entity: 'books_locked_until', user_id: shop.ownerId });
    expect([entry.before, entry.after]).toEqual([{ books_locked_until: '' }, { books_locked_until: '2026-10-31' }]);
  });

  it('a manager may still save the other settings while the date stays as it is', async () => {
    const reply = await api.call('setting_update.php', await settingsBody({ city: 'Madurai' }), { cookie: manager });
    expect(reply.head.code).toBe(200);
  });

  describe('each write dated on or before it is refused with 409, nothing written', () => {
    const refusals: Array<[string, () => Promise<{ status: number; head: { code: number; msg: string } }>]> = [
      ['a new bill (pos_order.php)', () => api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }], {}, '31-10-2026'), { cookie: clerk })],
      ['re-dating an open bill into it (billdate_update.php)', () => api.call('billdate_update.php', { order_id: newBill.orderId, new_date: '30-10-2026' }, { cookie: clerk })],
      ['re-dating a closed bill out of it (billdate_update.php)', () => api.call('billdate_update.php', { order_id: oldBill.orderId, new_date: '01-11-2026' }, { cookie: clerk })],
      ['cancelling a closed bill (order_delete.php)', () => api.call('order_delete.php', { order_id: oldBill.orderId }, { cookie: clerk })],
      ['a purchase (pos_order_purchase.php)', () => api.call('pos_api/pos_order_purchase.php', purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 120_000, qty: 1 }], 1800, '15-10-2026'), { cookie: clerk })],
      ['deleting a closed purchase (purchase_list_delete.php)', () => api.call('pos_api/purchase_list_delete.php', { purchase_list_id: oldPurchase }, { cookie: clerk })],
      ['a day-end close (day_end_close.php)', () => api.call('day_end_close.php', { date: '31-10-2026', cash_counted: 0 }, { cookie: clerk })],
    ];
    it.each(refusals)('%s', async (_what, send) => {
      const before = await written();
      const reply = await send();
      expect(reply.head).toEqual({ code: 409, msg: CLOSED });
      expect(reply.status).toBe(409);
      expect(await written()).toEqual(before);
    });
  });

  it('an open period takes writes as before', async () => {
    const reply = await api.call('billdate_update.php', { order_id: newBill.orderId, new_date: '01-11-2026' }, { cookie: clerk });
    expect(reply.status).toBe(200);
    const bill = await api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }], {}, '01-11-2026'), { cookie: clerk });
    expect(bill.status).toBe(200);
  });

  it('a payment detail dated in a closed period cannot be deleted', async () => {
    const row = await api.db.insertInto('payment_details').values({
      name: 'EB bill', amount: 320_000, payment_method: 'debit', payment_sent: 'TNEB', description: 'October', added_date: '2026-10-05', created_by: shop.ownerId, created_at: '2026-10-05T06:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    const before = await written();
    const reply = await api.call('payment_details_delete.php', { id: row.id }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 409, msg: CLOSED });
    expect(await api.db.selectFrom('payment_details').select('id').where('id', '=', row.id).executeTakeFirst()).toBeDefined();
    expect(await written()).toEqual(before);
  });

  it('a quotation is no tax document: an estimate dated in a closed period is still taken', async () => {
    const reply = await api.call('pos_api/pos_estimate.php', {
      user_id: String(shop.murugan), billing_name: 'Murugan', billing_phonenumber: '9443012345', billing_state: 'Tamil Nadu', order_date: '30-10-2026',
      subtotal: '300.00', discount_percentage: '0', discount_amount: '0.00', commision_percentage: '0', commision_amount: '0.00', gst_percentage: '18',
      cgst: '27.00', sgst: '27.00', packing_charge: '0', packing_percentage: '0', packing_amount: '0.00', total: '354.00',
      productdetails: [{ product_name: 'Service visit', qty: 1, amount_per_product: '300.00', total_per_product: '300.00' }],
    }, { cookie: owner });
    expect(reply.status).toBe(200);
  });

  it('the owner reopens the books with ""; the audit trail records it', async () => {
    const reply = await api.call<Record<string, string>>('setting_update.php', await settingsBody({ books_locked_until: '' }), { cookie: owner });
    expect(reply.body.books_locked_until).toBe('');
    const entry = await lastAudit(api.db);
    expect([entry.entity, entry.before, entry.after]).toEqual(['books_locked_until', { books_locked_until: '2026-10-31' }, { books_locked_until: '' }]);
    expect((await api.call('order_delete.php', { order_id: oldBill.orderId }, { cookie: clerk })).status).toBe(200);
  });
});
