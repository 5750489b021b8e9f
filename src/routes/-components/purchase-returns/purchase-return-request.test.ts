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
      track_unit_serials: false,
      unit_serials_in_stock: [],
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
      track_unit_serials: false,
      unit_serials_in_stock: [],
    },
    {
      purchase_detail_id: '33',
      product_name: 'LG 260L Frost Free',
      serial_no: 'LGFF260',
      amount_per_product: '20000.00',
      qty: 2,
      returned: 0,
      returnable: 2,
      stock: 2,
      total_per_product: '40000.00',
      track_unit_serials: true,
      unit_serials_in_stock: ['LGD2110045A01', 'LGD2110045A02'],
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

  it('a line that picks units sends them (issue 33 item 4), its quantity their count; a typed quantity there is not read', () => {
    expect(purchaseReturnRequest(purchase, { 33: '2' }, 'Dented', 'q-2', { 33: ['LGD2110045A02'] })).toEqual({
      ok: true,
      body: {
        purchase_id: '12',
        reason: 'Dented',
        request_id: 'q-2',
        lines: [{ purchase_detail_id: '33', qty: '1', unit_serials: ['LGD2110045A02'] }],
      },
    });
    expect(purchaseReturnRequest(purchase, { 33: '1' }, 'Dented', 'q-2')).toEqual({ ok: false, msg: 'Lines: choose at least one line to return' });
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
