// The credit limit at save time (issue 29 item 4): pos_order.php, retail_pos_order.php and the bill editors refuse
// (409, nothing written) a save that leaves the customer owing more than credit_limit, unless enough is tendered or
// the owner's e-mail and password come with it (credit_approval, audited with the bill); customer_credit.php tells
// the counter what the chosen customer owes and their limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTotals } from '../../core/billing';
import { approvalNotOwner, APPROVAL_REFUSED } from '../../core/credit-limit';
import { formatIndian, formatRupees } from '../../core/money';
import { OWNER, startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { asEdit, storedLines } from '../support/edit-payloads';
import { retailBody, wholesaleBody, writtenState, type PosLine } from '../support/pos-payloads';
import { addCustomer, addOrder, seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
  total: string;
  balance?: string;
}

const LIMIT = 5_000_000; // ₹50,000.00
// The spec's payload of 54 fans at ₹1,500.00 + 18% GST: ₹95,580.00.
const FANS = 54;

describe.each(TEST_DIALECTS)('the credit limit on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let cashier: string;
  let cashierStaff: { userId: number; email: string; password: string };
  let names = 0;
  const fans = (qty = FANS): PosLine[] => [{ productId: shop.fan, rate: 150_000, qty }];
  const billTotal = (qty = FANS) =>
    salesTotals([{ rate: 150_000, qty, discountBp: 0 }], { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 }).grandTotal;
  const save = (body: unknown, cookie = cashier) => api.call<Saved>('pos_api/pos_order.php', body, { cookie });
  /** A customer with `limit` who already owes `owes` (one earlier bill, no GST, on credit). */
  const customerOwing = async (owes: number, limit = LIMIT, name = `Ganapathi Cooling Point ${++names}`) => {
    const id = await addCustomer(api.db, { name, credit_limit: limit });
    if (owes > 0)
      await addOrder(api.db, {
        kind: 'gst',
        customerId: id,
        createdBy: shop.ownerId,
        rates: { gstBp: 0 },
        lines: [{ productId: shop.cooler, rate: owes, qty: 1 }],
      });
    return { id, name };
  };
  const refusal = (name: string, owes: number, unpaid: number) =>
    `Credit limit ₹50,000.00 exceeded: ${name} already owes ₹${formatIndian(owes)} and this bill leaves ₹${formatIndian(unpaid)} unpaid`;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await api.db.updateTable('products').set({ stock: 100_000 }).execute();
    await api.db.updateTable('retail_products').set({ stock: 100_000 }).execute();
    owner = await api.signInOwner();
    cashierStaff = await api.addEmployee({ flags: ['gstbill', 'gstbill_list'], name: 'Selvi (cashier)' });
    cashier = await api.signIn(cashierStaff.email, cashierStaff.password);
  });
  afterAll(() => api.dispose());

  it("refuses the spec's payload on credit past the limit with 409 naming both figures; nothing is written", async () => {
    const ganapathi = await customerOwing(1_200_000, LIMIT, 'Ganapathi Cooling Point');
    const before = await writtenState(api.db);
    const reply = await save(wholesaleBody(ganapathi.id, fans()));
    expect(reply.status).toBe(409);
    expect(reply.head).toEqual({ code: 409, msg: refusal('Ganapathi Cooling Point', 1_200_000, billTotal()) });
    expect(reply.head.msg).toBe('Credit limit ₹50,000.00 exceeded: Ganapathi Cooling Point already owes ₹12,000.00 and this bill leaves ₹95,580.00 unpaid');
    expect(await writtenState(api.db)).toEqual(before);
  });

  it('takes the bill when enough is tendered to keep the customer within the limit, and refuses a paisa less', async () => {
    const { id, name } = await customerOwing(0);
    const needed = billTotal() - LIMIT; // ₹45,580.00
    const short = await save({ ...wholesaleBody(id, fans()), payments: [{ mode: 'cash', amount: formatRupees(needed - 1) }] });
    expect(short.head).toEqual({ code: 409, msg: refusal(name, 0, LIMIT + 1) });
    const reply = await save({ ...wholesaleBody(id, fans()), payments: [{ mode: 'cash', amount: formatRupees(needed) }] });
    expect(reply.status).toBe(200);
    expect(reply.body.balance).toBe('50000.00');
    // Now at the limit: the next bill on credit is refused, one paid in full is taken.
    const next = await save(wholesaleBody(id, fans(1)));
    expect(next.head).toEqual({ code: 409, msg: refusal(name, LIMIT, billTotal(1)) });
    const paid = await save({ ...wholesaleBody(id, fans(1)), payments: [{ mode: 'upi', amount: formatRupees(billTotal(1)) }] });
    expect(paid.status).toBe(200);
  });

  it("takes it with the owner's approval, written to the audit trail with the bill", async () => {
    const { id } = await customerOwing(1_200_000);
    const reply = await save({ ...wholesaleBody(id, fans()), credit_approval: { email: OWNER.email.toUpperCase(), password: OWNER.password } });
    expect(reply.status).toBe(200);
    const rows = await api.db
      .selectFrom('audit_log')
      .select(['call', 'user_id', 'entity', 'after_json'])
      .where('entity_id', '=', reply.body.order_id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.call, r.entity, r.user_id])).toEqual([
      ['pos_api/pos_order.php', 'order', cashierStaff.userId],
      ['pos_api/pos_order.php', 'credit_approval', cashierStaff.userId],
    ]);
    expect(JSON.parse(rows[1].after_json ?? 'null')).toEqual({
      approved_by: shop.ownerId,
      approver: expect.any(String),
      customer_id: id,
      credit_limit: LIMIT,
      outstanding: 1_200_000,
      unpaid: billTotal(),
    });
    // The order's own audit row carries no password.
    expect(rows.map((r) => r.after_json ?? '').join('')).not.toContain(OWNER.password);
  });

  it("refuses a cashier's password and a wrong one (403), writing no bill; a wrong approval does not refuse a bill within the limit", async () => {
    const { id } = await customerOwing(1_200_000);
    const before = await writtenState(api.db);
    const asCashier = await save({ ...wholesaleBody(id, fans()), credit_approval: { email: cashierStaff.email, password: cashierStaff.password } });
    expect(asCashier.head).toEqual({ code: 403, msg: approvalNotOwner('Selvi (cashier)') });
    const wrong = await save({ ...wholesaleBody(id, fans()), credit_approval: { email: OWNER.email, password: 'not-the-owners' } });
    expect(wrong.head).toEqual({ code: 403, msg: APPROVAL_REFUSED });
    const unknown = await save({ ...wholesaleBody(id, fans()), credit_approval: { email: 'nobody@shop.test', password: OWNER.password } });
    expect(unknown.head).toEqual({ code: 403, msg: APPROVAL_REFUSED });
    // No bill; only the three failed sign-ins at the typed e-mails, kept for the owner to see (the sign-in throttle counts them).
    expect(await writtenState(api.db)).toEqual({ ...before, audit_log: before.audit_log + 3 });
    const guesses = await api.db
      .selectFrom('audit_log')
      .select(['call', 'user_id', 'entity', 'entity_id', 'after_json'])
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(guesses.reverse().map((r) => [r.call, r.user_id, r.entity, r.entity_id, (JSON.parse(r.after_json ?? '{}') as { result?: string }).result])).toEqual([
      ['pos_api/pos_order.php', cashierStaff.userId, 'sign_in', cashierStaff.email, 'owner approval: not the owner'],
      ['pos_api/pos_order.php', cashierStaff.userId, 'sign_in', OWNER.email, 'owner approval: wrong password'],
      ['pos_api/pos_order.php', cashierStaff.userId, 'sign_in', 'nobody@shop.test', 'owner approval: wrong password'],
    ]);
    const small = await save({ ...wholesaleBody(id, fans(1)), credit_approval: { email: OWNER.email, password: 'not-the-owners' } });
    expect(small.status).toBe(200);
  });

  it('credit_approval must be {email, password}', async () => {
    const { id } = await customerOwing(0);
    expect((await save({ ...wholesaleBody(id, fans()), credit_approval: 'owner' })).head).toEqual({
      code: 400,
      msg: 'credit_approval: must be {email, password}',
    });
    expect((await save({ ...wholesaleBody(id, fans()), credit_approval: { email: OWNER.email, password: '' } })).head).toEqual({
      code: 400,
      msg: "credit_approval.password: the owner's password is required",
    });
  });

  it('a credit limit of 0 is no limit', async () => {
    const { id } = await customerOwing(9_000_000, 0);
    expect((await save(wholesaleBody(id, fans()))).status).toBe(200);
  });

  it('retail_pos_order.php: the same rule for a retail bill on credit', async () => {
    const { id, name } = await customerOwing(4_900_000);
    // 300 plugs at ₹45.00, no GST on retail: ₹13,500.00.
    const body = retailBody(id, [{ productId: shop.plug, rate: 4_500, qty: 300 }], { gstBp: 1800 });
    const total = salesTotals([{ rate: 4_500, qty: 300, discountBp: 0 }], { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 }).grandTotal;
    const reply = await api.call('pos_api/retail_pos_order.php', body, { cookie: cashier });
    expect(reply.head).toEqual({ code: 409, msg: refusal(name, 4_900_000, total) });
    const paid = await api.call(
      'pos_api/retail_pos_order.php',
      { ...body, payments: [{ mode: 'cash', amount: formatRupees(total - 100_000) }] },
      { cookie: cashier },
    );
    expect(paid.status).toBe(200);
  });

  it('the editors: raising a bill over the limit is refused, lowering or keeping it is not; moving it to a customer it does not fit is refused', async () => {
    const { id, name } = await customerOwing(0);
    const made = await addOrder(api.db, { kind: 'gst', customerId: id, createdBy: shop.ownerId, lines: [{ productId: shop.fan, rate: 150_000, qty: 20 }] });
    const odIds = (await storedLines(api.db, made.orderId)).map((l) => l.od_id);
    const ref = { orderId: made.orderId, billNo: made.billNo, version: 1 };
    const saved: PosLine[] = [{ productId: shop.fan, rate: 150_000, qty: 20 }];
    // 20 fans (₹35,400.00) + 10 more: ₹53,100.00, past ₹50,000.
    const raised = asEdit(wholesaleBody(id, [...saved, { productId: shop.fan, rate: 150_000, qty: 10 }], {}, '20-11-2026'), ref, [...odIds, null]);
    const before = await writtenState(api.db);
    const reply = await api.call('pos_api/pos_order_edit.php', raised, { cookie: owner });
    expect(reply.head).toEqual({ code: 409, msg: refusal(name, 0, billTotal(30)) });
    expect(await writtenState(api.db)).toEqual(before);
    const approved = await api.call<{ version: number }>('pos_api/pos_order_edit.php', { ...raised, credit_approval: OWNER_APPROVAL }, { cookie: owner });
    expect(approved.status).toBe(200);
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['entity', 'after_json'])
      .where('entity_id', '=', String(made.orderId))
      .where('entity', '=', 'credit_approval')
      .execute();
    expect(audit.map((r) => JSON.parse(r.after_json ?? 'null') as unknown)).toEqual([
      expect.objectContaining({ customer_id: id, outstanding: 0, unpaid: billTotal(30) }),
    ]);

    // Now owing ₹53,100.00 on this one bill, over the limit: the same bill saved again (nothing more unpaid) is taken.
    const lines = (await storedLines(api.db, made.orderId)).map((l) => l.od_id);
    const same = asEdit(
      wholesaleBody(id, [...saved, { productId: shop.fan, rate: 150_000, qty: 10 }], {}, '20-11-2026'),
      { ...ref, version: approved.body.version },
      lines,
    );
    expect((await api.call('pos_api/pos_order_edit.php', same, { cookie: owner })).status).toBe(200);

    // Moved to a customer who already owes ₹40,000.00: refused with what they owe and all the bill leaves unpaid.
    const other = await customerOwing(4_000_000);
    const moved = asEdit(
      wholesaleBody(other.id, [...saved, { productId: shop.fan, rate: 150_000, qty: 10 }], {}, '20-11-2026'),
      { ...ref, version: approved.body.version + 1 },
      lines,
    );
    expect((await api.call('pos_api/pos_order_edit.php', moved, { cookie: owner })).head).toEqual({
      code: 409,
      msg: refusal(other.name, 4_000_000, billTotal(30)),
    });
  });

  it('retail_pos_order_edit.php: raising a retail bill over the limit is refused', async () => {
    const { id, name } = await customerOwing(4_900_000);
    const made = await addOrder(api.db, {
      kind: 'retail',
      customerId: id,
      createdBy: shop.ownerId,
      rates: { gstBp: 1800 },
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 10 }],
    });
    const odIds = (await storedLines(api.db, made.orderId)).map((l) => l.od_id);
    const body = asEdit(
      retailBody(
        id,
        [
          { productId: shop.plug, rate: 4_500, qty: 10 },
          { productId: shop.plug, rate: 4_500, qty: 300 },
        ],
        { gstBp: 1800 },
      ),
      { orderId: made.orderId, billNo: made.billNo, version: 1 },
      [...odIds, null],
    );
    const rates = { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 };
    const after = salesTotals(
      [
        { rate: 4_500, qty: 10, discountBp: 0 },
        { rate: 4_500, qty: 300, discountBp: 0 },
      ],
      rates,
    ).grandTotal;
    const reply = await api.call('pos_api/retail_pos_order_edit.php', body, { cookie: owner });
    // What they owed less this bill as it stood; all the bill leaves unpaid after the edit.
    expect(reply.head).toEqual({ code: 409, msg: refusal(name, 4_900_000, after) });
  });

  describe('customer_credit.php', () => {
    it("answers what the customer owes (their ledger's closing balance) and their limit", async () => {
      const { id, name } = await customerOwing(1_200_000);
      const reply = await api.call('pos_api/customer_credit.php', { user_id: String(id) }, { cookie: cashier });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ user_id: String(id), name, outstanding: '12000.00', credit_limit: '50000.00' });
      const ledger = await api.call<{ closing: string }>('party_ledger.php', { party: 'customer', id }, { cookie: owner });
      expect(ledger.body.closing).toBe('12000.00');
      const none = await customerOwing(0, 0);
      expect((await api.call('pos_api/customer_credit.php', { user_id: none.id }, { cookie: cashier })).body).toEqual({
        user_id: String(none.id),
        name: none.name,
        outstanding: '0.00',
        credit_limit: '0.00',
      });
    });

    it('refuses a bad or unknown user_id, no session (401) and no billing privilege (403)', async () => {
      expect((await api.call('pos_api/customer_credit.php', { user_id: 'x' }, { cookie: cashier })).head).toEqual({
        code: 400,
        msg: 'user_id: must be a positive whole number, not "x"',
      });
      expect((await api.call('pos_api/customer_credit.php', {}, { cookie: cashier })).head.code).toBe(400);
      expect((await api.call('pos_api/customer_credit.php', { user_id: 999_999 }, { cookie: cashier })).head).toEqual({
        code: 404,
        msg: 'No customer with user_id 999999',
      });
      expect((await api.call('pos_api/customer_credit.php', { user_id: shop.murugan })).head.code).toBe(401);
      const clerk = await api.addEmployee({ flags: ['supplier'] });
      const clerkCookie = await api.signIn(clerk.email, clerk.password);
      expect((await api.call('pos_api/customer_credit.php', { user_id: shop.murugan }, { cookie: clerkCookie })).head.code).toBe(403);
    });
  });
});

const OWNER_APPROVAL = { email: OWNER.email, password: OWNER.password };
