// Stock at the counter (issue 32): the list's stock of each product, shown in the name suggestions and on the line,
// and a quantity over it flagged as it is typed. The server still refuses it at save (server/sales/stock.ts, with the
// same words); the list's stock is as of its version, so the flag is a warning, never a refusal.
import type { Catalogue, CatalogueProduct } from './cart.catalogue';
import type { CartEvent } from './cart.events';
import { isLocked, type CartLine, type CartState } from './cart.state';

/** The server's refusal at save, and the counter's warning before it. */
export const shortOfStock = (stock: number, name: string) => `Only ${stock} of ${name} in stock`;

/** "6 in stock", as the name suggestions show it. */
export const stockShown = (stock: number) => `${stock} in stock`;

/** The product's stock as the list said it, or undefined when the line is not a listed product or the list did not say. */
export function listedStock(catalogue: Catalogue, productId: string | null): number | undefined {
  return productId === null ? undefined : catalogue.byId.get(productId)?.stock;
}

/**
 * Whether `qty` of a product is more than its listed stock. A line already saved (an editor's) took its stock when it
 * was saved, so only lines still to be saved count, as the server counts them.
 */
export function isOverStock(stock: number | undefined, qty: number): boolean {
  return stock !== undefined && qty > stock;
}

/** How many of the product the bill's unsaved lines hold (a product has at most one unsaved line: a repeat raises it). */
export function unsavedQty(state: CartState, productId: string): number {
  const line = state.lines.find((l) => l.productId === productId && !isLocked(l));
  return line ? line.qty : 0;
}

/** The warning for a line of `product` holding `qty` (its unsaved quantity), '' when it is within stock. */
export function stockWarning(product: Pick<CatalogueProduct, 'name' | 'stock'> | undefined, qty: number): string {
  return product && isOverStock(product.stock, qty) ? shortOfStock(product.stock ?? 0, product.name) : '';
}

/** The warning for the lines these events added to or raised, in the cart after them; '' when all are within stock. */
export function overStockWarning(events: readonly CartEvent[], after: CartState, catalogue: Catalogue): string {
  if (catalogue.mode === 'estimate') return '';
  for (const event of events) {
    let line: CartLine | undefined;
    if (event.type === 'ProductAdded') line = event.line;
    else if (event.type === 'QuantityIncreased' || event.type === 'QuantityChanged') line = after.lines.find((l) => l.lineId === event.lineId);
    if (!line || line.productId === null || isLocked(line)) continue;
    const warning = stockWarning(catalogue.byId.get(line.productId), line.qty);
    if (warning) return warning;
  }
  return '';
}

/**
 * What a new bill just saved took from stock, by product: its listed lines' quantities. An estimate takes none, and an
 * editor's save moves stock by the difference from the saved bill, which the till learns from its next list.
 */
export function stockTaken(state: CartState): ReadonlyMap<string, number> {
  const taken = new Map<string, number>();
  if (state.mode === 'estimate' || state.savedOrder !== null) return taken;
  for (const line of state.lines) {
    if (line.productId !== null) taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.qty);
  }
  return taken;
}
