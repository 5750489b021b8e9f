// One line per event for the billing screen's terminal log, e.g. "+ CRHSP1200-000123 Crompton HS Plus ×1 @ 2,450.00".
import { toDmy } from '../dates';
import { formatIndian } from '../money';
import { formatPercentShort } from '../percent';
import { evolve } from './cart.evolve';
import type { CartEvent } from './cart.events';
import type { CartJournal } from './cart.journal';
import { activeEvents } from './cart.journal';
import { assertNever, findLine, initialState, type CartLine, type CartState } from './cart.state';

/** `before` is the cart the event applies to, so a line's name can be shown for events that carry only its id. */
export function describeEvent(event: CartEvent, before: CartState): string {
  const named = (lineId: string) => lineLabel(findLine(before, lineId));
  switch (event.type) {
    case 'CustomerSelected': {
      const { name, mobile, state } = event.customer;
      return `customer ${name}${mobile ? ` ${mobile}` : ''}${state ? ` (${state})` : ''}`;
    }
    case 'ProductAdded':
    case 'ManualLineAdded':
      return `+ ${lineLabel(event.line)} ×${event.line.qty} @ ${formatIndian(event.line.rate)}`;
    case 'QuantityIncreased': {
      const line = findLine(before, event.lineId);
      return `+ ${lineLabel(line)} ×${event.by}${line ? ` (now ×${line.qty + event.by})` : ''}`;
    }
    case 'QuantityChanged':
      return `qty ${named(event.lineId)} → ×${event.qty}`;
    case 'RateChanged':
      return `rate ${named(event.lineId)} → ${formatIndian(event.rate)}`;
    case 'LineDiscountChanged':
      return `line discount ${named(event.lineId)} → ${formatPercentShort(event.discountBp)}%`;
    case 'LineRemoved':
      return `− ${named(event.lineId)}`;
    case 'UnitSerialAdded':
      return `S/N ${event.unitSerial} → ${named(event.lineId)}`;
    case 'UnitSerialRemoved':
      return `S/N ${event.unitSerial} ✕ ${named(event.lineId)}`;
    case 'DiscountChanged':
      return `discount → ${formatPercentShort(event.discountBp)}%`;
    case 'CommissionChanged':
      return `commission → ${formatPercentShort(event.commissionBp)}%`;
    case 'RatesSet':
      return `rates: GST ${formatPercentShort(event.gstBp)}%, packing ${formatPercentShort(event.packingBp)}%`;
    case 'OrderDateChanged':
      return `date → ${toDmy(event.orderDate)}`;
    case 'SavedOrderLoaded':
      return `loaded bill ${event.order.billNo || event.order.orderId}: ${event.order.customer.name}, ${event.order.lines.length} saved line(s)`;
    case 'CartCleared':
      return 'cart cleared';
    default:
      return assertNever(event);
  }
}

/** The log of the events in force, oldest first. */
export function describeJournal(journal: CartJournal): string[] {
  const lines: string[] = [];
  let state = initialState(journal.mode);
  for (const event of activeEvents(journal)) {
    lines.push(describeEvent(event, state));
    state = evolve(state, event);
  }
  return lines;
}

function lineLabel(line: CartLine | undefined): string {
  if (!line) return '(removed line)';
  const key = line.serialNo || line.productCode;
  return key ? `${key} ${line.productName}` : line.productName;
}
