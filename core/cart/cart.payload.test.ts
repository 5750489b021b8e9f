import { describe, expect, it } from 'vitest';
import type { CartEvent } from './cart.events';
import { FAN_LINE, lineOf, PACER_LINE, RAVI, stateOf } from './cart.fixtures';
import { toOrderPayload, validateForSave, type SaveableCart } from './cart.payload';
import type { CartState } from './cart.state';

const meta = { requestId: 'req-1', today: '2026-11-21' };

function saveable(state: CartState): SaveableCart {
  const check = validateForSave(state);
  if (!check.ok) throw new Error(check.message);
  return check.cart;
}

const WHOLESALE: CartEvent[] = [
  { type: 'RatesSet', gstBp: 1800, packingBp: 200 },
  { type: 'CustomerSelected', customer: RAVI },
  { type: 'ProductAdded', line: FAN_LINE },
  { type: 'ProductAdded', line: PACER_LINE },
  { type: 'LineDiscountChanged', lineId: 'L2', discountBp: 500 },
  { type: 'DiscountChanged', discountBp: 200 },
  { type: 'CommissionChanged', commissionBp: 100 },
];

describe('validateForSave (§5)', () => {
  it('no customer: "Please select a customer."', () => {
    expect(validateForSave(stateOf('gst', [{ type: 'ProductAdded', line: FAN_LINE }]))).toEqual({ ok: false, message: 'Please select a customer.' });
  });
  it('a customer and no lines: "Please select a product"', () => {
    expect(validateForSave(stateOf('gst', [{ type: 'CustomerSelected', customer: RAVI }]))).toEqual({ ok: false, message: 'Please select a product' });
  });
  it('a customer and a line can be saved', () => {
    expect(validateForSave(stateOf('gst', WHOLESALE)).ok).toBe(true);
  });
});

describe('toOrderPayload: the saved order payload (§3)', () => {
  it('a new wholesale order: rupees and percents with 2 decimals, dated today, per-line discount', () => {
    expect(toOrderPayload(saveable(stateOf('gst', WHOLESALE)), meta)).toEqual({
      request_id: 'req-1',
      order_date: '21-11-2026',
      user_id: '7',
      billing_name: 'Ravi Traders',
      billing_phonenumber: '9876543210',
      billing_state: 'Tamil Nadu',
      total: '7400.00',
      subtotal: '6345.00',
      gst_percentage: '18.00',
      cgst: '559.62',
      sgst: '559.62',
      packing_charge: '2.00',
      discount_percentage: '2.00',
      discount_amount: '126.90',
      commision_percentage: '1.00',
      commision_amount: '62.18',
      packing_percentage: '2.00',
      packing_amount: '124.36',
      productdetails: [
        {
          product_id: '101',
          product_name: 'Crompton HS Plus',
          rate_per: 'Nos',
          price_per_pcs: '2450.00',
          box_contents: '1 Fan',
          qty: 1,
          unit: 'Nos',
          amount_per_product: '2450.00',
          total_per_product: '2450.00',
          discount_percentage: '0.00',
        },
        {
          product_id: '102',
          product_name: 'Havells Pacer',
          rate_per: 'Box',
          price_per_pcs: '1025.00',
          box_contents: '2 Fans',
          qty: 2,
          unit: 'Box',
          amount_per_product: '2050.00',
          total_per_product: '3895.00',
          discount_percentage: '5.00',
        },
      ],
    });
  });

  it('an edit carries order_id, bill_no, the picked date and od_id on every line (null for lines added in the editor)', () => {
    const saved = { ...FAN_LINE, lineId: 'od-55', odId: '55' };
    const state = stateOf('gst', [
      {
        type: 'SavedOrderLoaded',
        order: {
          orderId: '12',
          billNo: '3',
          orderDate: '2026-11-20',
          customer: RAVI,
          rates: { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 },
          lines: [saved],
        },
      },
      { type: 'ProductAdded', line: PACER_LINE },
      { type: 'OrderDateChanged', orderDate: '2026-11-19' },
    ]);
    // 2450.00 + 2 × 2050.00 = 6550.00; GST 18% 1179.00; 7729.00
    const payload = toOrderPayload(saveable(state), meta);
    expect(payload).toMatchObject({ order_id: '12', bill_no: '3', order_date: '19-11-2026', total: '7729.00', subtotal: '6550.00' });
    expect(payload.productdetails.map((line) => line.od_id)).toEqual(['55', null]);
  });

  it('an edit sends back the version the bill was read at; a bill read without one sends none', () => {
    const saved = { ...FAN_LINE, lineId: 'od-55', odId: '55' };
    const order = {
      orderId: '12',
      billNo: '3',
      orderDate: '2026-11-20',
      customer: RAVI,
      rates: { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 },
      lines: [saved],
    };
    const versioned = toOrderPayload(saveable(stateOf('gst', [{ type: 'SavedOrderLoaded', order: { ...order, version: 4 } }])), meta);
    expect(versioned).toMatchObject({ order_id: '12', bill_no: '3', version: 4 });
    expect(toOrderPayload(saveable(stateOf('gst', [{ type: 'SavedOrderLoaded', order }])), meta)).not.toHaveProperty('version');
    // A reload of the bill (after a line was deleted on the server) carries the newer version.
    const reloaded = stateOf('gst', [
      { type: 'SavedOrderLoaded', order: { ...order, version: 4 } },
      { type: 'SavedOrderLoaded', order: { ...order, version: 5 } },
    ]);
    expect(toOrderPayload(saveable(reloaded), meta)).toMatchObject({ version: 5 });
  });

  it('a new order has no order_id, bill_no or od_id', () => {
    const payload = toOrderPayload(saveable(stateOf('gst', WHOLESALE)), meta);
    expect(payload).not.toHaveProperty('order_id');
    expect(payload).not.toHaveProperty('bill_no');
    expect(payload.productdetails[0]).not.toHaveProperty('od_id');
  });

  it('retail: no order_date; lines carry qty_per_box', () => {
    const capacitor = lineOf({
      lineId: 'A',
      productId: '201',
      productName: 'Crompton Fan Capacitor 2.5 MFD',
      productCode: 'RT001',
      rate: 8500,
      qty: 10,
      qtyPerBox: 10,
    });
    const payload = toOrderPayload(
      saveable(
        stateOf('retail', [
          { type: 'CustomerSelected', customer: RAVI },
          { type: 'ProductAdded', line: capacitor },
        ]),
      ),
      meta,
    );
    expect(payload).not.toHaveProperty('order_date');
    expect(payload).toMatchObject({ total: '850.00', subtotal: '850.00', gst_percentage: '0.00', packing_charge: '0.00', cgst: '0.00' });
    expect(payload.productdetails).toEqual([
      {
        product_id: '201',
        product_name: 'Crompton Fan Capacitor 2.5 MFD',
        qty_per_box: '10',
        qty: 10,
        amount_per_product: '85.00',
        total_per_product: '850.00',
      },
    ]);
  });

  it('retail editor: a picked date is sent', () => {
    const capacitor = lineOf({ lineId: 'A', productId: '201', productName: 'Capacitor', rate: 8500, qty: 1, qtyPerBox: 10 });
    const state = stateOf('retail', [
      { type: 'CustomerSelected', customer: RAVI },
      { type: 'ProductAdded', line: capacitor },
      { type: 'OrderDateChanged', orderDate: '2026-11-02' },
    ]);
    expect(toOrderPayload(saveable(state), meta)).toMatchObject({ order_date: '02-11-2026' });
  });

  it('estimate: free-text lines with qty and quantity, no product id', () => {
    const repair = lineOf({ lineId: 'A', productName: 'Fan repair', rate: 35000, qty: 2, manual: true });
    const payload = toOrderPayload(
      saveable(
        stateOf('estimate', [
          { type: 'CustomerSelected', customer: RAVI },
          { type: 'ManualLineAdded', line: repair },
        ]),
      ),
      meta,
    );
    expect(payload).toMatchObject({ order_date: '21-11-2026', total: '700.00' });
    expect(payload.productdetails).toEqual([{ product_name: 'Fan repair', qty: 2, quantity: 2, amount_per_product: '350.00', total_per_product: '700.00' }]);
  });
});
