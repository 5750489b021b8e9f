// Stock leaves with a sale in the sale's own transaction, with one ledger row per product.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { shortOfStock } from '../../core/cart/cart.stock';

export type ProductKind = 'product' | 'retail';

export interface StockTake {
  kind: ProductKind;
  lines: ReadonlyArray<{ productId: number; qty: number }>;
  allowNegative: boolean;
  orderId: number;
  userId: number;
  at: string;
}

/**
 * Decrements each product's stock and writes its ledger row. One UPDATE takes every product of the sale (its qty
 * picked by a CASE on product_id). Without allowNegative the update is conditional (stock >= that qty, checked per
 * row against the row as it is when the update reaches it), so two tills selling the last unit cannot both succeed:
 * a product missing from the RETURNING rows was short, and the sale gets 409 naming the first such product (in id
 * order) and is rolled back whole.
 */
export async function takeStock(db: Kysely<Database>, take: StockTake): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of take.lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.qty);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const table = take.kind === 'product' ? 'products' : 'retail_products';
  // The cast gives PostgreSQL the parameter's type; the ids take theirs from the comparison with product_id.
  const qtyOf = () =>
    sql<number>`case product_id ${sql.join(
      ids.map((id) => sql`when ${id} then cast(${wanted.get(id) ?? 0} as integer)`),
      sql` `,
    )} end`;
  let update = db
    .updateTable(table)
    .set({ stock: sql<number>`stock - ${qtyOf()}`, updated_at: take.at })
    .where('product_id', 'in', ids);
  if (!take.allowNegative) update = update.where(sql<boolean>`stock >= ${qtyOf()}`);
  const taken = new Set((await update.returning('product_id').execute()).map((row) => Number(row.product_id)));
  const short = ids.find((id) => !taken.has(id));
  if (short !== undefined) {
    const product = await db.selectFrom(table).select(['product_name', 'stock']).where('product_id', '=', short).executeTakeFirst();
    if (!product) throw new ApiError(409, `Product ${short} is no longer in the catalogue`);
    throw new ApiError(409, shortOfStock(product.stock, product.product_name));
  }
  await db
    .insertInto('stock_ledger')
    .values(
      ids.map((productId) => ({
        product_kind: take.kind,
        product_id: productId,
        qty_change: -(wanted.get(productId) ?? 0),
        reason: 'sale',
        doc_kind: 'order',
        doc_id: take.orderId,
        user_id: take.userId,
        created_at: take.at,
      })),
    )
    .execute();
}
