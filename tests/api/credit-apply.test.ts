// A customer's kept credit (issue 21 follow-up): pos_api/pos_apply_credit.php {user_id} takes what their credit notes
// kept off their oldest pending bills, drawing on the oldest credit notes first. Not a payment: no tender moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksClosedMessage } from '../../core/books-lock';
import { formatRupees } from '../../core/money';
import type { Database } from '../../server/db/types';
import { closedDayMessage } from '../../server/payments/day-end';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { asEdit, storedLines, storedOrder } from '../support/edit-payloads';
import { wholesaleBody } from '../support/pos-payloads';
import { addCustomer, addOrder, seedShop, type Shop } from '../support/sales-fixtures';

interface Applied {
  applied: string;
  credit_left: string;
  bills: Array<{ order_id: string; bill_no: string; amount: string; pending_balance: string }>;
}
type Row = Record<string, string>;

describe.each(TEST_DIALECTS)("applying a customer's kept credit on %s", (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let clerkId: number;
  let noFlag: string;
  let requests = 0;
  let customers = 0;

  const apply = (userId: number | string | null, cookie = clerk, requestId = `apply-${(requests += 1)}`) =>
    api.call<Applied>('pos_api/pos_apply_credit.php', { user_id: userId, request_id: requestId }, { cookie });
  const newCustomer = async (name: string) => addCustomer(api.db, { name, mobile: `98940${String((customers += 1)).padStart(5, '0')}` });
  /** A GST bill of one untaxed line: its total is exactly `rupees`. */
  const bill = async (customerId: number, date: string, paise: number, paid = 0) =>
    addOrder(api.db, {
      kind: 'gst',
      customerId,
      createdBy: shop.ownerId,
      date,
      lines: [{ name: 'Installation Charges', rate: paise, qty: 1 }],
      rates: { gstBp: 0 },
      paid,
    });
  /** Kept credit of exactly `paise`: a paid bill whose one line comes back, the excess kept as the customer's credit. */
  const keptCredit = async (customerId: number, paise: number) => {
    const paid = await bill(customerId, '2026-11-01', paise, paise);
    const [odId] = (await storedLines(api.db, paid.orderId)).map((l) => l.od_id);
    const made = await api.call<{ credit_note_id: string; kept_credit: string }>(
      'pos_api/sales_return.php',
      {
        order_id: paid.orderId,
        reason: 'Not needed',
        excess: 'credit',
        request_id: `ret-${(requests += 1)}`,
        lines: [{ order_detail_id: odId, qty: 1 }],
      },
      { cookie: owner },
    );
    expect(made.body.kept_credit).toBe(formatRupees(paise));
    return Number(made.body.credit_note_id);
  };
  const count = async (table: keyof Database) =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const everything = async () => ({
    applications: await count('credit_applications'),
    payments: await count('customer_payments'),
    cash: await count('payment_details'),
    audit: await count('audit_log'),
    requests: await count('request_log'),
    stock: await count('stock_ledger'),
    orders: (await api.db.selectFrom('orders').select(['order_id', 'credited_amount', 'paid_amount', 'version']).orderBy('order_id').execute()).map((o) => ({
      ...o,
      credited_amount: Number(o.credited_amount),
      paid_amount: Number(o.paid_amount),
    })),
  });
  const pendingReport = async () =>
    (await api.call<Array<{ pending_list: Row[]; credit_list: Row[] }>>('pos_api/pos_report_payment.php', {}, { cookie: owner })).body[0];
  const money = async () => ({
    dayEnd: (await api.call('day_end_report.php', { date: '21-11-2026' }, { cookie: owner })).body,
    paid: (await api.call('pos_api/pos_paid_report_payment.php', {}, { cookie: owner })).body,
    cashBook: (await api.call('payment_details_list.php', {}, { cookie: owner })).body,
  });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['payment_details', 'gstbill_list'] });
    clerkId = staff.userId;
    clerk = await api.signIn(staff.email, staff.password);
    const other = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'sales_gst'] });
    noFlag = await api.signIn(other.email, other.password);
  });
  afterAll(() => api.dispose());

  it('credit below the pending total: the oldest bill first, drawn from the oldest credit note first; no money moves', async () => {
    const customer = await newCustomer('Selvi Traders');
    const older = await keptCredit(customer, 10_000);
    const newer = await keptCredit(customer, 20_000);
    const a = await bill(customer, '2026-11-10', 20_000);
    const b = await bill(customer, '2026-11-15', 50_000);
    expect((await pendingReport()).credit_list).toContainEqual({ user_id: String(customer), name: 'Selvi Traders', credit: '300.00' });
    const before = await everything();
    const moneyBefore = await money();

    const reply = await apply(customer);
    expect(reply.head).toEqual({ code: 200, msg: 'Credit applied successfully!' });
    expect(reply.body).toEqual({
      applied: '300.00',
      credit_left: '0.00',
      bills: [
        { order_id: String(a.orderId), bill_no: String(a.billNo), amount: '200.00', pending_balance: '0.00' },
        { order_id: String(b.orderId), bill_no: String(b.billNo), amount: '100.00', pending_balance: '400.00' },
      ],
    });
    const rows = await api.db.selectFrom('credit_applications').selectAll().where('customer_id', '=', customer).orderBy('id').execute();
    expect(rows.map((r) => [r.credit_note_id, r.order_id, Number(r.amount), r.applied_date, r.created_by])).toEqual([
      [older, a.orderId, 10_000, '2026-11-21', clerkId],
      [newer, a.orderId, 10_000, '2026-11-21', clerkId],
      [newer, b.orderId, 10_000, '2026-11-21', clerkId],
    ]);
    const after = await everything();
    expect(after.applications).toBe(before.applications + 3);
    expect(after.audit).toBe(before.audit + 3);
    expect([after.payments, after.cash, after.stock]).toEqual([before.payments, before.cash, before.stock]);
    const credited = (id: number) => after.orders.find((o) => o.order_id === id)?.credited_amount;
    expect([credited(a.orderId), credited(b.orderId)]).toEqual([20_000, 10_000]);
    const audit = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'credit_application')
      .where('entity_id', '=', String(rows[0].id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ call: 'pos_api/pos_apply_credit.php', user_id: clerkId });

    // Every balance reader follows: the pending report, the order list's balance and Payment Status, the invoice.
    const pending = await pendingReport();
    expect(pending.pending_list.map((r) => r.order_id)).not.toContain(String(a.orderId));
    expect(pending.pending_list.find((r) => r.order_id === String(b.orderId))).toMatchObject({
      actual_amount: '500.00',
      paid_amount: '0.00',
      pending_balance: '400.00',
    });
    expect(pending.credit_list.map((c) => c.user_id)).not.toContain(String(customer));
    const list = await api.call<Row[]>('order.php', {}, { cookie: clerk });
    expect(list.body.find((r) => r.order_id === String(a.orderId))?.balance).toBe('0.00');
    expect(list.body.find((r) => r.order_id === String(b.orderId))?.balance).toBe('400.00');
    // Not a payment: the day-end's tender, the paid report and the cash book are as they were.
    expect(await money()).toEqual(moneyBefore);

    // The credited bill is fixed: cancelling it would lose the credit, a line delete take its total below it.
    const fixed = await everything();
    const cancel = await api.call('order_delete.php', { order_id: a.orderId }, { cookie: clerk });
    expect(cancel.head).toEqual({
      code: 409,
      msg: `Bill no. ${a.billNo} has ₹200.00 of the customer's credit taken off it: it can no longer be edited or cancelled. Make a sales return instead.`,
    });
    const [bLine] = (await storedLines(api.db, b.orderId)).map((l) => l.od_id);
    const lineDelete = await api.call('pos_api/order_detail_delete.php', { order_detail_id: String(bLine), total: '500.00' }, { cookie: clerk });
    expect(lineDelete.head).toEqual({
      code: 409,
      msg: `Bill no. ${b.billNo} has ₹100.00 of the customer's credit taken off it: it can no longer be edited or cancelled. Make a sales return instead.`,
    });
    // An edit of the credited bill is refused the same way, before anything else of the edit is looked at.
    const version = (await storedOrder(api.db, a.orderId)).version;
    const edit = asEdit(
      wholesaleBody(customer, [{ productId: shop.fan, rate: 5_000, qty: 1 }], { gstBp: 0 }, '10-11-2026'),
      { orderId: a.orderId, billNo: a.billNo, version },
      [null],
    );
    const edited = await api.call('pos_api/pos_order_edit.php', edit, { cookie: owner });
    expect(edited.head).toEqual({
      code: 409,
      msg: `Bill no. ${a.billNo} has ₹200.00 of the customer's credit taken off it: it can no longer be edited or cancelled. Make a sales return instead.`,
    });
    expect(await everything()).toEqual(fixed);

    // The credit note that was drawn on says where its credit went.
    const details = await api.call<{ credit_used: Row[] }>('credit_note_details.php', { credit_note_id: newer }, { cookie: clerk });
    expect(details.body.credit_used).toEqual([
      { order_id: String(a.orderId), bill_no: String(a.billNo), amount: '100.00', applied_date: '21-11-2026' },
      { order_id: String(b.orderId), bill_no: String(b.billNo), amount: '100.00', applied_date: '21-11-2026' },
    ]);
  });

  it('credit above the pending total clears every bill and keeps the rest; then nothing is pending', async () => {
    const customer = await newCustomer('Kannan Stores');
    await keptCredit(customer, 100_000);
    const only = await bill(customer, '2026-11-12', 40_000, 5_000);
    const reply = await apply(customer);
    expect(reply.body).toEqual({
      applied: '350.00',
      credit_left: '650.00',
      bills: [{ order_id: String(only.orderId), bill_no: String(only.billNo), amount: '350.00', pending_balance: '0.00' }],
    });
    expect((await pendingReport()).credit_list).toContainEqual({ user_id: String(customer), name: 'Kannan Stores', credit: '650.00' });
    const before = await everything();
    const again = await apply(customer);
    expect(again.head).toEqual({ code: 409, msg: 'Kannan Stores has no pending bills to apply credit to.' });
    expect(await everything()).toEqual(before);
    // Today's bill takes what is left; the day-end still counts it as unpaid (credit), no tender.
    const later = await bill(customer, '2026-11-21', 80_000);
    const moneyBefore = await money();
    expect((moneyBefore.dayEnd as { by_mode: Row }).by_mode.credit).not.toBe('0.00');
    expect((await apply(customer)).body).toEqual({
      applied: '650.00',
      credit_left: '0.00',
      bills: [{ order_id: String(later.orderId), bill_no: String(later.billNo), amount: '650.00', pending_balance: '150.00' }],
    });
    expect(await money()).toEqual(moneyBefore);
  });

  it('answers a repeated request_id with the first reply and applies nothing twice', async () => {
    const customer = await newCustomer('Anbu Agencies');
    await keptCredit(customer, 5_000);
    await bill(customer, '2026-11-12', 30_000);
    const first = await apply(customer, clerk, 'same-apply-1');
    expect(first.status).toBe(200);
    const before = await everything();
    const again = await apply(customer, clerk, 'same-apply-1');
    expect(again.head).toEqual(first.head);
    expect(again.body).toEqual(first.body);
    expect(await everything()).toEqual(before);
  });

  describe('refusals write nothing', () => {
    let owes: number;
    let holds: number;
    beforeAll(async () => {
      owes = await newCustomer('Ravi Electricals');
      await bill(owes, '2026-11-11', 10_000);
      holds = await newCustomer('Geetha Home Needs');
      await keptCredit(holds, 10_000);
      await bill(holds, '2026-11-11', 10_000);
    });
    const refused = async (send: () => Promise<{ status: number; head: { code: number; msg: string } }>, head: { code: number; msg: string }) => {
      const before = await everything();
      const reply = await send();
      expect(reply.head).toEqual(head);
      expect(reply.status).toBe(head.code);
      expect(await everything()).toEqual(before);
    };

    it('no credit, an unknown customer, no customer chosen', async () => {
      await refused(() => apply(owes), { code: 409, msg: 'Ravi Electricals has no credit to apply.' });
      await refused(() => apply(99_999), { code: 404, msg: 'No customer with user_id 99999' });
      await refused(() => apply(''), { code: 400, msg: 'Please select a user.' });
    });

    it('books closed up to today', async () => {
      await api.db.updateTable('settings').set({ books_locked_until: '2026-11-21' }).execute();
      try {
        await refused(() => apply(holds, owner), { code: 409, msg: booksClosedMessage('2026-11-21') });
      } finally {
        await api.db.updateTable('settings').set({ books_locked_until: '' }).execute();
      }
    });

    it('a day closed for this cashier: only the owner may then', async () => {
      const close = await api.call('day_end_close.php', { date: '21-11-2026', user_id: clerkId, cash_counted: '0' }, { cookie: owner });
      expect(close.status).toBe(200);
      try {
        await refused(() => apply(holds), { code: 409, msg: closedDayMessage('2026-11-21') });
      } finally {
        await api.db.deleteFrom('day_end_closes').execute();
      }
    });

    it('401 without a session, 403 without the payment_details flag', async () => {
      await refused(() => api.call('pos_api/pos_apply_credit.php', { user_id: holds }), { code: 401, msg: 'Please sign in again: your session has ended.' });
      await refused(() => apply(holds, noFlag), { code: 403, msg: 'Permission denied: this needs the Payment Details privilege.' });
    });
  });
});
