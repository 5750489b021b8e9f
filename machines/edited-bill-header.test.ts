import { describe, expect, it } from 'vitest';
import { append, createJournal, fold, type SavedOrder } from '../core/cart';
import { KIRAN, RAVI } from '../core/cart/cart.fixtures';
import { headerEditsSince, lastLoadedOrder } from './edited-bill-header';

const order: SavedOrder = {
  orderId: '12',
  billNo: '3',
  version: 2,
  orderDate: '2026-11-20',
  customer: RAVI,
  rates: { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 },
  lines: [],
};

describe('reloading an edited bill', () => {
  it('puts back the customer, discount and date the cashier changed since the last load', () => {
    const journal = append(append(createJournal('gst'), [{ type: 'SavedOrderLoaded', order }]), [
      { type: 'CustomerSelected', customer: KIRAN },
      { type: 'DiscountChanged', discountBp: 250 },
      { type: 'OrderDateChanged', orderDate: '2026-11-21' },
    ]);
    expect(lastLoadedOrder(journal)).toBe(order);
    expect(headerEditsSince(lastLoadedOrder(journal), fold(journal))).toEqual([
      { type: 'SELECT_CUSTOMER', customer: KIRAN },
      { type: 'SET_DISCOUNT', discount: '2.5' },
      { type: 'SET_ORDER_DATE', orderDate: '2026-11-21' },
    ]);
  });

  it('asks nothing when the header is as loaded, or when no bill was loaded yet', () => {
    const journal = append(createJournal('gst'), [{ type: 'SavedOrderLoaded', order }]);
    expect(headerEditsSince(lastLoadedOrder(journal), fold(journal))).toEqual([]);
    expect(lastLoadedOrder(createJournal('gst'))).toBeNull();
    expect(headerEditsSince(null, fold(journal))).toEqual([]);
  });
});
