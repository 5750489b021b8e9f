// The counter's warning for a product without an HSN code (issue 19): a GST or retail bill's tax invoice prints each
// line's HSN, so selling such a product is allowed but said at once, while the cashier can still tell the owner.
import type { Catalogue } from './cart.catalogue';
import type { CartEvent } from './cart.events';

export const noHsnMessage = (name: string) => `No HSN Code for ${name}: its invoice line will have none. Give it one under Products.`;

/** The warning for the products these events add, '' when every one has an HSN code or the screen makes no tax invoice. */
export function missingHsnWarning(events: readonly CartEvent[], catalogue: Catalogue | null): string {
  if (catalogue === null || catalogue.mode === 'estimate') return '';
  for (const event of events) {
    if (event.type !== 'ProductAdded' || event.line.productId === null) continue;
    const product = catalogue.byId.get(event.line.productId);
    if (product && product.hsnCode !== null && product.hsnCode.trim() === '') return noHsnMessage(product.name);
  }
  return '';
}
