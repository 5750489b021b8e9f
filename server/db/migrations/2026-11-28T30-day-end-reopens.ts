import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// A closed day reopened by the owner (issue 32): the close row itself is deleted, so the day can be closed again, and
// this row keeps it for history (close_json: the close as it stood) with who reopened it, when and why.
export function dayEndReopensMigration(dialect: Dialect) {
  const id = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('day_end_reopens')
        .addColumn('id', 'integer', id)
        .addColumn('close_date', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('employees.user_id'))
        .addColumn('close_json', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('reopened_by', 'integer', (c) => c.notNull().references('employees.user_id'))
        .addColumn('reopened_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('day_end_reopens_date').on('day_end_reopens').column('close_date').execute();
    },
  };
}
