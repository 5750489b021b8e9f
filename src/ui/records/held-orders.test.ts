import { describe, expect, it } from 'vitest';
import { steps, type OrderIndexReply } from '../../../core/api/order-index';
import { holdOrders } from './held-orders';

interface Bill {
  order_id: number;
  bill_no: number;
  date: number;
  customer: number;
  phone: number;
  total: number;
  balance: number;
}

const customers = {
  name: ['Murugan Electricals', 'Lakshmi Home Appliances', 'Sri Murugan Stores', 'Anbu Traders'],
  mobile: ['9443012345', '9847011111', '9443099999', '9000012000'],
};
// Newest first, as order_index.php sends them.
const bills: Bill[] = [
  { order_id: 1207, bill_no: 12, date: 20261120, customer: 0, phone: 1, total: 12_276_600, balance: 12_276_600 },
  { order_id: 1206, bill_no: 11, date: 20261120, customer: 1, phone: 2, total: 177_000, balance: 77_000 },
  { order_id: 1205, bill_no: 1207, date: 20261002, customer: 2, phone: 0, total: 578_300, balance: 0 },
  { order_id: 12, bill_no: 3, date: 20250401, customer: 3, phone: 1, total: -5, balance: 0 },
];

function reply(list: readonly Bill[]): OrderIndexReply {
  const column = (key: keyof Bill) => list.map((b) => b[key]);
  return {
    customers,
    phones: ['044 2345 6789'],
    bills: {
      order_id: steps(column('order_id')),
      bill_no: steps(column('bill_no')),
      date: steps(column('date')),
      customer: column('customer'),
      phone: column('phone'),
      total: column('total'),
      balance: column('balance'),
    },
  };
}

const held = holdOrders(reply(bills));
const ids = (search: string, range: { from: string; to: string } | null = null) => held.select(search, range).map((i) => held.row(i).order_id);

describe('holdOrders: order.php search on the client', () => {
  it('answers every bill, newest first, for no text', () => {
    expect(held.size).toBe(4);
    expect(ids('')).toEqual(['1207', '1206', '1205', '12']);
    expect(ids('   ')).toEqual(['1207', '1206', '1205', '12']);
  });

  it('matches the customer name in any case, and the mobile, as contained text', () => {
    expect(ids('MURUGAN')).toEqual(['1207', '1205']);
    expect(ids(' lakshmi ')).toEqual(['1206']);
    expect(ids('9443')).toEqual(['1207', '1205']);
  });

  it("matches the digits of a bill's own billing phone, the number its row shows", () => {
    expect(ids('2345')).toEqual(['1207', '1206']);
    expect(held.row(held.select('6789', null)[0] as number).billing_phonenumber).toBe('044 2345 6789');
    expect(ids('6789')).toEqual(['1206']);
  });

  it('matches a number equal to the printed bill number (never the internal order id, issue 32), not one contained in it', () => {
    expect(ids('1207')).toEqual(['1205']); // bill 1207; order 1207 is bill 12
    expect(ids('12')).toEqual(['1207', '12']); // bill 12, order 12, and the mobile 9000012000
    expect(ids('120')).toEqual(['12']); // only the mobile 9000012000 contains 120
    expect(ids('0012')).toEqual(['1207', '12']);
  });

  it('puts the bill with the number typed first, before the newer bills whose phones hold it (issue 32)', () => {
    // Bill 3 (order 12, the oldest) first; then, newest first, the bills whose phones have a 3 in them.
    expect(ids('3')).toEqual(['12', '1207', '1206', '1205']);
  });

  it('never matches across the name and the mobile, nor the billing phone', () => {
    expect(ids('traders9000')).toEqual([]);
    expect(ids('2345 6789')).toEqual([]);
  });

  it('keeps the bills of a From/To range (inclusive), searched within it', () => {
    expect(ids('', { from: '2026-10-02', to: '2026-11-20' })).toEqual(['1207', '1206', '1205']);
    expect(ids('', { from: '2026-10-03', to: '2026-11-19' })).toEqual([]);
    expect(ids('', { from: '2025-04-01', to: '2026-10-02' })).toEqual(['1205', '12']);
    expect(ids('murugan', { from: '2026-10-01', to: '2026-10-31' })).toEqual(['1205']);
    expect(ids('12', { from: '2026-11-20', to: '2026-11-20' })).toEqual(['1207']);
    expect(ids('', { from: '2027-01-01', to: '2027-12-31' })).toEqual([]);
  });
});

describe('holdOrders: answers kept for Backspace', () => {
  it('gives back the same answer for a search asked again, and the right one after older answers are let go', () => {
    const list = holdOrders(reply(bills));
    const first = list.select('murugan', null);
    expect(list.select('  murugan ', null)).toBe(first);
    expect(list.select('murugan', { from: '2026-10-01', to: '2026-10-31' })).not.toBe(first);
    for (let n = 0; n < 40; n += 1) list.select(`9${n}`, null);
    expect(list.select('murugan', null)).toEqual(first);
    expect(list.select('murugan', null).map((i) => list.row(i).order_id)).toEqual(['1207', '1205']);
  });
});

describe('holdOrders: rows as order.php sends them', () => {
  it('shows the date dd-mm-yyyy, the amount Indian-grouped and the balance as rupees', () => {
    expect(held.row(0)).toEqual({
      order_id: '1207',
      bill_no: '12',
      orderdate: '20-11-2026',
      added_date: '20-11-2026',
      name: 'Murugan Electricals',
      mobile: '9443012345',
      billing_phonenumber: '9443012345',
      amount: '1,22,766.00',
      balance: '122766.00',
    });
    expect(held.row(1)).toMatchObject({ billing_phonenumber: '044 2345 6789', amount: '1,770.00', balance: '770.00' });
    expect(held.row(2)).toMatchObject({ bill_no: '1207', orderdate: '02-10-2026', billing_phonenumber: '', amount: '5,783.00', balance: '0.00' });
    expect(held.row(3)).toMatchObject({ orderdate: '01-04-2025', amount: '-0.05', balance: '0.00' });
  });

  it('holds an empty list', () => {
    const none = holdOrders(reply([]));
    expect(none.size).toBe(0);
    expect(none.select('', null)).toEqual([]);
    expect(none.select('murugan', { from: '2026-01-01', to: '2026-12-31' })).toEqual([]);
  });
});
