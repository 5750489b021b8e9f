// What the purchase entry asks of its purchase, in the imperative; text fields arrive as typed so decide owns the rules.
import type { IsoDate } from '../dates';
import type { BasisPoints } from '../percent';
import type { SavedPurchase } from './purchase.events';
import type { PurchaseSupplier } from './purchase.state';

export type PurchaseCommand =
  | { type: 'SelectSupplier'; supplier: PurchaseSupplier }
  | { type: 'ClearSupplier' }
  | { type: 'ChangeOrderDate'; orderDate: IsoDate }
  | { type: 'ChangeSupplierInvoiceNo'; invoiceNo: string }
  | { type: 'ChangeSupplierInvoiceDate'; invoiceDate: IsoDate }
  | { type: 'ChangeGst'; gst: string }
  | { type: 'SetDefaultGst'; gstBp: BasisPoints }
  | { type: 'AddBySerial'; serial: string; lineId: string }
  | { type: 'AddByProductId'; productId: string; lineId: string }
  | { type: 'ChangeQuantity'; lineId: string; qty: string | number }
  | { type: 'ChangeRate'; lineId: string; rate: string }
  | { type: 'RemoveLine'; lineId: string }
  | { type: 'AddUnitSerial'; lineId: string; unitSerial: string }
  | { type: 'RemoveUnitSerial'; lineId: string; unitSerial: string }
  | { type: 'ForgetSavedLine'; lineId: string; version: number }
  | { type: 'LoadPurchase'; purchase: SavedPurchase }
  | { type: 'ClearPurchase' };
