// A quotation turned into a GST bill (issue 32): pos_order.php takes the quotation's order_id as from_estimate_id and,
// in the bill's own transaction, records on the quotation the bill it became; the quotation's details and list show it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsteps, type OrderIndexReply } from '../../core/api/order-index';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { estimateBody, wholesaleBody, writtenState } from '../support/pos-payloads';
import { seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
  total: string;
}

describe.each(TEST_DIALECTS)('pos_order.php with from_estimate_id on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  const bill = (extra: Record<string, unknown> = {}, cookie = owner) =>
    api.call<Saved>('pos_api/pos_order.php', { ...wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 2 }]), ...extra }, { cookie });
  const quote = async () => {
    const reply = await api.call<Saved>(
      'pos_api/pos_estimate.php',
      estimateBody(shop.murugan, [{ name: 'Crompton HS Plus 1200mm fan', rate: 150_000, qty: 2 }]),
      { cookie: owner },
    );
    expect(reply.head.code).toBe(200);
    return reply.body;
  };
  const billedOn = async (estimateId: string) =>
    (await api.db.selectFrom('orders').select('billed_order_id').where('order_id', '=', Number(estimateId)).executeTakeFirstOrThrow()).billed_order_id;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
  });
  afterAll(() => api.dispose());

  it('saves the bill and records it on the quotation, in the same save, with an audit row for each', async () => {
    const quotation = await quote();
    const reply = await bill({ from_estimate_id: quotation.order_id });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(Number(await billedOn(quotation.order_id))).toBe(Number(reply.body.order_id));
    const audit = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('call', '=', 'pos_api/pos_order.php')
      .where('entity_id', '=', quotation.order_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json ?? '{}')).toEqual({ billed_order_id: Number(reply.body.order_id) });

    const details = await api.call<{ billed_order_id: string; billed_bill_no: string }>(
      'estimate_details.php',
      { order_id: quotation.order_id },
      { cookie: owner },
    );
    expect(details.body).toMatchObject({ billed_order_id: reply.body.order_id, billed_bill_no: String(reply.body.bill_no) });
    const list = await api.call<Array<{ order_id: string; billed_bill_no?: string }>>('estimate.php', {}, { cookie: owner });
    expect(list.body.find((row) => row.order_id === quotation.order_id)?.billed_bill_no).toBe(String(reply.body.bill_no));
    // The quotations' index (the list held in the page) names it too, by position; the bills' index has no such column.
    const index = await api.call<OrderIndexReply>('estimate_index.php', {}, { cookie: owner });
    const at = unsteps(index.body.bills.order_id, new Array<number>(index.body.bills.order_id.length)).indexOf(Number(quotation.order_id));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(index.body.bills.billed?.[at]).toBe(Number(reply.body.bill_no));
    expect(index.body.bills.billed?.filter((n) => n !== 0)).toEqual([Number(reply.body.bill_no)]);
    expect((await api.call<OrderIndexReply>('order_index.php', {}, { cookie: owner })).body.bills).not.toHaveProperty('billed');
    // The bill itself carries no such field.
    const order = await api.call<Record<string, unknown>>('order_details.php', { order_id: reply.body.order_id }, { cookie: owner });
    expect(order.body).not.toHaveProperty('billed_bill_no');
  });

  it("a quotation not yet billed answers the spec's details and list row, with no bill named", async () => {
    const quotation = await quote();
    const details = await api.call<Record<string, unknown>>('estimate_details.php', { order_id: quotation.order_id }, { cookie: owner });
    expect(details.body).not.toHaveProperty('billed_order_id');
    expect(details.body).not.toHaveProperty('billed_bill_no');
    const list = await api.call<Array<Record<string, unknown>>>('estimate.php', {}, { cookie: owner });
    expect(list.body.find((row) => row.order_id === quotation.order_id)).not.toHaveProperty('billed_bill_no');
  });

  it("the spec's payload without from_estimate_id saves as before", async () => {
    const reply = await bill();
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(await api.db.selectFrom('orders').select('order_id').where('billed_order_id', '=', Number(reply.body.order_id)).execute()).toEqual([]);
  });

  it('refuses a quotation already billed with 409, writing nothing', async () => {
    const quotation = await quote();
    const first = await bill({ from_estimate_id: quotation.order_id });
    const before = await writtenState(api.db);
    const again = await bill({ from_estimate_id: quotation.order_id });
    expect(again.head).toEqual({ code: 409, msg: `Quotation no. ${quotation.bill_no} is already billed as bill no. ${first.body.bill_no}.` });
    expect(await writtenState(api.db)).toEqual(before);
    expect(Number(await billedOn(quotation.order_id))).toBe(Number(first.body.order_id));
  });

  it("refuses an unknown quotation, or a GST bill's id, with 404, writing nothing", async () => {
    const before = await writtenState(api.db);
    expect((await bill({ from_estimate_id: 999_999 })).head).toEqual({ code: 404, msg: 'from_estimate_id: no quotation with order_id 999999' });
    const gstBill = (await bill()).body;
    const afterBill = await writtenState(api.db);
    expect((await bill({ from_estimate_id: gstBill.order_id })).head).toEqual({
      code: 404,
      msg: `from_estimate_id: no quotation with order_id ${gstBill.order_id}`,
    });
    expect(await writtenState(api.db)).toEqual(afterBill);
    expect(afterBill.orders).toBe(before.orders + 1);
  });

  it.each([
    ['text', 'abc', 'from_estimate_id: must be a positive whole number, not "abc"'],
    ['zero', 0, 'from_estimate_id: must be a positive whole number, not 0'],
  ])('refuses a from_estimate_id that is %s with 400', async (_name, value, msg) => {
    const before = await writtenState(api.db);
    expect((await bill({ from_estimate_id: value })).head).toEqual({ code: 400, msg });
    expect(await writtenState(api.db)).toEqual(before);
  });

  it('needs a session (401) and the GST bill flag (403)', async () => {
    const quotation = await quote();
    expect((await bill({ from_estimate_id: quotation.order_id }, '')).head.code).toBe(401);
    const staff = await api.addEmployee({ flags: ['estimate'] });
    expect((await bill({ from_estimate_id: quotation.order_id }, await api.signIn(staff.email, staff.password))).head.code).toBe(403);
    expect(await billedOn(quotation.order_id)).toBeNull();
  });
});
