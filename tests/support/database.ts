import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';

export type TestDialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const TEST_DIALECTS: TestDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase extends OpenDatabase {
  /** Closes the connection and, on PostgreSQL, drops the test's schema. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database owned by one test file: SQLite in memory, or a new PostgreSQL schema. `upTo` stops at that
 * migration (a test of the next one's data step).
 */
export async function freshDatabase(dialect: TestDialect, upTo?: string): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const database = openDatabase('sqlite::memory:');
    await migrateToLatest(database, upTo);
    return { ...database, dispose: () => database.close() };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `kulir_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('schema', schema);
  const database = openDatabase(url.toString());
  const dropSchema = async () => {
    const cleaner = new pg.Client({ connectionString: baseUrl });
    await cleaner.connect();
    await cleaner.query(`drop schema if exists "${schema}" cascade`);
    await cleaner.end();
  };
  try {
    await migrateToLatest(database, upTo);
  } catch (error) {
    // A failed migration must not leave a half-built schema behind on the shared server.
    await database.close();
    await dropSchema();
    throw error;
  }
  return {
    ...database,
    async dispose() {
      await database.close();
      await dropSchema();
    },
  };
}
