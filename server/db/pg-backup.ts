// `npm run backup` and `npm run restore` on PostgreSQL: PostgreSQL's own pg_dump (custom format, kulir's schema only)
// and pg_restore, with what kulir adds around them. A restore first dumps the database as it is into the backup folder
// (so a restore loses nothing), reads the highest number of each series, restores, brings the schema up to this
// kulir, and then, in one transaction, raises each series' floor to the highest number ever issued, records the
// skipped numbers (with those of earlier restores, which pg_restore put back to the backup's) and moves the receipt and
// voucher sequences past every id given out. Every kulir process must be stopped for a PostgreSQL restore (docs/operations.md, "Restore").
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { todayInKolkata } from '../../core/dates';
import { numberingAfterRestore, type SkippedRange } from '../../core/number-floors';
import { newCatalogueEpoch } from '../sales/catalogue';
import { BackupError, backupFileName } from './backup';
import { openDatabase } from './connect';
import { migrateToLatest } from './migrate';
import { readMarks, writeNumbering } from './number-floors';

const run = promisify(execFile);

/** The libpq connection string (without kulir's own `schema` parameter) and the schema kulir's tables live in. */
export function pgTarget(url: string): { conninfo: string; schema: string } {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema') ?? 'public';
  parsed.searchParams.delete('schema');
  return { conninfo: parsed.toString(), schema };
}

async function tool(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(program, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new BackupError(`${program} failed: ${(stderr || message).trim()}`);
  }
}

/** pg_dump of kulir's schema to `dest` (never over an existing file; a complete dump only gets the name). */
export async function backupPostgres(url: string, dest: string): Promise<{ file: string; bytes: number }> {
  const to = resolve(dest);
  if (existsSync(to)) throw new BackupError(`${to} already exists: a backup never overwrites a file.`);
  mkdirSync(dirname(to), { recursive: true });
  const partial = `${to}.partial`;
  rmSync(partial, { force: true });
  const { conninfo, schema } = pgTarget(url);
  try {
    await tool('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${partial}`, conninfo]);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, to);
  return { file: to, bytes: statSync(to).size };
}

export interface PgRestoreResult {
  keptAs: string;
  skipped: SkippedRange[];
}

export async function restorePostgres(url: string, backup: string, keepDir: string, now: Date): Promise<PgRestoreResult> {
  const from = resolve(backup);
  if (!existsSync(from)) throw new BackupError(`${from} does not exist.`);
  // A file pg_restore cannot list is not a dump: refused before anything changes.
  try {
    await run('pg_restore', ['--list', from], { maxBuffer: 64 * 1024 * 1024 });
  } catch {
    throw new BackupError(`${from} is not a pg_dump backup (pg_dump --format=custom).`);
  }
  const { conninfo, schema } = pgTarget(url);
  const database = openDatabase(url);
  try {
    const keptAs = (await backupPostgres(url, join(resolve(keepDir), backupFileName(now).replace('kulir-', 'kulir-before-restore-').replace(/\.db$/, '.dump'))))
      .file;
    const before = await readMarks(database.db);
    const earlierSkips = await database.db.selectFrom('skipped_numbers').selectAll().execute();
    await tool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--schema=${schema}`, `--dbname=${conninfo}`, from]);
    await migrateToLatest(database);
    const restored = await readMarks(database.db);
    const numbering = numberingAfterRestore(before.live, [...before.floors, ...restored.floors], restored.live);
    await database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('skipped_numbers').execute();
      if (earlierSkips.length > 0) await trx.insertInto('skipped_numbers').values(earlierSkips).execute();
      await writeNumbering(trx, numbering.floors, {
        restoredAt: now.toISOString(),
        skipDate: todayInKolkata(now),
        backup: basename(from),
        ranges: numbering.skipped,
      });
      for (const [series, table] of [
        ['receipt', 'customer_payments'],
        ['voucher', 'supplier_payments'],
      ] as const) {
        const floor = numbering.floors.find((f) => f.series === series)?.no ?? 0;
        await sql`select setval(pg_get_serial_sequence(${table}, 'paid_id'), greatest(${floor}::bigint, (select coalesce(max(paid_id), 0) from ${sql.table(table)})) + 1, false)`.execute(
          trx,
        );
      }
      await trx
        .updateTable('catalogue_version')
        .set({ epoch: newCatalogueEpoch(), log_from: sql<number>`version` })
        .execute();
      await trx
        .insertInto('audit_log')
        .values({
          at: now.toISOString(),
          user_id: null,
          call: 'npm run restore',
          entity: 'database',
          entity_id: basename(from),
          before_json: null,
          after_json: JSON.stringify({ skipped: numbering.skipped }),
        })
        .execute();
    });
    return { keptAs, skipped: numbering.skipped };
  } finally {
    await database.close();
  }
}
