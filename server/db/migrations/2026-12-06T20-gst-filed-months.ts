import type { Kysely } from 'kysely';

// Issue 30 item 5: the months whose GSTR-1 the owner marked filed ('YYYY-MM'), with the day it was filed and the
// portal's ARN. Every dated write into one is refused (server/books-lock.ts); undoing it deletes the row, and the
// audit trail keeps who did either, when and why.
export function gstFiledMonthsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('gst_filed_months')
        .addColumn('month', 'text', (c) => c.primaryKey())
        .addColumn('filed_on', 'text', (c) => c.notNull())
        .addColumn('arn', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('filed_by', 'integer', (c) => c.notNull().references('employees.user_id'))
        .addColumn('filed_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
