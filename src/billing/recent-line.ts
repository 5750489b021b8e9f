// The line the cashier touched last: highlighted and scrolled into view, so a scan shows where it went.
import type { CartJournal } from '../../core/cart';

export function recentLineId(journal: CartJournal): string | null {
  const event = journal.events[journal.cursor - 1];
  if (!event) return null;
  switch (event.type) {
    case 'ProductAdded':
    case 'ManualLineAdded':
      return event.line.lineId;
    case 'QuantityIncreased':
    case 'QuantityChanged':
    case 'RateChanged':
    case 'LineDiscountChanged':
      return event.lineId;
    default:
      return null;
  }
}
