import { describe, expect, it } from 'vitest';
import { createOrderIndex, type SearchableOrder } from './order-search';

const rows: SearchableOrder[] = [
  { order_id: '1207', bill_no: '12', name: 'Murugan Electricals', mobile: '9443012345' },
  { order_id: '1206', bill_no: '11', name: 'Lakshmi Home Appliances', mobile: '9847011111' },
  { order_id: '1205', bill_no: '1207', name: 'Sri Murugan Stores', mobile: '9443099999' },
  { order_id: '12', bill_no: '3', name: 'Anbu Traders', mobile: '9000012000' },
];
const ids = (query: string) => createOrderIndex(rows).search(query).map((i) => rows[i]!.order_id);

describe('createOrderIndex (order.php search on the client)', () => {
  it('answers every row, in list order, for no text', () => {
    expect(ids('')).toEqual(['1207', '1206', '1205', '12']);
    expect(ids('   ')).toEqual(['1207', '1206', '1205', '12']);
  });

  it('matches the name in any case, and the mobile, as contained text', () => {
    expect(ids('MURUGAN')).toEqual(['1207', '1205']);
    expect(ids(' lakshmi ')).toEqual(['1206']);
    expect(ids('9443')).toEqual(['1207', '1205']);
  });

  it('matches a number equal to the order id or the bill number, not one contained in it', () => {
    expect(ids('1207')).toEqual(['1207', '1205']);
    expect(ids('12')).toEqual(['1207', '12']); // bill 12, order 12, and the mobile 9000012000
    expect(ids('120')).toEqual(['12']); // only the mobile 9000012000 contains 120
    expect(ids('0012')).toEqual(['1207', '12']);
  });

  it('never matches across the name and the mobile', () => {
    expect(ids('traders9000')).toEqual([]);
  });
});
