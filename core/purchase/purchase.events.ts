// What happened to a purchase, in the past tense; the purchase journal stores these and nothing else.
import type { IsoDate } from '../dates';
import type { Paise } from '../money';
import type { BasisPoints } from '../percent';
import type { PurchaseCartLine, PurchaseSupplier, SavedPurchaseRef } from './purchase.state';

export interface SavedPurchase extends SavedPurchaseRef {
  supplier: PurchaseSupplier;
  orderDate: IsoDate;
  gstBp: BasisPoints;
  lines: readonly PurchaseCartLine[];
  supplierInvoiceNo: string;
  supplierInvoiceDate: IsoDate | null;
}

export type PurchaseEvent =
  | { type: 'SupplierSelected'; supplier: PurchaseSupplier }
  /** "Select Supplier" again (or a scanner burst's typeahead in the supplier list undone, when none was chosen). */
  | { type: 'SupplierCleared' }
  | { type: 'OrderDateChanged'; orderDate: IsoDate }
  | { type: 'SupplierInvoiceNoChanged'; invoiceNo: string }
  | { type: 'SupplierInvoiceDateChanged'; invoiceDate: IsoDate }
  | { type: 'GstChanged'; gstBp: BasisPoints }
  /** The shop's CGST + SGST as the default: a baseline undo stops at. */
  | { type: 'DefaultGstSet'; gstBp: BasisPoints }
  | { type: 'ProductAdded'; line: PurchaseCartLine }
  | { type: 'QuantityIncreased'; lineId: string }
  | { type: 'QuantityChanged'; lineId: string; qty: number }
  | { type: 'RateChanged'; lineId: string; rate: Paise }
  | { type: 'LineRemoved'; lineId: string }
  /** A unit's serial scanned or typed into a tracked line (issue 33 item 4): qty follows the serials. */
  | { type: 'UnitSerialAdded'; lineId: string; unitSerial: string }
  | { type: 'UnitSerialRemoved'; lineId: string; unitSerial: string }
  /** The server deleted a saved line; the purchase's version moved on. A baseline too. */
  | { type: 'SavedLineDeleted'; lineId: string; version: number }
  | { type: 'PurchaseLoaded'; purchase: SavedPurchase }
  | { type: 'PurchaseCleared' };

/** Server-given baselines undo stops at: the default GST, a saved line deleted on the server, the purchase loaded. */
const BASELINES: ReadonlySet<PurchaseEvent['type']> = new Set<PurchaseEvent['type']>(['DefaultGstSet', 'SavedLineDeleted', 'PurchaseLoaded']);

export function isUndoablePurchaseEvent(event: PurchaseEvent): boolean {
  return !BASELINES.has(event.type);
}
