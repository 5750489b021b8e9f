import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Issue 30 item 2: purchase returns make debit notes in their own series (DN-1, DN-2 … per financial year), each with
// the returned lines of one purchase. A purchase's balance falls by what its debit notes applied to it; the rest is due
// back from the supplier. The tax columns are stored as reversed (IGST, or CGST + SGST) for the ITC working.
export function debitNotesMigration(dialect: Dialect) {
  const id = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  const paise = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('debit_notes')
        .addColumn('debit_note_id', 'integer', id)
        .addColumn('fy', 'text', (c) => c.notNull())
        .addColumn('dn_no', 'integer', (c) => c.notNull())
        .addColumn('dn_date', 'text', (c) => c.notNull())
        .addColumn('purchase_id', 'integer', (c) => c.notNull().references('purchases.purchase_id'))
        .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('subtotal', 'bigint', paise)
        .addColumn('taxable', 'bigint', paise)
        .addColumn('gst_amt', 'bigint', paise)
        .addColumn('cgst_amt', 'bigint', paise)
        .addColumn('sgst_amt', 'bigint', paise)
        .addColumn('igst_amt', 'bigint', paise)
        .addColumn('total', 'bigint', paise)
        .addColumn('applied', 'bigint', paise)
        .addColumn('due', 'bigint', paise)
        .addColumn('created_by', 'integer', (c) => c.notNull().references('employees.user_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('debit_notes_dn_no', ['fy', 'dn_no'])
        .execute();
      await db.schema.createIndex('debit_notes_purchase').on('debit_notes').column('purchase_id').execute();
      await db.schema.createIndex('debit_notes_date').on('debit_notes').column('dn_date').execute();
      await db.schema.createIndex('debit_notes_supplier').on('debit_notes').column('supplier_id').execute();
      await db.schema
        .createTable('debit_note_lines')
        .addColumn('id', 'integer', id)
        .addColumn('debit_note_id', 'integer', (c) => c.notNull().references('debit_notes.debit_note_id'))
        .addColumn('od_id', 'integer', (c) => c.notNull().references('purchase_lines.od_id'))
        .addColumn('line_no', 'integer', (c) => c.notNull())
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('total', 'bigint', paise)
        .execute();
      await db.schema.createIndex('debit_note_lines_note').on('debit_note_lines').column('debit_note_id').execute();
      await db.schema.createIndex('debit_note_lines_line').on('debit_note_lines').column('od_id').execute();
    },
  };
}
