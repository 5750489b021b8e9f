// The in-process benchmarks' database: a new SQLite file in a temporary folder, migrated, with its owner account. The
// caller fills it (straight through better-sqlite3 on `file`, or the demo shop) and removes `dir` when done.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap } from '../../server/bootstrap';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';

export const BENCH_OWNER = { email: 'bench@kulir.local', password: 'bench-password-1' };

export async function benchDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'kulir-bench-'));
  const file = join(dir, 'kulir.db');
  const database = openDatabase(`sqlite:${file}`);
  await migrateToLatest(database);
  await bootstrap(database.db, new Date(), BENCH_OWNER);
  return { dir, file, database, owner: BENCH_OWNER };
}
