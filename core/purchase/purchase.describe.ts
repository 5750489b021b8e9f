// One line per purchase event for the purchase entry's terminal log, as the billing screens show theirs.
import { toDmy } from '../dates';
import { formatIndian } from '../money';
import { formatPercentShort } from '../percent';
import type { PurchaseEvent } from './purchase.events';
import type { PurchaseCartLine, PurchaseCartState } from './purchase.state';

/** `before` is the purchase the event applies to, so a line's name can be shown for events that carry only its id. */
export function describePurchaseEvent(event: PurchaseEvent, before: PurchaseCartState): string {
  const named = (lineId: string) => lineLabel(before.lines.find((line) => line.lineId === lineId));
  switch (event.type) {
    case 'SupplierSelected':
      return `supplier ${event.supplier.name}`;
    case 'SupplierCleared':
      return 'supplier cleared';
    case 'OrderDateChanged':
      return `date → ${toDmy(event.orderDate)}`;
    case 'SupplierInvoiceNoChanged':
      return `supplier invoice no → ${event.invoiceNo || '(none)'}`;
    case 'SupplierInvoiceDateChanged':
      return `supplier invoice date → ${toDmy(event.invoiceDate)}`;
    case 'GstChanged':
      return `GST → ${formatPercentShort(event.gstBp)}%`;
    case 'DefaultGstSet':
      return `GST ${formatPercentShort(event.gstBp)}% (shop default)`;
    case 'ProductAdded':
      return `+ ${lineLabel(event.line)} ×${event.line.qty} @ ${formatIndian(event.line.rate)}`;
    case 'QuantityIncreased': {
      const line = before.lines.find((l) => l.lineId === event.lineId);
      return `+ ${lineLabel(line)} ×1${line ? ` (now ×${line.qty + 1})` : ''}`;
    }
    case 'QuantityChanged':
      return `qty ${named(event.lineId)} → ×${event.qty}`;
    case 'RateChanged':
      return `rate ${named(event.lineId)} → ${formatIndian(event.rate)}`;
    case 'LineRemoved':
      return `− ${named(event.lineId)}`;
    case 'UnitSerialAdded':
      return `S/N ${event.unitSerial} → ${named(event.lineId)}`;
    case 'UnitSerialRemoved':
      return `S/N ${event.unitSerial} ✕ ${named(event.lineId)}`;
    case 'SavedLineDeleted':
      return `− ${named(event.lineId)} (deleted on the server)`;
    case 'PurchaseLoaded':
      return `loaded purchase ${event.purchase.purchaseId}: ${event.purchase.supplier.name}, ${event.purchase.lines.length} saved line(s)`;
    case 'PurchaseCleared':
      return 'purchase cleared';
    default: {
      const never: never = event;
      throw new Error(`Unhandled purchase event: ${JSON.stringify(never)}`);
    }
  }
}

function lineLabel(line: PurchaseCartLine | undefined): string {
  if (!line) return '(removed line)';
  return line.serialNo ? `${line.serialNo} ${line.productName}` : line.productName;
}
