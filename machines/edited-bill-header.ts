// An editor reloads its bill from the server (on open, after a saved line is deleted): the server's lines, rates and
// version replace the old ones, manual lines stay (core/cart evolve), and what the cashier changed in the header since
// the last load is put back on top, so a reload never silently drops a picked customer, discount or date.
import type { CartJournal, CartState, SavedOrder } from '../core/cart';
import { formatPercentShort } from '../core/percent';
import type { CartMachineEvent } from './cart';

type CartMachineEventLike = Extract<CartMachineEvent, { type: 'SELECT_CUSTOMER' | 'SET_DISCOUNT' | 'SET_COMMISSION' | 'SET_ORDER_DATE' }>;

/** The order of the last SavedOrderLoaded still in force, or null when the journal never loaded one. */
export function lastLoadedOrder(journal: CartJournal): SavedOrder | null {
  for (let i = journal.cursor - 1; i >= 0; i -= 1) {
    const event = journal.events[i];
    if (event?.type === 'SavedOrderLoaded') return event.order;
  }
  return null;
}

/** The events that put the cashier's header changes (customer, discount, commission, bill date) back after a reload. */
export function headerEditsSince(loaded: SavedOrder | null, cart: CartState): CartMachineEventLike[] {
  if (loaded === null || cart.savedOrder?.orderId !== loaded.orderId) return [];
  const events: CartMachineEventLike[] = [];
  if (cart.customer && cart.customer.userId !== loaded.customer.userId) events.push({ type: 'SELECT_CUSTOMER', customer: cart.customer });
  if (cart.rates.discountBp !== loaded.rates.discountBp) events.push({ type: 'SET_DISCOUNT', discount: formatPercentShort(cart.rates.discountBp) });
  if (cart.rates.commissionBp !== loaded.rates.commissionBp) events.push({ type: 'SET_COMMISSION', commission: formatPercentShort(cart.rates.commissionBp) });
  if (cart.orderDate && cart.orderDate !== loaded.orderDate) events.push({ type: 'SET_ORDER_DATE', orderDate: cart.orderDate });
  return events;
}
