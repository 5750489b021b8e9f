// A database for a server process (tests/support/server-process.ts): a SQLite file in a temp folder, or a fresh
// PostgreSQL schema; migrated, with the owner and the small shop of sales-fixtures. The test keeps its own
// connection to read what the server wrote.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { bootstrap } from '../../server/bootstrap';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/types';
import { OWNER } from './api-client';
import { freshDatabase, type TestDialect } from './database';
import { seedShop, type Shop } from './sales-fixtures';

export interface ServedDatabase {
  dialect: TestDialect;
  /** DATABASE_URL for the server process. */
  url: string;
  /** The SQLite file (null on PostgreSQL). */
  file: string | null;
  /** The test's own connection. */
  db: Kysely<Database>;
  shop: Shop;
  dispose(): Promise<void>;
}

/** These servers take bills by the hundred on credit: what they test is not the credit limit (credit-limit.test.ts). */
async function noCreditLimits(db: ServedDatabase['db']): Promise<void> {
  await db.updateTable('customers').set({ credit_limit: 0 }).execute();
}

export async function servedDatabase(dialect: TestDialect): Promise<ServedDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'kulir-served-'));
    const file = join(dir, 'kulir.db');
    const database = openDatabase(`sqlite:${file}`);
    await migrateToLatest(database);
    await bootstrap(database.db, new Date(), OWNER);
    const shop = await seedShop(database.db);
    await noCreditLimits(database.db);
    return {
      dialect,
      url: `sqlite:${file}`,
      file,
      db: database.db,
      shop,
      async dispose() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const database = await freshDatabase('postgres');
  await bootstrap(database.db, new Date(), OWNER);
  const shop = await seedShop(database.db);
  await noCreditLimits(database.db);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.searchParams.set('schema', database.schema ?? 'public');
  return { dialect, url: url.toString(), file: null, db: database.db, shop, dispose: () => database.dispose() };
}
