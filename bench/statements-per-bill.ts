// Round trips to PostgreSQL for one 20-line GST bill at pos_order.php (issue 35 item 2): every statement the server
// sends on its connection for the call (begin, savepoints and commit included), counted where node-postgres sends
// them, with the statement texts grouped. A count, not a timing: a busy machine does not change it.
// Needs TEST_DATABASE_URL (a fresh schema, dropped after); without it it reports nothing and passes.
// The last line is the JSON figure for bench/run.mjs.
import pg from 'pg';
import { toDmy, todayInKolkata } from '../core/dates';
import { createApp } from '../server/app';
import { CALLS } from '../server/calls';
import { openDatabase } from '../server/db/connect';
import { serverEnv } from '../server/env';
import { OWNER } from '../tests/support/api-client';
import { wholesaleBody } from '../tests/support/pos-payloads';
import { addProduct } from '../tests/support/sales-fixtures';
import { servedDatabase } from '../tests/support/served-database';

const LINES = 20;

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    JSON.stringify([
      { figure: 'statements per 20-line bill on PostgreSQL (no TEST_DATABASE_URL: not run)', target: 'report', measured: null, unit: '', pass: true },
    ]),
  );
  process.exit(0);
}

const served = await servedDatabase('postgres');
const products: number[] = [];
for (let i = 0; i < LINES; i += 1) {
  products.push(await addProduct(served.db, served.shop.supplierId, { name: `Bench Fan ${i + 1}`, serial: `STMT${i + 1}`, rate: 100_000, stock: 1_000 }));
}
const database = openDatabase(served.url);
const app = createApp(serverEnv(database), CALLS);

const sent: string[] = [];
const query = pg.Client.prototype.query;
// Every query a pooled connection runs goes through Client#query: counted, then sent as it was.
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?');
  sent.push(text.replace(/\s+/g, ' ').slice(0, 70));
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

try {
  const login = await app.request('/api/login.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const date = toDmy(todayInKolkata(new Date()));
  const counts: number[] = [];
  let texts: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const body = wholesaleBody(
      served.shop.murugan,
      products.map((productId) => ({ productId, rate: 100_000, qty: 1 })),
      {},
      date,
    );
    sent.length = 0;
    const reply = await app.request('/api/pos_api/pos_order.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...body, request_id: `stmt-${i}` }),
    });
    const json = (await reply.json()) as { head?: { code?: number } };
    if (json.head?.code !== 200) throw new Error(`the bill was not saved: ${JSON.stringify(json)}`);
    counts.push(sent.length);
    texts = [...sent];
  }
  console.log(`statements per 20-line bill (3 bills): ${counts.join(', ')}`);
  for (const text of texts) console.log(`  ${text}`);
  console.log(
    JSON.stringify([
      { figure: 'statements per 20-line bill on PostgreSQL (pos_order.php)', target: 'report', measured: counts[counts.length - 1], unit: '', pass: true },
    ]),
  );
} finally {
  pg.Client.prototype.query = query;
  await database.close();
  await served.dispose();
}
