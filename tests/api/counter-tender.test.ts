// Tender at the counter (issue 22): pos_order.php and retail_pos_order.php take payments [{mode, amount}] and
// cash_received; what was taken is booked with the bill, in its transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { retailBody, wholesaleBody, writtenState } from '../support/pos-payloads';
import { seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
  total: string;
  paid_amount?: string;
  balance?: string;
  change_due?: string;
  payments?: Array<{ paid_id: string; mode: string; amount: string }>;
}
type Row = Record<string, string>;

describe.each(TEST_DIALECTS)('tender at the counter on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let cashier: string;
  let cashierId: number;
  let owner: string;
  // One fan: ₹1,500.00 + 18% GST = ₹1,770.00.
  const fanBill = () => wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }]);
  // Ten plugs: ₹450.00 + 18% GST = ₹531.00.
  const plugBill = () => retailBody(shop.lakshmi, [{ productId: shop.plug, rate: 4_500, qty: 10 }]);
  const save = (body: unknown, cookie = cashier) => api.call<Saved>('pos_api/pos_order.php', body, { cookie });
  const payments = (orderId: string) =>
    api.db
      .selectFrom('customer_payments')
      .select(['paid_id', 'mode', 'amount', 'balance_after', 'paid_date', 'created_by'])
      .where('order_id', '=', Number(orderId))
      .orderBy('paid_id')
      .execute();
  const paidAmount = async (orderId: string) =>
    Number((await api.db.selectFrom('orders').select('paid_amount').where('order_id', '=', Number(orderId)).executeTakeFirstOrThrow()).paid_amount);
  const count = async (table: keyof Database) =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'payment_details'] });
    cashierId = staff.userId;
    cashier = await api.signIn(staff.email, staff.password);
  });
  afterAll(() => api.dispose());

  it('books a split of cash and UPI as two paid entries, with the change due from the cash received', async () => {
    const reply = await save({
      ...fanBill(),
      payments: [
        { mode: 'cash', amount: '770' },
        { mode: 'upi', amount: '1000.00' },
      ],
      cash_received: '800',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      order_id: expect.stringMatching(/^\d+$/),
      bill_no: expect.any(Number),
      total: '1770.00',
      paid_amount: '1770.00',
      balance: '0.00',
      change_due: '30.00',
      payments: [
        { paid_id: expect.stringMatching(/^\d+$/), mode: 'cash', amount: '770.00' },
        { paid_id: expect.stringMatching(/^\d+$/), mode: 'upi', amount: '1000.00' },
      ],
    });
    expect(await paidAmount(reply.body.order_id)).toBe(177_000);
    expect(
      (await payments(reply.body.order_id)).map((p) => ({ ...p, paid_id: undefined, amount: Number(p.amount), balance_after: Number(p.balance_after) })),
    ).toEqual([
      { paid_id: undefined, mode: 'cash', amount: 77_000, balance_after: 100_000, paid_date: '2026-11-21', created_by: cashierId },
      { paid_id: undefined, mode: 'upi', amount: 100_000, balance_after: 0, paid_date: '2026-11-21', created_by: cashierId },
    ]);
  });

  it('the UPI taken with the bill is what its printed QR asks for (the customer scans it to pay); cash and card are not', async () => {
    await api.db.updateTable('settings').set({ upi_id: 'kulircooling@okaxis', shop_name: 'Kulir Cooling Centre' }).execute();
    const reply = await save({
      ...fanBill(),
      payments: [
        { mode: 'cash', amount: '770' },
        { mode: 'upi', amount: '1000.00' },
      ],
      cash_received: '770',
    });
    const printed = await api.call<{ upi_link: string; final_billing: { amount_due: string } }>(
      'print_detail.php',
      { order_id: reply.body.order_id },
      { cookie: owner },
    );
    expect(printed.body.final_billing.amount_due).toBe('0.00');
    expect(printed.body.upi_link).toBe(`upi://pay?pa=kulircooling@okaxis&pn=Kulir%20Cooling%20Centre&am=1000.00&cu=INR&tn=${reply.body.bill_no}`);
    const retail = await api.call<Saved>('pos_api/retail_pos_order.php', { ...plugBill(), payments: [{ mode: 'upi', amount: '531' }] }, { cookie: cashier });
    expect(retail.status).toBe(200);
    const receipt = await api.call<{ upi_link: string }>('retail_print_detail.php', { order_id: retail.body.order_id }, { cookie: owner });
    expect(receipt.body.upi_link).toBe(`upi://pay?pa=kulircooling@okaxis&pn=Kulir%20Cooling%20Centre&am=531.00&cu=INR&tn=R-${retail.body.bill_no}`);
    const card = await save({ ...fanBill(), payments: [{ mode: 'card', amount: '1770' }] });
    expect((await api.call<{ upi_link: string }>('print_detail.php', { order_id: card.body.order_id }, { cookie: owner })).body.upi_link).toBe('');
    await api.db.updateTable('settings').set({ upi_id: '' }).execute();
  });

  it('shows the bill Paid at once, off the pending report and on the paid report', async () => {
    const reply = await save({ ...fanBill(), payments: [{ mode: 'card', amount: 1770 }] });
    const list = await api.call<Row[]>('order.php', {}, { cookie: cashier });
    expect(list.body.find((r) => r.order_id === reply.body.order_id)).toMatchObject({ balance: '0.00' });
    const pending = await api.call<Array<{ pending_list: Row[] }>>('pos_api/pos_report_payment.php', {}, { cookie: cashier });
    expect(pending.body[0].pending_list.map((r) => r.order_id)).not.toContain(reply.body.order_id);
    const paid = await api.call<Array<{ paid_list: Row[] }>>('pos_api/pos_paid_report_payment.php', {}, { cookie: cashier });
    expect(paid.body[0].paid_list.filter((r) => r.order_id === reply.body.order_id)).toEqual([
      expect.objectContaining({ paid_id: reply.body.payments?.[0].paid_id, paid_amount: '1770.00', pending_balance: '0.00', actual_amount: '1770.00' }),
    ]);
  });

  it('takes more cash than the bill and books only the bill, the rest is change', async () => {
    const reply = await save({ ...fanBill(), payments: [{ mode: 'cash', amount: '2000' }] });
    expect(reply.body).toMatchObject({ paid_amount: '1770.00', balance: '0.00', change_due: '230.00', payments: [{ mode: 'cash', amount: '1770.00' }] });
    expect((await payments(reply.body.order_id)).map((p) => Number(p.amount))).toEqual([177_000]);
  });

  it('leaves the rest on credit: part paid, the bill pending with its balance', async () => {
    const reply = await save({ ...fanBill(), payments: [{ mode: 'cash', amount: '500' }], cash_received: '500' });
    expect(reply.body).toMatchObject({ paid_amount: '500.00', balance: '1270.00', change_due: '0.00' });
    const pending = await api.call<Array<{ pending_list: Row[] }>>('pos_api/pos_report_payment.php', {}, { cookie: cashier });
    expect(pending.body[0].pending_list.find((r) => r.order_id === reply.body.order_id)).toMatchObject({
      actual_amount: '1770.00',
      paid_amount: '500.00',
      pending_balance: '1270.00',
    });
  });

  it('keeps a bill without tender pending, with the reply it always had', async () => {
    const reply = await save(fanBill());
    expect(reply.body).toEqual({ order_id: expect.any(String), bill_no: expect.any(Number), total: '1770.00' });
    expect(await paidAmount(reply.body.order_id)).toBe(0);
    expect(await payments(reply.body.order_id)).toEqual([]);
    // An empty list of payments is no tender either.
    const empty = await save({ ...fanBill(), payments: [] });
    expect(empty.body).toEqual({ order_id: expect.any(String), bill_no: expect.any(Number), total: '1770.00' });
  });

  it("refuses UPI and card over the bill's total (400) and writes nothing", async () => {
    const before = { ...(await writtenState(api.db)), payments: await count('customer_payments') };
    const reply = await save({
      ...fanBill(),
      payments: [
        { mode: 'upi', amount: '1000' },
        { mode: 'card', amount: '770.01' },
      ],
    });
    expect(reply.head).toEqual({ code: 400, msg: "payments: UPI and card come to ₹1,770.01, more than the bill's ₹1,770.00" });
    expect({ ...(await writtenState(api.db)), payments: await count('customer_payments') }).toEqual(before);
  });

  it('refuses less cash received than the cash paid, an unknown mode and a negative amount', async () => {
    const short = await save({ ...fanBill(), payments: [{ mode: 'cash', amount: '1770' }], cash_received: '1000' });
    expect(short.head).toEqual({ code: 400, msg: 'cash_received: ₹1,000.00 received is less than the cash paid, ₹1,770.00' });
    const cheque = await save({ ...fanBill(), payments: [{ mode: 'cheque', amount: '1770' }] });
    expect(cheque.head).toEqual({ code: 400, msg: 'payments.0.mode: must be cash, upi or card' });
    const negative = await save({ ...fanBill(), payments: [{ mode: 'cash', amount: -5 }] });
    expect(negative.head).toEqual({ code: 400, msg: 'payments.0.amount: cannot be negative (-5)' });
  });

  it('answers a repeat of the same request_id with the first reply and books nothing twice', async () => {
    const body = {
      ...fanBill(),
      request_id: 'tender-repeat-1',
      payments: [
        { mode: 'cash', amount: '1000' },
        { mode: 'upi', amount: '770' },
      ],
    };
    const before = { orders: await count('orders'), payments: await count('customer_payments') };
    const first = await save(body);
    const again = await save(body);
    expect(again.body).toEqual(first.body);
    expect({ orders: await count('orders'), payments: await count('customer_payments') }).toEqual({ orders: before.orders + 1, payments: before.payments + 2 });
    expect(await paidAmount(first.body.order_id)).toBe(177_000);
  });

  it('takes tender on a retail bill (retail_pos_order.php) the same way', async () => {
    const reply = await api.call<Saved>('pos_api/retail_pos_order.php', { ...plugBill(), payments: [{ mode: 'upi', amount: '531' }] }, { cookie: cashier });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      total: '531.00',
      paid_amount: '531.00',
      balance: '0.00',
      change_due: '0.00',
      payments: [{ mode: 'upi', amount: '531.00' }],
    });
    const retail = await api.call<Row[]>('retail_order.php', {}, { cookie: cashier });
    expect(retail.body.find((r) => r.order_id === reply.body.order_id)).toMatchObject({ balance: '0.00' });
  });

  it('answers 401 without a session and 403 without the gstbill flag, tender or not', async () => {
    const body = { ...fanBill(), payments: [{ mode: 'cash', amount: '1770' }] };
    expect((await api.call('pos_api/pos_order.php', body)).head).toEqual({ code: 401, msg: 'Please sign in again: your session has ended.' });
    const other = await api.addEmployee({ flags: ['payment_details'] });
    const reply = await api.call(
      'pos_api/retail_pos_order.php',
      { ...plugBill(), payments: [{ mode: 'upi', amount: '531' }] },
      { cookie: await api.signIn(other.email, other.password) },
    );
    expect(reply.head).toEqual({ code: 403, msg: 'Permission denied: this needs the GST Bill or POS privilege.' });
  });

  it("books a pending bill's payment with its mode (pos_update_payment.php), cash when none is given", async () => {
    const bill = await save(fanBill(), owner);
    const upi = await api.call<{ paid: Row[] }>(
      'pos_api/pos_update_payment.php',
      { user_id: shop.murugan, paid_amount: '100', mode: 'upi' },
      { cookie: cashier },
    );
    expect(upi.status).toBe(200);
    const plain = await api.call<{ paid: Row[] }>('pos_api/pos_update_payment.php', { user_id: shop.murugan, paid_amount: '50' }, { cookie: cashier });
    const modes = await api.db
      .selectFrom('customer_payments')
      .select(['paid_id', 'mode'])
      .where('paid_id', 'in', [Number(upi.body.paid[0].paid_id), Number(plain.body.paid[0].paid_id)])
      .orderBy('paid_id')
      .execute();
    expect(modes.map((m) => m.mode)).toEqual(['upi', 'cash']);
    const wrong = await api.call('pos_api/pos_update_payment.php', { user_id: shop.murugan, paid_amount: '50', mode: 'gold' }, { cookie: cashier });
    expect(wrong.head).toEqual({ code: 400, msg: 'mode: must be one of cash, upi, card, bank, cheque' });
    expect(bill.status).toBe(200);
  });
});
