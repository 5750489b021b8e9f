import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// The counter's "changes since a version" (issue 24): catalogue_changes holds, per list, the last catalogue version
// at which each product changed (inserted, edited, its stock moved, archived or deleted); list 'names', item 0, the last
// change of a category, brand or unit name (every product row shows those, so a copy older than it is sent whole).
// The browser keeps the list with its version and asks for the products whose entry is after it.
// catalogue_version's `epoch` (migration 2026-11-26T50-catalogue-epoch: renewed by every server start, and by a restore)
// names this database's list as a till last saw it; `log_from`, added here, is the version this log starts at: a copy
// from another epoch or older than log_from is sent whole.
//
// An entry carries the version at which its change became visible, and "changed since v" is every entry after v.
// SQLite writes one transaction at a time: each write moves the version and stamps its entry with the new one.
// PostgreSQL moves the version at commit (migration 2026-11-22-catalogue-version, a deferred trigger): the entry is
// written with no version (NULL) and the commit's bump stamps this transaction's entries with the new version while
// it holds the version's row lock, so an entry is never stamped older than a version a reader could see before it.
// An entry left without a version is read as "changed" by every later question, never as unchanged.

const PRODUCT_LISTS = [
  { table: 'products', list: 'wholesale' },
  { table: 'retail_products', list: 'retail' },
] as const;
const NAME_TABLES = ['categories', 'brands', 'units'] as const;

export function catalogueChangesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('catalogue_changes')
        .addColumn('list', 'text', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('version', 'bigint')
        .addPrimaryKeyConstraint('catalogue_changes_pkey', ['list', 'item_id'])
        .execute();
      await db.schema.createIndex('catalogue_changes_by_version').on('catalogue_changes').columns(['list', 'version']).execute();
      await db.schema
        .alterTable('catalogue_version')
        .addColumn('log_from', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update catalogue_version set epoch = ${randomBytes(5).toString('hex')}, log_from = version`.execute(db);

      if (dialect === 'postgres') {
        await sql`create index catalogue_changes_unstamped on catalogue_changes (list, item_id) where version is null`.execute(db);
        await sql`create function catalogue_change_item() returns trigger language plpgsql as $$
          begin
            if TG_ARGV[0] = 'names' then
              insert into catalogue_changes (list, item_id, version) values ('names', 0, null)
                on conflict (list, item_id) do update set version = null;
              return null;
            end if;
            if TG_OP <> 'INSERT' then
              insert into catalogue_changes (list, item_id, version) values (TG_ARGV[0], OLD.product_id, null)
                on conflict (list, item_id) do update set version = null;
            end if;
            if TG_OP <> 'DELETE' then
              if TG_OP = 'INSERT' or OLD.product_id <> NEW.product_id then
                insert into catalogue_changes (list, item_id, version) values (TG_ARGV[0], NEW.product_id, null)
                  on conflict (list, item_id) do update set version = null;
              end if;
            end if;
            return null;
          end $$`.execute(db);
        // The commit's bump now also stamps this transaction's entries (the only unstamped rows it can see).
        await sql`create or replace function catalogue_version_bump() returns trigger language plpgsql as $$
          declare bumped bigint;
          begin
            if coalesce(current_setting('kulir.catalogue_bumped', true), '') = txid_current()::text then return null; end if;
            perform set_config('kulir.catalogue_bumped', txid_current()::text, true);
            update catalogue_version set version = version + 1 where id = 1 returning version into bumped;
            update catalogue_changes set version = bumped where version is null;
            return null;
          end $$`.execute(db);
        for (const { table, list } of PRODUCT_LISTS) {
          await sql
            .raw(
              `create trigger ${table}_catalogue_changes after insert or update or delete on ${table}
            for each row execute function catalogue_change_item('${list}')`,
            )
            .execute(db);
        }
        for (const table of NAME_TABLES) {
          await sql
            .raw(
              `create trigger ${table}_catalogue_changes after insert or update or delete on ${table}
            for each row execute function catalogue_change_item('names')`,
            )
            .execute(db);
        }
      } else {
        // One trigger per table and action both moves the version and stamps the entry, in that order, so an entry
        // carries exactly the version its write made (the triggers of 2026-11-22-catalogue-version are replaced). The
        // entry is deleted and inserted, not upserted: a statement with its own ON CONFLICT (an import's upsert)
        // imposes that policy on its triggers' statements too.
        const bump = 'update catalogue_version set version = version + 1 where id = 1;';
        const stamp = '(select version from catalogue_version where id = 1)';
        const entry = (list: string, item: string, when = '') =>
          `delete from catalogue_changes where list = '${list}' and item_id = ${item}${when ? ` and ${when}` : ''};
           insert into catalogue_changes (list, item_id, version) select '${list}', ${item}, ${stamp}${when ? ` where ${when}` : ''};`;
        for (const { table, list } of PRODUCT_LISTS) {
          for (const [action, row] of [
            ['insert', 'new'],
            ['update', 'new'],
            ['delete', 'old'],
          ] as const) {
            const moved = action === 'update' ? entry(list, 'old.product_id', 'old.product_id <> new.product_id') : '';
            await sql.raw(`drop trigger ${table}_catalogue_version_${action}`).execute(db);
            await sql
              .raw(
                `create trigger ${table}_catalogue_version_${action} after ${action} on ${table}
              begin ${bump} ${entry(list, `${row}.product_id`)} ${moved} end`,
              )
              .execute(db);
          }
        }
        for (const table of NAME_TABLES) {
          for (const action of ['insert', 'update', 'delete']) {
            await sql.raw(`drop trigger ${table}_catalogue_version_${action}`).execute(db);
            await sql
              .raw(
                `create trigger ${table}_catalogue_version_${action} after ${action} on ${table}
              begin ${bump} ${entry('names', '0')} end`,
              )
              .execute(db);
          }
        }
      }
    },
  };
}
