// The bulk price and stock update (update_product_price, retail_update_product_price and their screens' cells): each
// column's rule once, for the rows the server takes and the cells the screens check as they are typed.
import { z } from 'zod';
import { rupees, text } from '../wire';
import { countAtLeastOne, idField, stockCount } from './fields';

/** What a cell of the bulk screens holds: an amount, a count of at least 1, a stock from 0, or a code. */
export const BULK_CELL_RULES = {
  money: rupees,
  count: countAtLeastOne,
  stock: stockCount,
  code: () => text(100),
} as const;

export type BulkCellKind = keyof typeof BULK_CELL_RULES;

export const bulkProductRow = z.object({
  product_id: idField(),
  product_code: BULK_CELL_RULES.code(),
  count_of_pcs: BULK_CELL_RULES.count(),
  unit: text(50),
  price_per_pcs: BULK_CELL_RULES.money(),
  rate: BULK_CELL_RULES.money(),
  qty_per_box: BULK_CELL_RULES.count(),
  stock: BULK_CELL_RULES.stock(),
});

export const bulkRetailRow = z.object({
  product_id: idField(),
  product_code: BULK_CELL_RULES.code().transform((code) => code.toUpperCase()),
  rate: BULK_CELL_RULES.money(),
  qty_per_box: BULK_CELL_RULES.count(),
  stock: BULK_CELL_RULES.stock(),
});

/** Why a cell's text is not taken, in the rule's words ("cannot be negative"), or undefined. */
export function bulkCellProblem(kind: BulkCellKind, text: string): string | undefined {
  const parsed = BULK_CELL_RULES[kind]().safeParse(text.trim());
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
