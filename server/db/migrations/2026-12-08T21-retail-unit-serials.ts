import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Issue 33 item 4 on the retail side: a retail product may track unit serials, and a retail bill line holds its units
// in unit_serials like a GST bill line. A unit names its product in one of two catalogues: product_id (the GST
// products, as before) or retail_product_id (the retail products), each with its foreign key; the other is null.
//
// SQLite cannot drop a column's NOT NULL: unit_serials is rebuilt from its own stored definition (so any column added
// since is kept), with its indexes, foreign keys off meanwhile and checked before the commit (as 2026-12-05T40 does).
export function retailUnitSerialsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('retail_products')
        .addColumn('track_unit_serials', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      if (dialect === 'postgres') await sql`alter table unit_serials alter column product_id drop not null`.execute(db);
      else await rebuildSqliteUnitSerials(db);
      await db.schema
        .alterTable('unit_serials')
        .addColumn('retail_product_id', 'integer', (c) => c.references('retail_products.product_id'))
        .execute();
    },
  };
}

async function rebuildSqliteUnitSerials(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'unit_serials'`.execute(db);
  const createSql = table.rows[0]?.sql ?? '';
  const nullable = createSql.replace(/("product_id" integer) not null/i, '$1');
  if (nullable === createSql) throw new Error('unit_serials: the product_id column is not as migration 2026-12-07T40 made it');
  const others = await sql<{
    sql: string;
  }>`select sql from sqlite_master where tbl_name = 'unit_serials' and type in ('index', 'trigger') and sql is not null`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`pragma legacy_alter_table = on`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(nullable.replace(/^create table "?unit_serials"?/i, 'create table "unit_serials_rebuilt"')).execute(trx);
      await sql`insert into unit_serials_rebuilt select * from unit_serials`.execute(trx);
      await sql`drop table unit_serials`.execute(trx);
      await sql`alter table unit_serials_rebuilt rename to unit_serials`.execute(trx);
      for (const other of others.rows) await sql.raw(other.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`unit_serials rebuild: ${broken.rows.length} foreign keys broken`);
    });
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
