// evolve(state, event) → state: the only way a cart changes; pure, so a journal always folds to the same bill.
import { produce, type Draft } from 'immer';
import type { CartEvent } from './cart.events';
import { assertNever, type CartLine, type CartState } from './cart.state';
import { qtyForUnitSerials } from '../unit-serials';

export function evolve(state: CartState, event: CartEvent): CartState {
  return produce(state, (draft) => {
    switch (event.type) {
      case 'CustomerSelected':
        draft.customer = { ...event.customer };
        return;
      case 'ProductAdded':
      case 'ManualLineAdded':
        draft.lines.push({ ...event.line });
        return;
      case 'QuantityIncreased':
        withLine(draft, event.lineId, (line) => {
          line.qty += event.by;
        });
        return;
      case 'QuantityChanged':
        withLine(draft, event.lineId, (line) => {
          line.qty = event.qty;
        });
        return;
      case 'RateChanged':
        withLine(draft, event.lineId, (line) => {
          line.rate = event.rate;
        });
        return;
      case 'LineDiscountChanged':
        withLine(draft, event.lineId, (line) => {
          line.discountBp = event.discountBp;
        });
        return;
      case 'UnitSerialAdded':
        withLine(draft, event.lineId, (line) => {
          line.unitSerials = [...(line.unitSerials ?? []), event.unitSerial];
          line.qty = qtyForUnitSerials(line.unitSerials);
        });
        return;
      case 'UnitSerialRemoved':
        withLine(draft, event.lineId, (line) => {
          line.unitSerials = (line.unitSerials ?? []).filter((serial) => serial !== event.unitSerial);
          // Qty follows the serials, never below the floor of 1 (§5).
          line.qty = Math.max(1, qtyForUnitSerials(line.unitSerials));
        });
        return;
      case 'LineRemoved':
        draft.lines = draft.lines.filter((line) => line.lineId !== event.lineId);
        return;
      case 'DiscountChanged':
        draft.rates.discountBp = event.discountBp;
        return;
      case 'CommissionChanged':
        draft.rates.commissionBp = event.commissionBp;
        return;
      case 'RatesSet':
        draft.rates.gstBp = event.gstBp;
        draft.rates.packingBp = event.packingBp;
        if (event.gstOnPacking === true) draft.rates.gstOnPacking = true;
        else delete draft.rates.gstOnPacking;
        return;
      case 'OrderDateChanged':
        draft.orderDate = event.orderDate;
        return;
      case 'SavedOrderLoaded': {
        const { order } = event;
        draft.customer = { ...order.customer };
        draft.rates = { ...order.rates };
        draft.orderDate = order.orderDate;
        draft.savedOrder = { orderId: order.orderId, billNo: order.billNo, ...(order.version === undefined ? {} : { version: order.version }) };
        // The server's lines replace the old saved ones; lines added here and not yet saved stay (§4).
        const unsaved = draft.lines.filter((line) => line.odId === null);
        draft.lines = [...order.lines.map((line) => ({ ...line })), ...unsaved];
        return;
      }
      case 'CartCleared':
        // The server's GST and packing rates outlive the bill; everything the cashier entered goes.
        draft.customer = null;
        draft.lines = [];
        draft.rates.discountBp = 0;
        draft.rates.commissionBp = 0;
        draft.orderDate = null;
        draft.savedOrder = null;
        return;
      default:
        return assertNever(event);
    }
  });
}

function withLine(draft: Draft<CartState>, lineId: string, change: (line: Draft<CartLine>) => void): void {
  const line = draft.lines.find((candidate) => candidate.lineId === lineId);
  if (line) change(line);
}
