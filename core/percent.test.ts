import { describe, expect, it } from 'vitest';
import { applyPercent, formatPercent, formatPercentShort, parsePercent, tryParsePercent } from './percent';

describe('percentages are basis points, 2 decimals at most', () => {
  it.each([
    ['18', 1800],
    ['18.00', 1800],
    ['2.5', 250],
    ['12.75', 1275],
    ['0.01', 1],
    ['100', 10000],
    [' 9% ', 900],
    [9, 900],
    [0.5, 50],
    ['0', 0],
  ])('%j → %i bp', (input, bp) => {
    expect(parsePercent(input)).toBe(bp);
  });

  it.each([
    ['', 'empty'],
    ['ten', 'not a number'],
    ['1,000', 'not a number'],
    ['-5', 'cannot be negative'],
    ['2.555', 'more than 2 decimals'],
  ])('%j is refused: %s', (input, reason) => {
    expect(tryParsePercent(input)).toEqual({ ok: false, reason });
  });

  it('parsePercent throws a RangeError', () => {
    expect(() => parsePercent('2.555')).toThrow(RangeError);
  });

  it.each([
    [1800, '18.00', '18'],
    [900, '9.00', '9'],
    [250, '2.50', '2.5'],
    [1275, '12.75', '12.75'],
    [5, '0.05', '0.05'],
    [1000, '10.00', '10'],
    [0, '0.00', '0'],
  ])('%i bp shows as %s, or %s on a label', (bp, full, short) => {
    expect(formatPercent(bp)).toBe(full);
    expect(formatPercentShort(bp)).toBe(short);
  });
});

describe('applyPercent: paise × bp / 10000, halves away from zero', () => {
  it.each([
    // 1000.00 × 18% = 180.00
    [100000, 1800, 18000],
    // 0.01 × 50% = 0.005 → 0.01 (half up)
    [1, 5000, 1],
    // 0.01 × 49.99% = 0.004999 → 0.00
    [1, 4999, 0],
    // 123.45 × 2.5% = 3.08625 → 3.09
    [12345, 250, 309],
    // 0.10 × 5% = 0.005 → 0.01
    [10, 500, 1],
    // −0.10 × 5% = −0.005 → −0.01 (away from zero)
    [-10, 500, -1],
    // anything × 0% = 0
    [987654, 0, 0],
    // 100%
    [987654, 10000, 987654],
  ])('%i paise × %i bp = %i', (paise, bp, result) => {
    expect(applyPercent(paise, bp)).toBe(result);
  });

  it('stays exact where paise × bp exceeds 2^53', () => {
    // 9007199254740099 × 0.9999 = 9007199254740099 − 900719925474.0099 = 9006298534814624.9901
    expect(applyPercent(9007199254740099, 9999)).toBe(9006298534814625);
  });

  it('refuses fractions of a paisa or a basis point', () => {
    expect(() => applyPercent(1.5, 100)).toThrow(RangeError);
    expect(() => applyPercent(100, 1.5)).toThrow(RangeError);
  });
});
