import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Issue 33 item 4: unit serials (the maker's number on each unit, not kulir's product serial_no). A product may track
// them; each unit's movements are rows here: received on a purchase, sold on a bill line (held while `sold` is 1),
// freed by a return or a cancelled bill. The partial unique index lets a unit be held by one sale at a time, so two
// tills selling it at once cannot both commit.
export function unitSerialsMigration(dialect: Dialect) {
  const id = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('products')
        .addColumn('track_unit_serials', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('unit_serials')
        .addColumn('unit_serial_id', 'integer', id)
        .addColumn('unit_serial', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id'))
        .addColumn('movement', 'text', (c) => c.notNull())
        .addColumn('purchase_id', 'integer', (c) => c.references('purchases.purchase_id'))
        .addColumn('purchase_od_id', 'integer')
        .addColumn('order_id', 'integer', (c) => c.references('orders.order_id'))
        .addColumn('od_id', 'integer')
        .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('credit_note_id', 'integer', (c) => c.references('credit_notes.credit_note_id'))
        .addColumn('released', 'text')
        .addColumn('released_at', 'text')
        .addColumn('created_by', 'integer', (c) => c.notNull().references('employees.user_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index unit_serials_sold on unit_serials (unit_serial) where sold = 1`.execute(db);
      await db.schema.createIndex('unit_serials_serial').on('unit_serials').column('unit_serial').execute();
      await db.schema.createIndex('unit_serials_order').on('unit_serials').column('order_id').execute();
      await db.schema.createIndex('unit_serials_purchase').on('unit_serials').column('purchase_id').execute();
    },
  };
}
