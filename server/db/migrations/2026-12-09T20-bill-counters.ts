import type { Kysely } from 'kysely';

// The last bill number issued per kind of bill and financial year (issue 35 item 2): a bill takes its number from this
// row in one statement (an upsert that locks the row until the bill commits) instead of a lock, a savepoint, a max()
// read and a release. No row is written here: a kind and year's first bill after the upgrade starts its row from the
// books (max(bill_no) and the restore floor), so existing shops go on from where they are.
export function billCountersMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('bill_counters')
        .ifNotExists()
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('fy', 'text', (c) => c.notNull())
        .addColumn('last_no', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('bill_counters_pk', ['kind', 'fy'])
        .execute();
    },
  };
}
