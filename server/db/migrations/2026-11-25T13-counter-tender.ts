import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Issue 22 at the counter. Every paid entry keeps how the money came (cash, UPI, card); entries booked before this
// were cash. The settings say how a retail bill prints from the counter (the 80 mm receipt or A4). A closed day's
// drawer count is kept per date and cashier (user_id null: the whole shop), once.
export function counterTenderMigration(dialect: Dialect) {
  const id = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('customer_payments')
        .addColumn('mode', 'text', (c) => c.notNull().defaultTo('cash'))
        .execute();
      await db.schema
        .alterTable('supplier_payments')
        .addColumn('mode', 'text', (c) => c.notNull().defaultTo('cash'))
        .execute();
      await db.schema
        .alterTable('settings')
        .addColumn('retail_print', 'text', (c) => c.notNull().defaultTo('receipt'))
        .execute();
      // The day-end figures read a day's paid entries by date (and cashier).
      await db.schema.createIndex('customer_payments_paid_date').on('customer_payments').columns(['paid_date', 'created_by']).execute();
      await db.schema
        .createTable('day_end_closes')
        .addColumn('id', 'integer', id)
        .addColumn('close_date', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('employees.user_id'))
        .addColumn('bills', 'integer', (c) => c.notNull())
        .addColumn('total', 'bigint', (c) => c.notNull())
        .addColumn('cash', 'bigint', (c) => c.notNull())
        .addColumn('upi', 'bigint', (c) => c.notNull())
        .addColumn('card', 'bigint', (c) => c.notNull())
        .addColumn('credit', 'bigint', (c) => c.notNull())
        .addColumn('cash_expected', 'bigint', (c) => c.notNull())
        .addColumn('cash_counted', 'bigint', (c) => c.notNull())
        .addColumn('closed_by', 'integer', (c) => c.notNull().references('employees.user_id'))
        .addColumn('closed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('day_end_closes_date').on('day_end_closes').columns(['close_date', 'user_id']).execute();
    },
  };
}
