// Stock leaves with a sale in the sale's own transaction, with one ledger row per product.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';

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
 * Decrements each product's stock and writes its ledger row. Without allowNegative the update is conditional
 * (stock >= qty), so two tills selling the last unit cannot both succeed: the second gets 409 and its whole sale
 * is rolled back. Products are updated in id order so two sales never wait on each other's rows in a cycle.
 */
export async function takeStock(db: Kysely<Database>, take: StockTake): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of take.lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.qty);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const table = take.kind === 'product' ? 'products' : 'retail_products';
  for (const productId of ids) {
    const qty = wanted.get(productId) ?? 0;
    let update = db
      .updateTable(table)
      .set((eb) => ({ stock: eb('stock', '-', qty), updated_at: take.at }))
      .where('product_id', '=', productId);
    if (!take.allowNegative) update = update.where('stock', '>=', qty);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const product = await db.selectFrom(table).select(['product_name', 'stock']).where('product_id', '=', productId).executeTakeFirst();
      if (!product) throw new ApiError(409, `Product ${productId} is no longer in the catalogue`);
      throw new ApiError(409, `Only ${product.stock} of ${product.product_name} in stock`);
    }
  }
  if (ids.length === 0) return;
  await db
    .insertInto('stock_ledger')
    .values(ids.map((productId) => ({
      product_kind: take.kind,
      product_id: productId,
      qty_change: -(wanted.get(productId) ?? 0),
      reason: 'sale',
      doc_kind: 'order',
      doc_id: take.orderId,
      user_id: take.userId,
      created_at: take.at,
    })))
    .execute();
}
