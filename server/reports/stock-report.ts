// pos_report_stock (spec §3 Stock report row): every wholesale product in the catalogue (not archived) with what the
// stock ledger says was sold (sales less cancellations, removed lines and sales returns) and the stock on hand.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** The stock report's two queries (bench/gst-report.ts times them bare). */
export function stockQueries(db: Kysely<Database>) {
  const sold = db
    .selectFrom('stock_ledger')
    .where('product_kind', '=', 'product')
    .where('doc_kind', 'in', ['order', 'credit_note'])
    .groupBy('product_id')
    .select(['product_id', sql<number | string>`-sum(qty_change)`.as('sold')]);
  return {
    products: db
      .selectFrom('products as p')
      .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
      .leftJoin(sold.as('l'), 'l.product_id', 'p.product_id')
      .where('p.deleted_at', 'is', null)
      .select(['p.product_id', 'p.product_name', 'p.product_code', 'p.serial_no', 'p.stock', 'p.supplier_id', 's.supplier_name', 'l.sold'])
      .orderBy('p.product_name')
      .orderBy('p.product_id'),
    suppliers: db.selectFrom('suppliers').select(['id', 'supplier_name']).orderBy('supplier_name'),
  };
}

export async function stockReport(db: Kysely<Database>) {
  const queries = stockQueries(db);
  const [rows, suppliers] = await Promise.all([queries.products.execute(), queries.suppliers.execute()]);
  return [
    {
      stock_report: rows.map((r) => ({
        product_id: String(r.product_id),
        product_name: r.product_name,
        product_code: r.product_code,
        serial_no: r.serial_no,
        sold_stock: String(Number(r.sold ?? 0)),
        stock: String(r.stock),
        supplier_id: String(r.supplier_id),
        supplier_name: r.supplier_name,
      })),
      supplier_list: suppliers.map((s) => ({ supplier_id: String(s.id), supplier_name: s.supplier_name })),
    },
  ];
}
