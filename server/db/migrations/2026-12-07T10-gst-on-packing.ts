import { sql, type Kysely } from 'kysely';

// Issue 31 item 5: "GST on packing" (settings.gst_on_packing): 1, the law's rule (packing in the taxable value,
// CGST Act s.15(2)(c)); 0, the spec's arithmetic (GST on the net, packing added after). A new shop starts on (the
// column's default, its settings row made after this); a shop already running keeps its arithmetic until the owner
// turns it on. Every bill stores the rule it was made under (orders.gst_on_packing); bills made before this were
// made under the spec's arithmetic, so they migrate to 0 and their figures never change.
export function gstOnPackingMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('settings')
        .addColumn('gst_on_packing', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await sql`update settings set gst_on_packing = 0`.execute(db);
      await db.schema
        .alterTable('orders')
        .addColumn('gst_on_packing', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
