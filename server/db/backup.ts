// Online backup and restore of the embedded SQLite database (`npm run backup`, `npm run restore FILE`).
// A backup is taken while the app serves: `VACUUM INTO` reads one consistent snapshot in a single read
// transaction (WAL lets writers go on meanwhile) and writes a compact copy. A restore copies a checked backup
// into the live file in one write transaction (restoreSqlite), so a running server sees the restored data on its next
// query and never a half-copied file; the database as it was is kept first, inside that transaction, so a restore
// loses no bill a till was told was saved. Inside that transaction too, each numbering series' floor is raised to the
// highest number ever issued and the numbers the restore lost are recorded (core/number-floors.ts), so none is issued twice.
import { newCatalogueEpoch } from '../sales/catalogue';
import { todayInKolkata } from '../../core/dates';
import { numberingAfterRestore, type SkippedRange } from '../../core/number-floors';
import { floorsSql, highestNumbersSql, skippedRows, toMarks } from './number-floors';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { openDatabase, SQLITE_WRITE_WAIT_MS } from './connect';
import { migrateToLatest } from './migrate';

export interface SnapshotFacts {
  file: string;
  bytes: number;
  /** The newest applied migration: a kulir database has one. */
  migration: string;
  orders: number;
  products: number;
  customers: number;
}

export class BackupError extends Error {}

/** Checks that `file` is a sound kulir database: SQLite's integrity check passes and its migrations are there. */
export function checkSnapshot(file: string): SnapshotFacts {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} is not an SQLite database (${(error as Error).message}).`);
  }
  try {
    let integrity: unknown;
    try {
      integrity = db.pragma('integrity_check', { simple: true });
    } catch (error) {
      throw new BackupError(`${file} is not an SQLite database (${(error as Error).message}).`);
    }
    if (integrity !== 'ok') throw new BackupError(`${file} fails SQLite's integrity check: ${String(integrity)}`);
    const hasMigrations = db.prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`).get();
    if (!hasMigrations) throw new BackupError(`${file} is not a kulir database (no migrations recorded).`);
    const latest = db.prepare('select name from kysely_migration order by name desc limit 1').get() as { name: string } | undefined;
    if (!latest) throw new BackupError(`${file} is not a kulir database (no migrations recorded).`);
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return {
      file,
      bytes: statSync(file).size,
      migration: latest.name,
      orders: count('orders'),
      products: count('products'),
      customers: count('customers'),
    };
  } finally {
    db.close();
  }
}

/** `kulir-2026-11-21-093005.db`: sorts by time, no characters a file system refuses. */
export function backupFileName(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '');
  return `kulir-${stamp}.db`;
}

/** Writes a consistent snapshot of the live database `source` to `dest` (never over an existing file) and checks it. */
export function backupSqlite(source: string, dest: string): SnapshotFacts {
  const from = resolve(source);
  const to = resolve(dest);
  if (!existsSync(from)) throw new BackupError(`There is no database at ${from}.`);
  if (existsSync(to)) throw new BackupError(`${to} already exists: a backup never overwrites a file.`);
  mkdirSync(dirname(to), { recursive: true });
  const partial = `${to}.partial`;
  rmSync(partial, { force: true });
  const db = new SqliteDatabase(from, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare('vacuum into ?').run(partial);
  } finally {
    db.close();
  }
  let facts: SnapshotFacts;
  try {
    facts = checkSnapshot(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  // Only a checked, complete copy gets the backup's name (a rename: the same bytes, no second check).
  renameSync(partial, to);
  return { ...facts, file: to };
}

export interface RestoreResult {
  restored: SnapshotFacts;
  /** The database as it was before the restore (null when there was none). */
  keptAs: string | null;
  /** Numbers issued after the backup and lost by the restore: never issued again (core/number-floors.ts). */
  skipped: SkippedRange[];
}

/**
 * Tables the restore leaves as they are in the live database: who is signed in, the sign-in throttle, the schema's own,
 * and the numbering floors and skipped numbers, so no restore rolls the numbering back.
 */
const KEPT_TABLES = new Set([
  'sessions',
  'sign_in_attempts',
  'catalogue_version',
  'kysely_migration',
  'kysely_migration_lock',
  'number_floors',
  'skipped_numbers',
]);

/** The backup as a file at the live database's schema: a copy, migrated to the latest migration of this kulir. */
async function migratedCopy(backup: string, dir: string): Promise<string> {
  const copy = join(dir, `.kulir-restore-${process.pid}-${Date.now()}.db`);
  copyFileSync(backup, copy);
  const database = openDatabase(`sqlite:${copy}`);
  try {
    await migrateToLatest(database);
  } catch (error) {
    rmSync(copy, { force: true });
    throw new BackupError(`${backup} cannot be brought up to this version of kulir: ${(error as Error).message}`);
  } finally {
    await database.close();
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
  return copy;
}

/**
 * Replaces the contents of the live database `target` with the backup `backup`, while a server may be serving it.
 * The backup is checked and brought to the live schema first. Then, in ONE write transaction on the live file: the
 * server's writes wait for it (they queue behind SQLite's write lock, and are answered once they are in), the
 * database as it is at that moment (every bill the tills were told was saved) is written to `keepDir`, and the
 * backup's rows replace the live rows of every table but the kept ones, so signed-in tills stay signed in. A bill
 * acknowledged before the restore is in the kept copy; one acknowledged after it is in the restored database.
 */
export async function restoreSqlite(backup: string, target: string, keepDir: string, now: Date): Promise<RestoreResult> {
  const from = resolve(backup);
  const to = resolve(target);
  const facts = checkSnapshot(from);
  if (!existsSync(to)) {
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
    return { restored: checkSnapshot(to), keptAs: null, skipped: [] };
  }
  const source = await migratedCopy(from, dirname(to));
  const live = new SqliteDatabase(to, { fileMustExist: true });
  let keptAs: string | null = null;
  let skipped: SkippedRange[] = [];
  try {
    live.pragma(`busy_timeout = ${SQLITE_WRITE_WAIT_MS}`);
    live.pragma('foreign_keys = OFF');
    live.prepare('attach database ? as src').run(source);
    // The write lock: from here on no write of the server commits until this transaction has.
    live.exec('begin immediate');
    try {
      keptAs = join(resolve(keepDir), backupFileName(now).replace('kulir-', 'kulir-before-restore-'));
      backupSqlite(to, keptAs);
      skipped = replaceContents(live, from, facts, now);
      live.exec('commit');
    } catch (error) {
      live.exec('rollback');
      throw error;
    }
  } finally {
    live.close();
    rmSync(source, { force: true });
  }
  return { restored: checkSnapshot(to), keptAs, skipped };
}

type MarkRow = Parameters<typeof toMarks>[0][number];

function replaceContents(live: SqliteDatabase.Database, backupFile: string, facts: SnapshotFacts, now: Date): SkippedRange[] {
  // The highest number of each series as the tills left it (inside the write lock: no bill is being numbered).
  const marks = (query: string) => toMarks(live.prepare(query).all() as MarkRow[]);
  const liveMarks = marks(highestNumbersSql('main'));
  const keptFloors = marks(floorsSql('main'));
  const liveSequences = live.prepare('select name, seq from main.sqlite_sequence').all() as { name: string; seq: number }[];
  const names = (schema: 'main' | 'src', type: 'table' | 'trigger') =>
    live.prepare(`select name, sql from ${schema}.sqlite_master where type = ? and name not like 'sqlite_%' order by name`).all(type) as {
      name: string;
      sql: string;
    }[];
  // The append-only and catalogue-version triggers would refuse or count the replacement: they are set aside and put back.
  const triggers = names('main', 'trigger');
  for (const trigger of triggers) live.exec(`drop trigger main."${trigger.name}"`);
  const backupTables = new Set(names('src', 'table').map((t) => t.name));
  for (const { name } of names('main', 'table')) {
    if (KEPT_TABLES.has(name)) continue;
    live.exec(`delete from main."${name}"`);
    if (!backupTables.has(name)) continue;
    const columns = (live.prepare(`select name from pragma_table_info(?, 'main')`).all(name) as { name: string }[]).map((c) => `"${c.name}"`).join(', ');
    live.exec(`insert into main."${name}" (${columns}) select ${columns} from src."${name}"`);
  }
  live.exec('delete from main.sqlite_sequence');
  live.exec('insert into main.sqlite_sequence (name, seq) select name, seq from src.sqlite_sequence');
  // Every id goes on above the highest either database gave out: receipts (RC-n) and vouchers (PV-n) print theirs.
  const raise = live.prepare('update main.sqlite_sequence set seq = max(seq, ?) where name = ?');
  const add = live.prepare('insert into main.sqlite_sequence (name, seq) select ?, ? where not exists (select 1 from main.sqlite_sequence where name = ?)');
  for (const { name, seq } of liveSequences) {
    raise.run(seq, name);
    add.run(name, seq, name);
  }
  // Bill, estimate and credit note numbers go on above the highest ever issued: the floor the numbering reads.
  const numbering = numberingAfterRestore(liveMarks, keptFloors, marks(highestNumbersSql('main')));
  const floor = live.prepare(
    'insert into main.number_floors (series, fy, floor) values (?, ?, ?) on conflict (series, fy) do update set floor = max(floor, excluded.floor)',
  );
  for (const f of numbering.floors) floor.run(f.series, f.fy, f.no);
  const skip = live.prepare('insert into main.skipped_numbers (restored_at, skip_date, series, fy, from_no, to_no, backup) values (?, ?, ?, ?, ?, ?, ?)');
  for (const r of skippedRows({ restoredAt: now.toISOString(), skipDate: todayInKolkata(now), backup: basename(backupFile), ranges: numbering.skipped })) {
    skip.run(r.restored_at, r.skip_date, r.series, r.fy, r.from_no, r.to_no, r.backup);
  }
  for (const trigger of triggers) live.exec(trigger.sql);
  // The POS lists' version moves past both databases' versions, so no till keeps a catalogue list from before.
  live.exec('update main.catalogue_version set version = max(version, coalesce((select max(version) from src.catalogue_version), 0)) + 1');
  // The counter's kept copies name the database they came from: after a restore none is brought up to date by changes.
  live.prepare('update main.catalogue_version set epoch = ?, log_from = version').run(newCatalogueEpoch());
  // A session of an employee the backup does not have ends; the others go on.
  live.exec('delete from main.sessions where user_id not in (select user_id from main.employees)');
  const broken = live.pragma('main.foreign_key_check') as unknown[];
  if (broken.length > 0) throw new BackupError(`${backupFile} has ${broken.length} rows whose linked records are missing: nothing was restored.`);
  live
    .prepare('insert into main.audit_log (at, user_id, call, entity, entity_id, before_json, after_json) values (?, null, ?, ?, ?, null, ?)')
    .run(
      now.toISOString(),
      'npm run restore',
      'database',
      basename(backupFile),
      JSON.stringify({ orders: facts.orders, products: facts.products, customers: facts.customers, migration: facts.migration, skipped: numbering.skipped }),
    );
  return numbering.skipped;
}
