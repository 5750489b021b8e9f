// Online backup and restore of the embedded SQLite database (`npm run backup`, `npm run restore FILE`).
// A backup is taken while the app serves: `VACUUM INTO` reads one consistent snapshot in a single read
// transaction (WAL lets writers go on meanwhile) and writes a compact copy. A restore copies a checked backup
// into the live file through SQLite's backup API, so a running server sees the restored data on its next query
// and never a half-copied file; the database as it was is kept beside it first, so a restore loses nothing.
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

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
}

/**
 * Replaces the contents of the live database `target` with the backup `backup`. The backup is checked first;
 * the current database is first backed up into `keepDir`.
 */
export async function restoreSqlite(backup: string, target: string, keepDir: string, now: Date): Promise<RestoreResult> {
  const from = resolve(backup);
  const to = resolve(target);
  checkSnapshot(from);
  let keptAs: string | null = null;
  if (existsSync(to)) {
    keptAs = join(resolve(keepDir), backupFileName(now).replace('kulir-', 'kulir-before-restore-'));
    backupSqlite(to, keptAs);
  } else {
    mkdirSync(dirname(to), { recursive: true });
  }
  const source = new SqliteDatabase(from, { readonly: true, fileMustExist: true });
  try {
    // The backup API takes the live file's write lock and swaps its pages in one step: a server reading it sees
    // either the old database or the restored one.
    await source.backup(to, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  return { restored: checkSnapshot(to), keptAs };
}
