// Issue 29 item 3: ageing_report.php {party: "customer" | "supplier", as_of?} → each party with something unpaid on the
// as-of date (today when absent): what it owes bucketed 0-30 / 31-60 / 61-90 / 90+ days past the bill date, or past
// the due date when the party has credit days, with the oldest unpaid document's date, and the totals. Payments,
// credit notes and refunds are set against the opening balance and bills oldest first; each party's total is its
// ledger's closing on that date. Under the pending reports' privilege (payment_details).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgeingReply } from '../../core/api/ageing';
import type { PartyLedgerReply } from '../../core/api/ledger';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { addOrder, addProduct, seedShop, type Shop } from '../support/sales-fixtures';
import { addPurchase } from '../support/purchase-fixtures';

describe.each(TEST_DIALECTS)('ageing_report.php on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let cashier: string;
  let customerClerk: string;
  let jeyam: number;
  let murugan: number;
  let kovai: number;
  let requests = 0;

  const ageing = (body: Record<string, unknown>, cookie = owner) => api.call<AgeingReply>('ageing_report.php', body, { cookie });
  const line = (rate: number) => ({ name: 'Installation Charges', rate, qty: 1 });
  const addCustomer = async (name: string, telephone: string, extra: Record<string, unknown>) => {
    const reply = await api.call<{ user_id: string }>(
      'customer_add.php',
      { name, telephone, tax_number: '', address: 'Madurai', state: 'Tamil Nadu', ...extra },
      { cookie: owner },
    );
    expect(reply.head.code).toBe(200);
    return Number(reply.body.user_id);
  };
  const rowOf = (reply: AgeingReply, id: number) => reply.rows.find((r) => r.id === String(id));

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    cashier = await (async () => {
      const e = await api.addEmployee({ flags: ['payment_details'] });
      return api.signIn(e.email, e.password);
    })();
    customerClerk = await (async () => {
      const e = await api.addEmployee({ flags: ['customer'] });
      return api.signIn(e.email, e.password);
    })();

    // Today is 21-11-2026 (the test clock). Jeyam: an opening balance, a bill 100 days old and one 30 days old, then
    // ₹1,500 paid today: it settles the opening balance and ₹500 of the oldest bill.
    jeyam = await addCustomer('Jeyam Traders', '9443077771', { opening_balance: '1000', opening_date: '01-04-2026' });
    await addOrder(api.db, { kind: 'gst', customerId: jeyam, createdBy: shop.ownerId, date: '2026-08-13', lines: [line(5000_00)], rates: { gstBp: 0 } });
    await addOrder(api.db, { kind: 'retail', customerId: jeyam, createdBy: shop.ownerId, date: '2026-10-22', lines: [line(2000_00)], rates: { gstBp: 0 } });
    expect(
      (await api.call('pos_api/pos_update_payment.php', { user_id: jeyam, paid_amount: '1500', request_id: `pay-${(requests += 1)}` }, { cookie: owner })).head
        .code,
    ).toBe(200);
    // Murugan has 30 credit days: a bill 45 days old is 15 days past its due date.
    murugan = await addCustomer('Murugan Stores', '9443077772', { credit_days: 30 });
    await addOrder(api.db, { kind: 'gst', customerId: murugan, createdBy: shop.ownerId, date: '2026-10-07', lines: [line(3000_00)], rates: { gstBp: 0 } });
    // Owes nothing: not in the report.
    await addCustomer('Lakshmi Agencies', '9443077773', {});

    const supplier = await api.call<{ id: string }>(
      'supplier_add.php',
      { supplier_name: 'Kovai Cooling Point', mobile: '9840011111', gst_number: '', address: 'Coimbatore', credit_days: '60' },
      { cookie: owner },
    );
    kovai = Number(supplier.body.id);
    const product = await addProduct(api.db, kovai, { name: 'Compressor 1.5T', serial: 'CMP-A-1', rate: 4000_00, stock: 0 });
    await addPurchase(api.db, {
      supplierId: kovai,
      createdBy: shop.ownerId,
      date: '2026-07-01',
      gstBp: 0,
      lines: [{ productId: product, rate: 4000_00, qty: 1 }],
    });
  });
  afterAll(() => api.dispose());

  it("ages every customer who owes on today's date, bucket by bucket, with the totals", async () => {
    const reply = await ageing({ party: 'customer' });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body.party).toBe('customer');
    expect(reply.body.as_of).toBe('21-11-2026');
    expect(reply.body.seller_detail.shop_name).not.toBe('');
    expect(reply.body.rows.map((r) => r.name)).toEqual(['Jeyam Traders', 'Murugan Stores']);
    expect(rowOf(reply.body, jeyam)).toEqual({
      id: String(jeyam),
      name: 'Jeyam Traders',
      mobile: '9443077771',
      total: '6500.00',
      b0_30: '2000.00',
      b31_60: '0.00',
      b61_90: '0.00',
      b90_plus: '4500.00',
      oldest_date: '13-08-2026',
    });
    expect(rowOf(reply.body, murugan)).toEqual({
      id: String(murugan),
      name: 'Murugan Stores',
      mobile: '9443077772',
      total: '3000.00',
      b0_30: '3000.00',
      b31_60: '0.00',
      b61_90: '0.00',
      b90_plus: '0.00',
      oldest_date: '07-10-2026',
    });
    expect(reply.body.totals).toEqual({ total: '9500.00', b0_30: '5000.00', b31_60: '0.00', b61_90: '0.00', b90_plus: '4500.00' });
    // Each party's total is its ledger's closing.
    const ledger = await api.call<PartyLedgerReply>('party_ledger.php', { party: 'customer', id: jeyam }, { cookie: owner });
    expect(ledger.body.closing).toBe('6500.00');
  });

  it('ages on an as-of date: documents after it are left out; credit days move a bill back a bucket', async () => {
    const reply = await ageing({ party: 'customer', as_of: '01-09-2026' }, cashier);
    expect(reply.head.code).toBe(200);
    expect(reply.body.as_of).toBe('01-09-2026');
    expect(reply.body.rows).toEqual([
      {
        id: String(jeyam),
        name: 'Jeyam Traders',
        mobile: '9443077771',
        total: '6000.00',
        b0_30: '5000.00',
        b31_60: '0.00',
        b61_90: '0.00',
        b90_plus: '1000.00',
        oldest_date: '01-04-2026',
      },
    ]);
    const ledger = await api.call<PartyLedgerReply>('party_ledger.php', { party: 'customer', id: jeyam, to_date: '01-09-2026' }, { cookie: owner });
    expect(ledger.body.closing).toBe('6000.00');
    // Murugan without his 30 days: 45 days past the bill date.
    await api.db.updateTable('customers').set({ credit_days: 0 }).where('user_id', '=', murugan).execute();
    expect(rowOf((await ageing({ party: 'customer' })).body, murugan)).toMatchObject({ b0_30: '0.00', b31_60: '3000.00' });
    await api.db.updateTable('customers').set({ credit_days: 30 }).where('user_id', '=', murugan).execute();
  });

  it('ages the suppliers the shop owes by their credit days', async () => {
    const reply = await ageing({ party: 'supplier', as_of: '21-11-2026' });
    expect(reply.head.code).toBe(200);
    expect(reply.body.rows).toEqual([
      {
        id: String(kovai),
        name: 'Kovai Cooling Point',
        mobile: '9840011111',
        total: '4000.00',
        b0_30: '0.00',
        b31_60: '0.00',
        b61_90: '4000.00',
        b90_plus: '0.00',
        oldest_date: '01-07-2026',
      },
    ]);
    expect(reply.body.totals).toEqual({ total: '4000.00', b0_30: '0.00', b31_60: '0.00', b61_90: '4000.00', b90_plus: '0.00' });
  });

  it('400 for a bad as_of and for a party that is neither customer nor supplier', async () => {
    expect((await ageing({ party: 'customer', as_of: '31-02-2026' })).head).toEqual({
      code: 400,
      msg: 'as_of: must be a date as dd-mm-yyyy, not "31-02-2026"',
    });
    expect((await ageing({ party: 'customer', as_of: 20261121 })).head).toEqual({ code: 400, msg: 'as_of: must be a date as dd-mm-yyyy, not 20261121' });
    const party = await ageing({ party: 'employee' });
    expect(party.head.code).toBe(400);
    expect(party.head.msg).toMatch(/^party: must be "customer" or "supplier"/);
    expect((await ageing({})).head.code).toBe(400);
  });

  it("401 without a session; 403 without the pending reports' privilege", async () => {
    expect((await api.call('ageing_report.php', { party: 'customer' })).head.code).toBe(401);
    expect((await ageing({ party: 'customer' }, customerClerk)).head.code).toBe(403);
  });
});
