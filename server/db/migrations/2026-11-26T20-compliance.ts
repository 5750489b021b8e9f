import type { Kysely } from 'kysely';

// Issue 21 (closed periods, e-way bill): "books closed up to" ('' open, else YYYY-MM-DD) and the invoice value over
// which a bill needs an e-way bill (paise; ₹50,000 by default, the rule for moving goods between states).
export function complianceMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('settings')
        .addColumn('books_locked_until', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('settings')
        .addColumn('ewaybill_threshold', 'bigint', (column) => column.notNull().defaultTo(5_000_000))
        .execute();
    },
  };
}
