import type { Kysely } from 'kysely';

// Issue 33 item 1: the shop's default network receipt printer (host:port, raw ESC/POS); '' for none, the browser prints.
export function receiptPrinterMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('settings')
        .addColumn('receipt_printer', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('settings').dropColumn('receipt_printer').execute();
    },
  };
}
