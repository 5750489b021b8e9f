// Issue 29 item 6: a payment received (pos_update_payment.php) or made (pos_update_supplier_payment.php), and a cash
// book entry (payment_details_add.php), records its mode: cash, upi, card, bank, cheque (with cheque_no and
// cheque_date), and a reference. The spec's payloads without them are cash. The paid reports, the receipt, the ledger
// and the day end say the mode; bad input is refused with its own message and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEQUE_DATE_NEEDED, CHEQUE_NO_NEEDED, MODE_RULE, REFERENCE_RULE } from '../../core/payment-mode';
import type { Database } from '../../server/db/types';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { setShopSettings } from '../support/print-fixtures';
import { addPurchase, type SeededPurchase } from '../support/purchase-fixtures';
import { addOrder, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Row = Record<string, string>;
interface DayBody {
  bills: Row[];
  by_mode: Row;
  cash_expected: string;
}

describe.each(TEST_DIALECTS)('payment modes on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let noFlag: string;
  let oldBill: SeededOrder;
  let todayBill: SeededOrder;
  let purchase: SeededPurchase;

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
    return { ...result, paid: Number(paid.p ?? 0) };
  };
  const receive = (body: Record<string, unknown>, cookie = clerk) => api.call<{ paid: Row[] }>('pos_api/pos_update_payment.php', body, { cookie });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await setShopSettings(api.db);
    // Ten fans: ₹17,700.00 owed since 10-11; one fan today: ₹1,770.00.
    oldBill = await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-10',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 10 }],
    });
    todayBill = await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-21',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
    });
    purchase = await addPurchase(api.db, {
      supplierId: shop.supplierId,
      createdBy: shop.ownerId,
      date: '2026-11-01',
      lines: [{ productId: shop.fan, rate: 120_000, qty: 5 }],
    });
    owner = await api.signInOwner();
    const c = await api.addEmployee({ flags: ['payment_details'], name: 'Kavitha' });
    clerk = await api.signIn(c.email, c.password);
    const other = await api.addEmployee({ flags: ['gstbill', 'gstbill_list'] });
    noFlag = await api.signIn(other.email, other.password);
  });
  afterAll(() => api.dispose());

  describe('refusals: each its own message, nothing written', () => {
    it.each([
      ['an unknown mode', { mode: 'neft' }, `mode: ${MODE_RULE}`],
      ['a cheque without its number', { mode: 'cheque', cheque_date: '20-11-2026' }, `cheque_no: ${CHEQUE_NO_NEEDED}`],
      ['a cheque without its date', { mode: 'cheque', cheque_no: '004512' }, `cheque_date: ${CHEQUE_DATE_NEEDED}`],
      ['a reference too long', { mode: 'bank', reference: 'U'.repeat(41) }, `reference: ${REFERENCE_RULE}`],
    ])('pos_update_payment.php refuses %s', async (_what, fields, msg) => {
      const before = await counts();
      const reply = await receive({ user_id: shop.murugan, paid_amount: '100', ...fields });
      expect(reply.head).toEqual({ code: 400, msg });
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['an unknown mode', { mode: 'bitcoin' }, `mode: ${MODE_RULE}`],
      ['a cheque without its number', { mode: 'cheque', cheque_date: '20-11-2026' }, `cheque_no: ${CHEQUE_NO_NEEDED}`],
      ['a cheque without its date', { mode: 'cheque', cheque_no: '004512' }, `cheque_date: ${CHEQUE_DATE_NEEDED}`],
      ['a reference too long', { mode: 'upi', reference: 'U'.repeat(41) }, `reference: ${REFERENCE_RULE}`],
    ])('pos_update_supplier_payment.php and payment_details_add.php refuse %s', async (_what, fields, msg) => {
      const before = await counts();
      const supplier = await api.call(
        'pos_api/pos_update_supplier_payment.php',
        { supplier_id: shop.supplierId, paid_amount: '100', ...fields },
        { cookie: clerk },
      );
      expect(supplier.head).toEqual({ code: 400, msg });
      const entry = { name: 'Rent', amount: '100', payment_method: 'debit', payment_sent: 'Landlord', description: 'November' };
      const book = await api.call('payment_details_add.php', { ...entry, ...fields }, { cookie: clerk });
      expect(book.head).toEqual({ code: 400, msg });
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['pos_api/pos_update_payment.php', { user_id: 1, paid_amount: '100', mode: 'cheque', cheque_no: '004512', cheque_date: '20-11-2026' }],
      ['pos_api/pos_update_supplier_payment.php', { supplier_id: 1, paid_amount: '100', mode: 'bank', reference: 'UTR1' }],
      ['payment_details_add.php', { name: 'Rent', amount: '100', payment_method: 'debit', payment_sent: 'Landlord', description: 'Nov', mode: 'upi' }],
    ])('%s answers 401 without a session and 403 without payment_details', async (path, body) => {
      const before = await counts();
      expect((await api.call(path, body)).status).toBe(401);
      expect((await api.call(path, body, { cookie: noFlag })).status).toBe(403);
      expect(await counts()).toEqual(before);
    });
  });

  describe('payments received in each mode', () => {
    const sent: Record<string, Record<string, unknown>> = {
      // The spec's own payload: no mode is cash.
      cash: {},
      upi: { mode: 'upi', reference: '433912345678' },
      card: { mode: 'card', reference: 'TXN 88123' },
      bank: { mode: 'bank', reference: 'SBIN526012345678' },
      cheque: { mode: 'cheque', cheque_no: '004512', cheque_date: '20-11-2026', reference: 'Indian Bank' },
    };
    const said: Record<string, string> = {
      cash: 'Cash',
      upi: 'UPI, ref 433912345678',
      card: 'Card, ref TXN 88123',
      bank: 'Bank Transfer, ref SBIN526012345678',
      cheque: 'Cheque 004512 dated 20-11-2026, ref Indian Bank',
    };
    const paidIds: Record<string, string> = {};

    beforeAll(async () => {
      // ₹100, ₹200, ₹300, ₹400, ₹500 on the old bill, one per mode.
      for (const [index, mode] of ['cash', 'upi', 'card', 'bank', 'cheque'].entries()) {
        const reply = await receive({ user_id: shop.murugan, paid_amount: String((index + 1) * 100), ...sent[mode] });
        expect(reply.head).toEqual({ code: 200, msg: 'Payment updated successfully!' });
        expect(reply.body.paid).toHaveLength(1);
        paidIds[mode] = reply.body.paid[0]?.paid_id ?? '';
      }
      // Lakshmi pays ₹1,000 of today's bill by cheque.
      expect((await receive({ user_id: shop.lakshmi, paid_amount: '1000', mode: 'cheque', cheque_no: '771204', cheque_date: '21-11-2026' })).status).toBe(200);
    });

    it('stores each mode with its cheque and reference', async () => {
      const rows = await api.db
        .selectFrom('customer_payments')
        .select(['mode', 'cheque_no', 'cheque_date', 'reference', 'amount'])
        .where('order_id', '=', oldBill.orderId)
        .orderBy('paid_id')
        .execute();
      expect(rows.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([
        { mode: 'cash', cheque_no: '', cheque_date: null, reference: '', amount: 10_000 },
        { mode: 'upi', cheque_no: '', cheque_date: null, reference: '433912345678', amount: 20_000 },
        { mode: 'card', cheque_no: '', cheque_date: null, reference: 'TXN 88123', amount: 30_000 },
        { mode: 'bank', cheque_no: '', cheque_date: null, reference: 'SBIN526012345678', amount: 40_000 },
        { mode: 'cheque', cheque_no: '004512', cheque_date: '2026-11-20', reference: 'Indian Bank', amount: 50_000 },
      ]);
    });

    it('the paid report gives each row its mode', async () => {
      const reply = await api.call<Array<{ paid_list: Row[] }>>('pos_api/pos_paid_report_payment.php', {}, { cookie: clerk });
      expect(reply.status).toBe(200);
      const rows = reply.body[0]?.paid_list ?? [];
      for (const mode of Object.keys(sent)) {
        expect(rows.find((r) => r.paid_id === paidIds[mode])).toMatchObject({ mode, payment_mode: said[mode] });
      }
      expect(rows.find((r) => r.paid_id === paidIds.cheque)).toMatchObject({ cheque_no: '004512', cheque_date: '20-11-2026', reference: 'Indian Bank' });
      expect(rows.find((r) => r.paid_id === paidIds.cash)).toMatchObject({ cheque_no: '', cheque_date: '', reference: '' });
    });

    it('the receipt says how it was paid, for the payment and its history', async () => {
      const reply = await api.call<Row & { paid_history: Row[] }>(
        'pos_api/paid_report_print_detail.php',
        { order_id: oldBill.orderId, paid_id: paidIds.cheque },
        { cookie: clerk },
      );
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ payment_mode: said.cheque, mode: 'cheque', cheque_no: '004512', cheque_date: '20-11-2026', reference: 'Indian Bank' });
      expect(reply.body.paid_history.map((h) => h.payment_mode)).toEqual(['cash', 'upi', 'card', 'bank', 'cheque'].map((m) => said[m]));
    });

    it("the party's ledger rows name the mode", async () => {
      const reply = await api.call<{ rows: Row[] }>('party_ledger.php', { party: 'customer', id: shop.murugan }, { cookie: owner });
      expect(reply.status).toBe(200);
      expect(reply.body.rows.filter((r) => r.kind === 'payment_received').map((r) => r.narration)).toEqual([
        `Payment received (cash) on bill ${oldBill.billNo}`,
        `Payment received (UPI, ref 433912345678) on bill ${oldBill.billNo}`,
        `Payment received (card, ref TXN 88123) on bill ${oldBill.billNo}`,
        `Payment received (bank transfer, ref SBIN526012345678) on bill ${oldBill.billNo}`,
        `Payment received (cheque 004512 dated 20-11-2026, ref Indian Bank) on bill ${oldBill.billNo}`,
      ]);
    });

    it('the day end totals the money taken by mode, and the day’s bill shows its cheque', async () => {
      const reply = await api.call<DayBody>('day_end_report.php', { date: '21-11-2026' }, { cookie: clerk });
      expect(reply.status).toBe(200);
      // Cheque: ₹500 on the old bill and ₹1,000 on today's; credit: what today's bill left unpaid.
      expect(reply.body.by_mode).toEqual({ cash: '100.00', upi: '200.00', card: '300.00', bank: '400.00', cheque: '1500.00', credit: '770.00' });
      // Only cash is in the drawer.
      expect(reply.body.cash_expected).toBe('100.00');
      expect(reply.body.bills).toEqual([
        expect.objectContaining({ order_id: String(todayBill.orderId), cash: '0.00', bank: '0.00', cheque: '1000.00', credit: '770.00' }),
      ]);
    });

    it('a closed day keeps its bank and cheque totals', async () => {
      const close = await api.call<DayBody>('day_end_close.php', { date: '21-11-2026', cash_counted: '100' }, { cookie: owner });
      expect(close.status).toBe(200);
      const kept = await api.db.selectFrom('day_end_closes').select(['cash', 'bank', 'cheque', 'credit']).executeTakeFirstOrThrow();
      expect({ cash: Number(kept.cash), bank: Number(kept.bank), cheque: Number(kept.cheque), credit: Number(kept.credit) }).toEqual({
        cash: 10_000,
        bank: 40_000,
        cheque: 150_000,
        credit: 77_000,
      });
      expect((await api.call('day_end_reopen.php', { date: '21-11-2026', reason: 'Test over' }, { cookie: owner })).status).toBe(200);
    });
  });

  describe('payments made to a supplier', () => {
    it('records a cheque and a bank transfer, shown on the paid report and the ledger', async () => {
      const cheque = await api.call(
        'pos_api/pos_update_supplier_payment.php',
        { supplier_id: shop.supplierId, paid_amount: '1000', mode: 'cheque', cheque_no: '120045', cheque_date: '25-11-2026' },
        { cookie: clerk },
      );
      expect(cheque.head).toEqual({ code: 200, msg: 'Payment updated successfully!' });
      const bank = await api.call(
        'pos_api/pos_update_supplier_payment.php',
        { supplier_id: shop.supplierId, paid_amount: '500', mode: 'BANK', reference: 'HDFCN52026112100' },
        { cookie: clerk },
      );
      expect(bank.status).toBe(200);
      const paid = await api.call<Array<{ paid_list: Row[] }>>('pos_api/pos_paid_report_payment_supplier.php', {}, { cookie: clerk });
      expect((paid.body[0]?.paid_list ?? []).map((r) => [r.purchase_id, r.mode, r.payment_mode])).toEqual([
        [String(purchase.purchaseId), 'bank', 'Bank Transfer, ref HDFCN52026112100'],
        [String(purchase.purchaseId), 'cheque', 'Cheque 120045 dated 25-11-2026'],
      ]);
      const ledger = await api.call<{ rows: Row[] }>('party_ledger.php', { party: 'supplier', id: shop.supplierId }, { cookie: owner });
      expect(ledger.body.rows.filter((r) => r.kind === 'payment_made').map((r) => r.narration)).toEqual([
        `Payment made (cheque 120045 dated 25-11-2026) on purchase ${purchase.purchaseId}`,
        `Payment made (bank transfer, ref HDFCN52026112100) on purchase ${purchase.purchaseId}`,
      ]);
    });
  });

  describe('the cash book', () => {
    it('records an entry’s mode and lists it; the spec’s payload is cash', async () => {
      const entry = { name: 'Ravi Agencies', amount: '2500', payment_method: 'credit', payment_sent: 'Indian Bank', description: 'Advance' };
      const cheque = await api.call<Row>(
        'payment_details_add.php',
        { ...entry, mode: 'cheque', cheque_no: '300145', cheque_date: '21-11-2026' },
        { cookie: clerk },
      );
      expect(cheque.head).toEqual({ code: 200, msg: 'payment details added successfully!' });
      expect(cheque.body).toMatchObject({ payment_method: 'credit', mode: 'cheque', payment_mode: 'Cheque 300145 dated 21-11-2026', cheque_no: '300145' });
      const cash = await api.call<Row>('payment_details_add.php', entry, { cookie: clerk });
      expect(cash.body).toMatchObject({ mode: 'cash', payment_mode: 'Cash', cheque_no: '', cheque_date: '', reference: '' });
      const list = await api.call<Row[]>('payment_details_list.php', {}, { cookie: clerk });
      expect(list.body.map((r) => [r.id, r.mode])).toEqual([
        [cash.body.id, 'cash'],
        [cheque.body.id, 'cheque'],
      ]);
    });
  });
});
