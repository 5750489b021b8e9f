// PostgreSQL's own ceiling for pos_order.php (issue 24 §4): the statements the server sends for one 20-line GST bill on
// PostgreSQL (the same SQL texts, parameters and row counts, read from Kysely's log of a real save), issued straight
// through pg from `connections` loops side by side: no HTTP, no JSON body, no zod, no Kysely. Each bill is its own
// transaction, as on the server (server/db/write-batch.ts: PostgreSQL has no group commit), and queues on the same
// bill_counters row for its bill number (session 15: the upsert replaced an advisory lock, a savepoint, a max() read
// and a release; the audit row and the request record are one statement); the catalogue-version trigger fires at
// commit as for the server's saves. Whatever
// kulir does on top can only make it slower: this is the most bills a second any number of kulir processes could save
// on this database server, on this machine.
import pg from 'pg';
import { financialYear, todayInKolkata } from '../../core/dates';
import { LEDGER_COLUMNS, LINE_COLUMNS, ORDER_COLUMNS } from './bare-bill';

export interface BarePgBills {
  bills: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** `?` placeholders numbered as PostgreSQL's $1, $2 … */
const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${(n += 1)}`);
};
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const rows = (columns: number, count: number) => Array.from({ length: count }, () => `(${marks(columns)})`).join(', ');
const list = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(', ');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * Saves 20-line bills for `customerId` into the PostgreSQL schema of `url` (`?schema=`) for `seconds`, from
 * `connections` loops at once, as `userId` signed in with the session row `tokenHash`.
 */
export async function barePgBills(
  url: string,
  options: { customerId: number; userId: number; tokenHash: string; productIds: readonly number[]; seconds: number; connections: number },
): Promise<BarePgBills> {
  const { customerId, userId, tokenHash, productIds, seconds, connections } = options;
  const run = `${Date.now().toString(36)}-${connections}`;
  const n = productIds.length;
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  const pool = new pg.Pool({ connectionString: parsed.toString(), max: connections, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  const text = {
    session:
      'select "e".*, "s"."last_seen_at" as "session_last_seen_at" from "sessions" as "s" inner join "employees" as "e" on "e"."user_id" = "s"."user_id" where "s"."token_hash" = $1',
    replayed: 'select "reply_json" from "request_log" where "user_id" = $1 and "call" = $2 and "request_id" = $3',
    customer: 'select * from "customers" where "user_id" = $1',
    settings: 'select * from "settings" where "id" = $1',
    products: numbered(
      `select "p"."product_id", "p"."product_name", "b"."brand_name", "p"."serial_no", "p"."product_code", "p"."model", "p"."type", ` +
        `"p"."batch_no", "p"."hsn_code", "u"."unit_name", "p"."rate_per", "p"."price_per_pcs", "p"."box_contents", "p"."qty_per_box", "p"."gst_bp", "p"."track_unit_serials" from "products" as "p" ` +
        `left join "brands" as "b" on "b"."brand_id" = "p"."brand_id" left join "units" as "u" on "u"."unit_id" = "p"."unit_id" where "p"."product_id" in (${marks(n)})`,
    ),
    filedMonths: 'select "month" from "gst_filed_months" where "month" in ($1)',
    counter:
      'insert into "bill_counters" ("kind", "fy", "last_no") values ($1, $2, (select coalesce(max(n), 0) + 1 from (' +
      'select max(bill_no) as n from orders where kind = $3 and fy = $4 union all select floor as n from number_floors where series = $5 and fy = $6) as books)) ' +
      'on conflict ("kind", "fy") do update set "last_no" = case when bill_counters.last_no + 1 > excluded.last_no then bill_counters.last_no + 1 else excluded.last_no end returning "last_no"',
    order: numbered(`insert into "orders" (${list(ORDER_COLUMNS)}) values (${marks(ORDER_COLUMNS.length)}) returning *`),
    lines: numbered(`insert into "order_lines" (${list(LINE_COLUMNS)}) values ${rows(LINE_COLUMNS.length, n)} returning "od_id", "line_no"`),
    stock: numbered(
      `update "products" set "stock" = stock - case product_id ${'when ? then cast(? as integer) '.repeat(n)}end, "updated_at" = ? ` +
        `where "product_id" in (${marks(n)}) and stock >= case product_id ${'when ? then cast(? as integer) '.repeat(n)}end returning "product_id"`,
    ),
    ledger: numbered(`insert into "stock_ledger" (${list(LEDGER_COLUMNS)}) values ${rows(LEDGER_COLUMNS.length, n)}`),
    logs:
      'with "audited" as (insert into "audit_log" ("at", "user_id", "call", "entity", "entity_id", "before_json", "after_json") values ($1, $2, $3, $4, $5, $6, $7)) ' +
      'insert into "request_log" ("request_id", "user_id", "call", "reply_json", "created_at") values ($8, $9, $10, $11, $12)',
  };
  const call = 'pos_api/pos_order.php';
  const today = todayInKolkata(new Date());
  const fy = financialYear(today);
  const latencies: number[] = [];
  let saved = 0;

  const saveOne = async (client: pg.PoolClient, requestId: string) => {
    const at = new Date().toISOString();
    await client.query(text.session, [tokenHash]);
    await client.query(text.replayed, [userId, call, requestId]);
    await client.query('begin');
    try {
      await client.query(text.customer, [customerId]);
      await client.query(text.settings, [1]);
      await client.query(text.products, [...productIds]);
      await client.query(text.filedMonths, [today.slice(0, 7)]);
      const counter = (await client.query<{ last_no: number }>(text.counter, ['gst', fy, 'gst', fy, 'gst', fy])).rows[0];
      const order = (
        await client.query<{ order_id: number }>(text.order, [
          'gst',
          fy,
          today,
          customerId,
          'Bench Customer',
          '9840012345',
          'Chennai',
          'Tamil Nadu',
          0,
          0,
          1800,
          0,
          2_000_000,
          0,
          0,
          360_000,
          180_000,
          180_000,
          0,
          0,
          2_360_000,
          0,
          0,
          null,
          null,
          1,
          userId,
          at,
          at,
          Number(counter.last_no),
        ])
      ).rows[0];
      const qty = productIds.map((_, i) => 1 + ((saved + i) % 3));
      const lines = (
        await client.query(
          text.lines,
          productIds.flatMap((productId, i) => [
            productId,
            null,
            '',
            `BENCH${i}`,
            '',
            '',
            '',
            '',
            '841451',
            '',
            '',
            0,
            '',
            1,
            0,
            `Bench Fan ${i + 1}`,
            order.order_id,
            i + 1,
            100_000,
            qty[i],
            0,
            100_000 * qty[i],
            1800,
          ]),
        )
      ).rows;
      const cases = productIds.flatMap((productId, i) => [productId, qty[i]]);
      await client.query(text.stock, [...cases, at, ...productIds, ...cases]);
      await client.query(
        text.ledger,
        productIds.flatMap((productId, i) => ['product', productId, -qty[i], 'sale', 'order', order.order_id, userId, at]),
      );
      await client.query(text.logs, [
        at,
        userId,
        call,
        'order',
        String(order.order_id),
        null,
        JSON.stringify({ order, lines }),
        requestId,
        userId,
        call,
        JSON.stringify({ body: { order_id: String(order.order_id) } }),
        at,
      ]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    saved += 1;
  };

  const started = performance.now();
  const until = started + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: connections }, async (_, c) => {
        const client = await pool.connect();
        try {
          for (let i = 0; performance.now() < until; i += 1) {
            const t = performance.now();
            await saveOne(client, `bare-pg-${run}-${c}-${i}`);
            latencies.push(performance.now() - t);
          }
        } finally {
          client.release();
        }
      }),
    );
  } finally {
    await pool.end();
  }
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { bills: saved, seconds: elapsed, perSecond: saved / elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}
