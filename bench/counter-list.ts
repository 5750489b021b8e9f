// The counter's whole list in columns (issue 24) with 100,000 products on SQLite: the server's time to answer a till
// with no list kept (gzipped, as a browser asks) right after a sale moved the catalogue's version. The process holds
// the last whole list decoded and brings it up to date with the changes since its version; compared, in the same
// process, with what every such answer cost before: the full read (counterList), JSON and gzip.
// Run: npx tsx bench/counter-list.ts (KULIR_BENCH_PRODUCTS=n for another size). Target: median < 300 ms.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';
import { createApp } from '../server/app';
import { CALLS } from '../server/calls';
import { warmCounterLists } from '../server/calls/pos-catalogue';
import { success } from '../server/envelope';
import { serverEnv } from '../server/env';
import { benchDatabase } from './lib/bench-database';
import { counterList } from '../server/sales/counter-catalogue';
import { signedInCookie } from './lib/timed-calls';

const PRODUCTS = Number(process.env.KULIR_BENCH_PRODUCTS ?? 100_000);
const RUNS = 7;
const TARGET_MS = 300;
const BRANDS = ['Crompton', 'Havells', 'Usha', 'Orient', 'Bajaj', 'Symphony', 'V-Guard', 'Philips', 'Polar', 'Luminous', 'Kenstar', 'Atomberg'];
const KINDS = ['Ceiling Fan', 'Air Cooler', 'Water Pump', 'Stabilizer', 'Geyser', 'Exhaust Fan', 'Table Fan', 'Mixer Grinder'];

const load = loadavg()[0];
const { dir, file, database, owner } = await benchDatabase();

const raw = new SqliteDatabase(file);
const at = new Date().toISOString();
raw.transaction(() => {
  raw
    .prepare(
      `insert into suppliers (supplier_name, mobile, address, state, gst_number, created_at, updated_at) values ('Chennai Fans Distributors', '', '', '', '', ?, ?)`,
    )
    .run(at, at);
  const brand = raw.prepare('insert into brands (brand_name) values (?)');
  for (const name of BRANDS) brand.run(name);
  const product =
    raw.prepare(`insert into products (product_name, supplier_id, brand_id, serial_no, hsn_code, sell_rate, price_per_pcs, rate, rate_per, stock, created_at, updated_at)
    values (?, 1, ?, ?, '841451', ?, ?, ?, 'Nos', ?, ?, ?)`);
  for (let i = 0; i < PRODUCTS; i += 1) {
    const rate = 50_000 + ((i * 7919) % 2_000_000);
    product.run(
      `${BRANDS[i % BRANDS.length]} ${KINDS[(i >> 2) % KINDS.length]} M${(100_000 + ((i * 7919) % 900_000)).toString(36).toUpperCase()}`,
      1 + (i % BRANDS.length),
      `BS${String(i + 1).padStart(6, '0')}`,
      rate,
      rate,
      rate,
      1000,
      at,
      at,
    );
  }
})();

const env = serverEnv(database);
const app = createApp(env, CALLS);
const cookie = await signedInCookie(app, owner);
const gzipped = promisify(gzip);

/** A sale's effect on the list: one product's stock moves (through the triggers, as a bill's save does). */
const sell = (i: number) => raw.prepare('update products set stock = stock - 1 where product_id = ?').run(1 + ((i * 7907) % PRODUCTS));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms: number) => Math.round(ms * 10) / 10;

// The warm-up a start runs in the background, with /healthz asked every 5 ms meanwhile (its answer waits for whatever
// part of the warm-up holds the event loop or the SQLite connection at that moment).
let t0 = performance.now();
let warm = 0;
const warming = warmCounterLists(env).then(() => (warm = performance.now() - t0));
const healthz: number[] = [];
while (warm === 0) {
  const asked = performance.now();
  if ((await app.request('/healthz')).status !== 200) throw new Error('/healthz failed during the warm-up');
  healthz.push(performance.now() - asked);
  await new Promise((resolve) => setTimeout(resolve, 5));
}
await warming;

const held: number[] = [];
let bytes = 0;
for (let i = 0; i < RUNS; i += 1) {
  sell(i);
  t0 = performance.now();
  const reply = await app.request('/api/pos_api/pos_product_list.php', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify({ format: 'columns' }),
  });
  bytes = (await reply.arrayBuffer()).byteLength;
  held.push(performance.now() - t0);
  if (reply.status !== 200 || reply.headers.get('content-encoding') !== 'gzip') throw new Error(`answered ${reply.status}`);
}

const full: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  sell(RUNS + i);
  t0 = performance.now();
  await gzipped(JSON.stringify(success(await counterList(env.db, 'wholesale', undefined))));
  full.push(performance.now() - t0);
}
raw.close();
await database.close();
rmSync(dir, { recursive: true, force: true });

const k = `${PRODUCTS / 1000}k products`;
console.log(
  `both lists held at start (warmCounterLists): ${round(warm)} ms; /healthz asked ${healthz.length} times meanwhile: median ${round(median(healthz))} ms, max ${round(Math.max(...healthz))} ms`,
);
console.log(
  `whole list after a sale, from the held list (${RUNS} runs, ${Math.round(bytes / 1024)} KB gzipped): median ${round(median(held))} ms, all ${held.map(round).join(' ')}`,
);
console.log(`the same by a full read, JSON and gzip (as before): median ${round(median(full))} ms, all ${full.map(round).join(' ')}`);
console.log(`load average ${load.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`);
const figures = [
  {
    figure: `POS whole list in columns after a sale, server time, gzipped (median of ${RUNS}, ${k})`,
    target: TARGET_MS,
    measured: round(median(held)),
    unit: 'ms',
    runs: held.map(round),
    fullRead: full.map(round),
    warm: round(warm),
    healthzDuringWarm: healthz.map(round),
  },
].map((f) => ({ ...f, pass: f.measured < f.target }));
process.exitCode = figures.every((f) => f.pass) ? 0 : 1;
console.log(JSON.stringify(figures));
