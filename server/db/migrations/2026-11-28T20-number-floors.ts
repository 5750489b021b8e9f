import type { Kysely } from 'kysely';

// Numbering after a restore (issue 28, item 9; core/number-floors.ts). number_floors: per series and financial year,
// the highest number ever issued as a restore found it; the numbering goes on above it. skipped_numbers: the numbers a
// restore lost (issued after the backup), for the owner and for GSTR-1's documents issued, where they count as
// cancelled in the month of skip_date (the restore's date). `npm run restore` leaves both tables as they are (SQLite)
// or writes them back after pg_restore (PostgreSQL), so no restore rolls them back.
export function numberFloorsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('number_floors')
        .ifNotExists()
        .addColumn('series', 'text', (c) => c.notNull())
        .addColumn('fy', 'text', (c) => c.notNull())
        .addColumn('floor', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('number_floors_pk', ['series', 'fy'])
        .execute();
      await db.schema
        .createTable('skipped_numbers')
        .ifNotExists()
        .addColumn('restored_at', 'text', (c) => c.notNull())
        .addColumn('skip_date', 'text', (c) => c.notNull())
        .addColumn('series', 'text', (c) => c.notNull())
        .addColumn('fy', 'text', (c) => c.notNull())
        .addColumn('from_no', 'integer', (c) => c.notNull())
        .addColumn('to_no', 'integer', (c) => c.notNull())
        .addColumn('backup', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('skipped_numbers_pk', ['restored_at', 'series', 'fy', 'from_no'])
        .execute();
    },
  };
}
