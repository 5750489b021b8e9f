import { describe, expect, it } from 'vitest';
import { savedBillNote, tenderNote } from './saved-bill';

describe('the saved bill note', () => {
  it('names the bill number and its total in Indian grouping', () => {
    expect(savedBillNote({ order_id: '41', bill_no: 12, total: '123456.50' })).toBe('Bill 12 · ₹1,23,456.50');
  });
  it('is empty for a reply without them', () => {
    expect(savedBillNote(null)).toBe('');
    expect(savedBillNote({ total: 'n/a' })).toBe('');
  });

  it('says what a tender left: paid or credit, and the change due', () => {
    expect(tenderNote({ order_id: '4', bill_no: 3, total: '1770.00', balance: '0.00', change_due: '230.00' })).toBe('Paid · Change ₹230.00');
    expect(tenderNote({ balance: '1270.00', change_due: '0.00' })).toBe('Credit ₹1,270.00');
    expect(tenderNote({ order_id: '4', bill_no: 3, total: '1770.00' })).toBe('');
  });
});
