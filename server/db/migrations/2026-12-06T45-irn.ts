import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Issue 31 item 3: the IRP's answer to a bill's or credit note's e-invoice (IRN, Ack No and date, the signed QR code as
// the IRP issued it), and a bill's e-way bill number and date, each as the owner attached them. One row per document:
// a bill or a credit note has at most one IRN, a bill at most one e-way bill.
export function irnMigration(dialect: Dialect) {
  const id = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('irns')
        .addColumn('id', 'integer', id)
        .addColumn('order_id', 'integer', (c) => c.references('orders.order_id').unique())
        .addColumn('credit_note_id', 'integer', (c) => c.references('credit_notes.credit_note_id').unique())
        .addColumn('irn', 'text', (c) => c.notNull().unique())
        .addColumn('ack_no', 'text', (c) => c.notNull())
        .addColumn('ack_date', 'text', (c) => c.notNull())
        .addColumn('signed_qr', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('eway_bills')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.order_id'))
        .addColumn('ewb_no', 'text', (c) => c.notNull().unique())
        .addColumn('ewb_date', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
