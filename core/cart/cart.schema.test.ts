import { describe, expect, it } from 'vitest';
import { CART_EVENT_SHAPES } from './cart.schema';

// What the journal's reader does with one stored event: its type's shape, or refused.
function isCartEvent(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('type' in value) || typeof value.type !== 'string') return false;
  const shape = (CART_EVENT_SHAPES as Record<string, { safeParse(v: unknown): { success: boolean } } | undefined>)[value.type];
  return shape !== undefined && shape.safeParse(value).success;
}

const line = {
  lineId: 'l1',
  productId: '7',
  productName: 'Fan',
  serialNo: 'A1',
  productCode: '',
  rate: 150_000,
  qty: 2,
  discountBp: 0,
  unit: 'Nos',
  ratePer: '',
  pricePerPcs: 0,
  boxContents: '',
  qtyPerBox: 1,
  countOfPcs: 1,
  manual: false,
  odId: null,
};

describe('stored cart events', () => {
  it('takes every well-formed event', () => {
    expect(isCartEvent({ type: 'ProductAdded', line })).toBe(true);
    expect(isCartEvent({ type: 'QuantityChanged', lineId: 'l1', qty: 3 })).toBe(true);
    expect(isCartEvent({ type: 'OrderDateChanged', orderDate: '2026-11-25' })).toBe(true);
    expect(isCartEvent({ type: 'CartCleared' })).toBe(true);
    const order = {
      orderId: '1',
      billNo: '4',
      orderDate: null,
      customer: { userId: '8', name: 'Kiran', mobile: '', state: 'Karnataka' },
      rates: { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 },
      lines: [{ ...line, odId: '3' }],
    };
    expect(isCartEvent({ type: 'SavedOrderLoaded', order })).toBe(true);
  });

  it('refuses an unknown type, a missing or wrong field, and a value out of range', () => {
    expect(isCartEvent({ type: 'LineExploded', lineId: 'l1' })).toBe(false);
    expect(isCartEvent({ type: 'QuantityChanged', lineId: 'l1' })).toBe(false);
    expect(isCartEvent({ type: 'QuantityChanged', lineId: 'l1', qty: 0 })).toBe(false);
    expect(isCartEvent({ type: 'RateChanged', lineId: 'l1', rate: 1.5 })).toBe(false);
    expect(isCartEvent({ type: 'OrderDateChanged', orderDate: '2026-02-30' })).toBe(false);
    expect(isCartEvent({ type: 'ProductAdded', line: { ...line, manual: 'no' } })).toBe(false);
    expect(isCartEvent([{ type: 'CartCleared' }])).toBe(false);
    expect(isCartEvent(null)).toBe(false);
  });
});
