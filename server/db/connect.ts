import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
  type SqliteDatabase as KyselySqlite,
} from 'kysely';
import pg from 'pg';
import { describeDatabaseError } from './connection-lost';
import type { Dialect } from './dialect';
import type { Database } from './types';

// pg hands int8 (bigint money columns, count(*)) back as strings; every value we store fits a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** SQLite file path, or null for :memory: and PostgreSQL. */
  file: string | null;
  /** PostgreSQL: the schema tables live in (from the URL's `schema` parameter, else public). */
  schema: string | null;
  close(): Promise<void>;
}

/** Statements kept per SQLite connection: the server's queries are a few hundred distinct texts. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely's SqliteDialect sees it, with one prepared statement kept per SQL text: Kysely prepares
 * every query afresh (about a sixth of a bill save's CPU). Kysely only calls all/run/iterate on them, one at a time
 * on its single connection, and nothing else in server/ prepares statements. The least recently used text goes
 * first once the cache is full.
 */
export function cachingStatements(sqlite: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE): KyselySqlite {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= size) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/** How long a write waits for another process's write lock (a restore, `npm run backup`'s checks) before it fails. */
export const SQLITE_WRITE_WAIT_MS = 120_000;
const BEGIN_RETRY_MS = 10;

/**
 * Every SQLite transaction begins IMMEDIATE: it takes the write lock before it reads, so a write that waited for
 * another process (a restore) never fails on a stale read (SQLITE_BUSY_SNAPSHOT). The wait for the lock is a retry
 * with a timer, not SQLite's busy handler, which would sleep on the event loop and stall every other request.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const started = Date.now();
    for (;;) {
      try {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
        return;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code !== 'SQLITE_BUSY' || Date.now() - started > SQLITE_WRITE_WAIT_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, BEGIN_RETRY_MS));
      }
    }
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** How long a request waits for a new PostgreSQL connection before it is answered 503. */
export const PG_CONNECT_TIMEOUT_MS = 10_000;

/** The application_name of kulir's PostgreSQL connections (pg_stat_activity): `kulir`, or `kulir/<schema>`. */
export function applicationName(schema: string | null): string {
  return (schema && schema !== 'public' ? `kulir/${schema}` : 'kulir').slice(0, 63);
}

/**
 * A PostgreSQL pool that outlives its connections: PostgreSQL may end any of them at any time (a restart, a failover,
 * idle_session_timeout, pg_terminate_backend, a network drop). node-postgres then emits 'error' on the connection,
 * and on the pool for an idle one; unheard, either ends the process. Both are heard and logged here: the pool drops an
 * idle connection that failed, and one in use is dropped when it is given back (it is no longer queryable); the query
 * that was running fails (the request answers 503, server/app.ts) and the next one gets a fresh connection.
 */
function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle connection's error reaches the pool too; the connection's own listener below has logged it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`[kulir] A PostgreSQL connection was ended: ${describeDatabaseError(error)}`));
  });
  return pool;
}

/**
 * Opens `sqlite:<path>` / `sqlite::memory:` or `postgres://…`. A `schema` query parameter on a PostgreSQL URL
 * sets the search_path, so each test run can own a fresh schema; an `application_name` parameter names the
 * connections (default `kulir`, or `kulir/<schema>`).
 */
export function openDatabase(url: string): OpenDatabase {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const parsed = new URL(url);
    const schema = parsed.searchParams.get('schema');
    parsed.searchParams.delete('schema');
    if (!parsed.searchParams.has('application_name')) parsed.searchParams.set('application_name', applicationName(schema));
    const pool = resilientPool({
      connectionString: parsed.toString(),
      max: Number(process.env.KULIR_PG_POOL ?? 10),
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', file: null, schema: schema ?? 'public', close: () => db.destroy() };
  }
  if (!url.startsWith('sqlite:')) throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${url}")`);
  const target = url.slice('sqlite:'.length);
  const memory = target === ':memory:' || target === '';
  const file = memory ? null : resolve(target);
  if (file) mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file ?? ':memory:');
  if (file) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Short: the one wait that may be long, for the write lock, is the driver's timer-driven retry above.
  sqlite.pragma('busy_timeout = 100');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cachingStatements(sqlite) }) });
  return { db, dialect: 'sqlite', file, schema: null, close: () => db.destroy() };
}

/** Null while the database answers; else why not, for /healthz. */
export async function unreachableReason(db: Kysely<Database>): Promise<string | null> {
  try {
    await sql`select 1`.execute(db);
    return null;
  } catch (error) {
    return `The database cannot be reached: ${describeDatabaseError(error)}`;
  }
}
