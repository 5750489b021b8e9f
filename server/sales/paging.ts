import { sql, type SelectQueryBuilder } from 'kysely';
import type { ListFilter } from './fields';

/** A list's rows; total is the count of every matching row when only one page was asked for, else null. */
export interface Page<T> {
  rows: T[];
  total: number | null;
}

export interface ListQueries<O> {
  all(): Promise<O[]>;
  page(limit: number, offset: number): Promise<O[]>;
  count(): Promise<number>;
}

/** Every row, or one page of rows and the count of all of them. */
export async function pageOf<O, T>(page: ListFilter['page'], queries: ListQueries<O>, map: (row: O) => T): Promise<Page<T>> {
  if (!page) return { rows: (await queries.all()).map(map), total: null };
  const [rows, total] = await Promise.all([queries.page(page.size, (page.number - 1) * page.size), queries.count()]);
  return { rows: rows.map(map), total };
}

/** count(*) of a query's rows (a query with no columns, joins or order of its own). */
export async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number((row as { n: number | string }).n);
}

/** The rows to reply with; a paged reply also says how many rows match in all (header X-Total-Count). */
export function rowsWithTotal<T>(page: Page<T>, reply: { header(name: string, value: string): void }): T[] {
  if (page.total !== null) reply.header('X-Total-Count', String(page.total));
  return page.rows;
}
