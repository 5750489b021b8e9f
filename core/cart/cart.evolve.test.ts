import { describe, expect, it } from 'vitest';
import type { SavedOrder } from './cart.events';
import { evolve } from './cart.evolve';
import { FAN_LINE, KIRAN, PACER_LINE, RAVI, stateOf } from './cart.fixtures';
import { initialState } from './cart.state';

describe('evolve', () => {
  it('never changes the state it is given', () => {
    const before = initialState('gst');
    const after = evolve(before, { type: 'ProductAdded', line: FAN_LINE });
    expect(before.lines).toEqual([]);
    expect(after.lines).toEqual([FAN_LINE]);
  });

  it('raises, sets and reprices a line; removes it', () => {
    const state = stateOf('gst', [
      { type: 'ProductAdded', line: FAN_LINE },
      { type: 'QuantityIncreased', lineId: 'L1', by: 2 },
      { type: 'RateChanged', lineId: 'L1', rate: 240000 },
      { type: 'LineDiscountChanged', lineId: 'L1', discountBp: 500 },
      { type: 'ProductAdded', line: PACER_LINE },
    ]);
    expect(state.lines[0]).toMatchObject({ qty: 3, rate: 240000, discountBp: 500 });
    const changed = stateOf('gst', [
      { type: 'ProductAdded', line: FAN_LINE },
      { type: 'QuantityChanged', lineId: 'L1', qty: 9 },
    ]);
    expect(changed.lines[0].qty).toBe(9);
    expect(evolve(state, { type: 'LineRemoved', lineId: 'L1' }).lines).toEqual([PACER_LINE]);
  });

  it('a reloaded saved order replaces the saved lines and keeps the lines not yet saved (§4)', () => {
    const saved = (odId: string) => ({ ...FAN_LINE, lineId: `od-${odId}`, odId });
    const order = (lines: SavedOrder['lines']): SavedOrder => ({
      orderId: '12',
      billNo: '3',
      orderDate: '2026-11-20',
      customer: RAVI,
      rates: { discountBp: 100, commissionBp: 200, gstBp: 1800, packingBp: 300 },
      lines,
    });
    const state = stateOf('gst', [
      { type: 'SavedOrderLoaded', order: order([saved('55'), saved('56')]) },
      { type: 'ProductAdded', line: PACER_LINE },
      { type: 'SavedOrderLoaded', order: order([saved('56')]) },
    ]);
    expect(state.lines.map((line) => line.lineId)).toEqual(['od-56', 'L2']);
    expect(state).toMatchObject({ customer: RAVI, orderDate: '2026-11-20', savedOrder: { orderId: '12', billNo: '3' } });
    expect(state.rates).toEqual({ discountBp: 100, commissionBp: 200, gstBp: 1800, packingBp: 300 });
  });

  it('clearing the cart keeps the server GST and packing rates only', () => {
    const state = stateOf('gst', [
      { type: 'RatesSet', gstBp: 1800, packingBp: 200 },
      { type: 'CustomerSelected', customer: KIRAN },
      { type: 'ProductAdded', line: FAN_LINE },
      { type: 'DiscountChanged', discountBp: 500 },
      { type: 'CommissionChanged', commissionBp: 100 },
      { type: 'OrderDateChanged', orderDate: '2026-11-01' },
      { type: 'CartCleared' },
    ]);
    expect(state).toEqual({ ...initialState('gst'), rates: { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 200 } });
  });
});
