import type { Kysely } from 'kysely';

// Issue 33 item 3: the barcodes printed on a product's box (EAN-13, UPC-A or any text; core/barcode.ts), any number
// a product. `kind` names the catalogue ('product': the GST products /pos and purchase entry scan; 'retail' kept free
// for the retail products): a code is on one product of a kind. Stored upper-cased, as the counter matches them.
export function productBarcodesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('product_barcodes')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('barcode', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_barcodes_pkey', ['kind', 'barcode'])
        .execute();
      await db.schema.createIndex('product_barcodes_product').on('product_barcodes').columns(['kind', 'product_id']).execute();
    },
  };
}
