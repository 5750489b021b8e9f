import type { Kysely } from 'kysely';

// Issue 32, prints and quotations. A bill keeps the cash the customer handed over at the counter (null: no tender, or
// exactly the cash booked), so its receipt prints the cash tendered and the change. A quotation keeps the bill it
// became (null: not billed yet), set in that bill's save.
export function printsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').addColumn('cash_received', 'bigint').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('billed_order_id', 'integer', (column) => column.references('orders.order_id'))
        .execute();
    },
  };
}
