import type { Kysely } from 'kysely';

// A product that appears on bills or purchases is archived, not removed: its bill and purchase lines keep pointing at
// it, and it leaves every list, the billing screens and the price list. Unused products are still removed outright.
export function catalogueArchiveMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('products').addColumn('deleted_at', 'text').execute();
      await db.schema.alterTable('retail_products').addColumn('deleted_at', 'text').execute();
    },
  };
}
