// What a kulir process does to a database before it serves: migrate, create the owner on an empty database, seed the
// demo shop when asked, and start a new catalogue epoch. Several processes may start at once on one PostgreSQL (a
// cluster's supervisor, or processes behind a reverse proxy started together): they queue on an advisory lock for
// their schema, so one prepares and the next finds the work done. SQLite has one process.
import { sql } from 'kysely';
import { bootstrap, type OwnerBootstrap } from './bootstrap';
import type { OpenDatabase } from './db/connect';
import { seedDemo } from './db/demo';
import { migrateToLatest } from './db/migrate';
import { renewCatalogueEpoch } from './sales/catalogue';

export interface Prepared {
  owner: OwnerBootstrap | null;
  demo: string | null;
}

export interface PrepareOptions {
  owner: { email?: string; password?: string };
  demo: boolean;
  now: Date;
}

async function prepareUnlocked(database: OpenDatabase, options: PrepareOptions): Promise<Prepared> {
  await migrateToLatest(database);
  const owner = await bootstrap(database.db, options.now, options.owner);
  const demo = options.demo ? await seedDemo(database.db, options.now) : null;
  await renewCatalogueEpoch(database.db);
  return { owner, demo };
}

export async function prepareDatabase(database: OpenDatabase, options: PrepareOptions): Promise<Prepared> {
  if (database.dialect !== 'postgres') return prepareUnlocked(database, options);
  // A session lock on one connection held for the whole preparation; the work itself runs on the pool's others.
  return database.db.connection().execute(async (connection) => {
    const key = `kulir.startup/${database.schema ?? 'public'}`;
    await sql`select pg_advisory_lock(hashtext(${key}))`.execute(connection);
    try {
      return await prepareUnlocked(database, options);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}
