import { describe, expect, it } from 'vitest';
import type { ReturnPurchase } from '../../../api/debit-notes';
import { purchaseReturnRequest } from './purchase-return-request';

const purchase: ReturnPurchase = {
  purchase_id: '12',
  orderdate: '21-11-2026',
  supplier_name: 'Chennai Fans Distributors',
  total: '11329.18',
  balance: '11329.18',
  debit_notes: [],
  lines: [
    {
      purchase_detail_id: '31',
      product_name: 'Fan',
      serial_no: 'F1',
      amount_per_product: '1199.99',
      qty: 3,
      returned: 1,
      returnable: 2,
      stock: 5,
      total_per_product: '3599.97',
    },
    {
      purchase_detail_id: '32',
      product_name: 'Cooler',
      serial_no: '',
      amount_per_product: '2000.50',
      qty: 3,
      returned: 0,
      returnable: 3,
      stock: 1,
      total_per_product: '6001.50',
    },
  ],
};

describe("the purchase return screen's request", () => {
  it('sends only the lines with a quantity typed, with the reason', () => {
    expect(purchaseReturnRequest(purchase, { 31: '2', 32: '' }, 'Cracked', 'q-1')).toEqual({
      ok: true,
      body: { purchase_id: '12', reason: 'Cracked', request_id: 'q-1', lines: [{ purchase_detail_id: '31', qty: '2' }] },
    });
  });

  it("says what is wrong before asking the server, in the server's words", () => {
    expect(purchaseReturnRequest(purchase, {}, 'x', 'q')).toEqual({ ok: false, msg: 'Lines: choose at least one line to return' });
    expect(purchaseReturnRequest(purchase, { 31: '1' }, '  ', 'q')).toEqual({ ok: false, msg: 'Please give a reason for the return' });
    expect(purchaseReturnRequest(purchase, { 31: '3' }, 'x', 'q')).toEqual({
      ok: false,
      msg: 'Line 1: Qty: only 2 can go back on this line (3 bought, 1 returned before), not 3',
    });
    expect(purchaseReturnRequest(purchase, { 32: '0' }, 'x', 'q')).toEqual({ ok: false, msg: 'Line 1: Qty: the quantity returned must be at least 1' });
    expect(purchaseReturnRequest(purchase, { 32: '2' }, 'x', 'q')).toEqual({
      ok: false,
      msg: 'Line 1: Qty: only 1 of Cooler in stock: 2 cannot go back to the supplier',
    });
  });
});
