// Issue 20, attacks 3 and 6: a page of another origin (another port of the same host is the same site, so the
// SameSite=Strict cookie still rides along) cannot write through a form or a fetch; calls take only the content types
// they need; and PostgreSQL answers the same 400 as SQLite for an id past its integer range or a NUL character.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleFor } from '../../server/access';
import { CALLS } from '../../server/calls';
import { UPLOAD_CALLS } from '../../server/request-body';
import { socketFrom, startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { wholesaleBody } from '../support/pos-payloads';
import { seedShop, type Shop } from '../support/sales-fixtures';

const HOST = 'shop.local:8080';
const EVIL = 'http://shop.local:8081';
const BIG_ID = 2147483648;
const ID_FIELDS = [
  'user_id',
  'order_id',
  'product_id',
  'employee_id',
  'banner_id',
  'brand_id',
  'unit_id',
  'supplier_id',
  'category_id',
  'id',
  'od_id',
  'order_detail_id',
  'customer_id',
  'paid_id',
  'bill_no',
  'version',
] as const;
const TEXT_FIELDS = [
  'name',
  'email',
  'search',
  'address',
  'description',
  'brand_name',
  'unit_name',
  'product_name',
  'serial_no',
  'title',
  'content',
  'payment_sent',
] as const;

describe.each(TEST_DIALECTS)('requests from other origins and hostile values on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let staffId: number;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    staffId = (await api.addEmployee({ flags: ['customer'] })).userId;
  });
  afterAll(() => api.dispose());

  const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
    api.app.request(`/api/${path}`, { method: 'POST', headers: { cookie: owner, host: HOST, ...headers }, body }, socketFrom('192.168.1.20'));
  const cashBook = async () => (await api.db.selectFrom('payment_details').select('id').execute()).length;
  const staffFlags = async () =>
    api.db.selectFrom('employees').select(['perm_employee', 'perm_settings']).where('user_id', '=', staffId).executeTakeFirstOrThrow();
  const debitForm = () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Cash out', amount: '12345', payment_method: 'debit', payment_sent: 'Cash', description: 'forged' }))
      form.append(k, v);
    return form;
  };

  it('refuses the forged forms of a page on another port of the same host with 403, and writes nothing', async () => {
    const before = { cash: await cashBook(), flags: await staffFlags() };
    // A same-site page auto-submits a multipart form: the browser says same-site.
    const multipart = await post('payment_details_add.php', debitForm(), { 'sec-fetch-site': 'same-site', origin: EVIL });
    expect(multipart.status).toBe(403);
    expect(((await multipart.json()) as { head: { msg: string } }).head.msg).toMatch(/another site/);
    // A url-encoded form granting an employee two privileges.
    const grant = new URLSearchParams({ employee_id: String(staffId), employee: '1', settings: '1' });
    const form = await post('employe_previllage_update.php', grant, {
      'sec-fetch-site': 'same-site',
      origin: EVIL,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
    // An older browser sends no Sec-Fetch-Site: its Origin names the other port.
    expect((await post('payment_details_add.php', debitForm(), { origin: EVIL })).status).toBe(403);
    // A cross-site fetch with a JSON body (had CORS let it through) is refused too.
    const json = JSON.stringify({ name: 'Cash out', amount: '12345', payment_method: 'debit', payment_sent: 'Cash', description: 'forged' });
    expect((await post('payment_details_add.php', json, { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('payment_details_add.php', json, { 'content-type': 'application/json', origin: 'null' })).status).toBe(403);
    expect({ cash: await cashBook(), flags: await staffFlags() }).toEqual(before);
  });

  it("takes the app's own same-origin requests", async () => {
    const json = JSON.stringify({ name: 'Tea', amount: '40', payment_method: 'debit', payment_sent: 'Cash', description: 'staff tea' });
    expect(
      (await post('payment_details_add.php', json, { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` })).status,
    ).toBe(200);
    expect((await post('payment_details_add.php', json, { 'content-type': 'application/json', origin: `http://${HOST}` })).status).toBe(200);
  });

  it('takes multipart only on the upload calls: a JSON call refuses a form body with 400 and writes nothing', async () => {
    const before = await cashBook();
    const reply = await post('payment_details_add.php', debitForm(), {});
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { head: { msg: string } }).head.msg).toBe('Request body must be JSON (content-type application/json)');
    expect(await cashBook()).toBe(before);
  });

  const posts = CALLS.filter(
    (call) => (ruleFor(call.base, call.path)?.method ?? 'POST') === 'POST' && call.path !== 'logout.php' && !UPLOAD_CALLS.has(call.path),
  );

  it('refuses a NUL character in any text field of every call with 400, the same on both databases', async () => {
    for (const call of posts) {
      for (const field of TEXT_FIELDS) {
        const reply = await api.call(call.path, { [field]: 'Murugan\u0000 Electricals' }, { cookie: owner, base: call.base });
        expect(reply.status, `${call.path} ${field}: ${reply.head.msg}`).toBe(400);
        expect(reply.head.msg).toBe(`${field}: must not contain a NUL character`);
      }
    }
    const bill = wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }], {}, '21-11-2026') as {
      productdetails: Record<string, unknown>[];
    };
    bill.productdetails[0].product_name = 'Fan\u0000';
    const reply = await api.call('pos_api/pos_order.php', bill, { cookie: owner });
    expect(reply.head).toEqual({ code: 400, msg: 'productdetails.0.product_name: must not contain a NUL character' });
  });

  it('never answers 500 to an id past 2147483647 in any id field of any call', async () => {
    for (const call of posts) {
      for (const field of ID_FIELDS) {
        for (const value of [field === 'order_id' ? String(BIG_ID) : BIG_ID]) {
          const reply = await api.call(call.path, { [field]: value }, { cookie: owner, base: call.base });
          expect(reply.status, `${call.path} ${field}=${value}: ${reply.head.msg}`).not.toBe(500);
        }
      }
    }
  });

  it('answers 400 naming the field for an id past 2147483647 where SQLite would look it up', async () => {
    const cases: [string, object, string][] = [
      ['customer_detail.php', { user_id: BIG_ID }, 'user_id'],
      ['order_details.php', { order_id: String(BIG_ID) }, 'order_id'],
      ['product_detail.php', { product_id: BIG_ID }, 'product_id'],
      ['employe_detail.php', { user_id: BIG_ID }, 'user_id'],
      ['pos_api/pos_order.php', wholesaleBody(BIG_ID, [{ productId: shop.fan, rate: 150_000, qty: 1 }], {}, '21-11-2026'), 'user_id'],
      ['pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: BIG_ID, rate: 150_000, qty: 1 }], {}, '21-11-2026'), 'productdetails.0.product_id'],
    ];
    for (const [path, body, field] of cases) {
      const reply = await api.call(path, body, { cookie: owner });
      expect(reply.status, `${path}: ${reply.head.msg}`).toBe(400);
      expect(reply.head.msg, path).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
    }
  });

  // Issue 28, attack 6: JSON nested 100,000 deep (200 KB) overflowed the stack of the body's recursive check (500).
  describe('JSON nested deeper than the bound', () => {
    const MAX_JSON_DEPTH = 64;
    const TOO_DEEP = 'Request body is nested deeper than 64 levels';
    /** A cash-book entry whose description is `levels` arrays deep, the whole body one level more. */
    const nested = (levels: number) =>
      `{"name":"Tea","amount":"40","payment_method":"debit","payment_sent":"Cash","description":${'['.repeat(levels)}"x"${']'.repeat(levels)}}`;
    const send = async (text: string) => {
      const reply = await post('payment_details_add.php', text, { 'content-type': 'application/json' });
      return { status: reply.status, msg: ((await reply.json()) as { head: { msg: string } }).head.msg };
    };

    it('answers 400 naming the bound at 100,000 levels (objects or arrays) and at 65, and writes nothing', async () => {
      const before = await cashBook();
      expect(await send('['.repeat(100_000) + ']'.repeat(100_000))).toEqual({ status: 400, msg: TOO_DEEP });
      expect(await send('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000))).toEqual({ status: 400, msg: TOO_DEEP });
      expect(await send(nested(100_000 - 1))).toEqual({ status: 400, msg: TOO_DEEP });
      expect(await send(nested(MAX_JSON_DEPTH))).toEqual({ status: 400, msg: TOO_DEEP });
      expect(await cashBook()).toBe(before);
    });

    it('takes 64 levels past the depth check (the field itself is then refused), and brackets inside strings do not count', async () => {
      const deepest = await send(nested(MAX_JSON_DEPTH - 1));
      expect(deepest.status).toBe(400);
      expect(deepest.msg).toMatch(/^description: /);
      const before = await cashBook();
      const text = `{"name":"Tea","amount":"40","payment_method":"debit","payment_sent":"Cash","description":"${'[{'.repeat(200)}\\"[[["}`;
      expect(await send(text)).toEqual({ status: 200, msg: expect.any(String) as string });
      expect(await cashBook()).toBe(before + 1);
    });
  });
});
