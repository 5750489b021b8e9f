// Issue 29 items 1 and 7: a party's opening balance is a pending document of its own — an "Opening" row on the pending
// reports (pos_report_payment.php, pos_report_supplier_payment.php), settled by the same oldest-first allocation as
// the bills, and a payment (pos_update_payment.php and its supplier twin) can be booked on it: its paid entry has
// doc_kind 'opening' and no bill. Every pending row carries credit_amount, so Actual − Paid − Credit = Pending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../core/money';
import { bootstrap } from '../../server/bootstrap';
import { migrateToLatest } from '../../server/db/migrate';
import { OWNER, startApi, type TestApi } from '../support/api-client';
import { freshDatabase, TEST_DIALECTS } from '../support/database';
import { storedLines } from '../support/edit-payloads';
import { addPurchase } from '../support/purchase-fixtures';
import { addOrder, seedShop, type Shop } from '../support/sales-fixtures';

type Row = Record<string, string>;
interface Paid {
  paid: Row[];
  pending_balance: string;
}
interface LedgerReply {
  closing: string;
  rows: Array<{ kind: string; number: string; narration: string; debit: string; credit: string; balance: string }>;
}

const rupees = (text: string) => Math.round(Number(text) * 100);

describe.each(TEST_DIALECTS)('opening balances on the pending reports on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let phones = 0;
  let requests = 0;
  const phone = () => `96000${String((phones += 1)).padStart(5, '0')}`;

  const customerWithOpening = async (name: string, opening: string, date: string) => {
    const reply = await api.call<{ user_id: string }>(
      'customer_add.php',
      { name, telephone: phone(), tax_number: '', address: 'Madurai', state: 'Tamil Nadu', opening_balance: opening, opening_date: date },
      { cookie: owner },
    );
    expect(reply.head.code).toBe(200);
    return Number(reply.body.user_id);
  };
  const supplierWithOpening = async (name: string, opening: string, date: string) => {
    const reply = await api.call<Row>(
      'supplier_add.php',
      { supplier_name: name, mobile: phone(), gst_number: '', address: 'Coimbatore', opening_balance: opening, opening_date: date },
      { cookie: owner },
    );
    expect(reply.head.code).toBe(200);
    const row = await api.db.selectFrom('suppliers').select('id').where('supplier_name', '=', name).executeTakeFirstOrThrow();
    return row.id;
  };
  /** A GST bill of one untaxed line: its total is exactly `paise`. */
  const bill = (customerId: number, date: string, paise: number, paid = 0) =>
    addOrder(api.db, {
      kind: 'gst',
      customerId,
      createdBy: shop.ownerId,
      date,
      lines: [{ name: 'Installation Charges', rate: paise, qty: 1 }],
      rates: { gstBp: 0 },
      paid,
    });
  const customerPending = async () =>
    (await api.call<Array<{ pending_list: Row[] }>>('pos_api/pos_report_payment.php', {}, { cookie: clerk })).body[0].pending_list;
  const supplierPending = async () =>
    (await api.call<Array<{ pending_list: Row[] }>>('pos_api/pos_report_supplier_payment.php', {}, { cookie: clerk })).body[0].pending_list;
  const ledgerClosing = async (party: 'customer' | 'supplier', id: number) =>
    (await api.call<LedgerReply>('party_ledger.php', { party, id }, { cookie: owner })).body;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['payment_details', 'customer', 'supplier'] });
    clerk = await api.signIn(staff.email, staff.password);
  });
  afterAll(() => api.dispose());

  it("lists a customer's opening balance as an Opening row before their bills, with no order_id", async () => {
    const id = await customerWithOpening('Jeyam Traders', '1,000', '01-04-2026');
    const first = await bill(id, '2026-11-01', 500_00);
    const second = await bill(id, '2026-11-10', 800_00);
    const rows = (await customerPending()).filter((r) => r.user_id === String(id));
    expect(rows).toEqual([
      {
        bill_no: 'Opening',
        user_id: String(id),
        doc_kind: 'opening',
        order_date: '01-04-2026',
        user_name: 'Jeyam Traders',
        mobile: rows[0]?.mobile,
        actual_amount: '1000.00',
        paid_amount: '0.00',
        credit_amount: '0.00',
        pending_balance: '1000.00',
      },
      expect.objectContaining({ order_id: String(first.orderId), doc_kind: 'bill', pending_balance: '500.00' }),
      expect.objectContaining({ order_id: String(second.orderId), doc_kind: 'bill', pending_balance: '800.00' }),
    ]);
    expect(rows[0]).not.toHaveProperty('order_id');
    expect((await api.call<Array<{ user_list: Row[] }>>('pos_api/pos_report_payment.php', {}, { cookie: clerk })).body[0].user_list).toContainEqual({
      user_id: String(id),
      name: 'Jeyam Traders',
    });
  });

  it('a payment settles the opening first, then the oldest bill; its paid entry on the opening has no bill', async () => {
    const id = await customerWithOpening('Jeyam Cooling Point', '1000', '01-04-2026');
    const first = await bill(id, '2026-11-01', 500_00);
    const second = await bill(id, '2026-11-10', 800_00);
    const reply = await api.call<Paid>('pos_api/pos_update_payment.php', { user_id: id, paid_amount: '1200' }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 200, msg: 'Payment updated successfully!' });
    const [onOpening, onBill] = reply.body.paid;
    expect(reply.body).toEqual({
      paid: [
        { order_id: '', doc_kind: 'opening', paid_id: onOpening?.paid_id, paid_amount: '1000.00', pending_balance: '0.00' },
        { order_id: String(first.orderId), doc_kind: 'bill', paid_id: onBill?.paid_id, paid_amount: '200.00', pending_balance: '300.00' },
      ],
      pending_balance: '1100.00',
    });
    const entries = await api.db
      .selectFrom('customer_payments')
      .select(['paid_id', 'order_id', 'doc_kind', 'amount', 'balance_after'])
      .where('customer_id', '=', id)
      .orderBy('paid_id')
      .execute();
    expect(entries.map((e) => ({ ...e, amount: Number(e.amount), balance_after: Number(e.balance_after) }))).toEqual([
      { paid_id: Number(onOpening?.paid_id), order_id: null, doc_kind: 'opening', amount: 1000_00, balance_after: 0 },
      { paid_id: Number(onBill?.paid_id), order_id: first.orderId, doc_kind: 'bill', amount: 200_00, balance_after: 300_00 },
    ]);
    expect(Number((await api.db.selectFrom('customers').select('opening_paid').where('user_id', '=', id).executeTakeFirstOrThrow()).opening_paid)).toBe(
      1000_00,
    );

    // The opening is settled: it leaves the report; the bills show what is left.
    const rows = (await customerPending()).filter((r) => r.user_id === String(id));
    expect(rows.map((r) => [r.bill_no, r.actual_amount, r.paid_amount, r.credit_amount, r.pending_balance])).toEqual([
      [String(first.billNo), '500.00', '200.00', '0.00', '300.00'],
      [String(second.billNo), '800.00', '0.00', '0.00', '800.00'],
    ]);
    // The ledger (one rule in core/ledger) closes at the pending report's figure.
    const ledger = await ledgerClosing('customer', id);
    expect(ledger.closing).toBe('1100.00');
    expect(ledger.rows.find((r) => r.number === `RC-${onOpening?.paid_id}`)).toMatchObject({
      kind: 'payment_received',
      credit: '1000.00',
      narration: 'Payment received (cash) on the opening balance',
    });

    // The paid report lists the entry on the Opening, and its receipt prints (order_id 0: the opening balance).
    const paid = (await api.call<Array<{ paid_list: Row[] }>>('pos_api/pos_paid_report_payment.php', {}, { cookie: clerk })).body[0].paid_list;
    expect(paid.find((r) => r.paid_id === onOpening?.paid_id)).toMatchObject({
      order_id: '',
      bill_no: 'Opening',
      doc_kind: 'opening',
      order_date: '01-04-2026',
      actual_amount: '1000.00',
      paid_amount: '1000.00',
      pending_balance: '0.00',
    });
    const receipt = await api.call<Row & { paid_history: Row[] }>(
      'pos_api/paid_report_print_detail.php',
      { order_id: 0, paid_id: onOpening?.paid_id },
      { cookie: clerk },
    );
    expect(receipt.head.code).toBe(200);
    expect(receipt.body).toMatchObject({
      order_id: '',
      bill_no: 'Opening',
      amount: '1000.00',
      actual_amount: '1000.00',
      receipt_no: `RC-${onOpening?.paid_id}`,
    });
    expect(receipt.body.paid_history.map((h) => h.paid_id)).toEqual([onOpening?.paid_id]);
    // A bill's paid_id asked as the opening's is not found.
    const wrong = await api.call('pos_api/paid_report_print_detail.php', { order_id: 0, paid_id: onBill?.paid_id }, { cookie: clerk });
    expect(wrong.head).toEqual({ code: 404, msg: `No payment with paid_id ${onBill?.paid_id} on the opening balance` });
  });

  it('a part payment leaves part of the opening pending; more than the opening and bills together is refused, nothing written', async () => {
    const id = await customerWithOpening('Ramesh Agencies', '750.50', '15-05-2026');
    const reply = await api.call<Paid>('pos_api/pos_update_payment.php', { user_id: id, paid_amount: '250.50' }, { cookie: clerk });
    expect(reply.body.pending_balance).toBe('500.00');
    expect((await customerPending()).filter((r) => r.user_id === String(id))).toEqual([
      expect.objectContaining({ bill_no: 'Opening', actual_amount: '750.50', paid_amount: '250.50', credit_amount: '0.00', pending_balance: '500.00' }),
    ]);
    const count = async () =>
      Number(
        (
          await api.db
            .selectFrom('customer_payments')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const excessive = await api.call('pos_api/pos_update_payment.php', { user_id: id, paid_amount: '500.01' }, { cookie: clerk });
    expect(excessive.head).toEqual({ code: 400, msg: 'Excessive Amount Entered.Please Enter Sufficient Amount' });
    expect(await count()).toBe(before);

    // Paid on, the opening balance is the owner's to change, and never below what was paid on it.
    const byClerk = await api.call(
      'customer_detail_update.php',
      { user_id: id, name: 'Ramesh Agencies', telephone: phone(), address: 'Madurai', state: 'Tamil Nadu', opening_balance: '900' },
      { cookie: clerk },
    );
    expect(byClerk.head).toEqual({ code: 403, msg: 'Only the owner can change the opening balance of a customer who has bills or payments.' });
    const below = await api.call(
      'customer_detail_update.php',
      { user_id: id, name: 'Ramesh Agencies', telephone: phone(), address: 'Madurai', state: 'Tamil Nadu', opening_balance: '200' },
      { cookie: owner },
    );
    expect(below.head).toEqual({ code: 400, msg: 'opening_balance: must be at least ₹250.50, already paid on it' });
    expect(Number((await api.db.selectFrom('customers').select('opening_balance').where('user_id', '=', id).executeTakeFirstOrThrow()).opening_balance)).toBe(
      750_50,
    );
  });

  it("a supplier's opening balance is an Opening row settled before their purchases", async () => {
    const id = await supplierWithOpening('Kovai Cooling Agencies', '2000', '01-04-2026');
    const purchase = await addPurchase(api.db, {
      supplierId: id,
      createdBy: shop.ownerId,
      date: '2026-11-05',
      gstBp: 0,
      lines: [{ productId: shop.fan, rate: 1000_00, qty: 1 }],
    });
    const rows = (await supplierPending()).filter((r) => r.supplier_id === String(id));
    expect(rows).toEqual([
      {
        bill_no: 'Opening',
        supplier_id: String(id),
        doc_kind: 'opening',
        order_date: '01-04-2026',
        user_name: 'Kovai Cooling Agencies',
        mobile: rows[0]?.mobile,
        actual_amount: '2000.00',
        paid_amount: '0.00',
        credit_amount: '0.00',
        pending_balance: '2000.00',
      },
      expect.objectContaining({
        purchase_id: String(purchase.purchaseId),
        doc_kind: 'bill',
        actual_amount: formatRupees(purchase.total),
        pending_balance: formatRupees(purchase.total),
      }),
    ]);
    const reply = await api.call<Paid>('pos_api/pos_update_supplier_payment.php', { supplier_id: id, paid_amount: '2500' }, { cookie: clerk });
    expect(reply.head.code).toBe(200);
    expect(reply.body.paid.map((p) => [p.purchase_id, p.doc_kind, p.paid_amount, p.pending_balance])).toEqual([
      ['', 'opening', '2000.00', '0.00'],
      [String(purchase.purchaseId), 'bill', '500.00', formatRupees(purchase.total - 500_00)],
    ]);
    const entries = await api.db.selectFrom('supplier_payments').select(['purchase_id', 'doc_kind']).where('supplier_id', '=', id).orderBy('paid_id').execute();
    expect(entries).toEqual([
      { purchase_id: null, doc_kind: 'opening' },
      { purchase_id: purchase.purchaseId, doc_kind: 'bill' },
    ]);
    expect((await supplierPending()).filter((r) => r.supplier_id === String(id)).map((r) => r.doc_kind)).toEqual(['bill']);
    expect((await ledgerClosing('supplier', id)).closing).toBe(formatRupees(purchase.total - 500_00));
    const paid = (await api.call<Array<{ paid_list: Row[] }>>('pos_api/pos_paid_report_payment_supplier.php', {}, { cookie: clerk })).body[0].paid_list;
    expect(paid.filter((r) => r.supplier_id === String(id)).map((r) => [r.bill_no ?? r.purchase_id, r.paid_amount])).toEqual([
      [String(purchase.purchaseId), '500.00'],
      ['Opening', '2000.00'],
    ]);
  });

  it('after kept credit is applied the row shows Credit, and Actual − Paid − Credit = Pending on every row', async () => {
    const id = await customerWithOpening('Selvam Stores', '0', '');
    // Kept credit of ₹300: a paid bill whose one line comes back, the excess kept as credit.
    const returned = await bill(id, '2026-11-01', 300_00, 300_00);
    const [odId] = (await storedLines(api.db, returned.orderId)).map((l) => l.od_id);
    const note = await api.call<{ kept_credit: string }>(
      'pos_api/sales_return.php',
      {
        order_id: returned.orderId,
        reason: 'Not needed',
        excess: 'credit',
        request_id: `ret-${(requests += 1)}`,
        lines: [{ order_detail_id: odId, qty: 1 }],
      },
      { cookie: owner },
    );
    expect(note.body.kept_credit).toBe('300.00');
    const owing = await bill(id, '2026-11-12', 1000_00, 200_00);
    const applied = await api.call('pos_api/pos_apply_credit.php', { user_id: id, request_id: `apply-${(requests += 1)}` }, { cookie: owner });
    expect(applied.head.code).toBe(200);
    const row = (await customerPending()).find((r) => r.order_id === String(owing.orderId));
    expect(row).toMatchObject({ actual_amount: '1000.00', paid_amount: '200.00', credit_amount: '300.00', pending_balance: '500.00' });
    for (const r of await customerPending()) {
      expect(rupees(r.actual_amount ?? '') - rupees(r.paid_amount ?? '') - rupees(r.credit_amount ?? '')).toBe(rupees(r.pending_balance ?? ''));
    }
  });
});

describe.each(TEST_DIALECTS)('the 2026-12-05T10 migration on %s', (dialect) => {
  it('keeps every paid entry and its paid_id, and the next receipt number follows the highest ever used', async () => {
    const database = await freshDatabase(dialect, '2026-11-28T60-opening-balances');
    try {
      const { db } = database;
      await bootstrap(db, new Date('2026-11-21T06:30:00Z'), OWNER);
      const shop = await seedShop(db);
      const order = await addOrder(db, {
        kind: 'gst',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        lines: [{ name: 'Installation Charges', rate: 1000_00, qty: 1 }],
        rates: { gstBp: 0 },
      });
      const at = '2026-11-21T06:30:00.000Z';
      const entry = (amount: number) => ({
        order_id: order.orderId,
        customer_id: shop.murugan,
        amount,
        paid_date: '2026-11-21',
        balance_after: 0,
        created_by: shop.ownerId,
        created_at: at,
        mode: 'upi' as const,
      });
      const untyped = db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
      await untyped
        .insertInto('customer_payments')
        .values([entry(100_00), entry(200_00), entry(300_00)])
        .execute();
      // The highest receipt was taken back: its number is never given again.
      await untyped.deleteFrom('customer_payments').where('amount', '=', 300_00).execute();
      await migrateToLatest(database);
      const rows = await db.selectFrom('customer_payments').select(['paid_id', 'order_id', 'amount', 'mode', 'doc_kind']).orderBy('paid_id').execute();
      expect(rows.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([
        { paid_id: 1, order_id: order.orderId, amount: 100_00, mode: 'upi', doc_kind: 'bill' },
        { paid_id: 2, order_id: order.orderId, amount: 200_00, mode: 'upi', doc_kind: 'bill' },
      ]);
      const next = await db
        .insertInto('customer_payments')
        .values({ ...entry(50_00), order_id: null, doc_kind: 'opening' })
        .returning('paid_id')
        .executeTakeFirstOrThrow();
      expect(next.paid_id).toBe(4);
      // Kind and bill go together: a bill entry without a bill, or an opening entry with one, is refused.
      await expect(
        db
          .insertInto('customer_payments')
          .values({ ...entry(1), order_id: null, doc_kind: 'bill' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('customer_payments')
          .values({ ...entry(1), doc_kind: 'opening' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('supplier_payments')
          .values({
            purchase_id: null,
            supplier_id: shop.supplierId,
            amount: 1,
            paid_date: '2026-11-21',
            balance_after: 0,
            created_by: shop.ownerId,
            created_at: at,
          })
          .execute(),
      ).rejects.toThrow();
      const indexes =
        dialect === 'sqlite'
          ? (
              await db
                .selectFrom('sqlite_master' as never)
                .select('name' as never)
                .where('tbl_name' as never, 'in', ['customer_payments', 'supplier_payments'] as never)
                .where('type' as never, '=', 'index' as never)
                .execute()
            ).map((r) => (r as { name: string }).name)
          : [];
      if (dialect === 'sqlite') {
        expect(indexes.sort()).toEqual([
          'customer_payments_customer',
          'customer_payments_doc',
          'customer_payments_paid_date',
          'supplier_payments_doc',
          'supplier_payments_supplier',
        ]);
      }
    } finally {
      await database.dispose();
    }
  });
});
