import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXCESSIVE_AMOUNT, SELECT_A_USER } from '../../core/payment';
import type { Database } from '../../server/db/types';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { SHOP_SETTINGS, setShopSettings } from '../support/print-fixtures';
import { addPurchase, type SeededPurchase } from '../support/purchase-fixtures';
import { addCustomer, addOrder, addSupplier, auditCount, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Row = Record<string, string>;
interface PendingBody {
  pending_list: Row[];
  user_list?: Row[];
  supplier_list?: Row[];
}
interface PaidBody {
  paid_list: Row[];
  user_list: Row[];
}

const paise = (text: string) => Math.round(Number(text) * 100);

describe.each(TEST_DIALECTS)('payments on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let cashier: string;
  let noFlag: string;
  let oldBill: SeededOrder;
  let newBill: SeededOrder;
  let retailBill: SeededOrder;
  let ganesh: number;
  let purchase: SeededPurchase;
  let secondPurchase: SeededPurchase;
  let supplier2: number;

  const counts = async () => {
    const tables: Array<keyof Database> = ['customer_payments', 'supplier_payments', 'payment_details', 'audit_log'];
    const result: Record<string, number> = {};
    for (const table of tables) {
      const row = await api.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    const paid = await api.db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number>('paid_amount').as('p'))
      .executeTakeFirstOrThrow();
    const purchasePaid = await api.db
      .selectFrom('purchases')
      .select((eb) => eb.fn.sum<number>('paid_amount').as('p'))
      .executeTakeFirstOrThrow();
    return { ...result, paid: Number(paid.p ?? 0), purchasePaid: Number(purchasePaid.p ?? 0) };
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await setShopSettings(api.db);
    ganesh = await addCustomer(api.db, { name: 'Ganesh Traders', mobile: '9842099999' });
    oldBill = await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-02',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }],
    });
    newBill = await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-10',
      lines: [{ productId: shop.cooler, rate: 245_050, qty: 1 }],
    });
    retailBill = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-05',
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 10 }],
    });
    await addOrder(api.db, {
      kind: 'estimate',
      customerId: ganesh,
      createdBy: shop.ownerId,
      date: '2026-11-05',
      lines: [{ name: 'Service', rate: 50_000, qty: 1 }],
    });
    await addOrder(api.db, {
      kind: 'gst',
      customerId: ganesh,
      createdBy: shop.ownerId,
      date: '2026-11-06',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
      paid: 177_000,
    });
    supplier2 = await addSupplier(api.db, 'Madurai Coolers');
    purchase = await addPurchase(api.db, {
      supplierId: shop.supplierId,
      createdBy: shop.ownerId,
      date: '2026-11-01',
      lines: [{ productId: shop.fan, rate: 120_000, qty: 5 }],
    });
    secondPurchase = await addPurchase(api.db, {
      supplierId: shop.supplierId,
      createdBy: shop.ownerId,
      date: '2026-11-12',
      lines: [{ productId: shop.cooler, rate: 200_000, qty: 2 }],
    });
    owner = await api.signInOwner();
    const clerk = await api.addEmployee({ flags: ['payment_details'] });
    cashier = await api.signIn(clerk.email, clerk.password);
    const other = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'stock_report', 'sales_gst', 'purchase_gst'] });
    noFlag = await api.signIn(other.email, other.password);
  });
  afterAll(() => api.dispose());

  describe('the cash book: payment_details_add.php, payment_details_list.php, payment_details_delete.php', () => {
    it('adds a credit and a debit entry dated today and lists them newest first', async () => {
      const credit = await api.call<Row>(
        'payment_details_add.php',
        { name: 'Murugan Electricals', amount: '12500.50', payment_method: 'credit', payment_sent: 'Indian Bank', description: 'Advance for coolers' },
        { cookie: cashier },
      );
      expect(credit.head).toEqual({ code: 200, msg: 'payment details added successfully!' });
      expect(credit.body).toMatchObject({
        added_date: '21-11-2026',
        name: 'Murugan Electricals',
        amount: '12500.50',
        payment_method: 'credit',
        payment_sent: 'Indian Bank',
        description: 'Advance for coolers',
      });
      const debit = await api.call<Row>(
        'payment_details_add.php',
        { name: 'EB bill', amount: 3200, payment_method: 'debit', payment_sent: 'TNEB', description: 'Shop electricity' },
        { cookie: cashier },
      );
      expect(debit.status).toBe(200);
      const list = await api.call<Row[]>('payment_details_list.php', {}, { cookie: cashier });
      expect(list.body.map((r) => r.id)).toEqual([debit.body.id, credit.body.id]);
      expect(list.body[0]).toEqual({
        id: debit.body.id,
        added_date: '21-11-2026',
        name: 'EB bill',
        payment_sent: 'TNEB',
        payment_method: 'debit',
        amount: '3200.00',
        description: 'Shop electricity',
        // Issue 29 item 6: an entry without a mode is cash.
        mode: 'cash',
        payment_mode: 'Cash',
        cheque_no: '',
        cheque_date: '',
        reference: '',
      });
    });

    it('filters by both dates, inclusive; one date alone or an invalid date shows all', async () => {
      const all = (await api.call<Row[]>('payment_details_list.php', {}, { cookie: cashier })).body.length;
      expect((await api.call<Row[]>('payment_details_list.php', { from_date: '21-11-2026', to_date: '21-11-2026' }, { cookie: cashier })).body).toHaveLength(
        all,
      );
      expect((await api.call<Row[]>('payment_details_list.php', { from_date: '01-10-2026', to_date: '20-11-2026' }, { cookie: cashier })).body).toHaveLength(0);
      expect((await api.call<Row[]>('payment_details_list.php', { from_date: '01-10-2026' }, { cookie: cashier })).body).toHaveLength(all);
      expect((await api.call<Row[]>('payment_details_list.php', { from_date: '31-02-2026', to_date: '20-11-2026' }, { cookie: cashier })).body).toHaveLength(
        all,
      );
    });

    it.each([
      ['name', { name: '' }, 'name: is required'],
      ['amount', { amount: '' }, 'amount: is empty'],
      ['amount', { amount: 0 }, 'amount: must be more than 0'],
      ['amount', { amount: -5 }, 'amount: cannot be negative (-5)'],
      ['payment_method', { payment_method: 'cash' }, 'payment_method: must be credit or debit'],
      ['payment_sent', { payment_sent: ' ' }, 'payment_sent: is required'],
      ['description', { description: undefined }, 'description: is required'],
    ])('refuses a bad %s and writes nothing', async (_field, change, msg) => {
      const before = await counts();
      const reply = await api.call(
        'payment_details_add.php',
        { name: 'x', amount: 10, payment_method: 'credit', payment_sent: 'Cash', description: 'y', ...change },
        { cookie: cashier },
      );
      expect(reply.status).toBe(400);
      expect(reply.head.msg).toBe(msg);
      expect(await counts()).toEqual(before);
    });

    it('deletes an entry with an audit row, and answers 404 for a missing id', async () => {
      const added = await api.call<Row>(
        'payment_details_add.php',
        { name: 'Tea', amount: 40, payment_method: 'debit', payment_sent: 'Cash', description: 'Tea for staff' },
        { cookie: cashier },
      );
      const audits = await auditCount(api.db);
      const reply = await api.call('payment_details_delete.php', { id: added.body.id }, { cookie: cashier });
      expect(reply.head).toEqual({ code: 200, msg: 'Data Deleted Successfully' });
      expect(await auditCount(api.db)).toBe(audits + 1);
      const again = await api.call('payment_details_delete.php', { id: added.body.id }, { cookie: cashier });
      expect(again.status).toBe(404);
    });
  });

  describe('customer pending: pos_report_payment.php and pos_update_payment.php', () => {
    it('lists issued sales bills with a balance, oldest first; not quotations, cancelled or paid bills', async () => {
      const reply = await api.call<PendingBody[]>('pos_api/pos_report_payment.php', {}, { cookie: cashier });
      expect(reply.head.code).toBe(200);
      const [{ pending_list, user_list }] = reply.body;
      expect(pending_list.map((r) => r.order_id)).toEqual([oldBill, retailBill, newBill].map((b) => String(b.orderId)));
      // bill_no (issue 32): the printed number with its series, what the report shows and searches.
      expect(pending_list.map((r) => r.bill_no)).toEqual([String(oldBill.billNo), `R-${retailBill.billNo}`, String(newBill.billNo)]);
      expect(pending_list[0]).toEqual({
        order_id: String(oldBill.orderId),
        bill_no: String(oldBill.billNo),
        user_id: String(shop.murugan),
        order_date: '02-11-2026',
        user_name: 'Murugan Electricals',
        mobile: '9443012345',
        actual_amount: (oldBill.total / 100).toFixed(2),
        paid_amount: '0.00',
        credit_amount: '0.00',
        pending_balance: (oldBill.total / 100).toFixed(2),
        doc_kind: 'bill',
      });
      expect(user_list).toEqual([
        { user_id: String(shop.lakshmi), name: 'Lakshmi Home Appliances' },
        { user_id: String(shop.murugan), name: 'Murugan Electricals' },
      ]);
    });

    it('refuses more than pending, zero, negative, no party and an unknown party, writing nothing', async () => {
      const pending = oldBill.total + newBill.total;
      const cases: Array<[unknown, number, string]> = [
        [{ user_id: shop.murugan, paid_amount: ((pending + 1) / 100).toFixed(2) }, 400, EXCESSIVE_AMOUNT],
        [{ user_id: shop.murugan, paid_amount: 0 }, 400, 'paid_amount: must be more than 0'],
        [{ user_id: shop.murugan, paid_amount: '-100' }, 400, 'paid_amount: cannot be negative ("-100")'],
        [{ user_id: shop.murugan }, 400, 'paid_amount: Please enter the amount paid.'],
        [{ user_id: '', paid_amount: 100 }, 400, SELECT_A_USER],
        [{ paid_amount: 100 }, 400, SELECT_A_USER],
        [{ user_id: 999_999, paid_amount: 100 }, 404, 'No customer with user_id 999999'],
        [{ user_id: ganesh, paid_amount: 100 }, 400, EXCESSIVE_AMOUNT],
      ];
      for (const [body, status, msg] of cases) {
        const before = await counts();
        const reply = await api.call('pos_api/pos_update_payment.php', body, { cookie: cashier });
        expect({ status: reply.status, msg: reply.head.msg }).toEqual({ status, msg });
        expect(await counts()).toEqual(before);
      }
    });

    it('allocates a part payment to the oldest bill first, each bill touched gets a paid entry, and the order list shows the truth', async () => {
      const amount = oldBill.total + 50_000;
      const reply = await api.call<{ paid: Row[]; pending_balance: string }>(
        'pos_api/pos_update_payment.php',
        { user_id: String(shop.murugan), paid_amount: (amount / 100).toFixed(2) },
        { cookie: cashier },
      );
      expect(reply.head).toEqual({ code: 200, msg: 'Payment updated successfully!' });
      expect(reply.body.paid).toEqual([
        expect.objectContaining({ order_id: String(oldBill.orderId), paid_amount: (oldBill.total / 100).toFixed(2), pending_balance: '0.00' }),
        expect.objectContaining({ order_id: String(newBill.orderId), paid_amount: '500.00', pending_balance: ((newBill.total - 50_000) / 100).toFixed(2) }),
      ]);
      expect(reply.body.pending_balance).toBe(((newBill.total - 50_000) / 100).toFixed(2));
      const orders = await api.call<Row[]>('order.php', {}, { cookie: owner });
      const balance = (id: number) => orders.body.find((r) => r.order_id === String(id))?.balance;
      expect(balance(oldBill.orderId)).toBe('0.00');
      expect(balance(newBill.orderId)).toBe(((newBill.total - 50_000) / 100).toFixed(2));
      const pending = (await api.call<PendingBody[]>('pos_api/pos_report_payment.php', {}, { cookie: cashier })).body[0].pending_list;
      expect(pending.map((r) => r.order_id)).toEqual([String(retailBill.orderId), String(newBill.orderId)]);
      expect(pending[1]).toMatchObject({ paid_amount: '500.00' });
    });

    it('lists the paid entries newest first (pos_paid_report_payment.php) and prints a receipt (paid_report_print_detail.php)', async () => {
      const reply = await api.call<PaidBody[]>('pos_api/pos_paid_report_payment.php', {}, { cookie: cashier });
      const [{ paid_list, user_list }] = reply.body;
      expect(paid_list.map((r) => r.order_id)).toEqual([String(newBill.orderId), String(oldBill.orderId)]);
      expect(paid_list[0]).toMatchObject({
        paid_date: '21-11-2026',
        order_date: '10-11-2026',
        user_name: 'Murugan Electricals',
        mobile: '9443012345',
        actual_amount: (newBill.total / 100).toFixed(2),
        paid_amount: '500.00',
        pending_balance: ((newBill.total - 50_000) / 100).toFixed(2),
      });
      expect(user_list).toEqual([{ user_id: String(shop.murugan), name: 'Murugan Electricals' }]);

      const receipt = await api.call<Record<string, unknown>>(
        'pos_api/paid_report_print_detail.php',
        { order_id: paid_list[0].order_id, paid_id: paid_list[0].paid_id },
        { cookie: cashier },
      );
      expect(receipt.head.code).toBe(200);
      expect(receipt.body).toMatchObject({
        order_id: String(newBill.orderId),
        paid_id: paid_list[0].paid_id,
        order_date: '10-11-2026',
        payment_date: '21-11-2026',
        buyer_detail: { name: 'Murugan Electricals', phone: '9443012345', address: '12 East Masi Street, Madurai, Tamil Nadu', tax_number: '33AAACR5055K1ZE' },
        seller_detail: expect.objectContaining({ shop_name: SHOP_SETTINGS.shop_name, gst_no: SHOP_SETTINGS.gst_no, pincode: SHOP_SETTINGS.pincode }),
        paid_history: [
          { paid_id: paid_list[0].paid_id, last_paid_amt: '500.00', balance: ((newBill.total - 50_000) / 100).toFixed(2), last_payment_date: '21-11-2026' },
        ],
      });
      const mismatch = await api.call(
        'pos_api/paid_report_print_detail.php',
        { order_id: oldBill.orderId, paid_id: paid_list[0].paid_id },
        { cookie: cashier },
      );
      expect(mismatch.status).toBe(404);
      const missing = await api.call('pos_api/paid_report_print_detail.php', { order_id: 999_999, paid_id: 999_999 }, { cookie: cashier });
      expect(missing.status).toBe(404);
    });
  });

  it('lets only one of two payments racing for the same bill through; the bill is never paid past its total', async () => {
    const share = Math.ceil(retailBill.total * 0.6);
    const pay = () => api.call('pos_api/pos_update_payment.php', { user_id: String(shop.lakshmi), paid_amount: (share / 100).toFixed(2) }, { cookie: cashier });
    const replies = await Promise.all([pay(), pay()]);
    const statuses = replies.map((r) => r.status).sort();
    // The second sees either the new balance (400, excessive) or loses the race on the bill's paid amount (409).
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const bill = await api.db.selectFrom('orders').select(['paid_amount', 'total']).where('order_id', '=', retailBill.orderId).executeTakeFirstOrThrow();
    expect(bill.paid_amount).toBe(share);
    const entries = await api.db.selectFrom('customer_payments').select('amount').where('order_id', '=', retailBill.orderId).execute();
    expect(entries.map((e) => Number(e.amount))).toEqual([share]);
  });

  describe('supplier pending: pos_report_supplier_payment.php, pos_update_supplier_payment.php and the paid report', () => {
    it('lists unpaid purchases with the supplier list', async () => {
      const [{ pending_list, supplier_list }] = (await api.call<PendingBody[]>('pos_api/pos_report_supplier_payment.php', {}, { cookie: cashier })).body;
      expect(pending_list.map((r) => r.purchase_id)).toEqual([String(purchase.purchaseId), String(secondPurchase.purchaseId)]);
      expect(pending_list[0]).toEqual({
        purchase_id: String(purchase.purchaseId),
        supplier_id: String(shop.supplierId),
        order_date: '01-11-2026',
        user_name: 'Chennai Fans Distributors',
        mobile: '9840012345',
        actual_amount: (purchase.total / 100).toFixed(2),
        paid_amount: '0.00',
        credit_amount: '0.00',
        pending_balance: (purchase.total / 100).toFixed(2),
        doc_kind: 'bill',
      });
      expect(supplier_list).toEqual([{ supplier_id: String(shop.supplierId), supplier_name: 'Chennai Fans Distributors' }]);
    });

    it('refuses an excessive payment or a supplier with nothing pending, writing nothing', async () => {
      for (const [body, msg] of [
        [{ supplier_id: shop.supplierId, paid_amount: ((purchase.total + secondPurchase.total + 1) / 100).toFixed(2) }, EXCESSIVE_AMOUNT],
        [{ supplier_id: supplier2, paid_amount: 1 }, EXCESSIVE_AMOUNT],
        [{ paid_amount: 1 }, SELECT_A_USER],
      ] as const) {
        const before = await counts();
        const reply = await api.call('pos_api/pos_update_supplier_payment.php', body, { cookie: cashier });
        expect(reply.head.msg).toBe(msg);
        expect(await counts()).toEqual(before);
      }
      expect((await api.call('pos_api/pos_update_supplier_payment.php', { supplier_id: 424_242, paid_amount: 1 }, { cookie: cashier })).status).toBe(404);
    });

    it('pays the oldest purchase in part and lists it on the supplier paid report with a receipt', async () => {
      const reply = await api.call<{ paid: Row[] }>(
        'pos_api/pos_update_supplier_payment.php',
        { supplier_id: shop.supplierId, paid_amount: '1000' },
        { cookie: cashier },
      );
      expect(reply.head.msg).toBe('Payment updated successfully!');
      expect(reply.body.paid).toEqual([
        expect.objectContaining({
          purchase_id: String(purchase.purchaseId),
          paid_amount: '1000.00',
          pending_balance: ((purchase.total - 100_000) / 100).toFixed(2),
        }),
      ]);
      const [{ paid_list }] = (await api.call<PaidBody[]>('pos_api/pos_paid_report_payment_supplier.php', {}, { cookie: cashier })).body;
      expect(paid_list).toEqual([
        expect.objectContaining({
          order_id: String(purchase.purchaseId),
          paid_amount: '1000.00',
          user_name: 'Chennai Fans Distributors',
          order_date: '01-11-2026',
        }),
      ]);
      const receipt = await api.call<{ buyer_detail: Row; paid_history: Row[] }>(
        'pos_api/paid_report_print_detail_supplier.php',
        { order_id: purchase.purchaseId, paid_id: paid_list[0].paid_id },
        { cookie: cashier },
      );
      expect(receipt.body.buyer_detail).toEqual({
        name: 'Chennai Fans Distributors',
        phone: '9840012345',
        address: 'Parrys, Chennai, Tamil Nadu',
        tax_number: '',
      });
      expect(receipt.body.paid_history).toHaveLength(1);
    });
  });

  describe('permissions', () => {
    const calls: Array<[string, unknown]> = [
      ['payment_details_list.php', {}],
      ['payment_details_add.php', {}],
      ['payment_details_delete.php', { id: 1 }],
      ['pos_api/pos_report_payment.php', {}],
      ['pos_api/pos_update_payment.php', { user_id: 1, paid_amount: 1 }],
      ['pos_api/pos_report_supplier_payment.php', {}],
      ['pos_api/pos_update_supplier_payment.php', { supplier_id: 1, paid_amount: 1 }],
      ['pos_api/pos_paid_report_payment.php', {}],
      ['pos_api/pos_paid_report_payment_supplier.php', {}],
      ['pos_api/paid_report_print_detail.php', { order_id: 1, paid_id: 1 }],
      ['pos_api/paid_report_print_detail_supplier.php', { order_id: 1, paid_id: 1 }],
    ];
    let before: Awaited<ReturnType<typeof counts>>;
    beforeEach(async () => {
      before = await counts();
    });
    it.each(calls)('%s answers 401 without a session and 403 without payment_details', async (path, body) => {
      expect((await api.call(path, body)).status).toBe(401);
      expect((await api.call(path, body, { cookie: noFlag })).status).toBe(403);
      expect(await counts()).toEqual(before);
    });
  });

  it('the books agree: pending and paid figures equal an independent sum over the stored bills and paid entries', async () => {
    const [{ pending_list }] = (await api.call<PendingBody[]>('pos_api/pos_report_payment.php', {}, { cookie: cashier })).body;
    const bills = await api.db
      .selectFrom('orders')
      .select(['order_id', 'total', 'paid_amount'])
      .where('kind', 'in', ['gst', 'retail'])
      .where('cancelled', '=', 0)
      .execute();
    const owed = bills.reduce((s, b) => s + Math.max(0, Number(b.total) - Number(b.paid_amount)), 0);
    expect(pending_list.reduce((s, r) => s + paise(r.pending_balance), 0)).toBe(owed);
    const entries = await api.db.selectFrom('customer_payments').select(['order_id', 'amount']).execute();
    for (const bill of bills) {
      const paidOnBill = entries.filter((e) => e.order_id === bill.order_id).reduce((s, e) => s + Number(e.amount), 0);
      // Bills seeded as paid carry paid_amount without entries (ganesh's); every other bill's paid amount is its entries.
      if (paidOnBill > 0) expect(Number(bill.paid_amount)).toBe(paidOnBill);
    }
    const [{ paid_list }] = (await api.call<PaidBody[]>('pos_api/pos_paid_report_payment.php', {}, { cookie: cashier })).body;
    expect(paid_list.reduce((s, r) => s + paise(r.paid_amount), 0)).toBe(entries.reduce((s, e) => s + Number(e.amount), 0));
  });
});
