import { sql, type Kysely } from 'kysely';

// Issue 31 item 4: item-wise GST rates. A product (and a retail product) may carry its own GST rate in basis points
// (core/gst-rates.ts: 0, 5, 12, 18, 28 or 40 %); null takes the shop's CGST + SGST, so every existing product bills
// as before. A bill's line keeps the rate it was billed at (order_lines.gst_bp): the lines of every bill made before
// this took the bill's one rate, so they migrate to it and no stored figure moves. Every writer fills it; a reader
// meeting null (it cannot after this) takes the bill's gst_bp.
export function itemGstRatesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('products').addColumn('gst_bp', 'integer').execute();
      await db.schema.alterTable('retail_products').addColumn('gst_bp', 'integer').execute();
      await db.schema.alterTable('order_lines').addColumn('gst_bp', 'integer').execute();
      await sql`update order_lines set gst_bp = (select o.gst_bp from orders o where o.order_id = order_lines.order_id)`.execute(db);
    },
  };
}
