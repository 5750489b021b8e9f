// The contract between the billing screens and the server: what core/cart sends, core/payloads reads, and the
// server's own sums (core/billing) agree with it to the paisa.
import { describe, expect, it } from 'vitest';
import { salesTotals } from './billing';
import type { CartEvent } from './cart/cart.events';
import { FAN_LINE, lineOf, PACER_LINE, RAVI, stateOf } from './cart/cart.fixtures';
import { toOrderPayload, validateForSave } from './cart/cart.payload';
import type { CartMode } from './cart/cart.state';
import { estimateOrderPayload, retailOrderPayload, totalsDisagreement, wholesaleOrderPayload } from './payloads';

const meta = { requestId: 'req-1', today: '2026-11-21' };

function cartPayload(mode: CartMode, events: CartEvent[]) {
  const check = validateForSave(stateOf(mode, events));
  if (!check.ok) throw new Error(check.message);
  return toOrderPayload(check.cart, meta);
}

describe('a payload built by core/cart', () => {
  it('wholesale, with line discount, discount, commission, packing and GST: read whole and agreed', () => {
    const body = cartPayload('gst', [
      { type: 'RatesSet', gstBp: 1800, packingBp: 200 },
      { type: 'CustomerSelected', customer: RAVI },
      { type: 'ProductAdded', line: FAN_LINE },
      { type: 'ProductAdded', line: PACER_LINE },
      { type: 'LineDiscountChanged', lineId: 'L2', discountBp: 500 },
      { type: 'DiscountChanged', discountBp: 200 },
      { type: 'CommissionChanged', commissionBp: 100 },
    ]);
    const payload = wholesaleOrderPayload.parse(body);
    expect(payload.orderDate).toBe('2026-11-21');
    expect(payload.rates).toEqual({ discountBp: 200, commissionBp: 100, gstBp: 1800, packingBp: 200 });
    expect(payload.lines.map((l) => l.discountBp)).toEqual([0, 500]);
    expect(totalsDisagreement(payload, salesTotals(payload.lines, payload.rates))).toBeNull();
  });

  it('retail: no date, read as today by the server, and agreed', () => {
    const capacitor = lineOf({
      lineId: 'A',
      productId: '201',
      productName: 'Crompton Fan Capacitor 2.5 MFD',
      productCode: 'RT001',
      rate: 8500,
      qty: 10,
      qtyPerBox: 10,
    });
    const payload = retailOrderPayload.parse(
      cartPayload('retail', [
        { type: 'CustomerSelected', customer: RAVI },
        { type: 'ProductAdded', line: capacitor },
      ]),
    );
    expect(payload.orderDate).toBeNull();
    expect(payload.lines).toEqual([{ productId: 201, rate: 8500, qty: 10, discountBp: 0, claimedTotal: 85_000 }]);
    expect(totalsDisagreement(payload, salesTotals(payload.lines, payload.rates))).toBeNull();
  });

  it('estimate: free-text lines read with their quantity, and agreed', () => {
    const repair = lineOf({ lineId: 'A', productName: 'Fan repair', rate: 35000, qty: 2, manual: true });
    const payload = estimateOrderPayload.parse(
      cartPayload('estimate', [
        { type: 'CustomerSelected', customer: RAVI },
        { type: 'ManualLineAdded', line: repair },
      ]),
    );
    expect(payload.lines).toEqual([{ productName: 'Fan repair', rate: 35_000, qty: 2, discountBp: 0, claimedTotal: 70_000 }]);
    expect(totalsDisagreement(payload, salesTotals(payload.lines, payload.rates))).toBeNull();
  });
});
