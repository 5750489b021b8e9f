// Crash safety (issue 10): the real server is killed with SIGKILL in the middle of a stream of GST bill saves,
// then started again on the same database. Every save that was answered 200 is there exactly once, a save that got
// no answer is either whole or absent (never half written), resending any save books it once, stock equals its
// ledger, bill numbers have no gaps or repeats, and the database passes its integrity check.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDmy, todayInKolkata } from '../../core/dates';
import { OWNER } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { wholesaleBody } from '../support/pos-payloads';
import { servedDatabase, type ServedDatabase } from '../support/served-database';
import { signedInClient, startServerProcess, type ServerProcess } from '../support/server-process';

const WRITERS = 4;
const ANSWERED_BEFORE_KILL = 40;
const START_STOCK = 100_000;

type Outcome = { kind: 'ok'; orderId: string } | { kind: 'refused'; status: number; msg: string } | { kind: 'no answer' };

describe.each(TEST_DIALECTS)('a server killed mid-save on %s', (dialect) => {
  let served: ServedDatabase;
  let server: ServerProcess;
  const sent = new Map<string, unknown>();
  const outcomes = new Map<string, Outcome>();
  let cookie = '';

  const billFor = (writer: number, i: number) => {
    const { shop } = served;
    return wholesaleBody(shop.murugan, [
      { productId: shop.fan, rate: 150_000, qty: 1 + ((writer + i) % 3), discountBp: 500 },
      { productId: shop.cooler, rate: 245_050, qty: 1 },
    ], {}, toDmy(todayInKolkata(new Date())));
  };

  beforeAll(async () => {
    served = await servedDatabase(dialect);
    await served.db.updateTable('products').set({ stock: START_STOCK }).execute();
    server = await startServerProcess(served.url);
    const client = await signedInClient(server.baseURL, OWNER.email, OWNER.password);
    cookie = client.cookie;

    let answered = 0;
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; !killed; i += 1) {
        const requestId = `crash-${w}-${i}`;
        const body = { ...billFor(w, i), request_id: requestId };
        sent.set(requestId, body);
        try {
          const reply = await client.call<{ order_id: string }>('pos_api/pos_order.php', body);
          if (reply.status === 500) console.error(server.log());
          outcomes.set(requestId, reply.status === 200 ? { kind: 'ok', orderId: reply.body.order_id } : { kind: 'refused', status: reply.status, msg: reply.head.msg });
          if (reply.status === 200) answered += 1;
        } catch {
          outcomes.set(requestId, { kind: 'no answer' });
          return;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    while (answered < ANSWERED_BEFORE_KILL) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await server.kill();
    await Promise.all(writers);
    server = await startServerProcess(served.url);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await served?.dispose();
  });

  const acknowledged = () => [...outcomes].filter((e): e is [string, { kind: 'ok'; orderId: string }] => e[1].kind === 'ok');

  it('was killed while saves were in flight, and no save was refused before that', () => {
    expect(acknowledged().length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
    expect([...outcomes.values()].filter((o) => o.kind === 'refused')).toEqual([]);
    expect([...outcomes.values()].some((o) => o.kind === 'no answer')).toBe(true);
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

  it('has no half-written bill: every bill has both lines, its two ledger rows, its audit row and its request', async () => {
    const orders = await served.db.selectFrom('orders').select(['order_id', 'bill_no']).execute();
    const logged = await served.db.selectFrom('request_log').select('reply_json').where('call', '=', 'pos_api/pos_order.php').execute();
    expect(orders.length).toBe(logged.length);
    const lineCounts = await served.db.selectFrom('order_lines').select(['order_id', sql<number>`count(*)`.as('n')]).groupBy('order_id').execute();
    const ledgerCounts = await served.db.selectFrom('stock_ledger').select(['doc_id', sql<number>`count(*)`.as('n')]).where('doc_kind', '=', 'order').groupBy('doc_id').execute();
    const audited = await served.db.selectFrom('audit_log').select('entity_id').where('call', '=', 'pos_api/pos_order.php').execute();
    const lines = new Map(lineCounts.map((r) => [r.order_id, Number(r.n)]));
    const ledger = new Map(ledgerCounts.map((r) => [r.doc_id, Number(r.n)]));
    const audit = new Set(audited.map((r) => String(r.entity_id)));
    for (const { order_id } of orders) {
      expect(lines.get(order_id), `lines of order ${order_id}`).toBe(2);
      expect(ledger.get(order_id), `ledger rows of order ${order_id}`).toBe(2);
      expect(audit.has(String(order_id)), `audit row of order ${order_id}`).toBe(true);
    }
    // Bill numbers 1..n: no gap left by a torn save, no number given twice.
    expect(orders.map((o) => o.bill_no).sort((a, b) => a - b)).toEqual(orders.map((_, i) => i + 1));
  });

  it('keeps stock equal to its ledger and to what the bills sold', async () => {
    const { shop } = served;
    for (const productId of [shop.fan, shop.cooler]) {
      const product = await served.db.selectFrom('products').select('stock').where('product_id', '=', productId).executeTakeFirstOrThrow();
      const ledger = await served.db.selectFrom('stock_ledger').select(sql<number>`coalesce(sum(qty_change), 0)`.as('n'))
        .where('product_kind', '=', 'product').where('product_id', '=', productId).where('doc_kind', '=', 'order').executeTakeFirstOrThrow();
      const sold = await served.db.selectFrom('order_lines').select(sql<number>`coalesce(sum(qty), 0)`.as('n')).where('product_id', '=', productId).executeTakeFirstOrThrow();
      expect(product.stock).toBe(START_STOCK + Number(ledger.n));
      expect(product.stock).toBe(START_STOCK - Number(sold.n));
    }
  });

  it('passes the database integrity check', async () => {
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(served.db);
      expect(rows).toEqual([{ integrity_check: 'ok' }]);
    } else {
      // PostgreSQL's own crash recovery is WAL replay; what can go wrong is ours: every line points at a bill.
      const orphans = await served.db.selectFrom('order_lines').leftJoin('orders', 'orders.order_id', 'order_lines.order_id')
        .select('order_lines.od_id').where('orders.order_id', 'is', null).execute();
      expect(orphans).toEqual([]);
    }
  });

  it('keeps the session across the restart, and a resent save books each bill once', async () => {
    const before = acknowledged();
    const client = { cookie, call: async (body: unknown) => {
      const response = await fetch(`${server.baseURL}/api/pos_api/pos_order.php`, {
        method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body),
      });
      return { status: response.status, body: ((await response.json()) as { body: { order_id: string } }).body };
    } };
    for (const [requestId, body] of sent) {
      const reply = await client.call(body);
      expect(reply.status, requestId).toBe(200);
      const outcome = outcomes.get(requestId);
      if (outcome?.kind === 'ok') expect(reply.body.order_id, requestId).toBe(outcome.orderId);
    }
    const orders = await served.db.selectFrom('orders').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(sent.size);
    expect(before.length).toBeLessThanOrEqual(sent.size);
  });
});
