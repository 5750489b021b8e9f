import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderIndexReply } from '../../core/api/order-index';
import { parseDmy } from '../../core/dates';
import { orderIndex } from '../../server/sales/order-index';
import { holdOrders } from '../../src/ui/records/held-orders';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { addCustomer, addOrder, bigGstBill, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Row = Record<string, string>;
type Kind = 'gst' | 'estimate' | 'retail';

const PATHS: Record<Kind, { list: string; index: string }> = {
  gst: { list: 'order.php', index: 'order_index.php' },
  estimate: { list: 'estimate.php', index: 'estimate_index.php' },
  retail: { list: 'retail_order.php', index: 'retail_order_index.php' },
};

const RANGES = [
  null,
  { from_date: '01-10-2026', to_date: '31-10-2026' },
  { from_date: '20-11-2026', to_date: '20-11-2026' },
  { from_date: '01-01-2020', to_date: '31-12-2020' },
];

describe.each(TEST_DIALECTS)('order list indexes on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let estimatesOnly: string;
  let bills: SeededOrder[];
  const searches: string[] = ['', 'murugan', 'MURUGAN', 'lakshmi', '9443', '98470', 'stores', '50%', 'a_b', '\\', 'nobody at all'];

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    const percent = await addCustomer(api.db, { name: 'Fifty 50% Off Stores', mobile: '9000012000' });
    const underscore = await addCustomer(api.db, { name: 'A_B Cooling Point', mobile: '9443099999' });
    await addCustomer(api.db, { name: 'Never Billed Traders', mobile: '9443000000' });
    const fan = (qty: number) => [{ productId: shop.fan, rate: 150_000, qty }];
    const seeds = [
      { kind: 'gst' as const, customerId: shop.lakshmi, date: '2026-10-02', lines: fan(1), paid: 177_000 },
      { kind: 'gst' as const, customerId: percent, date: '2026-10-31', lines: fan(2), paid: 100_000 },
      { kind: 'gst' as const, customerId: shop.murugan, date: '2026-10-31', lines: fan(3) },
      { kind: 'gst' as const, customerId: underscore, date: '2026-11-20', lines: fan(1) },
      { kind: 'gst' as const, customerId: shop.murugan, date: '2026-11-20', lines: fan(4) },
      { kind: 'gst' as const, customerId: shop.murugan, date: '2026-11-19', lines: fan(1) },
      { kind: 'retail' as const, customerId: shop.murugan, date: '2026-11-20', lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 3 }] },
      { kind: 'retail' as const, customerId: shop.lakshmi, date: '2026-10-05', lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 1 }], paid: 4_500 },
      { kind: 'estimate' as const, customerId: shop.lakshmi, date: '2026-11-20', lines: [{ name: 'Installation', rate: 50_000, qty: 1 }] },
      { kind: 'estimate' as const, customerId: percent, date: '2026-10-10', lines: [{ name: 'Service', rate: 25_000, qty: 2 }] },
    ];
    bills = [];
    for (const seed of seeds) bills.push(await addOrder(api.db, { ...seed, createdBy: shop.ownerId }));
    bills.push(await addOrder(api.db, bigGstBill(shop)));
    // One bill phoned from another number, one with none; one cancelled (never listed).
    await api.db.updateTable('orders').set({ billing_phonenumber: '0452 2345678' }).where('order_id', '=', bills[1]!.orderId).execute();
    await api.db.updateTable('orders').set({ billing_phonenumber: '' }).where('order_id', '=', bills[2]!.orderId).execute();
    const cancelled = await addOrder(api.db, bigGstBill(shop, shop.lakshmi));
    await api.db
      .updateTable('orders')
      .set({ cancelled: 1, cancelled_at: '2026-11-21T06:00:00.000Z', cancelled_by: shop.ownerId })
      .where('order_id', '=', cancelled.orderId)
      .execute();
    for (const b of bills) searches.push(String(b.orderId), String(b.billNo));
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['gstbill_list'] });
    clerk = await api.signIn(staff.email, staff.password);
    const quoter = await api.addEmployee({ flags: ['estimate', 'estimate_list'] });
    estimatesOnly = await api.signIn(quoter.email, quoter.password);
  });
  afterAll(() => api.dispose());

  it('answers the issued GST bills in columns, newest first, ids and dates stepped, with only their customers', async () => {
    const reply = await api.call<OrderIndexReply>('order_index.php', { from_date: '31-10-2026', to_date: '31-10-2026' }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    const [withPercent, withMurugan] = [bills[1]!, bills[2]!];
    expect(reply.body).toEqual({
      customers: { name: ['Murugan Electricals', 'Fifty 50% Off Stores'], mobile: ['9443012345', '9000012000'] },
      phones: ['0452 2345678'],
      bills: {
        order_id: [withMurugan.orderId, withMurugan.orderId - withPercent.orderId],
        bill_no: [withMurugan.billNo, withMurugan.billNo - withPercent.billNo],
        date: [20261031, 0],
        customer: [0, 1],
        phone: [0, 2],
        total: [withMurugan.total, withPercent.total],
        balance: [withMurugan.total, withPercent.total - 100_000],
      },
    });
  });

  it.each(['gst', 'estimate', 'retail'] as const)("%s: rows built from the index equal the list call's for every search and range", async (kind) => {
    const reply = await api.call<OrderIndexReply>(PATHS[kind].index, {}, { cookie: owner });
    expect(reply.status).toBe(200);
    const held = holdOrders(reply.body);
    for (const range of RANGES) {
      const dates = range && { from: parseDmy(range.from_date)!, to: parseDmy(range.to_date)! };
      for (const search of searches) {
        const listed = await api.call<Row[]>(PATHS[kind].list, { ...range, search }, { cookie: owner });
        const fromIndex = held.select(search, dates).map((i) => held.row(i));
        expect(fromIndex, `${kind} "${search}" ${JSON.stringify(range)}`).toEqual(listed.body);
      }
    }
    // The index of a range holds that range's bills, in the same order.
    const month = await api.call<OrderIndexReply>(PATHS[kind].index, RANGES[1]!, { cookie: owner });
    const heldMonth = holdOrders(month.body);
    const listedMonth = await api.call<Row[]>(PATHS[kind].list, RANGES[1]!, { cookie: owner });
    expect(heldMonth.select('', null).map((i) => heldMonth.row(i))).toEqual(listedMonth.body);
  });

  it('picks the same customers when it reads every customer (many bills) as when SQL picks them (few)', async () => {
    for (const kind of ['gst', 'estimate', 'retail'] as const) {
      const reply = await api.call<OrderIndexReply>(PATHS[kind].index, {}, { cookie: owner });
      expect(await orderIndex(api.db, kind, { from: null, to: null }, 0)).toEqual(reply.body);
      expect(await orderIndex(api.db, kind, { from: '2026-10-01', to: '2026-10-31' }, 0)).toEqual(
        (await api.call(PATHS[kind].index, RANGES[1]!, { cookie: owner })).body,
      );
    }
  });

  it('leaves out cancelled bills and other kinds; a quotation owes nothing', async () => {
    const gst = holdOrders((await api.call<OrderIndexReply>('order_index.php', {}, { cookie: owner })).body);
    expect(gst.size).toBe(7);
    const estimates = await api.call<OrderIndexReply>('estimate_index.php', {}, { cookie: owner });
    expect(estimates.body.bills.balance).toEqual([0, 0]);
    expect(estimates.body.customers.name).toEqual(['Lakshmi Home Appliances', 'Fifty 50% Off Stores']);
    const empty = await api.call<OrderIndexReply>('retail_order_index.php', { from_date: '01-01-2020', to_date: '31-12-2020' }, { cookie: owner });
    expect(empty.body).toEqual({
      customers: { name: [], mobile: [] },
      phones: [],
      bills: { order_id: [], bill_no: [], date: [], customer: [], phone: [], total: [], balance: [] },
    });
  });

  it('refuses a bad date with 400 naming the field', async () => {
    const reply = await api.call('order_index.php', { from_date: '31-02-2026' }, { cookie: clerk });
    expect(reply.status).toBe(400);
    expect(reply.head.msg).toBe('from_date: must be a date as dd-mm-yyyy, not "31-02-2026"');
    const to = await api.call('estimate_index.php', { to_date: 20261120 }, { cookie: owner });
    expect(to.status).toBe(400);
    expect(to.head.msg).toMatch(/^to_date: /);
  });

  it("refuses without a session (401) and without the list's flag (403)", async () => {
    for (const path of ['order_index.php', 'estimate_index.php', 'retail_order_index.php']) expect((await api.call(path, {})).status).toBe(401);
    expect((await api.call('order_index.php', {}, { cookie: estimatesOnly })).status).toBe(403);
    expect((await api.call('retail_order_index.php', {}, { cookie: estimatesOnly })).status).toBe(403);
    expect((await api.call('estimate_index.php', {}, { cookie: clerk })).status).toBe(403);
    expect((await api.call('estimate_index.php', {}, { cookie: estimatesOnly })).status).toBe(200);
  });
});
