// Backups (issue 10): `npm run backup` takes a consistent snapshot of the SQLite database while four tills save
// bills against the running server; `npm run restore FILE` puts one back while the server still serves, keeping
// the database as it was. SQLite only: PostgreSQL is backed up with pg_dump (docs/operations.md).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProducts, type CounterListBody } from '../../core/catalogue/counter-columns';
import { openDatabase } from '../../server/db/connect';
import { checkSnapshot } from '../../server/db/backup';
import { OWNER } from '../support/api-client';
import { brokenBooks } from '../support/books';
import { servedDatabase, type ServedDatabase } from '../support/served-database';
import { REPO, signedInClient, startServerProcess, type ServerProcess } from '../support/server-process';
import { startTills, twoLineBill, waitFor, type Tills } from '../support/tills';

const run = promisify(execFile);
const START_STOCK = 100_000;

/** `npm run backup` / `npm run restore` as an operator types them (tsx runs the script). */
function kulirCommand(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: REPO, env: { ...process.env, ...env } });
}

describe('npm run backup and npm run restore on a serving SQLite database', () => {
  let served: ServedDatabase;
  let server: ServerProcess;
  let tills: Tills;
  let dir: string;
  const backups: string[] = [];
  let env: Record<string, string>;
  let client: Awaited<ReturnType<typeof signedInClient>>;
  const startStock = () =>
    new Map([
      [served.shop.fan, START_STOCK],
      [served.shop.cooler, START_STOCK],
    ]);

  beforeAll(async () => {
    served = await servedDatabase('sqlite');
    await served.db.updateTable('products').set({ stock: START_STOCK }).execute();
    dir = mkdtempSync(join(tmpdir(), 'kulir-backups-'));
    env = { DATABASE_URL: served.url, KULIR_BACKUP_DIR: join(dir, 'kept') };
    server = await startServerProcess(served.url);
    client = await signedInClient(server.baseURL, OWNER.email, OWNER.password);
    tills = startTills(client, 4, twoLineBill(served.shop), 'backup');
    for (const n of [1, 2]) {
      await waitFor(() => tills.answered() >= 15 * n);
      const file = join(dir, `while-serving-${n}.db`);
      const { stdout } = await kulirCommand('backup', [file], env);
      expect(stdout).toContain('Backup written');
      backups.push(file);
    }
    await tills.stop();
  }, 120_000);

  afterAll(async () => {
    await tills?.stop();
    await server?.stop();
    await served?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes snapshots that pass the integrity check while tills keep saving', () => {
    const [first, second] = backups.map(checkSnapshot);
    expect(first.orders).toBeGreaterThanOrEqual(15);
    expect(second.orders).toBeGreaterThan(first.orders);
    expect(tills.answered()).toBeGreaterThanOrEqual(second.orders);
    expect([...tills.outcomes.values()].filter((o) => o.kind !== 'ok')).toEqual([]);
  });

  it('catches each snapshot at one moment: no bill without its lines, ledger or audit row, stock equal to its ledger', async () => {
    for (const file of backups) {
      const copy = openDatabase(`sqlite:${file}`);
      try {
        expect(await brokenBooks(copy.db, startStock()), file).toEqual([]);
      } finally {
        await copy.close();
      }
    }
  });

  it('never overwrites an existing backup', async () => {
    await expect(kulirCommand('backup', [backups[0]], env)).rejects.toMatchObject({ stderr: expect.stringContaining('already exists') });
  });

  it('names a backup by date and time in the backup folder when no file is given', async () => {
    const { stdout } = await kulirCommand('backup', [], { ...env, KULIR_BACKUP_DIR: join(dir, 'daily') });
    expect(stdout).toContain('integrity check ok');
    expect(readdirSync(join(dir, 'daily'))).toEqual([expect.stringMatching(/^kulir-\d{4}-\d{2}-\d{2}-\d{6}\.db$/)]);
  });

  it('refuses to restore a file that is not a kulir backup, and changes nothing', async () => {
    const junk = join(dir, 'not-a-backup.db');
    writeFileSync(junk, 'this is a spreadsheet, not a database');
    const before = checkSnapshot(served.file ?? '').orders;
    await expect(kulirCommand('restore', [junk], env)).rejects.toMatchObject({ stderr: expect.stringContaining('Restore failed') });
    expect(checkSnapshot(served.file ?? '').orders).toBe(before);
  });

  it('restores the first snapshot while the server serves: the server answers from it at once, and the database as it was is kept', async () => {
    const liveOrders = checkSnapshot(served.file ?? '').orders;
    const wanted = checkSnapshot(backups[0]).orders;
    const held = await client.call<CounterListBody>('pos_api/pos_product_list.php', { format: 'columns' });
    expect(held.status).toBe(200);
    const { stdout } = await kulirCommand('restore', [backups[0]], env);
    expect(stdout).toContain('is kept in');
    const orders = await client.call<unknown[]>('order.php', {});
    expect(orders.status).toBe(200);
    expect(orders.body).toHaveLength(wanted);
    const kept = readdirSync(join(dir, 'kept')).filter((f) => f.startsWith('kulir-before-restore-'));
    expect(kept).toHaveLength(1);
    expect(checkSnapshot(join(dir, 'kept', kept[0])).orders).toBe(liveOrders);
    // A till's kept list from before the restore is never brought up to date by changes: it gets the whole list again.
    const after = await client.call<CounterListBody>('pos_api/pos_product_list.php', {
      format: 'columns',
      since: { epoch: held.body.epoch, version: held.body.version },
    });
    expect(after.body.since).toBeNull();
    expect(after.body.epoch).not.toBe(held.body.epoch);
    expect(decodeProducts(after.body.products).map((p) => p.stock)).toEqual(
      (await served.db.selectFrom('products').select(['product_name', 'product_id', 'stock']).orderBy('product_name').orderBy('product_id').execute()).map(
        (p) => p.stock,
      ),
    );
    // The server goes on billing on the restored books, and they stay whole.
    const more = await client.call<{ order_id: string }>('pos_api/pos_order.php', { ...twoLineBill(served.shop)(0, 0), request_id: 'after-restore' });
    expect(more.status).toBe(200);
    expect(await brokenBooks(served.db, startStock())).toEqual([]);
  });
});
