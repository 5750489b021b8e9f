// Issue 29 item 2: party_ledger.php {party: "customer" | "supplier", id, from_date?, to_date?} → the party's statement
// of account: the balance brought forward, every document in date order with its running balance, the closing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartyLedgerReply } from '../../core/api/ledger';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { storedLines } from '../support/edit-payloads';
import { addProduct, addOrder, addSupplier, seedShop, type Shop } from '../support/sales-fixtures';
import { addPurchase } from '../support/purchase-fixtures';

describe.each(TEST_DIALECTS)('party_ledger.php on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let customerClerk: string;
  let cashier: string;
  let biller: string;
  let customerId: number;
  let supplierId: number;
  let bills: { a: number; b: number; d: number };
  let requests = 0;

  const ledger = (body: Record<string, unknown>, cookie = owner) => api.call<PartyLedgerReply>('party_ledger.php', body, { cookie });
  const line = (rate: number, qty = 1) => ({ name: 'Installation Charges', rate, qty });
  const returnAll = async (orderId: number, qty: number, excess: 'refund' | 'credit') => {
    const [odId] = (await storedLines(api.db, orderId)).map((l) => l.od_id);
    const made = await api.call(
      'pos_api/sales_return.php',
      {
        order_id: orderId,
        reason: 'Not needed',
        excess,
        request_id: `ret-${(requests += 1)}`,
        lines: [{ order_detail_id: odId, qty }],
      },
      { cookie: owner },
    );
    expect(made.head.code).toBe(200);
  };
  const pay = async (paid: string) => {
    const reply = await api.call(
      'pos_api/pos_update_payment.php',
      { user_id: customerId, paid_amount: paid, request_id: `pay-${(requests += 1)}` },
      { cookie: owner },
    );
    expect(reply.head.code).toBe(200);
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    customerClerk = await (async () => {
      const e = await api.addEmployee({ flags: ['customer'] });
      return api.signIn(e.email, e.password);
    })();
    cashier = await (async () => {
      const e = await api.addEmployee({ flags: ['payment_details'] });
      return api.signIn(e.email, e.password);
    })();
    biller = await (async () => {
      const e = await api.addEmployee({ flags: ['gstbill'] });
      return api.signIn(e.email, e.password);
    })();

    const added = await api.call<{ user_id: string }>(
      'customer_add.php',
      {
        name: 'Jeyam Traders',
        telephone: '9443077777',
        tax_number: '',
        address: 'Madurai',
        state: 'Tamil Nadu',
        opening_balance: '1000',
        opening_date: '01-04-2026',
      },
      { cookie: owner },
    );
    customerId = Number(added.body.user_id);
    const a = await addOrder(api.db, { kind: 'gst', customerId, createdBy: shop.ownerId, date: '2026-06-10', lines: [line(2500_00, 2)], rates: { gstBp: 0 } });
    const b = await addOrder(api.db, { kind: 'retail', customerId, createdBy: shop.ownerId, date: '2026-07-01', lines: [line(2000_00)], rates: { gstBp: 0 } });
    const d = await addOrder(api.db, { kind: 'gst', customerId, createdBy: shop.ownerId, date: '2026-08-01', lines: [line(1000_00)], rates: { gstBp: 0 } });
    bills = { a: a.billNo, b: b.billNo, d: d.billNo };
    await pay('4000'); // oldest first (issue 29 item 1): 1,000 clears the opening balance, 3,000 on bill A (pending 2,000 left)
    await returnAll(a.orderId, 1, 'credit'); // CN 2,500: 2,000 off A, 500 kept
    expect((await api.call('pos_api/pos_apply_credit.php', { user_id: customerId, request_id: 'apply-1' }, { cookie: owner })).head.code).toBe(200); // 500 off B
    await pay('2500'); // 1,500 on B, 1,000 on D
    await returnAll(d.orderId, 1, 'refund'); // CN 1,000 on a paid bill: all refunded

    supplierId = await addSupplier(api.db, 'Kovai Cooling Point');
    const product = await addProduct(api.db, supplierId, { name: 'Compressor 1.5T', serial: 'CMP-L-1', rate: 4000_00, stock: 0 });
    await addPurchase(api.db, { supplierId, createdBy: shop.ownerId, date: '2026-05-02', gstBp: 0, lines: [{ productId: product, rate: 4000_00, qty: 1 }] });
    expect(
      (
        await api.call(
          'supplier_detail_update.php',
          {
            supplier_id: supplierId,
            supplier_name: 'Kovai Cooling Point',
            mobile: '9840011111',
            gst_number: '',
            address: 'Coimbatore',
            opening_balance: '700',
            opening_date: '01-04-2026',
          },
          { cookie: owner },
        )
      ).head.code,
    ).toBe(200);
    expect(
      (await api.call('pos_api/pos_update_supplier_payment.php', { supplier_id: supplierId, paid_amount: '1500', request_id: 'spay-1' }, { cookie: owner }))
        .head.code,
    ).toBe(200);
  });
  afterAll(() => api.dispose());

  it("a customer's ledger: every kind of row in date order with the running balance, closing at what is still owed", async () => {
    const reply = await ledger({ party: 'customer', id: customerId });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body.party).toEqual({
      type: 'customer',
      id: String(customerId),
      name: 'Jeyam Traders',
      mobile: '9443077777',
      address: 'Madurai',
      state: 'Tamil Nadu',
      gst_number: '',
    });
    expect(reply.body.opening).toBe('0.00');
    expect(reply.body.seller_detail.shop_name).not.toBe('');
    const rows = reply.body.rows.map((r) => [r.date, r.kind, r.number, r.debit, r.credit, r.balance]);
    expect(rows).toEqual([
      ['01-04-2026', 'opening', 'Opening', '1000.00', '0.00', '1000.00'],
      ['10-06-2026', 'bill', String(bills.a), '5000.00', '0.00', '6000.00'],
      ['01-07-2026', 'bill', `R-${bills.b}`, '2000.00', '0.00', '8000.00'],
      ['01-08-2026', 'bill', String(bills.d), '1000.00', '0.00', '9000.00'],
      ['21-11-2026', 'credit_note', 'CN-1', '0.00', '2500.00', '6500.00'],
      ['21-11-2026', 'credit_note', 'CN-2', '0.00', '1000.00', '5500.00'],
      ['21-11-2026', 'refund', 'CN-2', '1000.00', '0.00', '6500.00'],
      ['21-11-2026', 'credit_applied', 'CN-1', '0.00', '0.00', '6500.00'],
      ['21-11-2026', 'payment_received', expect.stringMatching(/^RC-\d+$/), '0.00', '1000.00', '5500.00'],
      ['21-11-2026', 'payment_received', expect.stringMatching(/^RC-\d+$/), '0.00', '3000.00', '2500.00'],
      ['21-11-2026', 'payment_received', expect.stringMatching(/^RC-\d+$/), '0.00', '1500.00', '1000.00'],
      ['21-11-2026', 'payment_received', expect.stringMatching(/^RC-\d+$/), '0.00', '1000.00', '0.00'],
    ]);
    expect(reply.body.rows.map((r) => r.narration)).toEqual([
      'Opening balance',
      'GST bill',
      'Retail bill',
      'GST bill',
      `Return on bill ${bills.a}`,
      `Return on bill ${bills.d}`,
      'Refund on CN-2',
      `Credit of ₹500.00 from CN-1 taken off bill R-${bills.b}`,
      'Payment received (cash) on the opening balance',
      `Payment received (cash) on bill ${bills.a}`,
      `Payment received (cash) on bill R-${bills.b}`,
      `Payment received (cash) on bill ${bills.d}`,
    ]);
    // Every bill is settled, and the opening balance with them (the first payment met it first).
    expect(reply.body.closing).toBe('0.00');
  });

  it('From and To: the balance before From is brought forward, rows after To are left out', async () => {
    const reply = await ledger({ party: 'customer', id: String(customerId), from_date: '01-07-2026', to_date: '31-08-2026' });
    expect(reply.head.code).toBe(200);
    expect(reply.body).toMatchObject({ from_date: '01-07-2026', to_date: '31-08-2026', opening: '6000.00', closing: '9000.00' });
    expect(reply.body.rows.map((r) => [r.number, r.balance])).toEqual([
      [`R-${bills.b}`, '8000.00'],
      [String(bills.d), '9000.00'],
    ]);
    const onlyFrom = await ledger({ party: 'customer', id: customerId, from_date: '2026-11-21' });
    expect(onlyFrom.body).toMatchObject({ opening: '9000.00', closing: '0.00' });
    expect(onlyFrom.body.rows).toHaveLength(8);
  });

  it("a supplier's ledger: opening, purchase as credits, payment made as a debit", async () => {
    const reply = await ledger({ party: 'supplier', id: supplierId }, cashier);
    expect(reply.head.code).toBe(200);
    expect(reply.body.party).toMatchObject({ type: 'supplier', name: 'Kovai Cooling Point' });
    expect(reply.body.rows.map((r) => [r.date, r.kind, r.debit, r.credit, r.balance])).toEqual([
      ['01-04-2026', 'opening', '0.00', '700.00', '700.00'],
      ['02-05-2026', 'purchase', '0.00', '4000.00', '4700.00'],
      // The payment met the opening balance first (issue 29 item 1): one paid entry on it, one on the purchase.
      ['21-11-2026', 'payment_made', '700.00', '0.00', '4000.00'],
      ['21-11-2026', 'payment_made', '800.00', '0.00', '3200.00'],
    ]);
    expect(reply.body.rows[2]?.number).toMatch(/^PV-\d+$/);
    expect(reply.body.rows.map((r) => r.narration).slice(2)).toEqual(['Payment made (cash) on the opening balance', 'Payment made (cash) on purchase 1']);
    expect(reply.body.closing).toBe('3200.00');
  });

  it("401 without a session; 403 without the flag of that party (or the pending reports')", async () => {
    expect((await api.call('party_ledger.php', { party: 'customer', id: customerId })).head.code).toBe(401);
    expect((await ledger({ party: 'customer', id: customerId }, biller)).head.code).toBe(403);
    expect((await ledger({ party: 'customer', id: customerId }, customerClerk)).head.code).toBe(200);
    expect((await ledger({ party: 'supplier', id: supplierId }, customerClerk)).head).toEqual({
      code: 403,
      msg: "Permission denied: a supplier's ledger needs one of the privileges Supplier, Payment Details.",
    });
    expect((await ledger({ party: 'customer', id: customerId }, cashier)).head.code).toBe(200);
  });

  it('404 for an unknown party', async () => {
    expect((await ledger({ party: 'customer', id: 999_999 })).head).toEqual({ code: 404, msg: 'No customer with id 999999' });
    expect((await ledger({ party: 'supplier', id: 999_999 })).head).toEqual({ code: 404, msg: 'No supplier with id 999999' });
  });

  it('400 for bad dates, a reversed range and an unknown kind of party', async () => {
    const bad = await ledger({ party: 'customer', id: customerId, from_date: '32-01-2026' });
    expect(bad.head).toEqual({ code: 400, msg: 'from_date: must be a date as dd-mm-yyyy, not "32-01-2026"' });
    const badTo = await ledger({ party: 'customer', id: customerId, to_date: 'yesterday' });
    expect(badTo.head).toEqual({ code: 400, msg: 'to_date: must be a date as dd-mm-yyyy, not "yesterday"' });
    const reversed = await ledger({ party: 'customer', id: customerId, from_date: '01-09-2026', to_date: '01-08-2026' });
    expect(reversed.head).toEqual({ code: 400, msg: 'to_date: must be on or after from_date (01-09-2026)' });
    const party = await ledger({ party: 'employee', id: 1 });
    expect(party.head.code).toBe(400);
    expect(party.head.msg).toMatch(/^party: must be "customer" or "supplier"/);
  });
});
