// order_index.php on PostgreSQL with 50,000 customers and 200,000 bills: server time to build the index (the bills in
// columns) and JSON.stringify it, all time and one month, median of 7 (in-process, no HTTP, no gzip). Needs a PostgreSQL
// server: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/order-index-pg.ts (a fresh schema,
// dropped after). Without TEST_DATABASE_URL it reports nothing and passes.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { addDays, financialYear } from '../core/dates';
import { bootstrap } from '../server/bootstrap';
import { orderIndex } from '../server/sales/order-index';
import { freshDatabase } from '../tests/support/database';

const TARGET_MS = 1000;
const NO_RATES = {
  discount_bp: 0,
  discount_amt: 0,
  commission_bp: 0,
  commission_amt: 0,
  gst_bp: 0,
  gst_amt: 0,
  cgst_amt: 0,
  sgst_amt: 0,
  packing_bp: 0,
  packing_amt: 0,
  round_off: 0,
  cancelled: 0,
  cancelled_at: null,
  cancelled_by: null,
  version: 1,
};
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    JSON.stringify([{ figure: 'order_index.php on PostgreSQL (no TEST_DATABASE_URL: not run)', target: 'report', measured: null, unit: 'ms', pass: true }]),
  );
  process.exit(0);
}
const database = await freshDatabase('postgres');
const figures: Array<{ figure: string; target: string; measured: number; unit: 'ms'; pass: boolean; jsonBytes: number }> = [];
try {
  const db = database.db;
  await bootstrap(db, new Date(), { email: 'b@k.l', password: 'bench-password-1' });
  const at = new Date().toISOString();
  let t = performance.now();
  for (let s = 0; s < 50_000; s += 5000) {
    await db
      .insertInto('customers')
      .values(
        Array.from({ length: 5000 }, (_, k) => ({
          name: `Murugan Traders ${s + k}`,
          mobile: String(9_000_000_000 + (s + k) * 7),
          email: '',
          tax_number: '',
          address: 'M',
          city: 'M',
          state: 'Tamil Nadu',
          pincode: '625001',
          place_of_supply: 'Tamil Nadu',
          credit_limit: 0,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
  const first = Number(
    (
      await db
        .selectFrom('customers')
        .select((eb) => eb.fn.min('user_id').as('m'))
        .executeTakeFirstOrThrow()
    ).m,
  );
  for (let s = 0; s < 200_000; s += 2000) {
    await db
      .insertInto('orders')
      .values(
        Array.from({ length: 2000 }, (_, k) => {
          const i = s + k;
          const date = addDays('2025-04-01', Math.floor((i * 600) / 200000));
          const total = 100_000 + ((i * 7919) % 5_000_000);
          return {
            kind: 'gst' as const,
            fy: financialYear(date),
            bill_no: i + 1,
            order_date: date,
            customer_id: first + ((i * 31) % 50000),
            billing_name: '',
            billing_phonenumber: '',
            billing_address: '',
            billing_state: 'Tamil Nadu',
            subtotal: total,
            total,
            paid_amount: i % 3 === 0 ? 0 : total,
            created_by: 1,
            created_at: at,
            updated_at: at,
            ...NO_RATES,
          };
        }),
      )
      .execute();
  }
  await sql`analyze`.execute(db);
  console.error(`seeded 50,000 customers and 200,000 bills in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  for (const [name, filter] of [
    ['all', { from: null, to: null }],
    ['month', { from: '2026-01-26', to: '2026-02-24' }],
  ] as const) {
    const ts: number[] = [];
    let size = 0;
    for (let r = 0; r < 7; r++) {
      t = performance.now();
      const idx = await orderIndex(db, 'gst', filter);
      size = JSON.stringify(idx).length;
      ts.push(performance.now() - t);
    }
    ts.sort((a, b) => a - b);
    const median = +ts[3]!.toFixed(1);
    console.error(`order_index.php ${name}: median ${median} ms (runs ${ts.map((x) => x.toFixed(0)).join(' ')}), ${size} bytes of JSON`);
    figures.push({
      figure: `order_index.php on PostgreSQL, ${name === 'all' ? 'all 200,000 bills' : 'one month'} (build + JSON)`,
      target: `< ${TARGET_MS} ms`,
      measured: median,
      unit: 'ms',
      pass: median < TARGET_MS,
      jsonBytes: size,
    });
  }
} finally {
  await database.dispose();
}
console.log(JSON.stringify(figures));
process.exit(figures.every((f) => f.pass) ? 0 : 1);
