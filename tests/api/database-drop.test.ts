// Issue 28, item 1: PostgreSQL ends one of kulir's pooled connections (a restart, a failover, idle_session_timeout, a
// network drop: pg_terminate_backend does the same). The request that was using it answers 503 in the envelope and
// nothing of it is kept; the connections the pool held idle are dropped from it quietly; the next request gets a fresh
// connection; /healthz says when the database cannot be reached. PostgreSQL only (SQLite has no connection to lose).
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDmy, todayInKolkata } from '../../core/dates';
import { createApp } from '../../server/app';
import { CALLS } from '../../server/calls';
import { openDatabase } from '../../server/db/connect';
import { serverEnv } from '../../server/env';
import { OWNER, startApi, type TestApi } from '../support/api-client';
import { brokenBooks } from '../support/books';
import { wholesaleBody } from '../support/pos-payloads';
import { seedShop, type Shop } from '../support/sales-fixtures';
import { servedDatabase, type ServedDatabase } from '../support/served-database';
import { signedInClient, startServerProcess, type ServerProcess } from '../support/server-process';
import { startTills, twoLineBill, waitFor, type Tills } from '../support/tills';

const DATABASE_UNREACHABLE = 'The database cannot be reached right now. Nothing was saved: try again in a moment.';

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL connection ended under a request', () => {
  let api: TestApi;
  let shop: Shop;
  let owner = '';
  let admin: pg.Client;

  beforeAll(async () => {
    api = await startApi('postgres');
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await api?.dispose();
  });

  const bill = (requestId: string) => ({
    ...wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 1 }], {}, toDmy(todayInKolkata(api.clock.now()))),
    request_id: requestId,
  });
  const bills = async () =>
    (await api.db.selectFrom('request_log').select('request_id').where('call', '=', 'pos_api/pos_order.php').execute()).map((r) => r.request_id);

  it('answers 503 with the envelope to the save whose connection is ended, keeps nothing of it, and the next save gets a fresh connection', async () => {
    const {
      rows: [{ pid: adminPid }],
    } = await admin.query<{ pid: number }>('select pg_backend_pid() as pid');
    // The save waits inside its transaction for the products table, which this connection holds.
    await admin.query('begin');
    await admin.query(`lock table "${await schemaOf(api)}".products in exclusive mode`);
    const pending = api.call<{ order_id: string }>('pos_api/pos_order.php', bill('ended-1'), { cookie: owner });
    let waiting: number[] = [];
    try {
      for (let i = 0; i < 400 && waiting.length === 0; i += 1) {
        const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [adminPid]);
        waiting = rows.map((r) => r.pid);
        if (waiting.length === 0) await new Promise((r) => setTimeout(r, 25));
      }
      expect(waiting).toHaveLength(1);
      await admin.query('select pg_terminate_backend($1)', [waiting[0]]);
    } finally {
      await admin.query('commit');
    }
    const reply = await pending;
    expect(reply.status).toBe(503);
    expect(reply.head).toEqual({ code: 503, msg: DATABASE_UNREACHABLE });
    expect(await bills()).not.toContain('ended-1');

    const again = await api.call<{ order_id: string }>('pos_api/pos_order.php', bill('ended-1'), { cookie: owner });
    expect(again.status).toBe(200);
    expect(await bills()).toEqual(['ended-1']);
  });

  it("drops the pool's idle connections that the database ended, and answers the next calls from fresh ones", async () => {
    // Fill the pool with several idle connections, then end them all from outside.
    await Promise.all(Array.from({ length: 4 }, () => api.call('dashboard.php', {}, { cookie: owner })));
    const ended = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()`, [
      `kulir/${await schemaOf(api)}`,
    ]);
    expect(ended.rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 6; i += 1) expect((await api.call('dashboard.php', {}, { cookie: owner })).status).toBe(200);
    const saved = await api.call('pos_api/pos_order.php', bill('after-idle-drop'), { cookie: owner });
    expect(saved.status).toBe(200);
  });

  it('says on /healthz when the database cannot be reached, with the reason, and answers calls 503', async () => {
    const unreachable = openDatabase('postgres://postgres@127.0.0.1:1/nowhere');
    try {
      const app = createApp(serverEnv(unreachable), CALLS);
      const health = await app.request('/healthz');
      expect(health.status).toBe(503);
      const body = (await health.json()) as { ok: boolean; reason: string };
      expect(body.ok).toBe(false);
      expect(body.reason).toMatch(/^The database cannot be reached: .+/);
      const login = await app.request('/api/login.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@b.in","password":"x"}',
      });
      expect(login.status).toBe(503);
      expect(await login.json()).toEqual({ head: { code: 503, msg: DATABASE_UNREACHABLE }, body: null });
    } finally {
      await unreachable.close();
    }
    const health = await api.app.request('/healthz');
    expect(health.status).toBe(200);
  });
});

const TILLS = 4;
const DROPS = 5;
const SAVED_BETWEEN_DROPS = 15;
const START_STOCK = 1_000_000;

describe.runIf(process.env.TEST_DATABASE_URL)('a kulir server process whose PostgreSQL connections are ended again and again while bills save', () => {
  let served: ServedDatabase;
  let server: ServerProcess;
  let tills: Tills;
  let admin: pg.Client;
  const ended: number[] = [];
  let answeredAfterLastDrop = 0;
  let workersStarted = 0;

  beforeAll(async () => {
    served = await servedDatabase('postgres');
    await served.db.updateTable('products').set({ stock: START_STOCK }).execute();
    server = await startServerProcess(served.url);
    const client = await signedInClient(server.baseURL, OWNER.email, OWNER.password);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const schema = new URL(served.url).searchParams.get('schema');
    tills = startTills(client, TILLS, twoLineBill(served.shop), 'drop');
    // A save that got no answer at all (the server went away) ends its till: stop waiting for more.
    const unanswered = () => [...tills.outcomes.values()].some((o) => o.kind === 'no answer');
    for (let drop = 0; drop < DROPS; drop += 1) {
      const before = tills.answered();
      await waitFor(() => tills.answered() >= before + SAVED_BETWEEN_DROPS || unanswered());
      // Every connection of kulir's pool on this schema, as a PostgreSQL restart or a failover would end them.
      const result = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [`kulir/${schema}`]);
      ended.push(result.rowCount ?? 0);
    }
    const atLastDrop = tills.answered();
    await waitFor(() => tills.answered() >= atLastDrop + SAVED_BETWEEN_DROPS || unanswered());
    answeredAfterLastDrop = tills.answered() - atLastDrop;
    await tills.stop();
    workersStarted = (server.log().match(/\[kulir\] (Serving|worker \d+ \(pid \d+\)) on/g) ?? []).length;
  }, 120_000);

  afterAll(async () => {
    await admin?.end();
    await server?.stop();
    await served?.dispose();
  });

  it('ended connections of the server each time, and no process exited: every save was answered, none restarted', () => {
    expect(ended).toHaveLength(DROPS);
    for (const count of ended) expect(count).toBeGreaterThan(0);
    expect([...tills.outcomes.values()].filter((o) => o.kind === 'no answer')).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(server.log()).not.toMatch(/ended \(/);
    expect(workersStarted).toBe(1);
  });

  it('answered a save whose connection was ended 503 with the message, and every other save 200', () => {
    const refused = [...tills.outcomes.values()].filter((o) => o.kind === 'refused');
    // Four tills save back to back: ending every connection five times catches saves in flight.
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) expect(outcome).toEqual({ kind: 'refused', status: 503, msg: DATABASE_UNREACHABLE });
  });

  it('keeps every acknowledged bill exactly once, and no half-written one', async () => {
    const acknowledged = [...tills.outcomes].filter((e): e is [string, { kind: 'ok'; orderId: string }] => e[1].kind === 'ok');
    expect(acknowledged.length).toBeGreaterThanOrEqual(DROPS * SAVED_BETWEEN_DROPS);
    const logged = await served.db.selectFrom('request_log').select(['request_id', 'reply_json']).where('request_id', 'like', 'drop-%').execute();
    const byRequest = new Map(logged.map((row) => [row.request_id, row.reply_json]));
    expect(byRequest.size).toBe(logged.length);
    for (const [requestId, outcome] of acknowledged) {
      expect(byRequest.has(requestId), requestId).toBe(true);
      expect(JSON.parse(byRequest.get(requestId) ?? '{}')).toMatchObject({ body: { order_id: outcome.orderId } });
    }
    const orders = await served.db.selectFrom('orders').select('order_id').execute();
    expect(orders).toHaveLength(logged.length);
    expect(
      await brokenBooks(
        served.db,
        new Map([
          [served.shop.fan, START_STOCK],
          [served.shop.cooler, START_STOCK],
        ]),
      ),
    ).toEqual([]);
  });

  it('saves bills again after the last drop, and /healthz answers 200', async () => {
    expect(answeredAfterLastDrop).toBeGreaterThanOrEqual(SAVED_BETWEEN_DROPS);
    const health = await fetch(`${server.baseURL}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
  });
});

async function schemaOf(api: TestApi): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(api.db);
  return rows[0].schema;
}
