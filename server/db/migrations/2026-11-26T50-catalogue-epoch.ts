import type { Kysely } from 'kysely';

// The POS lists' ETag names the catalogue's version, which the database keeps, so any kulir process on one database
// gives the same tag for the same list (issue 24). `epoch` is set afresh by every server start (server/startup.ts):
// a database recreated or restored restarts its counter, and a tag a till kept from before must never match it.
export function catalogueEpochMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('catalogue_version')
        .addColumn('epoch', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
    },
  };
}
