// Closed periods (issue 21): setting_update.php books_locked_until (dd-mm-yyyy, owner only, audited); every write that
// carries a date on or before it is refused with 409 and one message, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { booksClosedMessage } from '../../core/books-lock';
import { asEdit, storedLines } from '../support/edit-payloads';
import { retailBody, wholesaleBody, writtenState } from '../support/pos-payloads';
import { purchaseBody, purchaseEditBody } from '../support/purchase-payloads';
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
  let oldRetail: SeededOrder;
  let openPurchase: number;

  const settingsBody = async (change: Record<string, unknown>) => {
    const detail = await api.call<Record<string, string>>('setting_detail.php', {}, { cookie: owner });
    return { ...detail.body, ...change };
  };
  const count = async (table: 'purchase_lines' | 'payment_details' | 'customer_payments' | 'supplier_payments') =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const written = async () => ({
    audits: await auditCount(api.db),
    orders: (
      await api.db.selectFrom('orders').select(['order_id', 'order_date', 'cancelled', 'version', 'total', 'paid_amount']).orderBy('order_id').execute()
    ).map((o) => ({ ...o, total: Number(o.total), paid_amount: Number(o.paid_amount) })),
    purchases: (
      await api.db.selectFrom('purchases').select(['purchase_id', 'order_date', 'version', 'total', 'paid_amount']).orderBy('purchase_id').execute()
    ).map((p) => ({ ...p, total: Number(p.total), paid_amount: Number(p.paid_amount) })),
    lines: await api.db.selectFrom('order_lines').select(['od_id', 'rate', 'qty']).orderBy('od_id').execute(),
    state: await writtenState(api.db),
    purchaseLines: await count('purchase_lines'),
    cashBook: await count('payment_details'),
    customerPayments: await count('customer_payments'),
    supplierPayments: await count('supplier_payments'),
  });
  const linesOf = async (orderId: number) => (await storedLines(api.db, orderId)).map((l) => l.od_id);
  const purchaseLineOf = async (purchaseId: number) =>
    (await api.db.selectFrom('purchase_lines').select('od_id').where('purchase_id', '=', purchaseId).orderBy('od_id').executeTakeFirstOrThrow()).od_id;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'purchase_list', 'payment_details'] });
    clerk = await api.signIn(staff.email, staff.password);
    const boss = await api.addEmployee({ flags: ['settings'], email: 'manager@shop.test' });
    manager = await api.signIn(boss.email, boss.password);
    oldBill = await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-10-15',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
    });
    newBill = await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-05',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }],
    });
    oldPurchase = (
      await addPurchase(api.db, {
        supplierId: shop.supplierId,
        createdBy: shop.ownerId,
        date: '2026-10-10',
        lines: [
          { productId: shop.fan, rate: 120_000, qty: 5 },
          { productId: shop.cooler, rate: 200_000, qty: 1 },
        ],
      })
    ).purchaseId;
    oldRetail = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-10-20',
      lines: [
        { retailProductId: shop.plug, rate: 4_500, qty: 10 },
        { retailProductId: shop.plug, rate: 4_000, qty: 5 },
      ],
    });
    openPurchase = (
      await addPurchase(api.db, {
        supplierId: shop.supplierId,
        createdBy: shop.ownerId,
        date: '2026-11-10',
        lines: [{ productId: shop.fan, rate: 120_000, qty: 1 }],
      })
    ).purchaseId;
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
    // The other settings are saved; the date is still the owner's, and no audit row says it moved.
    const detail = await api.call<Record<string, string>>('setting_detail.php', {}, { cookie: owner });
    expect(detail.body).toMatchObject({ city: 'Madurai', books_locked_until: '31-10-2026' });
    const moves = await api.db.selectFrom('audit_log').select(['user_id']).where('entity', '=', 'books_locked_until').execute();
    expect(moves).toHaveLength(1);
    expect(moves[0].user_id).toBe(shop.ownerId);
  });

  describe('each write dated on or before it is refused with 409, nothing written', () => {
    const refusals: Array<[string, () => Promise<{ status: number; head: { code: number; msg: string } }>]> = [
      [
        'a new bill (pos_order.php)',
        () =>
          api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }], {}, '31-10-2026'), { cookie: clerk }),
      ],
      [
        're-dating an open bill into it (billdate_update.php)',
        () => api.call('billdate_update.php', { order_id: newBill.orderId, new_date: '30-10-2026' }, { cookie: clerk }),
      ],
      [
        're-dating a closed bill out of it (billdate_update.php)',
        () => api.call('billdate_update.php', { order_id: oldBill.orderId, new_date: '01-11-2026' }, { cookie: clerk }),
      ],
      ['cancelling a closed bill (order_delete.php)', () => api.call('order_delete.php', { order_id: oldBill.orderId }, { cookie: clerk })],
      [
        'a purchase (pos_order_purchase.php)',
        () =>
          api.call('pos_api/pos_order_purchase.php', purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 120_000, qty: 1 }], 1800, '15-10-2026'), {
            cookie: clerk,
          }),
      ],
      [
        'deleting a closed purchase (purchase_list_delete.php)',
        () => api.call('pos_api/purchase_list_delete.php', { purchase_list_id: oldPurchase }, { cookie: clerk }),
      ],
      ['a day-end close (day_end_close.php)', () => api.call('day_end_close.php', { date: '31-10-2026', cash_counted: 0 }, { cookie: clerk })],
      [
        'editing a closed bill (pos_order_edit.php)',
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
              { ...oldBill, version: 1 },
              [...(await linesOf(oldBill.orderId)), null],
            ),
            { cookie: owner },
          ),
      ],
      [
        'editing an open bill into it (pos_order_edit.php)',
        async () =>
          api.call(
            'pos_api/pos_order_edit.php',
            asEdit(
              wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 2 }], {}, '30-10-2026'),
              { ...newBill, version: 1 },
              await linesOf(newBill.orderId),
            ),
            { cookie: owner },
          ),
      ],
      [
        'editing a closed retail bill (retail_pos_order_edit.php)',
        async () =>
          api.call(
            'pos_api/retail_pos_order_edit.php',
            asEdit(
              retailBody(
                shop.lakshmi,
                [
                  { productId: shop.plug, rate: 4_500, qty: 10 },
                  { productId: shop.plug, rate: 4_000, qty: 5 },
                  { productId: shop.plug, rate: 4_000, qty: 1 },
                ],
                { gstBp: 0 },
              ),
              { ...oldRetail, version: 1 },
              [...(await linesOf(oldRetail.orderId)), null],
            ),
            { cookie: owner },
          ),
      ],
      [
        'deleting a line of a closed bill (order_detail_delete.php)',
        async () => api.call('pos_api/order_detail_delete.php', { order_detail_id: (await linesOf(oldBill.orderId))[0] }, { cookie: owner }),
      ],
      [
        'deleting a line of a closed retail bill (retail_order_detail_delete.php)',
        async () => api.call('pos_api/retail_order_detail_delete.php', { order_detail_id: (await linesOf(oldRetail.orderId))[1] }, { cookie: owner }),
      ],
      [
        'cancelling a closed retail bill (retail_order_delete.php)',
        () => api.call('retail_order_delete.php', { order_id: oldRetail.orderId }, { cookie: owner }),
      ],
      [
        'editing a closed purchase (pos_purchase_edit.php)',
        async () =>
          api.call(
            'pos_api/pos_purchase_edit.php',
            purchaseEditBody(
              oldPurchase,
              1,
              shop.supplierId,
              [{ odId: await purchaseLineOf(oldPurchase), productId: shop.fan, rate: 110_000, qty: 5 }],
              1800,
              '10-10-2026',
            ),
            { cookie: owner },
          ),
      ],
      [
        'editing an open purchase into it (pos_purchase_edit.php)',
        async () =>
          api.call(
            'pos_api/pos_purchase_edit.php',
            purchaseEditBody(
              openPurchase,
              1,
              shop.supplierId,
              [{ odId: await purchaseLineOf(openPurchase), productId: shop.fan, rate: 120_000, qty: 1 }],
              1800,
              '31-10-2026',
            ),
            { cookie: owner },
          ),
      ],
      [
        'deleting a line of a closed purchase (purchase_detail_delete.php)',
        async () => api.call('pos_api/purchase_detail_delete.php', { purchase_detail_id: await purchaseLineOf(oldPurchase) }, { cookie: owner }),
      ],
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
    const bill = await api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }], {}, '01-11-2026'), {
      cookie: clerk,
    });
    expect(bill.status).toBe(200);
  });

  it('a payment detail dated in a closed period cannot be deleted', async () => {
    const row = await api.db
      .insertInto('payment_details')
      .values({
        name: 'EB bill',
        amount: 320_000,
        payment_method: 'debit',
        payment_sent: 'TNEB',
        description: 'October',
        added_date: '2026-10-05',
        created_by: shop.ownerId,
        created_at: '2026-10-05T06:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await written();
    const reply = await api.call('payment_details_delete.php', { id: row.id }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 409, msg: CLOSED });
    expect(await api.db.selectFrom('payment_details').select('id').where('id', '=', row.id).executeTakeFirst()).toBeDefined();
    expect(await written()).toEqual(before);
  });

  describe('books closed up to today: what is dated today is refused too (409, nothing written)', () => {
    const today = () => booksClosedMessage('2026-11-21');
    const refusals: Array<[string, () => Promise<{ status: number; head: { code: number; msg: string } }>]> = [
      [
        'a cash book entry (payment_details_add.php)',
        () =>
          api.call(
            'payment_details_add.php',
            { name: 'Tea', amount: 40, payment_method: 'debit', payment_sent: 'Cash', description: 'Tea for staff' },
            { cookie: owner },
          ),
      ],
      [
        "a customer's pending payment (pos_update_payment.php)",
        () => api.call('pos_api/pos_update_payment.php', { user_id: shop.murugan, paid_amount: '100', mode: 'cash' }, { cookie: owner }),
      ],
      [
        "a supplier's pending payment (pos_update_supplier_payment.php)",
        () => api.call('pos_api/pos_update_supplier_payment.php', { supplier_id: shop.supplierId, paid_amount: '100', mode: 'cash' }, { cookie: owner }),
      ],
    ];
    it.each(refusals)('%s', async (_what, send) => {
      await api.db.updateTable('settings').set({ books_locked_until: '2026-11-21' }).execute();
      try {
        const before = await written();
        const reply = await send();
        expect(reply.head).toEqual({ code: 409, msg: today() });
        expect(reply.status).toBe(409);
        expect(await written()).toEqual(before);
      } finally {
        await api.db.updateTable('settings').set({ books_locked_until: '2026-10-31' }).execute();
      }
    });
  });

  it('a quotation is no tax document: an estimate dated in a closed period is still taken', async () => {
    const reply = await api.call(
      'pos_api/pos_estimate.php',
      {
        user_id: String(shop.murugan),
        billing_name: 'Murugan',
        billing_phonenumber: '9443012345',
        billing_state: 'Tamil Nadu',
        order_date: '30-10-2026',
        subtotal: '300.00',
        discount_percentage: '0',
        discount_amount: '0.00',
        commision_percentage: '0',
        commision_amount: '0.00',
        gst_percentage: '18',
        cgst: '27.00',
        sgst: '27.00',
        packing_charge: '0',
        packing_percentage: '0',
        packing_amount: '0.00',
        total: '354.00',
        productdetails: [{ product_name: 'Service visit', qty: 1, amount_per_product: '300.00', total_per_product: '300.00' }],
      },
      { cookie: owner },
    );
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
