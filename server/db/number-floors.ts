// Reading and keeping the numbering marks of a restore (core/number-floors.ts) on either database: the highest
// number of each series in a set of books, the floors kept so far, and writing the new floors and skipped numbers.
// The same SQL reads the live books, the restored books and (on SQLite) an attached schema.
import { sql, type Kysely, type Transaction } from 'kysely';
import { isNumberSeries, type SeriesMark, type SkippedRange } from '../../core/number-floors';
import type { Database } from './types';

type Row = { series: string; fy: string; n: number | string | null };

/** The highest number of each series in the books of `schema` ("main"/"src" on SQLite; none: PostgreSQL's search_path). */
export function highestNumbersSql(schema?: string): string {
  const t = (table: string) => (schema ? `${schema}."${table}"` : `"${table}"`);
  return `select kind as series, fy, max(bill_no) as n from ${t('orders')} group by kind, fy
    union all select 'credit_note' as series, fy, max(cn_no) as n from ${t('credit_notes')} group by fy
    union all select 'debit_note' as series, fy, max(dn_no) as n from ${t('debit_notes')} group by fy
    union all select 'receipt' as series, '' as fy, max(paid_id) as n from ${t('customer_payments')}
    union all select 'voucher' as series, '' as fy, max(paid_id) as n from ${t('supplier_payments')}`;
}

export function floorsSql(schema?: string): string {
  return `select series, fy, floor as n from ${schema ? `${schema}.` : ''}"number_floors"`;
}

export function toMarks(rows: readonly Row[]): SeriesMark[] {
  return rows.flatMap((r) => (isNumberSeries(r.series) && r.n !== null ? [{ series: r.series, fy: r.fy, no: Number(r.n) }] : []));
}

export interface Skip {
  restoredAt: string;
  /** The restore's date (Asia/Kolkata): the skipped numbers count as cancelled in this month's GSTR-1. */
  skipDate: string;
  backup: string;
  ranges: readonly SkippedRange[];
}

export function skippedRows(skip: Skip) {
  return skip.ranges.map((r) => ({
    restored_at: skip.restoredAt,
    skip_date: skip.skipDate,
    series: r.series,
    fy: r.fy,
    from_no: r.from,
    to_no: r.to,
    backup: skip.backup,
  }));
}

export async function readMarks(db: Kysely<Database>): Promise<{ live: SeriesMark[]; floors: SeriesMark[] }> {
  const live = await sql<Row>`${sql.raw(highestNumbersSql())}`.execute(db);
  const floors = await sql<Row>`${sql.raw(floorsSql())}`.execute(db);
  return { live: toMarks(live.rows), floors: toMarks(floors.rows) };
}

/** Writes the floors (each only ever raised) and the skip's rows; PostgreSQL (SQLite's restore writes them in its own transaction). */
export async function writeNumbering(trx: Transaction<Database>, floors: readonly SeriesMark[], skip: Skip): Promise<void> {
  for (const f of floors) {
    await trx
      .insertInto('number_floors')
      .values({ series: f.series, fy: f.fy, floor: f.no })
      .onConflict((oc) => oc.columns(['series', 'fy']).doUpdateSet({ floor: sql<number>`greatest(number_floors.floor, excluded.floor)` }))
      .execute();
  }
  const rows = skippedRows(skip);
  if (rows.length > 0) await trx.insertInto('skipped_numbers').values(rows).execute();
}
