import { describe, expect, it } from 'vitest';
import { hsnSummary } from './hsn-summary';
import { shareOut } from './share-out';

describe('shareOut', () => {
  it('splits in proportion and always sums to the amount', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(1000, [300, 700])).toEqual([300, 700]);
    expect(shareOut(-101, [1, 1])).toEqual([-51, -50]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
  });

  it('gives everything to the first part when no weight is positive', () => {
    expect(shareOut(500, [0, 0])).toEqual([500, 0]);
    expect(shareOut(500, [])).toEqual([]);
  });

  it('stays exact on a bill of crores', () => {
    const parts = shareOut(99_999_999_999, [12_345_678_901, 87_654_321_099, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(99_999_999_999);
  });
});

describe('HSN-wise tax summary', () => {
  it('groups lines by HSN code in order of first appearance; each column adds up to the bill', () => {
    const rows = hsnSummary(
      [
        { hsn: '841451', total: 10_800_000 },
        { hsn: '847960', total: 245_050 },
        { hsn: ' 841451 ', total: 150_000 },
      ],
      { taxable: 10_636_600, cgst: 957_294, sgst: 957_294 },
    );
    expect(rows.map((r) => r.hsn)).toEqual(['841451', '847960']);
    expect(rows.map((r) => r.lineTotal)).toEqual([10_950_000, 245_050]);
    expect(rows.reduce((a, r) => a + r.taxable, 0)).toBe(10_636_600);
    expect(rows.reduce((a, r) => a + r.cgst, 0)).toBe(957_294);
    expect(rows.reduce((a, r) => a + r.sgst, 0)).toBe(957_294);
    expect(rows[1].taxable).toBe(Math.round((10_636_600 * 245_050) / 11_195_050));
  });

  it('one HSN code carries the whole bill', () => {
    expect(hsnSummary([{ hsn: '8516', total: 13_500 }], { taxable: 12_200, cgst: 1098, sgst: 1098 })).toEqual([
      { hsn: '8516', lineTotal: 13_500, taxable: 12_200, cgst: 1098, sgst: 1098 },
    ]);
  });
});
