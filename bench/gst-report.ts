// pos_report_gst.php and pos_report_stock.php with 1,000,000 order lines (200,000 bills of 5 lines) over two
// financial years (April 2024 – March 2026), 2,000 products and 5,000 customers on a SQLite file; each call's
// median server time beside the bare SQL of its query (the same SQL text through better-sqlite3 alone), as a ratio.
// Run: npx tsx bench/gst-report.ts. Targets: one month < 200 ms, a whole year < 1 s, stock report < 500 ms.
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import { createApp } from '../server/app';
import { CALLS } from '../server/calls';
import { serverEnv } from '../server/env';
import { benchDatabase } from './lib/bench-database';
import type { Compilable } from 'kysely';
import { salesGstQuery } from '../server/reports/gst-report';
import { stockQueries } from '../server/reports/stock-report';

const CUSTOMERS = 5_000;
const PRODUCTS = 2_000;
const ORDERS = 200_000;
const LINES_PER_ORDER = 5;
const DAYS = 730; // 2024-04-01 … 2026-03-31
const RUNS = 9;

const { dir, file, database, owner } = await benchDatabase();

// Bulk data inside SQLite (recursive CTEs): the benchmark measures the reports, not the seeding.
const seeded = performance.now();
const raw = new SqliteDatabase(file);
const at = new Date().toISOString();
raw.transaction(() => {
  raw
    .prepare(
      `insert into suppliers (supplier_name, created_at, updated_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < 40) select 'Supplier ' || i, ?, ? from n`,
    )
    .run(at, at);
  raw
    .prepare(
      `insert into customers (name, mobile, tax_number, state, place_of_supply, created_at, updated_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${CUSTOMERS})
    select 'Customer ' || i, '9' || printf('%09d', i), case when i % 3 = 0 then '33AAACR5055K1ZE' else '' end,
      case when i % 5 = 0 then 'Kerala' else 'Tamil Nadu' end, '', ?, ? from n`,
    )
    .run(at, at);
  raw
    .prepare(
      `insert into products (product_name, supplier_id, serial_no, hsn_code, sell_rate, stock, created_at, updated_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${PRODUCTS})
    select 'Product ' || i, 1 + i % 40, 'SN' || i, '8414' || (10 + i % 50), 100000 + i * 13, 500, ?, ? from n`,
    )
    .run(at, at);
  raw
    .prepare(
      `insert into orders (kind, fy, bill_no, order_date, customer_id, billing_state, subtotal, gst_bp, gst_amt, cgst_amt, sgst_amt, total,
      paid_amount, created_by, created_at, updated_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ORDERS}),
      d(i, day) as (select i, date('2024-04-01', '+' || ((i - 1) * ${DAYS} / ${ORDERS}) || ' days') from n)
    select case when i % 10 = 0 then 'retail' else 'gst' end, case when day < '2025-04-01' then '2024-25' else '2025-26' end, i, day,
      1 + i % ${CUSTOMERS}, 'Tamil Nadu', 500000, 1800, 90000, 45000, 45000, 590000, 0, 1, ?, ? from d`,
    )
    .run(at, at);
  raw
    .prepare(
      `insert into order_lines (order_id, line_no, product_id, product_name, hsn_code, rate, qty, total)
    with recursive n(i) as (select 0 union all select i + 1 from n where i < ${ORDERS * LINES_PER_ORDER - 1})
    select 1 + i / ${LINES_PER_ORDER}, 1 + i % ${LINES_PER_ORDER}, 1 + i % ${PRODUCTS}, 'Product', '841410', 100000, 1, 100000 from n`,
    )
    .run();
  raw
    .prepare(
      `insert into stock_ledger (product_kind, product_id, qty_change, reason, doc_kind, doc_id, user_id, created_at)
    select 'product', product_id, -qty, 'sale', 'order', order_id, 1, ? from order_lines`,
    )
    .run(at);
})();
raw.close();
console.error(`seeded ${ORDERS * LINES_PER_ORDER} order lines in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

const app = createApp(serverEnv(database), CALLS);
// The bare SQL: the reports' own query text, run by better-sqlite3 on its own connection.
const bareDb = new SqliteDatabase(file, { readonly: true });
const bare = (query: Compilable) => {
  const compiled = query.compile();
  const statement = bareDb.prepare(compiled.sql);
  const plan = bareDb.prepare(`explain query plan ${compiled.sql}`).all(...(compiled.parameters as unknown[])) as Array<{ detail: string }>;
  console.error(plan.map((p) => p.detail).join(' | '));
  return async () => statement.all(...(compiled.parameters as unknown[]));
};
const login = await app.request('/api/login.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(owner) });
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

/** Median wall time and median CPU time of this process (which a busy shared machine inflates less), in ms. */
async function median(run: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS + 2; i += 1) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await run();
    const used = process.cpuUsage(cpu);
    if (i >= 2) {
      times.push(performance.now() - started);
      cpus.push((used.user + used.system) / 1000);
    }
  }
  const mid = (values: number[]) => +[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(1);
  return { wall: mid(times), cpu: mid(cpus) };
}

async function call(path: string, body: object): Promise<unknown> {
  const reply = await app.request(`/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const text = await reply.text();
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${text.slice(0, 200)}`);
  return text;
}

const cases: Array<{ figure: string; target: number; call: () => Promise<unknown>; bare: () => Promise<unknown> }> = [
  {
    figure: 'pos_report_gst.php, one month (Nov 2025, ~8,200 bills)',
    target: 200,
    call: () => call('pos_api/pos_report_gst.php', { gst: '', from_date: '01-11-2025', to_date: '30-11-2025' }),
    bare: bare(salesGstQuery(database.db, { from: '2025-11-01', to: '2025-11-30' })),
  },
  {
    figure: 'pos_report_gst.php, whole year (FY 2025-26, 100,000 bills)',
    target: 1000,
    call: () => call('pos_api/pos_report_gst.php', { gst: '', from_date: '01-04-2025', to_date: '31-03-2026' }),
    bare: bare(salesGstQuery(database.db, { from: '2025-04-01', to: '2026-03-31' })),
  },
  {
    figure: 'pos_report_stock.php (2,000 products, 1,000,000 ledger rows)',
    target: 500,
    call: () => call('pos_api/pos_report_stock.php', {}),
    bare: bare(stockQueries(database.db).products),
  },
];

const results = [];
for (const c of cases) {
  const measured = await median(c.call);
  const bare = await median(c.bare);
  results.push({
    figure: c.figure,
    target: `< ${c.target} ms`,
    measured: measured.wall,
    unit: 'ms',
    pass: measured.wall < c.target,
    cpu_ms: measured.cpu,
    bare_sql_ms: bare.wall,
    bare_sql_cpu_ms: bare.cpu,
    ratio: +(measured.wall / bare.wall).toFixed(2),
  });
}
bareDb.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
for (const r of results) {
  console.error(
    `${r.figure.padEnd(62)} median ${String(r.measured).padStart(7)} ms (cpu ${r.cpu_ms})  bare ${String(r.bare_sql_ms).padStart(7)} ms (cpu ${r.bare_sql_cpu_ms})  ×${r.ratio}  ${r.pass ? 'pass' : 'FAIL'}`,
  );
}
console.log(JSON.stringify(results));
process.exit(results.every((r) => r.pass) ? 0 : 1);
