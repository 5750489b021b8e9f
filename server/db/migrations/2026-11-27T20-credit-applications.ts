import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// A customer's kept credit (credit_notes.kept_credit, issue 21) taken off their pending bills: each row draws on one
// credit note and lowers one bill's balance (it raises that bill's orders.credited_amount by the same amount). Not a
// payment: no money moves, so the day-end's tender and the paid report do not see it.
export function creditApplicationsMigration(dialect: Dialect) {
  const id = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('credit_applications')
        .addColumn('id', 'integer', id)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.user_id'))
        .addColumn('credit_note_id', 'integer', (c) => c.notNull().references('credit_notes.credit_note_id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('applied_date', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('employees.user_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('credit_applications_customer').on('credit_applications').column('customer_id').execute();
      await db.schema.createIndex('credit_applications_note').on('credit_applications').column('credit_note_id').execute();
      await db.schema.createIndex('credit_applications_order').on('credit_applications').column('order_id').execute();
    },
  };
}
