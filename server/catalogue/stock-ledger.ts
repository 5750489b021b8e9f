// Catalogue writes that change stock (opening stock, a stock edit, an import) each leave a ledger row with a reason,
// so a product's stock stays the sum of its ledger rows.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { ProductKind } from '../sales/stock';

export type CatalogueStockReason = 'opening' | 'stock_edit' | 'import' | 'delete';

export interface StockMove {
  productId: number;
  qtyChange: number;
}

const CHUNK = 2000;

export async function recordStockMoves(
  db: Kysely<Database>,
  kind: ProductKind,
  reason: CatalogueStockReason,
  moves: readonly StockMove[],
  by: { userId: number | null; at: string },
): Promise<void> {
  const rows = moves
    .filter((m) => m.qtyChange !== 0)
    .map((m) => ({
      product_kind: kind,
      product_id: m.productId,
      qty_change: m.qtyChange,
      reason,
      doc_kind: reason,
      doc_id: null,
      user_id: by.userId,
      created_at: by.at,
    }));
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('stock_ledger')
      .values(rows.slice(i, i + CHUNK))
      .execute();
}
