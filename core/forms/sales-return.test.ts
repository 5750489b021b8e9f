import { describe, expect, it } from 'vitest';
import type { ReturnBill } from '../api/credit-notes';
import { returnRequest } from './sales-return';

const bill: ReturnBill = {
  order_id: '41',
  bill_no: '28',
  bill_type: 'gst',
  order_date: '20-11-2026',
  name: 'Murugan Electricals',
  total: '1770.00',
  balance: '1770.00',
  credit_notes: [],
  lines: [
    {
      order_detail_id: '7',
      product_name: 'Fan',
      serial_no: 'F1',
      amount_per_product: '1500.00',
      discount_percentage: '0.00',
      qty: 4,
      returned: 1,
      returnable: 3,
      total_per_product: '6000.00',
    },
    {
      order_detail_id: '8',
      product_name: 'Cooler',
      serial_no: '',
      amount_per_product: '2450.50',
      discount_percentage: '0.00',
      qty: 1,
      returned: 0,
      returnable: 1,
      total_per_product: '2450.50',
    },
  ],
};

describe("the return screen's request", () => {
  it('sends only the lines with a quantity typed, with the reason and the choice for the excess', () => {
    expect(returnRequest(bill, { 7: '2', 8: '' }, 'Not cooling', 'refund', 'r-1')).toEqual({
      ok: true,
      body: { order_id: '41', reason: 'Not cooling', request_id: 'r-1', excess: 'refund', lines: [{ order_detail_id: '7', qty: '2' }] },
    });
  });

  it("says what is wrong before asking the server, in the server's words", () => {
    expect(returnRequest(bill, {}, 'x', 'credit', 'r')).toEqual({ ok: false, msg: 'Lines: choose at least one line to return' });
    expect(returnRequest(bill, { 7: '1' }, '  ', 'credit', 'r')).toEqual({ ok: false, msg: 'Please give a reason for the return' });
    expect(returnRequest(bill, { 7: '4' }, 'x', 'credit', 'r')).toEqual({
      ok: false,
      msg: 'Line 1: Qty: only 3 can come back on this line (4 sold, 1 returned before), not 4',
    });
    expect(returnRequest(bill, { 8: '0' }, 'x', 'credit', 'r')).toEqual({ ok: false, msg: 'Line 1: Qty: the quantity returned must be at least 1' });
  });
});

describe('a return of units sold by unit serial (issue 33 item 4)', () => {
  it('a line holding units sends the units picked; a line holding none sends none', () => {
    const tracked: ReturnBill = { ...bill, lines: [{ ...bill.lines[0], unit_serials: ['LGD211A01', 'LGD211A02'] }, bill.lines[1]] };
    const request = returnRequest(tracked, { '7': '1', '8': '1' }, 'Faulty', 'credit', 'r-1', { '7': ['LGD211A02'] });
    expect(request).toEqual({
      ok: true,
      body: {
        order_id: '41',
        reason: 'Faulty',
        request_id: 'r-1',
        excess: 'credit',
        lines: [
          { order_detail_id: '7', qty: '1', unit_serials: ['LGD211A02'] },
          { order_detail_id: '8', qty: '1' },
        ],
      },
    });
  });
});
