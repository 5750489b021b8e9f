import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Issue 32 item 7: a product may have no serial number ('' — an imported product whose file had none; it is found by
// its product code or name). Serials stay unique among the products that have one (a partial unique index in place of
// the column's UNIQUE), and the serials imports used to invent (IMP-000001…, which no scanner reads) are taken off.
// Imports also find products by product code: that column gets an index.
//
// SQLite cannot drop a column's UNIQUE: the table is rebuilt (sqlite.org/lang_altertable.html, "other kinds of table
// schema changes"), with its indexes and triggers, foreign keys off meanwhile and checked before the commit.
export function serialOptionalMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        const unique = await sql<{ conname: string }>`
          select c.conname from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
          where c.conrelid = 'products'::regclass and c.contype = 'u' and a.attname = 'serial_no'`.execute(db);
        for (const { conname } of unique.rows) await sql`alter table products drop constraint ${sql.id(conname)}`.execute(db);
      } else {
        await rebuildSqliteProducts(db);
      }
      await sql`create unique index products_serial_no on products (serial_no) where serial_no <> ''`.execute(db);
      await sql`create index products_product_code on products (upper(product_code)) where product_code <> ''`.execute(db);
      // After the indexes: on PostgreSQL the update leaves catalogue trigger events pending, and no index can be made then.
      const invented = dialect === 'postgres' ? sql`serial_no ~ '^IMP-[0-9]{6}$'` : sql`serial_no glob 'IMP-[0-9][0-9][0-9][0-9][0-9][0-9]'`;
      await sql`update products set serial_no = '' where ${invented}`.execute(db);
    },
  };
}

async function rebuildSqliteProducts(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'products'`.execute(db);
  const createSql = table.rows[0]?.sql ?? '';
  const withoutUnique = createSql.replace(/("serial_no" text not null) unique/i, '$1');
  if (withoutUnique === createSql) throw new Error('products: the serial_no column is not as the initial migration made it');
  const others = await sql<{
    sql: string;
  }>`select sql from sqlite_master where tbl_name = 'products' and type in ('index', 'trigger') and sql is not null`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  // Other tables' triggers name products: the rename must not re-check them while products is away.
  await sql`pragma legacy_alter_table = on`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(withoutUnique.replace(/^create table "?products"?/i, 'create table "products_rebuilt"')).execute(trx);
      await sql`insert into products_rebuilt select * from products`.execute(trx);
      await sql`drop table products`.execute(trx);
      await sql`alter table products_rebuilt rename to products`.execute(trx);
      for (const other of others.rows) await sql.raw(other.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`products rebuild: ${broken.rows.length} foreign keys broken`);
    });
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
