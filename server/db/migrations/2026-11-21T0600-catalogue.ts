import { sql, type Kysely } from 'kysely';

// A product that appears on bills or purchases is archived, not removed: its bill and purchase lines keep pointing at
// it, and it leaves every list, the billing screens and the price list. Unused products are still removed outright.
// The lower(product_name) index lets an import find earlier imports of the same product by name.
export function catalogueArchiveMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('products').addColumn('deleted_at', 'text').execute();
      await db.schema.alterTable('retail_products').addColumn('deleted_at', 'text').execute();
      // Imports match a product by supplier and name in any case, a batch of names at a time.
      await db.schema
        .createIndex('products_name_lower')
        .on('products')
        .expression(sql`lower(product_name)`)
        .execute();
    },
  };
}
