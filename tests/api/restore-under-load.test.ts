// Issue 20, attack 5: `npm run restore` while four tills save bills. The restore drains writes (they wait for its one
// transaction and are answered once they are in), keeps the database as it was at that moment, and keeps the tills
// signed in: every save is answered 200, and every bill a till was told was saved is in the restored database or in
// the before-restore copy. SQLite only: PostgreSQL is restored with pg_restore (docs/operations.md).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/types';
import { OWNER } from '../support/api-client';
import { brokenBooks } from '../support/books';
import { servedDatabase, type ServedDatabase } from '../support/served-database';
import { REPO, signedInClient, startServerProcess, type ServerProcess } from '../support/server-process';
import { startTills, twoLineBill, waitFor, type Tills } from '../support/tills';

const run = promisify(execFile);
const kulir = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: REPO, env: { ...process.env, ...env } });

/** The request_ids of saves whose reply is in this database with the same order. */
async function savedRequests(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('request_log')
    .innerJoin('orders', (join) =>
      join.on((eb) => eb('orders.order_id', '=', eb.cast<number>(eb.fn('json_extract', ['request_log.reply_json', eb.val('$.body.order_id')]), 'integer'))),
    )
    .select(['request_log.request_id', 'orders.order_id'])
    .where('request_log.call', '=', 'pos_api/pos_order.php')
    .execute();
  return new Map(rows.map((r) => [r.request_id, String(r.order_id)]));
}

describe('npm run restore while four tills save bills', () => {
  let served: ServedDatabase;
  let server: ServerProcess;
  let tills: Tills;
  let dir: string;
  let restoreOut = '';

  beforeAll(async () => {
    served = await servedDatabase('sqlite');
    await served.db.updateTable('products').set({ stock: 1_000_000 }).execute();
    // A shop's worth of customers (about 15 MB), so copying the database takes as long as it does in a real shop.
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 50000)
      insert into customers (name, mobile, address, created_at, updated_at)
      select 'Customer ' || i, '9' || printf('%09d', i), printf('%0240d', i), '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z' from n`.execute(served.db);
    dir = mkdtempSync(join(tmpdir(), 'kulir-restore-load-'));
    const env = { DATABASE_URL: served.url, KULIR_BACKUP_DIR: join(dir, 'kept') };
    // Last night's backup; the tills sign in this morning, after it.
    const backup = join(dir, 'early.db');
    await kulir('backup', [backup], env);
    server = await startServerProcess(served.url);
    const client = await signedInClient(server.baseURL, OWNER.email, OWNER.password);
    tills = startTills(client, 4, twoLineBill(served.shop), 'restore-load');
    await waitFor(() => tills.answered() >= 90);
    restoreOut = (await kulir('restore', [backup], env)).stdout;
    const afterRestore = tills.answered();
    await waitFor(() => tills.answered() >= afterRestore + 40);
    await tills.stop();
  }, 180_000);

  afterAll(async () => {
    await tills?.stop();
    await server?.stop();
    await served?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every save 200 while it restores: no "database is locked", no till signed out', () => {
    expect(restoreOut).toContain('is kept in');
    expect([...tills.outcomes.values()].filter((o) => o.kind !== 'ok')).toEqual([]);
  });

  it('loses no acknowledged bill: each is in the restored database or the before-restore copy, under the order it was told', async () => {
    const keptFile = readdirSync(join(dir, 'kept')).find((f) => f.startsWith('kulir-before-restore-'));
    expect(keptFile).toBeDefined();
    const kept = openDatabase(`sqlite:${join(dir, 'kept', keptFile ?? '')}`);
    try {
      const inKept = await savedRequests(kept.db);
      const inLive = await savedRequests(served.db);
      const lost: string[] = [];
      for (const [requestId, outcome] of tills.outcomes) {
        if (outcome.kind !== 'ok') continue;
        if (inKept.get(requestId) !== outcome.orderId && inLive.get(requestId) !== outcome.orderId) lost.push(requestId);
      }
      expect(tills.outcomes.size).toBeGreaterThan(130);
      expect(lost).toEqual([]);
      // Bills were saved on both sides of the restore.
      expect(inKept.size).toBeGreaterThanOrEqual(90);
      expect([...inLive.keys()].filter((id) => inKept.has(id))).toEqual([]);
      expect([...inLive.keys()].filter((id) => !inKept.has(id)).length).toBeGreaterThanOrEqual(40);
    } finally {
      await kept.close();
    }
  });

  it('issues no bill number twice (issue 28): the bills saved after the restore are numbered above every bill the tills printed before it', async () => {
    const keptFile = readdirSync(join(dir, 'kept')).find((f) => f.startsWith('kulir-before-restore-'));
    const kept = openDatabase(`sqlite:${join(dir, 'kept', keptFile ?? '')}`);
    try {
      const numbers = async (db: Kysely<Database>) =>
        (await db.selectFrom('orders').select('bill_no').where('kind', '=', 'gst').execute()).map((o) => o.bill_no);
      const before = await numbers(kept.db);
      const after = await numbers(served.db);
      expect(before.length).toBeGreaterThanOrEqual(90);
      expect(after.length).toBeGreaterThanOrEqual(40);
      expect(after.filter((n) => before.includes(n))).toEqual([]);
      expect(Math.min(...after)).toBe(Math.max(...before) + 1);
      // Every number the restore lost is listed, once.
      const skipped = await served.db.selectFrom('skipped_numbers').select(['series', 'from_no', 'to_no']).where('series', '=', 'gst').execute();
      expect(skipped).toEqual([{ series: 'gst', from_no: 1, to_no: Math.max(...before) }]);
      expect(restoreOut).toContain(`GST bills`);
    } finally {
      await kept.close();
    }
  });

  it('leaves whole books: stock equal to its ledger, every bill with its lines and audit row; the restore is in the audit trail', async () => {
    const startStock = new Map([
      [served.shop.fan, 1_000_000],
      [served.shop.cooler, 1_000_000],
    ]);
    expect(await brokenBooks(served.db, startStock)).toEqual([]);
    const audit = await served.db.selectFrom('audit_log').selectAll().where('call', '=', 'npm run restore').execute();
    expect(audit).toEqual([expect.objectContaining({ entity: 'database', entity_id: 'early.db' })]);
  });
});
