// Brands and units: two lists of unique names that products point at. One name in use cannot be deleted.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';

export type NameListKind = 'brand' | 'unit';

const TABLES = {
  brand: { table: 'brands', id: 'brand_id', name: 'brand_name', label: 'Brand' },
  unit: { table: 'units', id: 'unit_id', name: 'unit_name', label: 'Unit' },
} as const;

export interface NameRow {
  id: number;
  name: string;
}

export async function listNames(db: Kysely<Database>, kind: NameListKind): Promise<NameRow[]> {
  const t = TABLES[kind];
  const rows = await db
    .selectFrom(t.table)
    .select([sql<number>`${sql.ref(t.id)}`.as('id'), sql<string>`${sql.ref(t.name)}`.as('name')])
    .orderBy(sql.ref(t.name))
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

export async function findName(db: Kysely<Database>, kind: NameListKind, id: number): Promise<NameRow | undefined> {
  const t = TABLES[kind];
  const row = await db
    .selectFrom(t.table)
    .select([sql<string>`${sql.ref(t.name)}`.as('name')])
    .where(sql.ref(t.id), '=', id)
    .executeTakeFirst();
  return row ? { id, name: row.name } : undefined;
}

/** Another row already holding this name, compared without case. */
async function clash(db: Kysely<Database>, kind: NameListKind, name: string, exceptId?: number): Promise<boolean> {
  const t = TABLES[kind];
  let query = db
    .selectFrom(t.table)
    .select(sql<number>`1`.as('one'))
    .where(sql`lower(${sql.ref(t.name)})`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where(sql.ref(t.id), '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const taken = (kind: NameListKind, name: string) => new ApiError(409, `${TABLES[kind].label} "${name}" already exists.`);

export async function addName(db: Kysely<Database>, kind: NameListKind, name: string): Promise<NameRow> {
  if (await clash(db, kind, name)) throw taken(kind, name);
  const row =
    kind === 'brand'
      ? { id: (await db.insertInto('brands').values({ brand_name: name }).returning('brand_id').executeTakeFirstOrThrow()).brand_id }
      : { id: (await db.insertInto('units').values({ unit_name: name }).returning('unit_id').executeTakeFirstOrThrow()).unit_id };
  return { id: Number(row.id), name };
}

export async function renameName(db: Kysely<Database>, kind: NameListKind, id: number, name: string): Promise<void> {
  if (await clash(db, kind, name, id)) throw taken(kind, name);
  if (kind === 'brand') await db.updateTable('brands').set({ brand_name: name }).where('brand_id', '=', id).execute();
  else await db.updateTable('units').set({ unit_name: name }).where('unit_id', '=', id).execute();
}

/** Products (archived ones too) and retail products that use this name. */
export async function usesOf(db: Kysely<Database>, kind: NameListKind, id: number): Promise<number> {
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);
  if (kind === 'unit') {
    return count(
      db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('unit_id', '=', id)
        .executeTakeFirst(),
    );
  }
  const [products, retail] = await Promise.all([
    count(
      db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('brand_id', '=', id)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('retail_products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('brand_id', '=', id)
        .executeTakeFirst(),
    ),
  ]);
  return products + retail;
}

export async function deleteName(db: Kysely<Database>, kind: NameListKind, id: number): Promise<void> {
  const uses = await usesOf(db, kind, id);
  if (uses > 0) {
    const what = kind === 'brand' ? 'brand' : 'unit';
    throw new ApiError(409, `This ${what} is used by ${uses} product${uses === 1 ? '' : 's'} and cannot be deleted.`);
  }
  if (kind === 'brand') await db.deleteFrom('brands').where('brand_id', '=', id).execute();
  else await db.deleteFrom('units').where('unit_id', '=', id).execute();
}

/** Ids by lower-cased name for names in `wanted`; names not yet present are added (imports, product forms). */
export async function ensureNames(db: Kysely<Database>, kind: NameListKind, wanted: Iterable<string>): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  for (const row of await listNames(db, kind)) byName.set(row.name.toLowerCase(), row.id);
  const missing = new Map<string, string>();
  for (const name of wanted) {
    const key = name.toLowerCase();
    if (name !== '' && !byName.has(key) && !missing.has(key)) missing.set(key, name);
  }
  for (const name of missing.values()) byName.set(name.toLowerCase(), (await addName(db, kind, name)).id);
  return byName;
}
