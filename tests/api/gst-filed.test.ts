// Filed months (issue 30 item 5): gstr1_filed.php {month, filed_on, arn?} and gstr1_unfiled.php {month, reason}, owner
// only and audited; gst_filed_months.php for the GST screens. Every dated write into a filed month is refused with 409
// by the one guard of dated writes (server/books-lock.ts), and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filedMonthMessage } from '../../core/gst-filed';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { asEdit, storedLines, storedOrder } from '../support/edit-payloads';
import { wholesaleBody, writtenState } from '../support/pos-payloads';
import { purchaseBody } from '../support/purchase-payloads';
import { addPurchase } from '../support/purchase-fixtures';
import { addOrder, auditCount, lastAudit, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

const FILED = 'GSTR-1 for 10-2026 is filed. This date is in a filed month; make a credit note instead.';
const ARN = 'AA331026123456Z';

// The test clock stands at 21-11-2026 12:00 in Kolkata.
describe.each(TEST_DIALECTS)('filed months on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let manager: string;
  let clerk: string;
  let octoberBill: SeededOrder;
  let novemberBill: SeededOrder;
  let octoberPurchase: number;

  const written = async () => ({
    audits: await auditCount(api.db),
    orders: await api.db.selectFrom('orders').select(['order_id', 'order_date', 'cancelled', 'version']).orderBy('order_id').execute(),
    purchases: await api.db.selectFrom('purchases').select(['purchase_id', 'order_date', 'version']).orderBy('purchase_id').execute(),
    filed: await api.db.selectFrom('gst_filed_months').selectAll().orderBy('month').execute(),
    state: await writtenState(api.db),
  });
  const file = (body: Record<string, unknown>, cookie = owner) => api.call<{ filed_months: unknown[] }>('gstr1_filed.php', body, { cookie });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'purchase_list', 'purchase_gst'] });
    clerk = await api.signIn(staff.email, staff.password);
    const boss = await api.addEmployee({ flags: ['settings', 'sales_gst', 'purchase_gst'], email: 'manager@shop.test' });
    manager = await api.signIn(boss.email, boss.password);
    const fan = [{ productId: shop.fan, rate: 150_000, qty: 1 }];
    octoberBill = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, date: '2026-10-15', lines: fan });
    novemberBill = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, date: '2026-11-05', lines: fan });
    octoberPurchase = (await addPurchase(api.db, { supplierId: shop.supplierId, createdBy: shop.ownerId, date: '2026-10-10', lines: fan })).purchaseId;
  });
  afterAll(() => api.dispose());

  it('answers 401 without a session and 403 to anyone but the owner, nothing written', async () => {
    const before = await written();
    for (const [path, body] of [
      ['gstr1_filed.php', { month: '10-2026', filed_on: '11-11-2026' }],
      ['gstr1_unfiled.php', { month: '10-2026', reason: 'Amended' }],
    ] as const) {
      expect((await api.call(path, body)).status).toBe(401);
      const refused = await api.call(path, body, { cookie: manager });
      expect(refused.head).toEqual({ code: 403, msg: "Permission denied: only the owner can mark a month's GSTR-1 filed or undo it." });
    }
    expect((await api.call('gst_filed_months.php', {})).status).toBe(401);
    expect(await written()).toEqual(before);
  });

  it.each([
    ['a future month', { month: '12-2026', filed_on: '21-11-2026' }, 'month: 12-2026 has not ended; only a month before 11-2026 can be marked filed'],
    ['the month not yet over', { month: '11-2026', filed_on: '21-11-2026' }, 'month: 11-2026 has not ended; only a month before 11-2026 can be marked filed'],
    ['a filing date after today', { month: '10-2026', filed_on: '22-11-2026' }, 'filed_on: a return cannot be filed after today (21-11-2026)'],
    ['a filing date inside the month', { month: '10-2026', filed_on: '31-10-2026' }, 'filed_on: GSTR-1 for 10-2026 is filed after the month ends (31-10-2026)'],
    ['no month', { filed_on: '11-11-2026' }, 'month: is required, as mm-yyyy'],
    ['a month before GST', { month: '06-2017', filed_on: '11-11-2026' }, 'month: must be a month as mm-yyyy (from 07-2017), not "06-2017"'],
    ['no filing date', { month: '10-2026' }, 'filed_on: is required, as dd-mm-yyyy'],
    ['a filing date not a date', { month: '10-2026', filed_on: '31-02-2026' }, 'filed_on: must be a date as dd-mm-yyyy, not "31-02-2026"'],
    [
      'an ARN not of 15 letters and digits',
      { month: '10-2026', filed_on: '11-11-2026', arn: 'AA33-1026' },
      'arn: must be the 15 letters and digits of the ARN the portal gave',
    ],
  ])('refuses %s with 400, nothing written', async (_what, body, msg) => {
    const before = await written();
    expect((await file(body)).head).toEqual({ code: 400, msg });
    expect(await written()).toEqual(before);
  });

  it('the owner marks 10-2026 filed with its ARN; audited; the GST screens list it', async () => {
    const reply = await file({ month: '10-2026', filed_on: '11-11-2026', arn: ARN.toLowerCase(), request_id: 'file-1' });
    expect(reply.head).toEqual({ code: 200, msg: 'GSTR-1 for 10-2026 marked filed.' });
    expect(reply.body.filed_months).toEqual([{ month: '10-2026', filed_on: '11-11-2026', arn: ARN }]);
    const entry = await lastAudit(api.db);
    expect(entry).toMatchObject({ call: 'gstr1_filed.php', entity: 'gst_filed_month', entity_id: '2026-10', user_id: shop.ownerId });
    expect(entry.after).toEqual({ month: '2026-10', filed_on: '2026-11-11', arn: ARN });
    const listed = await api.call<{ filed_months: unknown[] }>('gst_filed_months.php', {}, { cookie: clerk });
    expect(listed.body.filed_months).toEqual([{ month: '10-2026', filed_on: '11-11-2026', arn: ARN }]);
    const working = await api.call<{ filed: unknown; filed_months: unknown[] }>('gstr3b.php', { month: '10-2026' }, { cookie: manager });
    expect(working.body.filed).toEqual({ month: '10-2026', filed_on: '11-11-2026', arn: ARN });
    expect((await api.call<{ filed: unknown }>('gstr3b.php', { month: '09-2026' }, { cookie: manager })).body.filed).toBeNull();
  });

  it('marking it again is refused with 409 naming when it was filed', async () => {
    const before = await written();
    expect((await file({ month: '10-2026', filed_on: '12-11-2026' })).head).toEqual({
      code: 409,
      msg: 'GSTR-1 for 10-2026 is already marked filed (on 11-11-2026).',
    });
    expect(await written()).toEqual(before);
  });

  describe('each write dated in the filed month is refused with 409, nothing written', () => {
    const refusals: Array<[string, () => Promise<{ status: number; head: { code: number; msg: string } }>]> = [
      [
        'a new bill dated into it (pos_order.php), by the owner too',
        () =>
          api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }], {}, '15-10-2026'), { cookie: owner }),
      ],
      [
        're-dating an open bill into it (billdate_update.php)',
        () => api.call('billdate_update.php', { order_id: novemberBill.orderId, new_date: '31-10-2026' }, { cookie: clerk }),
      ],
      [
        're-dating a filed bill out of it (billdate_update.php)',
        () => api.call('billdate_update.php', { order_id: octoberBill.orderId, new_date: '01-11-2026' }, { cookie: clerk }),
      ],
      ['cancelling a filed bill (order_delete.php)', () => api.call('order_delete.php', { order_id: octoberBill.orderId }, { cookie: clerk })],
      [
        'editing a filed bill (pos_order_edit.php)',
        async () =>
          api.call(
            'pos_api/pos_order_edit.php',
            asEdit(
              wholesaleBody(
                shop.murugan,
                [
                  { productId: shop.fan, rate: 150_000, qty: 1 },
                  { productId: shop.cooler, rate: 245_050, qty: 1 },
                ],
                {},
                '15-10-2026',
              ),
              { ...octoberBill, version: (await storedOrder(api.db, octoberBill.orderId)).version },
              [...(await storedLines(api.db, octoberBill.orderId)).map((l) => l.od_id), null],
            ),
            { cookie: owner },
          ),
      ],
      [
        'a purchase dated into it (pos_order_purchase.php)',
        () =>
          api.call('pos_api/pos_order_purchase.php', purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 120_000, qty: 1 }], 1800, '20-10-2026'), {
            cookie: clerk,
          }),
      ],
      [
        'deleting a filed purchase (purchase_list_delete.php)',
        () => api.call('pos_api/purchase_list_delete.php', { purchase_list_id: octoberPurchase }, { cookie: clerk }),
      ],
    ];
    it.each(refusals)('%s', async (_what, attempt) => {
      const before = await written();
      const reply = await attempt();
      expect(reply.head).toEqual({ code: 409, msg: FILED });
      expect(reply.head.msg).toBe(filedMonthMessage('2026-10'));
      expect(await written()).toEqual(before);
    });
  });

  it('a bill in an open month is still taken', async () => {
    const reply = await api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }], {}, '20-11-2026'), {
      cookie: clerk,
    });
    expect(reply.head.code).toBe(200);
  });

  it.each([
    ['no reason', { month: '10-2026' }, 400, 'reason: Please give a reason for undoing the filing'],
    ['a month not filed', { month: '09-2026', reason: 'Amended' }, 404, 'GSTR-1 for 09-2026 is not marked filed.'],
    ['no month', { reason: 'Amended' }, 400, 'month: is required, as mm-yyyy'],
  ])('undoing with %s is refused, nothing written', async (_what, body, code, msg) => {
    const before = await written();
    expect((await api.call('gstr1_unfiled.php', body, { cookie: owner })).head).toEqual({ code, msg });
    expect(await written()).toEqual(before);
  });

  it('the owner undoes the filing with a reason (audited); the month takes dated writes again', async () => {
    const reply = await api.call<{ filed_months: unknown[] }>(
      'gstr1_unfiled.php',
      { month: '10-2026', reason: 'Filed in error: amendment due', request_id: 'unfile-1' },
      { cookie: owner },
    );
    expect(reply.head).toEqual({ code: 200, msg: 'GSTR-1 for 10-2026 is no longer marked filed.' });
    expect(reply.body.filed_months).toEqual([]);
    const entry = await lastAudit(api.db);
    expect(entry).toMatchObject({ call: 'gstr1_unfiled.php', entity: 'gst_filed_month', entity_id: '2026-10', user_id: shop.ownerId });
    expect([entry.before, entry.after]).toEqual([
      { month: '2026-10', filed_on: '2026-11-11', arn: ARN },
      { unfiled: true, reason: 'Filed in error: amendment due' },
    ]);
    const bill = await api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }], {}, '15-10-2026'), {
      cookie: owner,
    });
    expect(bill.head.code).toBe(200);
  });
});
