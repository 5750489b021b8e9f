import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// The POS catalogue's version (pos_product_list.php / retail_pos_product_list.php answer an ETag from it): one
// counter that every write to what those lists carry moves on — products and their stock (a sale changes it),
// retail products, customers, the shop's GST settings, and the category/brand/unit names joined in — whoever writes,
// through the API or not. On PostgreSQL the counter moves at commit (a deferred trigger, once per transaction), so
// the row is locked only when a transaction has no other lock left to take: two tills never deadlock on it.

export const CATALOGUE_TABLES = ['products', 'retail_products', 'customers', 'settings', 'categories', 'brands', 'units'] as const;

export function catalogueVersionMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('catalogue_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);
      if (dialect === 'postgres') {
        await sql`create function catalogue_version_bump() returns trigger language plpgsql as $$
          begin
            if coalesce(current_setting('kulir.catalogue_bumped', true), '') = txid_current()::text then return null; end if;
            perform set_config('kulir.catalogue_bumped', txid_current()::text, true);
            update catalogue_version set version = version + 1 where id = 1;
            return null;
          end $$`.execute(db);
        for (const table of CATALOGUE_TABLES) {
          await sql
            .raw(
              `create constraint trigger ${table}_catalogue_version after insert or update or delete on ${table}
            deferrable initially deferred for each row execute function catalogue_version_bump()`,
            )
            .execute(db);
        }
      } else {
        for (const table of CATALOGUE_TABLES) {
          for (const action of ['insert', 'update', 'delete']) {
            await sql
              .raw(
                `create trigger ${table}_catalogue_version_${action} after ${action} on ${table}
              begin update catalogue_version set version = version + 1 where id = 1; end`,
              )
              .execute(db);
          }
        }
      }
    },
  };
}
