// Stock moved by purchases, in the purchase's own transaction, one ledger row per product per change of a document.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';

export type PurchaseStockReason = 'purchase' | 'purchase_edit' | 'purchase_line_delete' | 'purchase_delete' | 'purchase_return';

export interface PurchaseStockMove {
  reason: PurchaseStockReason;
  purchaseId: number;
  /** The document the ledger rows name when it is not the purchase itself (a purchase return's debit note). */
  doc?: { kind: 'debit_note'; id: number };
  /** product_id → change in stock (positive: goods came in; negative: a purchase taken back). */
  changes: ReadonlyMap<number, number>;
  allowNegative: boolean;
  userId: number;
  at: string;
}

/** Sums quantities per product: + for `added`, − for `removed`. */
export function stockChanges(
  added: ReadonlyArray<{ productId: number; qty: number }>,
  removed: ReadonlyArray<{ productId: number; qty: number }> = [],
): Map<number, number> {
  const changes = new Map<number, number>();
  for (const l of added) changes.set(l.productId, (changes.get(l.productId) ?? 0) + l.qty);
  for (const l of removed) changes.set(l.productId, (changes.get(l.productId) ?? 0) - l.qty);
  return changes;
}

/**
 * Applies each product's change. Taking stock back is conditional (stock >= qty) unless the shop allows negative stock,
 * so a purchase whose goods are already sold cannot be undone into negative stock: 409 and the whole call rolls back.
 * Products go in id order so two writers never wait on each other's rows in a cycle.
 */
export async function movePurchaseStock(db: Kysely<Database>, move: PurchaseStockMove): Promise<void> {
  const ids = [...move.changes.keys()].filter((id) => move.changes.get(id) !== 0).sort((a, b) => a - b);
  for (const productId of ids) {
    const change = move.changes.get(productId) ?? 0;
    let update = db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', change), updated_at: move.at }))
      .where('product_id', '=', productId);
    if (change < 0 && !move.allowNegative) update = update.where('stock', '>=', -change);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const product = await db.selectFrom('products').select(['product_name', 'stock']).where('product_id', '=', productId).executeTakeFirst();
      if (!product) throw new ApiError(400, `product_id: no product with product_id ${productId}`);
      throw new ApiError(409, `Only ${product.stock} of ${product.product_name} in stock: ${-change} cannot be taken back from this purchase.`);
    }
  }
  if (ids.length === 0) return;
  await db
    .insertInto('stock_ledger')
    .values(
      ids.map((productId) => ({
        product_kind: 'product' as const,
        product_id: productId,
        qty_change: move.changes.get(productId) ?? 0,
        reason: move.reason,
        doc_kind: move.doc?.kind ?? 'purchase',
        doc_id: move.doc?.id ?? move.purchaseId,
        user_id: move.userId,
        created_at: move.at,
      })),
    )
    .execute();
}
