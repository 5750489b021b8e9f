import { describe, expect, it } from 'vitest';
import { CATALOGUES, KIRAN, RAVI } from './cart.fixtures';
import { savedOrderFromRecord } from './cart.saved-order';

describe('reading a saved order into an editor', () => {
  it('a wholesale order: rate from amount, locked lines keyed by order_detail_id', () => {
    const order = savedOrderFromRecord(
      'gst',
      {
        order_id: 12,
        bill_no: '3',
        orderdate: '20-11-2026',
        user_id: '7',
        billing_name: 'Ravi Traders',
        billing_state: 'Tamil Nadu',
        discount_percentage: '2.00',
        commission_percentage: '1.00',
        gst_percentage: '18.00',
        packing_percentage: '2.00',
        order_details: [
          { order_detail_id: 55, product_name: 'Crompton HS Plus', serial_no: 'CRHSP1200-000123', amount: '2450.00', qty: '2', discount_percentage: '5' },
        ],
      },
      CATALOGUES.gst,
    );
    expect(order).toMatchObject({
      orderId: '12',
      billNo: '3',
      orderDate: '2026-11-20',
      customer: RAVI,
      rates: { discountBp: 200, commissionBp: 100, gstBp: 1800, packingBp: 200 },
      lines: [{ lineId: 'od-55', odId: '55', productName: 'Crompton HS Plus', rate: 245000, qty: 2, discountBp: 500, manual: false }],
    });
  });

  it("keeps the bill's version (number or text) for the edit, and leaves it out when absent", () => {
    const record = { order_id: '12', user_id: '7', order_details: [{ order_detail_id: 55, product_name: 'Fan', amount: '10', qty: 1 }] };
    expect(savedOrderFromRecord('gst', { ...record, version: 3 }, CATALOGUES.gst)?.version).toBe(3);
    expect(savedOrderFromRecord('gst', { ...record, version: '7' }, CATALOGUES.gst)?.version).toBe(7);
    expect(savedOrderFromRecord('gst', record, CATALOGUES.gst)).not.toHaveProperty('version');
  });

  it('a retail order: rate from rate, the customer looked up by user_id', () => {
    const order = savedOrderFromRecord(
      'retail',
      {
        order_id: '40',
        user_id: 8,
        order_details: [{ od_id: 9, product_id: 201, product_name: 'Capacitor', rate: '85.00', amount: '850.00', qty: 10, qty_per_box: '10' }],
      },
      CATALOGUES.gst,
    );
    expect(order?.customer).toEqual(KIRAN);
    expect(order?.lines[0]).toMatchObject({ odId: '9', productId: '201', rate: 8500, qty: 10, qtyPerBox: 10 });
  });

  it("an estimate: quantity from each line's quantity, free-text lines", () => {
    const order = savedOrderFromRecord(
      'estimate',
      {
        order_id: '5',
        orderdate: '01-04-2026',
        user_id: '7',
        order_details: [{ order_detail_id: 1, product_name: 'Wiring', amount: '100', qty: '1', quantity: '3' }],
      },
      CATALOGUES.estimate,
    );
    expect(order?.lines[0]).toMatchObject({ productId: null, qty: 3, rate: 10000, manual: true });
  });

  it('is unreadable without an order id, a line id or a valid quantity', () => {
    expect(savedOrderFromRecord('gst', { user_id: '7', order_details: [] }, CATALOGUES.gst)).toBeNull();
    expect(savedOrderFromRecord('gst', { order_id: 1, order_details: [{ product_name: 'x', qty: 1 }] }, CATALOGUES.gst)).toBeNull();
    expect(savedOrderFromRecord('gst', { order_id: 1, order_details: [{ order_detail_id: 2, qty: '0' }] }, CATALOGUES.gst)).toBeNull();
  });
});
