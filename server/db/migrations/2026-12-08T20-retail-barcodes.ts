import type { Kysely } from 'kysely';

// Issue 33 item 3 on the retail side: retail products carry box barcodes too (product_barcodes, kind 'retail'). A code
// on a box names one product in the whole shop, GST or retail: the primary key (kind, barcode) let one code sit on a
// product of each kind, so a unique index on the code alone closes that.
export function retailBarcodesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('product_barcodes_code').on('product_barcodes').column('barcode').unique().execute();
    },
  };
}
