// Bad input (issue 10): every call this server answers gets malformed JSON, bodies that are not objects, and
// fast-check's random bodies built from the spec's field names and hostile values (wrong types, negative and
// fractional numbers, "NaN"/"Infinity", huge and unicode strings, SQL- and script-looking text). Every reply must be
// the envelope with head.code equal to the HTTP status, never a 500, and a refused call must leave every table as it
// was. The GST bill save is also fuzzed one field at a time from a valid bill, so the deep checks get hit too.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTotals } from '../../core/billing';
import { ruleFor } from '../../server/access';
import { CALLS } from '../../server/calls';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { wholesaleBody } from '../support/pos-payloads';
import { seedShop, type Shop } from '../support/sales-fixtures';

// Signing in and out are fuzzed apart: a random body must not end the session the other calls run in.
const SESSION_CALLS = new Set(['login.php', 'logout.php']);

const FIELDS = [
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
  'name',
  'email',
  'password',
  'mobile',
  'phone',
  'telephone',
  'tax_number',
  'gst_no',
  'address',
  'state',
  'city',
  'pincode',
  'place_of_supply',
  'credit_limit',
  'from_date',
  'to_date',
  'search',
  'page',
  'per_page',
  'qty',
  'rate',
  'amount',
  'total',
  'subtotal',
  'productdetails',
  'request_id',
  'version',
  'bill_no',
  'order_date',
  'discount_percentage',
  'gst_percentage',
  'brand_name',
  'unit_name',
  'product_name',
  'serial_no',
  'hsn_code',
  'sell_rate',
  'stock',
  'status',
  'rank',
  'content',
  'title',
  'description',
  'paid_amount',
  'user_status',
  'billdate',
  'payment_sent',
  'import',
  'upload',
] as const;

/** Values no form would send, and a few it would. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '0x10',
    '',
    ' ',
    '-1',
    '1.5',
    '00012',
    '31-02-2026',
    '2026-11-21',
    '99-99-9999',
    "' OR 1=1 --",
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '\u0000',
    '\u202Eevil',
    'தமிழ் ₹ 😀',
    'x'.repeat(200_000),
    [],
    {},
    [null],
    [{}],
    { $gt: '' },
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.dictionary(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 }), { maxKeys: 3 })), {
    maxLength: 3,
  }),
);

const bodies = fc.dictionary(fc.constantFrom(...FIELDS), hostile, { maxKeys: 6 });

interface Envelope {
  status: number;
  head: { code: number; msg: string } | undefined;
  body: unknown;
}

describe.each(TEST_DIALECTS)('hostile input to every call on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let cookie: string;
  let tables: string[];
  const runs = dialect === 'sqlite' ? 30 : 10;

  /** One number per table: a refused call must leave every one unchanged. */
  const rowCounts = async (): Promise<string> => {
    const query = tables.map((t) => `select '${t}' as t, count(*) as n from ${t}`).join(' union all ');
    const { rows } = await sql.raw<{ t: string; n: number | string }>(query).execute(api.db);
    return rows
      .map((r) => `${r.t}=${r.n}`)
      .sort()
      .join(' ');
  };

  const send = async (path: string, base: string, raw: string): Promise<Envelope> => {
    const response = await api.app.request(`/${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: raw });
    const text = await response.text();
    let parsed: { head?: { code: number; msg: string }; body?: unknown } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      throw new Error(`${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
    return { status: response.status, head: parsed.head, body: parsed.body };
  };

  /** The reply is the envelope, is not a 500, and a refusal wrote nothing. */
  const expectSafe = async (path: string, base: string, raw: string) => {
    const before = await rowCounts();
    const reply = await send(path, base, raw);
    const shown = raw.length > 300 ? `${raw.slice(0, 300)}…` : raw;
    expect(reply.status, `${path} ${shown}: ${reply.head?.msg}`).not.toBe(500);
    expect(reply.head?.code, `${path} ${shown}`).toBe(reply.status);
    expect(typeof reply.head?.msg, `${path} ${shown}`).toBe('string');
    if (reply.status !== 200) expect(await rowCounts(), `${path} ${shown} was refused (${reply.status}) but wrote`).toBe(before);
    return reply;
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    cookie = await api.signInOwner();
    const found = await api.db.introspection.getTables();
    // PostgreSQL's introspection lists every schema's tables: only this file's own schema is counted (other test files
    // running meanwhile have theirs, which may hold tables this build does not know).
    const own = dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(api.db)).rows[0]?.schema : undefined;
    tables = found
      .filter((t) => own === undefined || t.schema === own)
      .map((t) => t.name)
      .filter((name) => !name.startsWith('kysely_') && name !== 'sessions');
  });
  afterAll(() => api.dispose());

  const fuzzed = CALLS.filter((call) => !SESSION_CALLS.has(call.path) && (ruleFor(call.base, call.path)?.method ?? 'POST') === 'POST');

  it.each(fuzzed.map((call) => [`${call.base}/${call.path}`, call] as const))('%s: malformed JSON and non-object bodies get 400', async (_, call) => {
    for (const raw of ['{"user_id":', '{"user_id": NaN}', '{"qty": Infinity}', '[]', '"text"', '12', 'true', '{"a":1}{"b":2}']) {
      const reply = await expectSafe(call.path, call.base, raw);
      expect(reply.status, `${call.path} ${raw}`).toBe(400);
    }
    // A JSON null reads as an empty body (as a client sending no fields): a list answers, anything else says what is missing.
    await expectSafe(call.path, call.base, 'null');
  });

  it.each(fuzzed.map((call) => [`${call.base}/${call.path}`, call] as const))(
    '%s: random hostile bodies never get a 500 and a refusal writes nothing',
    async (_, call) => {
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          await expectSafe(call.path, call.base, JSON.stringify(body));
        }),
        { numRuns: runs, seed: 20261121, endOnFailure: true },
      );
    },
  );

  it('sign-in with hostile e-mails and passwords answers 400, 401 or 429, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ email: hostile, password: hostile }), async (body) => {
        const response = await api.app.request('/api/login.php', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect([400, 401, 429], JSON.stringify(body).slice(0, 200)).toContain(response.status);
      }),
      { numRuns: runs, seed: 20261121 },
    );
  });

  it('a GST bill with one field of the bill or of a line made hostile is refused whole or saved right, never a 500', async () => {
    const valid = () =>
      wholesaleBody(
        shop.murugan,
        [
          { productId: shop.fan, rate: 150_000, qty: 2 },
          { productId: shop.cooler, rate: 245_050, qty: 1 },
        ],
        {},
        '21-11-2026',
      );
    const topKeys = Object.keys(valid()).filter((k) => k !== 'productdetails');
    const lineKeys = Object.keys(valid().productdetails[0]);
    const mutation = fc.oneof(
      fc.record({ where: fc.constant('bill' as const), key: fc.constantFrom(...topKeys), value: hostile }),
      fc.record({ where: fc.constant('line' as const), key: fc.constantFrom(...lineKeys), value: hostile }),
    );
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(mutation, async (m) => {
        const body = valid() as Record<string, unknown> & { productdetails: Record<string, unknown>[] };
        if (m.where === 'bill') body[m.key] = m.value;
        else body.productdetails[0][m.key] = m.value;
        const reply = await expectSafe('pos_api/pos_order.php', 'api', JSON.stringify(body));
        if (reply.status === 200) {
          // Saved right: the bill just saved holds both lines, and every stored figure is what the billing rules make of
          // the stored lines and rates (so a hostile value that got through was read as a number, never half-read).
          const order = await api.db.selectFrom('orders').selectAll().orderBy('order_id', 'desc').executeTakeFirstOrThrow();
          const lines = await api.db
            .selectFrom('order_lines')
            .select(['rate', 'qty', 'discount_bp', 'total'])
            .where('order_id', '=', order.order_id)
            .orderBy('line_no')
            .execute();
          expect(lines).toHaveLength(2);
          const figures = salesTotals(
            lines.map((line) => ({ rate: line.rate, qty: line.qty, discountBp: line.discount_bp })),
            { discountBp: order.discount_bp, commissionBp: order.commission_bp, gstBp: order.gst_bp, packingBp: order.packing_bp },
          );
          expect(lines.map((line) => line.total)).toEqual(figures.lineTotals);
          expect(lines.every((line) => Number.isSafeInteger(line.qty) && line.qty >= 1 && Number.isSafeInteger(line.rate) && line.rate >= 0)).toBe(true);
          expect({
            subtotal: order.subtotal,
            discount: order.discount_amt,
            commission: order.commission_amt,
            packing: order.packing_amt,
            gst: order.gst_amt,
            cgstPlusSgst: order.cgst_amt + order.sgst_amt,
            total: order.total,
            roundOff: order.round_off,
          }).toEqual({
            subtotal: figures.subtotal,
            discount: figures.discount,
            commission: figures.commission,
            packing: figures.packing,
            gst: figures.gst,
            cgstPlusSgst: figures.gst,
            total: figures.grandTotal,
            roundOff: figures.roundOff,
          });
          expect(order.total).toBeGreaterThan(0);
          saved += 1;
        }
      }),
      { numRuns: dialect === 'sqlite' ? 200 : 60, seed: 20261121, endOnFailure: true },
    );
    // The property is not empty: some hostile values (text in the name or address, say) are saved, and were checked.
    expect(saved).toBeGreaterThan(0);
  });
});
