import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../core/api/audit';
import { FLAGS } from '../../core/permissions';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { storedLines } from '../support/edit-payloads';
import { addOrder, seedShop, type Shop } from '../support/sales-fixtures';

type AuditRow = AuditEntry;

describe.each(TEST_DIALECTS)('audit_log.php on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let clerkId: number;
  let everyFlag: string;
  let added: string;
  const list = (body: object = {}, cookie = owner) => api.call<AuditRow[]>('audit_log.php', body, { cookie });

  beforeAll(async () => {
    api = await startApi(dialect, { sessionIdleHours: 72 });
    shop = await seedShop(api.db);
    // The sign-ins (each an audit row of its own, issue 20) happen the day before the changes the tests filter on.
    api.clock.set('2026-11-19T06:30:00Z');
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['customer'], name: 'Kavitha Raman' });
    clerkId = staff.userId;
    clerk = await api.signIn(staff.email, staff.password);
    const all = await api.addEmployee({ flags: FLAGS });
    everyFlag = await api.signIn(all.email, all.password);
    // 20 Nov 2026, 18:00 UTC = 20 Nov 23:30 in India: the owner renames Lakshmi's address.
    api.clock.set('2026-11-20T18:00:00Z');
    const update = await api.call(
      'customer_detail_update.php',
      {
        user_id: shop.lakshmi,
        name: 'Lakshmi Home Appliances',
        credit_limit: '25000',
        tax_number: '',
        place_of_supply: 'Kerala',
        telephone: '9847011111',
        address: 'MG Road, Kochi',
        state: 'Kerala',
      },
      { cookie: owner },
    );
    expect(update.status).toBe(200);
    // 20 Nov 2026, 19:00 UTC = 21 Nov 00:30 in India: the clerk adds a customer.
    api.clock.set('2026-11-20T19:00:00Z');
    const add = await api.call<{ user_id: string }>(
      'customer_add.php',
      {
        name: 'Selvam Traders',
        tax_number: '',
        telephone: '9443055555',
        address: '4 Town Hall Road',
        place_of_supply: 'Tamil Nadu',
        state: 'Tamil Nadu',
      },
      { cookie: clerk },
    );
    expect(add.status).toBe(200);
    added = add.body.user_id;
    api.clock.set('2026-11-21T06:30:00Z');
  });
  afterAll(() => api.dispose());

  it('answers the trail newest first: who, when in India time, the call, the record, before and after', async () => {
    const reply = await list();
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body.slice(0, 2)).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        at: '21-11-2026 00:30:00',
        user_id: String(clerkId),
        user_name: 'Kavitha Raman',
        call: 'customer_add.php',
        entity: 'customer',
        entity_id: added,
        record: `customer #${added}`,
        before: null,
        after: expect.objectContaining({ name: 'Selvam Traders', mobile: '9443055555' }),
      },
      {
        id: expect.stringMatching(/^\d+$/),
        at: '20-11-2026 23:30:00',
        user_id: String(shop.ownerId),
        user_name: expect.any(String),
        call: 'customer_detail_update.php',
        entity: 'customer',
        entity_id: String(shop.lakshmi),
        record: `customer #${shop.lakshmi}`,
        before: expect.objectContaining({ address: 'MG Road' }),
        after: expect.objectContaining({ address: 'MG Road, Kochi' }),
      },
    ]);
  });

  it('filters by India dates, both ends included', async () => {
    const day21 = await list({ from_date: '21-11-2026', to_date: '21-11-2026' });
    expect(day21.body.map((r) => r.call)).toEqual(['customer_add.php']);
    const day20 = await list({ from_date: '20-11-2026', to_date: '20-11-2026' });
    expect(day20.body.map((r) => r.call)).toEqual(['customer_detail_update.php']);
  });

  it('filters by who, by call and by record: every word must match, "#id" matches one record id', async () => {
    expect((await list({ search: 'kavitha' })).body.map((r) => r.call)).toEqual(['customer_add.php', 'login.php']);
    expect((await list({ search: 'detail_update' })).body.map((r) => r.entity_id)).toEqual([String(shop.lakshmi)]);
    expect((await list({ search: `customer #${shop.lakshmi}` })).body.map((r) => r.call)).toEqual(['customer_detail_update.php']);
    expect((await list({ search: 'kavitha #999999' })).body).toEqual([]);
  });

  it('pages the trail and says how many entries match', async () => {
    const response = await api.app.request('/api/audit_log.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner },
      body: JSON.stringify({ page: 1, per_page: 1 }),
    });
    expect(response.status).toBe(200);
    // Two changes and three sign-ins (the owner, the clerk, the employee with every flag).
    expect(response.headers.get('X-Total-Count')).toBe('5');
    expect(((await response.json()) as { body: unknown[] }).body).toHaveLength(1);
  });

  it('refuses a date that does not exist', async () => {
    const reply = await list({ from_date: '31-02-2026', to_date: '01-03-2026' });
    expect(reply.status).toBe(400);
    expect(reply.head.msg).toContain('from_date');
  });

  it("is the owner's alone: 401 without a session, 403 for an employee holding every flag", async () => {
    expect((await list({}, '')).status).toBe(401);
    expect((await list({}, everyFlag)).status).toBe(403);
    expect((await list({}, clerk)).status).toBe(403);
  });

  it('names a bill, a quotation and a credit note by the number printed on it, and finds them by it (issue 32)', async () => {
    // Dated today (21 Nov), after the entries the tests above count. Two quotations first, so no bill's internal id is its number.
    const quotation = await addOrder(api.db, {
      kind: 'estimate',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-21',
      lines: [{ name: 'Wiring', rate: 50_000, qty: 1 }],
    });
    await addOrder(api.db, {
      kind: 'estimate',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-21',
      lines: [{ name: 'Wiring', rate: 50_000, qty: 1 }],
    });
    const fan = (qty: number) => [{ productId: shop.fan, rate: 150_000, qty }];
    const cancelled = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, date: '2026-11-21', lines: fan(1) });
    const returned = await addOrder(api.db, { kind: 'gst', customerId: shop.murugan, createdBy: shop.ownerId, date: '2026-11-21', lines: fan(2) });
    const retail = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-21',
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 1 }],
    });
    expect(cancelled.orderId).not.toBe(cancelled.billNo);

    expect((await api.call('order_delete.php', { order_id: cancelled.orderId }, { cookie: owner })).status).toBe(200);
    expect((await api.call('retail_order_delete.php', { order_id: retail.orderId }, { cookie: owner })).status).toBe(200);
    const [line] = await storedLines(api.db, returned.orderId);
    const note = await api.call<{ credit_note_no: string }>(
      'pos_api/sales_return.php',
      {
        order_id: returned.orderId,
        lines: [{ order_detail_id: line?.od_id, qty: 1 }],
        reason: 'Damaged',
        request_id: 'audit-names-1',
      },
      { cookie: owner },
    );
    expect(note.status).toBe(200);
    expect((await api.call('estimate_delete.php', { order_id: quotation.orderId }, { cookie: owner })).status).toBe(200);

    const today = (await list({ from_date: '21-11-2026', to_date: '21-11-2026' })).body.filter((r) => r.entity === 'order' || r.entity === 'credit_note');
    expect(today.map((r) => [r.call, r.record])).toEqual([
      ['estimate_delete.php', `Quotation ${quotation.billNo}`],
      ['pos_api/sales_return.php', note.body.credit_note_no],
      ['retail_order_delete.php', `R-${retail.billNo}`],
      ['order_delete.php', `GST ${cancelled.billNo}`],
    ]);
    // The internal id stays on the wire, for the links.
    expect(today[3]?.entity_id).toBe(String(cancelled.orderId));

    const found = async (search: string) => (await list({ search })).body.map((r) => r.record);
    expect(await found(`GST ${cancelled.billNo}`)).toEqual([`GST ${cancelled.billNo}`]);
    expect(await found(`gst ${returned.billNo}`)).toEqual([]);
    expect(await found(`R-${retail.billNo}`)).toEqual([`R-${retail.billNo}`]);
    expect(await found(note.body.credit_note_no)).toEqual([note.body.credit_note_no]);
    expect(await found(`retail ${retail.billNo}`)).toEqual([`R-${retail.billNo}`]);
  });

  it('is read-only: reading the trail adds nothing to it', async () => {
    const before = (await list()).body.length;
    await list();
    expect((await list()).body.length).toBe(before);
  });
});
