// Crash safety (issue 10): the real server is killed with SIGKILL in the middle of a stream of GST bill saves,
// then started again on the same database. Every save that was answered 200 is there exactly once, a save that got
// no answer is either whole or absent (never half written), resending any save books it once, stock equals its
// ledger, bill numbers have no gaps or repeats, and the database passes its integrity check.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER } from '../support/api-client';
import { brokenBooks } from '../support/books';
import { TEST_DIALECTS } from '../support/database';
import { servedDatabase, type ServedDatabase } from '../support/served-database';
import { clientWithCookie, signedInClient, startServerProcess, type ServerProcess } from '../support/server-process';
import { startTills, twoLineBill, waitFor, type Tills } from '../support/tills';

const TILLS = 4;
const ANSWERED_BEFORE_KILL = 40;
const START_STOCK = 100_000;

describe.each(TEST_DIALECTS)('a server killed mid-save on %s', (dialect) => {
  let served: ServedDatabase;
  let server: ServerProcess;
  let tills: Tills;
  let cookie = '';

  beforeAll(async () => {
    served = await servedDatabase(dialect);
    await served.db.updateTable('products').set({ stock: START_STOCK }).execute();
    server = await startServerProcess(served.url);
    const client = await signedInClient(server.baseURL, OWNER.email, OWNER.password);
    cookie = client.cookie;

    tills = startTills(client, TILLS, twoLineBill(served.shop), 'crash');
    await waitFor(() => tills.answered() >= ANSWERED_BEFORE_KILL);
    await server.kill();
    await tills.done;
    server = await startServerProcess(served.url);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await served?.dispose();
  });

  const acknowledged = () => [...tills.outcomes].filter((e): e is [string, { kind: 'ok'; orderId: string }] => e[1].kind === 'ok');

  it('was killed while saves were in flight, and no save was refused before that', () => {
    expect(acknowledged().length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
    expect([...tills.outcomes.values()].filter((o) => o.kind === 'refused')).toEqual([]);
    expect([...tills.outcomes.values()].some((o) => o.kind === 'no answer')).toBe(true);
  });

  it('keeps every answered bill exactly once, with its request recorded', async () => {
    for (const [requestId, outcome] of acknowledged()) {
      const logged = await served.db.selectFrom('request_log').select('reply_json').where('request_id', '=', requestId).execute();
      expect(logged, requestId).toHaveLength(1);
      expect(JSON.parse(logged[0].reply_json)).toMatchObject({ body: { order_id: outcome.orderId } });
      const order = await served.db.selectFrom('orders').select('order_id').where('order_id', '=', Number(outcome.orderId)).execute();
      expect(order, requestId).toHaveLength(1);
    }
  });

  it('has no half-written bill, no gap in bill numbers, and stock equal to its ledger and to what the bills sold', async () => {
    const orders = await served.db
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const logged = await served.db
      .selectFrom('request_log')
      .select(sql<number>`count(*)`.as('n'))
      .where('call', '=', 'pos_api/pos_order.php')
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(Number(logged.n));
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

  it('passes the database integrity check', async () => {
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(served.db);
      expect(rows).toEqual([{ integrity_check: 'ok' }]);
    } else {
      // PostgreSQL's own crash recovery is WAL replay; what can go wrong is ours: every line points at a bill.
      const orphans = await served.db
        .selectFrom('order_lines')
        .leftJoin('orders', 'orders.order_id', 'order_lines.order_id')
        .select('order_lines.od_id')
        .where('orders.order_id', 'is', null)
        .execute();
      expect(orphans).toEqual([]);
    }
  });

  it('keeps the session across the restart, and a resent save books each bill once', async () => {
    const before = acknowledged();
    // The cookie of the session signed in before the kill.
    const client = clientWithCookie(server.baseURL, cookie);
    for (const [requestId, body] of tills.sent) {
      const reply = await client.call<{ order_id: string }>('pos_api/pos_order.php', body);
      expect(reply.status, requestId).toBe(200);
      const outcome = tills.outcomes.get(requestId);
      if (outcome?.kind === 'ok') expect(reply.body.order_id, requestId).toBe(outcome.orderId);
    }
    const orders = await served.db
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(tills.sent.size);
    expect(before.length).toBeLessThanOrEqual(tills.sent.size);
  });
});
