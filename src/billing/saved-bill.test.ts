import { describe, expect, it } from 'vitest';
import { savedBillNote } from './saved-bill';

describe('the saved bill note', () => {
  it('names the bill number and its total in Indian grouping', () => {
    expect(savedBillNote({ order_id: '41', bill_no: 12, total: '123456.50' })).toBe('Bill 12 · ₹1,23,456.50');
  });
  it('is empty for a reply without them', () => {
    expect(savedBillNote(null)).toBe('');
    expect(savedBillNote({ total: 'n/a' })).toBe('');
  });
});
