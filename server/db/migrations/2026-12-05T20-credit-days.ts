import type { Kysely } from 'kysely';

// Issue 29 items 3-4: a customer's or supplier's credit days (0 to 365; 0 none): how many days after a bill's date it
// falls due, which the ageing report buckets by.
export function creditDaysMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['customers', 'suppliers']) {
        await db.schema
          .alterTable(table)
          .addColumn('credit_days', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
  };
}
