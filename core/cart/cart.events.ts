// What happened to a cart, in the past tense; the journal stores these and nothing else.
import type { IsoDate } from '../dates';
import type { Paise } from '../money';
import type { BasisPoints } from '../percent';
import type { CartCustomer, CartLine, SavedOrderRef } from './cart.state';
import type { SalesRates } from '../billing';

/** An order already on the server, read into the cart by an editor. */
export interface SavedOrder extends SavedOrderRef {
  orderDate: IsoDate | null;
  customer: CartCustomer;
  rates: SalesRates;
  /** Every line carries its odId. */
  lines: readonly CartLine[];
}

export type CartEvent =
  | { type: 'CustomerSelected'; customer: CartCustomer }
  | { type: 'ProductAdded'; line: CartLine }
  | { type: 'ManualLineAdded'; line: CartLine }
  | { type: 'QuantityIncreased'; lineId: string; by: number }
  | { type: 'QuantityChanged'; lineId: string; qty: number }
  | { type: 'RateChanged'; lineId: string; rate: Paise }
  | { type: 'LineDiscountChanged'; lineId: string; discountBp: BasisPoints }
  | { type: 'LineRemoved'; lineId: string }
  | { type: 'UnitSerialAdded'; lineId: string; unitSerial: string }
  | { type: 'UnitSerialRemoved'; lineId: string; unitSerial: string }
  | { type: 'DiscountChanged'; discountBp: BasisPoints }
  | { type: 'CommissionChanged'; commissionBp: BasisPoints }
  | { type: 'RatesSet'; gstBp: BasisPoints; packingBp: BasisPoints; gstOnPacking?: boolean }
  | { type: 'OrderDateChanged'; orderDate: IsoDate }
  | { type: 'SavedOrderLoaded'; order: SavedOrder }
  | { type: 'CartCleared' };

export type CartEventType = CartEvent['type'];

export type CartEventOf<T extends CartEventType> = Extract<CartEvent, { type: T }>;

/** Server-given baselines: undo stops at them, so Ctrl+Z never drops the GST rate or a reloaded order. */
export function isUndoable(event: CartEvent): boolean {
  return event.type !== 'RatesSet' && event.type !== 'SavedOrderLoaded';
}
