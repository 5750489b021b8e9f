// product_list.php with 50,000 products on SQLite: server time of the calls /products makes (the first page, a
// search by name, a search by serial, a deep page). Run: npx tsx bench/product-list.ts. Target: each median < 300 ms.
import { rmSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { createApp } from '../server/app';
import { CALLS } from '../server/calls';
import { serverEnv } from '../server/env';
import { benchDatabase } from './lib/bench-database';
import { medianCallTimes, signedInCookie } from './lib/timed-calls';

const PRODUCTS = 50_000;
const RUNS = 15;
const TARGET_MS = 300;
const BRANDS = ['Crompton', 'Havells', 'Usha', 'Bajaj', 'Orient', 'Symphony', 'Kenstar', 'V-Guard', 'Luminous', 'Atomberg'];
const KINDS = ['Ceiling Fan', 'Air Cooler', 'Water Pump', 'Stabilizer', 'Geyser', 'Exhaust Fan', 'Table Fan', 'Mixer Grinder'];

const { dir, file, database, owner } = await benchDatabase();

// Bulk data straight through better-sqlite3: the benchmark measures the list, not the seeding.
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
    raw.prepare(`insert into products (product_name, supplier_id, brand_id, serial_no, hsn_code, sell_rate, price_per_pcs, rate, stock, created_at, updated_at)
    values (?, 1, ?, ?, '841451', ?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < PRODUCTS; i += 1) {
    const rate = 50_000 + ((i * 7919) % 2_000_000);
    product.run(
      `${BRANDS[i % BRANDS.length]} ${KINDS[(i >> 2) % KINDS.length]} ${1000 + i}`,
      1 + (i % BRANDS.length),
      `SN${String(i).padStart(7, '0')}`,
      rate,
      rate,
      rate,
      i % 40,
      at,
      at,
    );
  }
})();
raw.close();

const app = createApp(serverEnv(database), CALLS);
const cookie = await signedInCookie(app, owner);

const cases: Array<[string, Record<string, unknown>]> = [
  ['product_list.php first page', { page: 1, per_page: 25 }],
  ['product_list.php search "crompton ceiling"', { page: 1, per_page: 25, search: 'crompton ceiling' }],
  ['product_list.php search serial "SN00423"', { page: 1, per_page: 25, search: 'SN00423' }],
  ['product_list.php page 1900', { page: 1900, per_page: 25 }],
];
const results = await medianCallTimes(app, cookie, 'product_list.php', cases, { runs: RUNS, targetMs: TARGET_MS });
for (const r of results) console.log(`${r.figure}: median ${r.measured} ms`);
await database.close();
rmSync(dir, { recursive: true, force: true });
process.exitCode = results.every((r) => r.pass) ? 0 : 1;
console.log(JSON.stringify(results));
