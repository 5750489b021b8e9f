// What a cashier asks of a cart, in the imperative; text fields arrive as typed so decide owns the rules.
import type { IsoDate } from '../dates';
import type { BasisPoints } from '../percent';
import type { SavedOrder } from './cart.events';
import type { CartCustomer } from './cart.state';

/** New ids come from outside so decide stays pure and replayable. */
export interface NewLineMeta {
  lineId: string;
}

export type CartCommand =
  | { type: 'SelectCustomer'; customer: CartCustomer }
  /** A serial number (gst) or product code (retail), typed or scanned; qty empty means the product's default. */
  | { type: 'AddProductByKey'; key: string; qty?: string; meta: NewLineMeta }
  /** A pick from the name suggestions. */
  | { type: 'AddSuggestedProduct'; productId: string; qty?: string; meta: NewLineMeta }
  | { type: 'AddManualLine'; name: string; amount: string; qty: string; meta: NewLineMeta }
  | { type: 'ChangeQuantity'; lineId: string; qty: string | number }
  | { type: 'ChangeRate'; lineId: string; rate: string }
  | { type: 'ChangeLineDiscount'; lineId: string; discount: string }
  | { type: 'RemoveLine'; lineId: string }
  /** A unit serial typed or scanned into a tracked line's unit-serials field (issue 33 item 4). */
  | { type: 'AddUnitSerial'; lineId: string; unitSerial: string }
  | { type: 'RemoveUnitSerial'; lineId: string; unitSerial: string }
  | { type: 'ChangeDiscount'; discount: string }
  | { type: 'ChangeCommission'; commission: string }
  | { type: 'SetRates'; gstBp: BasisPoints; packingBp: BasisPoints; gstOnPacking?: boolean }
  | { type: 'ChangeOrderDate'; orderDate: IsoDate }
  | { type: 'LoadSavedOrder'; order: SavedOrder }
  | { type: 'ClearCart' };

export type CartCommandType = CartCommand['type'];
