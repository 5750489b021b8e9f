// The database's own ceiling for pos_order.php (issue 11 §3): the statements the server runs for one 20-line GST
// bill, the same SQL texts and row counts, issued straight through better-sqlite3 from one loop: no HTTP, no JSON body
// to parse, no zod, no Kysely, no await between statements. Bills are grouped 50 to a transaction, each in its own
// savepoint, as the server's group commit does (server/db/write-batch.ts). Whatever the server does on top can only
// make it slower, so this is the most bills a second any server could save on this schema, in this process, on this
// machine; run in the same sitting as /healthz and pos_order.php, it says what share of /healthz is reachable at all.
import Database from 'better-sqlite3';
import { financialYear, todayInKolkata } from '../../core/dates';

const BATCH = 50;

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const rows = (columns: number, count: number) => Array.from({ length: count }, () => `(${marks(columns)})`).join(', ');

export const LINE_COLUMNS = [
  'product_id',
  'retail_product_id',
  'brand_name',
  'serial_no',
  'product_code',
  'model',
  'type',
  'batch_no',
  'hsn_code',
  'unit',
  'rate_per',
  'price_per_pcs',
  'box_contents',
  'qty_per_box',
  'manual',
  'product_name',
  'order_id',
  'line_no',
  'rate',
  'qty',
  'discount_bp',
  'total',
  'gst_bp',
];
export const LEDGER_COLUMNS = ['product_kind', 'product_id', 'qty_change', 'reason', 'doc_kind', 'doc_id', 'user_id', 'created_at'];
export const ORDER_COLUMNS = [
  'kind',
  'fy',
  'order_date',
  'customer_id',
  'billing_name',
  'billing_phonenumber',
  'billing_address',
  'billing_state',
  'discount_bp',
  'commission_bp',
  'gst_bp',
  'packing_bp',
  'subtotal',
  'discount_amt',
  'commission_amt',
  'gst_amt',
  'cgst_amt',
  'sgst_amt',
  'packing_amt',
  'round_off',
  'total',
  'paid_amount',
  'cancelled',
  'cancelled_at',
  'cancelled_by',
  'version',
  'created_by',
  'created_at',
  'updated_at',
  'bill_no',
];
const list = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(', ');

export interface BareBills {
  bills: number;
  seconds: number;
  perSecond: number;
}

/**
 * Saves 20-line bills for `customerId` (products `productIds`, stock enough) into the SQLite file for `seconds`, as
 * `userId` signed in with the session row `tokenHash`, and answers how many a second. The server may stay up but must
 * be idle (WAL: one writer at a time).
 */
export function bareBills(
  file: string,
  options: { customerId: number; userId: number; tokenHash: string; productIds: readonly number[]; seconds: number },
): BareBills {
  const { customerId, userId, tokenHash, productIds, seconds } = options;
  const n = productIds.length;
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  const statement = {
    session: db.prepare(
      'select "e".*, "s"."last_seen_at" as "session_last_seen_at" from "sessions" as "s" inner join "employees" as "e" on "e"."user_id" = "s"."user_id" where "s"."token_hash" = ?',
    ),
    replayed: db.prepare('select "reply_json" from "request_log" where "user_id" = ? and "call" = ? and "request_id" = ?'),
    customer: db.prepare('select * from "customers" where "user_id" = ?'),
    settings: db.prepare('select * from "settings" where "id" = ?'),
    products: db.prepare(
      `select "p"."product_id", "p"."product_name", "b"."brand_name", "p"."serial_no", "p"."product_code", "p"."model", "p"."type", ` +
        `"p"."batch_no", "p"."hsn_code", "u"."unit_name", "p"."rate_per", "p"."price_per_pcs", "p"."box_contents", "p"."qty_per_box", "p"."gst_bp" from "products" as "p" ` +
        `left join "brands" as "b" on "b"."brand_id" = "p"."brand_id" left join "units" as "u" on "u"."unit_id" = "p"."unit_id" where "p"."product_id" in (${marks(n)})`,
    ),
    lastBillNo: db.prepare('select max("bill_no") as "bill_no" from "orders" where "kind" = ? and "fy" = ?'),
    order: db.prepare(`insert into "orders" (${list(ORDER_COLUMNS)}) values (${marks(ORDER_COLUMNS.length)}) returning *`),
    lines: db.prepare(`insert into "order_lines" (${list(LINE_COLUMNS)}) values ${rows(LINE_COLUMNS.length, n)} returning "od_id", "line_no"`),
    stock: db.prepare(
      `update "products" set "stock" = stock - case product_id ${'when ? then cast(? as integer) '.repeat(n)}end, "updated_at" = ? ` +
        `where "product_id" in (${marks(n)}) and stock >= case product_id ${'when ? then cast(? as integer) '.repeat(n)}end returning "product_id"`,
    ),
    ledger: db.prepare(`insert into "stock_ledger" (${list(LEDGER_COLUMNS)}) values ${rows(LEDGER_COLUMNS.length, n)}`),
    audit: db.prepare('insert into "audit_log" ("at", "user_id", "call", "entity", "entity_id", "before_json", "after_json") values (?, ?, ?, ?, ?, ?, ?)'),
    requestLog: db.prepare('insert into "request_log" ("request_id", "user_id", "call", "reply_json", "created_at") values (?, ?, ?, ?, ?)'),
  };
  const plain = new Map<string, Database.Statement>();
  const run = (text: string) => {
    let prepared = plain.get(text);
    if (!prepared) plain.set(text, (prepared = db.prepare(text)));
    prepared.run();
  };
  const call = 'pos_api/pos_order.php';
  const now = new Date();
  const at = now.toISOString();
  const today = todayInKolkata(now);
  const fy = financialYear(today);
  let saved = 0;

  const saveOne = (requestId: string) => {
    statement.session.get(tokenHash);
    statement.replayed.get(userId, call, requestId);
    run('savepoint write_call');
    statement.customer.get(customerId);
    statement.settings.get(1);
    statement.products.all(...productIds);
    run('savepoint next_bill_no');
    const last = statement.lastBillNo.get('gst', fy) as { bill_no: number | null };
    const order = statement.order.get(
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
      Number(last.bill_no ?? 0) + 1,
    ) as { order_id: number };
    run('release savepoint next_bill_no');
    const qty = productIds.map((_, i) => 1 + ((saved + i) % 3));
    const lines = statement.lines.all(
      ...productIds.flatMap((productId, i) => [
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
    );
    const cases = productIds.flatMap((productId, i) => [productId, qty[i]]);
    statement.stock.all(...cases, at, ...productIds, ...cases);
    statement.ledger.run(...productIds.flatMap((productId, i) => ['product', productId, -qty[i], 'sale', 'order', order.order_id, userId, at]));
    statement.audit.run(at, userId, call, 'order', String(order.order_id), null, JSON.stringify({ order, lines }));
    statement.requestLog.run(requestId, userId, call, JSON.stringify({ body: { order_id: String(order.order_id) } }), at);
    run('release savepoint write_call');
    saved += 1;
  };

  const started = performance.now();
  const until = started + seconds * 1000;
  try {
    while (performance.now() < until) {
      run('begin');
      for (let i = 0; i < BATCH; i += 1) saveOne(`bare-${saved}`);
      run('commit');
    }
  } finally {
    db.close();
  }
  const elapsed = (performance.now() - started) / 1000;
  return { bills: saved, seconds: elapsed, perSecond: saved / elapsed };
}
