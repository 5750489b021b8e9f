import type { Kysely } from 'kysely';

// The day-end close keeps the cash the drawer opened the day with (its float, issue 22): cash expected is that float
// plus the cash taken, less the cash paid back. Days closed before this had none.
export function dayEndOpeningCashMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('day_end_closes')
        .addColumn('opening_cash', 'bigint', (column) => column.notNull().defaultTo(0))
        .execute();
    },
  };
}
