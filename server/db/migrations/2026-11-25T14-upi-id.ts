import type { Kysely } from 'kysely';

// The shop's UPI ID (settings, issue 22): with one set, every invoice and receipt carries a UPI QR code for the amount
// due. Empty means no QR.
export function upiIdMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('settings')
        .addColumn('upi_id', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
    },
  };
}
