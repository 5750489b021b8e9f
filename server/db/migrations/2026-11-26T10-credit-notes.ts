import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Issue 21: sales returns make credit notes in their own series (CN-1, CN-2 … per financial year), each with the
// returned lines of one GST or retail bill. A bill's balance falls by what its credit notes applied to it
// (orders.credited_amount); credit beyond that is refunded (a cash-book debit) or kept as the customer's credit.
export function creditNotesMigration(dialect: Dialect) {
  const id = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  const paise = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('credited_amount', 'bigint', paise).execute();
      await db.schema
        .createTable('credit_notes')
        .addColumn('credit_note_id', 'integer', id)
        .addColumn('fy', 'text', (c) => c.notNull())
        .addColumn('cn_no', 'integer', (c) => c.notNull())
        .addColumn('cn_date', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.user_id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('subtotal', 'bigint', paise)
        .addColumn('discount_amt', 'bigint', paise)
        .addColumn('commission_amt', 'bigint', paise)
        .addColumn('packing_amt', 'bigint', paise)
        .addColumn('gst_amt', 'bigint', paise)
        .addColumn('cgst_amt', 'bigint', paise)
        .addColumn('sgst_amt', 'bigint', paise)
        .addColumn('round_off', 'bigint', paise)
        .addColumn('taxable', 'bigint', paise)
        .addColumn('total', 'bigint', paise)
        .addColumn('applied', 'bigint', paise)
        .addColumn('refund', 'bigint', paise)
        .addColumn('kept_credit', 'bigint', paise)
        .addColumn('created_by', 'integer', (c) => c.notNull().references('employees.user_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('credit_notes_cn_no', ['fy', 'cn_no'])
        .execute();
      await db.schema.createIndex('credit_notes_order').on('credit_notes').column('order_id').execute();
      await db.schema.createIndex('credit_notes_date').on('credit_notes').column('cn_date').execute();
      await db.schema.createIndex('credit_notes_customer').on('credit_notes').column('customer_id').execute();
      await db.schema
        .createTable('credit_note_lines')
        .addColumn('id', 'integer', id)
        .addColumn('credit_note_id', 'integer', (c) => c.notNull().references('credit_notes.credit_note_id'))
        .addColumn('od_id', 'integer', (c) => c.notNull().references('order_lines.od_id'))
        .addColumn('line_no', 'integer', (c) => c.notNull())
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('total', 'bigint', paise)
        .execute();
      await db.schema.createIndex('credit_note_lines_note').on('credit_note_lines').column('credit_note_id').execute();
      await db.schema.createIndex('credit_note_lines_line').on('credit_note_lines').column('od_id').execute();
    },
  };
}
