// Issue 29 item 4, the owner's approval at the counter: credit_approval carries the owner's e-mail and password, so a
// guess at it is a sign-in attempt at that e-mail from the till's address. It goes through the sign-in throttle
// (one counter with login.php), its failures are kept when the save is refused, and each is in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_REFUSED } from '../../core/credit-limit';
import { OWNER, startApi, type Reply, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { asEdit, storedLines } from '../support/edit-payloads';
import { retailBody, wholesaleBody } from '../support/pos-payloads';
import { addCustomer, addOrder, seedShop, type Shop } from '../support/sales-fixtures';

const TILL = '192.168.1.31';
const HELD = /^Too many failed sign-ins\. Try again in \d+ seconds?\.$/;

describe.each(TEST_DIALECTS)("the owner's approval through the sign-in throttle on %s", (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let cashier: string;
  let cashierId: number;
  let customer: number;

  const overLimit = (password: string) =>
    api.call<{ order_id: string }>(
      'pos_api/pos_order.php',
      { ...wholesaleBody(customer, [{ productId: shop.fan, rate: 150_000, qty: 54 }]), credit_approval: { email: OWNER.email, password } },
      { cookie: cashier, address: TILL },
    );
  const login = (password: string) => api.call('login.php', { email: OWNER.email, password }, { address: TILL });
  const failuresAtOwner = async () =>
    Number(
      (
        await api.db
          .selectFrom('sign_in_attempts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email', '=', OWNER.email)
          .where('succeeded', '=', 0)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expectHeld = (reply: Reply) => {
    expect(reply.status).toBe(429);
    expect(reply.head.msg).toMatch(HELD);
    expect(Number(reply.retryAfter)).toBeGreaterThanOrEqual(1);
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await api.db.updateTable('products').set({ stock: 100_000 }).execute();
    await api.db.updateTable('retail_products').set({ stock: 100_000 }).execute();
    const staff = await api.addEmployee({ flags: ['gstbill', 'gstbill_list'], name: 'Selvi (cashier)' });
    cashierId = staff.userId;
    cashier = await api.signIn(staff.email, staff.password);
    // Owes ₹12,000.00 against ₹50,000.00: a bill of 54 fans (₹95,580.00) on credit needs the owner.
    customer = await addCustomer(api.db, { name: 'Ganapathi Cooling Point', credit_limit: 5_000_000 });
    await addOrder(api.db, {
      kind: 'gst',
      customerId: customer,
      createdBy: shop.ownerId,
      rates: { gstBp: 0 },
      lines: [{ productId: shop.cooler, rate: 1_200_000, qty: 1 }],
    });
  });
  afterAll(() => api.dispose());

  it("a cashier guessing the owner's password is held as login.php holds it: the wrong guesses are kept, then even the right password waits", async () => {
    const replies: Reply[] = [];
    for (let i = 1; i <= 6; i += 1) replies.push(await overLimit(`guess-${i}`));
    expect(replies.slice(0, 5).map((r) => r.head)).toEqual(Array(5).fill({ code: 403, msg: APPROVAL_REFUSED }));
    expectHeld(replies[5]);
    // Five failures at the owner's e-mail, kept though every save was refused (the held sixth was never checked).
    expect(await failuresAtOwner()).toBe(5);
    // The right password is held too, and so is login.php for that e-mail from that address: one counter.
    expectHeld(await overLimit(OWNER.password));
    expectHeld(await login(OWNER.password));
    // The owner sees every guess in the audit trail: who guessed, at which e-mail, from where.
    const rows = await api.db
      .selectFrom('audit_log')
      .select(['call', 'user_id', 'entity', 'after_json'])
      .where('entity', '=', 'sign_in')
      .where('entity_id', '=', OWNER.email)
      .where('call', '=', 'pos_api/pos_order.php')
      .orderBy('id')
      .execute();
    const results = rows.map((r) => ({ user_id: r.user_id, ...(JSON.parse(r.after_json ?? '{}') as object) }));
    expect(results.filter((r) => 'result' in r && r.result === 'owner approval: wrong password')).toEqual(
      Array(5).fill({ user_id: cashierId, result: 'owner approval: wrong password', address: TILL }),
    );
    expect(results.some((r) => 'result' in r && r.result === 'held (e-mail)')).toBe(true);
    // Once the wait has run, the owner's approval is taken.
    api.clock.advance(60_000);
    expect((await overLimit(OWNER.password)).status).toBe(200);
    api.clock.advance(16 * 60_000);
  });

  it("failed sign-ins at the owner's e-mail hold the approval on all four calls", async () => {
    for (let i = 1; i <= 5; i += 1) expect((await login(`guess-${i}`)).status).toBe(401);
    const approval = { email: OWNER.email, password: OWNER.password };
    expectHeld(await overLimit(OWNER.password));
    const retail = retailBody(customer, [{ productId: shop.plug, rate: 4_500, qty: 3000 }], { gstBp: 1800 });
    expectHeld(await api.call('pos_api/retail_pos_order.php', { ...retail, credit_approval: approval }, { cookie: cashier, address: TILL }));
    const gst = await addOrder(api.db, { kind: 'gst', customerId: customer, createdBy: shop.ownerId, lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }] });
    const gstLines = (await storedLines(api.db, gst.orderId)).map((l) => l.od_id);
    const gstEdit = asEdit(
      wholesaleBody(
        customer,
        [
          { productId: shop.fan, rate: 150_000, qty: 1 },
          { productId: shop.fan, rate: 150_000, qty: 54 },
        ],
        {},
        '20-11-2026',
      ),
      { orderId: gst.orderId, billNo: gst.billNo, version: 1 },
      [...gstLines, null],
    );
    expectHeld(await api.call('pos_api/pos_order_edit.php', { ...gstEdit, credit_approval: approval }, { cookie: cashier, address: TILL }));
    const retailMade = await addOrder(api.db, {
      kind: 'retail',
      customerId: customer,
      createdBy: shop.ownerId,
      rates: { gstBp: 1800 },
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 10 }],
    });
    const retailLines = (await storedLines(api.db, retailMade.orderId)).map((l) => l.od_id);
    const retailEdit = asEdit(
      retailBody(
        customer,
        [
          { productId: shop.plug, rate: 4_500, qty: 10 },
          { productId: shop.plug, rate: 4_500, qty: 3000 },
        ],
        { gstBp: 1800 },
      ),
      { orderId: retailMade.orderId, billNo: retailMade.billNo, version: 1 },
      [...retailLines, null],
    );
    expectHeld(await api.call('pos_api/retail_pos_order_edit.php', { ...retailEdit, credit_approval: approval }, { cookie: cashier, address: TILL }));
  });
});
