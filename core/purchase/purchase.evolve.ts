// evolvePurchase(state, event) → state: the only way a purchase changes; pure, so a journal always folds to the same purchase.
import { produce } from 'immer';
import { qtyForUnitSerials } from '../unit-serials';
import type { PurchaseEvent } from './purchase.events';
import { initialPurchase, type PurchaseCartState } from './purchase.state';

export function evolvePurchase(state: PurchaseCartState, event: PurchaseEvent): PurchaseCartState {
  if (event.type === 'PurchaseLoaded') {
    const { purchase } = event;
    return {
      supplier: purchase.supplier,
      orderDate: purchase.orderDate,
      gstBp: purchase.gstBp,
      lines: [...purchase.lines],
      saved: { purchaseId: purchase.purchaseId, version: purchase.version },
      supplierInvoiceNo: purchase.supplierInvoiceNo,
      supplierInvoiceDate: purchase.supplierInvoiceDate,
    };
  }
  if (event.type === 'PurchaseCleared') return { ...initialPurchase(), gstBp: state.gstBp };
  return produce(state, (draft) => {
    const line = (id: string) => draft.lines.find((l) => l.lineId === id);
    switch (event.type) {
      case 'SupplierSelected':
        draft.supplier = event.supplier;
        break;
      case 'SupplierCleared':
        draft.supplier = null;
        break;
      case 'OrderDateChanged':
        draft.orderDate = event.orderDate;
        break;
      case 'SupplierInvoiceNoChanged':
        draft.supplierInvoiceNo = event.invoiceNo;
        break;
      case 'SupplierInvoiceDateChanged':
        draft.supplierInvoiceDate = event.invoiceDate;
        break;
      case 'GstChanged':
      case 'DefaultGstSet':
        draft.gstBp = event.gstBp;
        break;
      case 'ProductAdded':
        draft.lines.push(event.line);
        break;
      case 'QuantityIncreased': {
        const l = line(event.lineId);
        if (l) l.qty += 1;
        break;
      }
      case 'QuantityChanged': {
        const l = line(event.lineId);
        if (l) l.qty = event.qty;
        break;
      }
      case 'RateChanged': {
        const l = line(event.lineId);
        if (l) l.rate = event.rate;
        break;
      }
      case 'LineRemoved':
        draft.lines = draft.lines.filter((l) => l.lineId !== event.lineId);
        break;
      case 'UnitSerialAdded': {
        const l = line(event.lineId);
        if (l) {
          l.unitSerials = [...(l.unitSerials ?? []), event.unitSerial];
          l.qty = qtyForUnitSerials(l.unitSerials);
        }
        break;
      }
      case 'UnitSerialRemoved': {
        const l = line(event.lineId);
        if (l) {
          l.unitSerials = (l.unitSerials ?? []).filter((serial) => serial !== event.unitSerial);
          // Qty follows the serials, never below the floor of 1 (§5).
          l.qty = Math.max(1, qtyForUnitSerials(l.unitSerials));
        }
        break;
      }
      case 'SavedLineDeleted':
        draft.lines = draft.lines.filter((l) => l.lineId !== event.lineId);
        if (draft.saved) draft.saved.version = event.version;
        break;
      default: {
        const never: never = event;
        throw new Error(`Unhandled purchase event: ${JSON.stringify(never)}`);
      }
    }
  });
}
