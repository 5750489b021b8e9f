// The invariants of the sales books, read straight from the database: what a crash, a backup or a restore must
// never break. Each broken one comes back as a sentence, so a failing test says what is wrong.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/types';

export async function brokenBooks(db: Kysely<Database>, startStock: ReadonlyMap<number, number>): Promise<string[]> {
  const problems: string[] = [];
  const orders = await db.selectFrom('orders').select(['order_id', 'kind', 'fy', 'bill_no']).execute();
  const lineCounts = await db
    .selectFrom('order_lines')
    .select(['order_id', sql<number>`count(*)`.as('n')])
    .groupBy('order_id')
    .execute();
  const ledgerCounts = await db
    .selectFrom('stock_ledger')
    .select(['doc_id', sql<number>`count(*)`.as('n')])
    .where('doc_kind', '=', 'order')
    .groupBy('doc_id')
    .execute();
  const audited = await db.selectFrom('audit_log').select('entity_id').where('entity', '=', 'order').execute();
  const lines = new Map(lineCounts.map((r) => [r.order_id, Number(r.n)]));
  const ledger = new Map(ledgerCounts.map((r) => [r.doc_id, Number(r.n)]));
  const audit = new Set(audited.map((r) => String(r.entity_id)));
  for (const order of orders) {
    const lineCount = lines.get(order.order_id) ?? 0;
    if (lineCount === 0) problems.push(`order ${order.order_id} has no lines`);
    if (order.kind !== 'estimate' && (ledger.get(order.order_id) ?? 0) !== lineCount) {
      problems.push(`order ${order.order_id} has ${lineCount} lines but ${ledger.get(order.order_id) ?? 0} stock ledger rows`);
    }
    if (!audit.has(String(order.order_id))) problems.push(`order ${order.order_id} has no audit row`);
  }
  const series = new Map<string, number[]>();
  for (const o of orders) {
    const name = `${o.kind} ${o.fy}`;
    const numbers = series.get(name);
    if (numbers) numbers.push(o.bill_no);
    else series.set(name, [o.bill_no]);
  }
  // A restore's skipped numbers (issued after its backup, lost by it) are never issued again: with them, every series
  // runs 1..n without a gap, and no skipped number is a bill's.
  const skips = await db.selectFrom('skipped_numbers').select(['series', 'fy', 'from_no', 'to_no']).execute();
  for (const skip of skips) {
    const name = `${skip.series} ${skip.fy}`;
    const numbers = series.get(name);
    if (!numbers) continue;
    for (let n = skip.from_no; n <= skip.to_no; n += 1) {
      if (numbers.includes(n)) problems.push(`${name} bill number ${n} was skipped by a restore and issued again`);
      numbers.push(n);
    }
  }
  for (const [name, numbers] of series) {
    numbers.sort((a, b) => a - b);
    if (numbers.some((n, i) => n !== i + 1))
      problems.push(`${name} bill numbers (with the numbers a restore skipped) are not 1..${numbers.length}: ${numbers.join(',')}`);
  }
  for (const [productId, start] of startStock) {
    const product = await db.selectFrom('products').select('stock').where('product_id', '=', productId).executeTakeFirstOrThrow();
    const moved = await db
      .selectFrom('stock_ledger')
      .select(sql<number>`coalesce(sum(qty_change), 0)`.as('n'))
      .where('product_kind', '=', 'product')
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    const sold = await db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.order_id', 'order_lines.order_id')
      .select(sql<number>`coalesce(sum(order_lines.qty), 0)`.as('n'))
      .where('order_lines.product_id', '=', productId)
      .where('orders.cancelled', '=', 0)
      .executeTakeFirstOrThrow();
    if (product.stock !== start + Number(moved.n)) problems.push(`product ${productId}: stock ${product.stock} is not ${start} + ledger ${moved.n}`);
    if (product.stock !== start - Number(sold.n)) problems.push(`product ${productId}: stock ${product.stock} is not ${start} - sold ${sold.n}`);
  }
  return problems;
}
