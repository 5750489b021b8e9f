import { describe, expect, it } from 'vitest';
import { normalizeQty, parseEntryQty, parsePercentField, parseRate } from './cart.input';

describe('line quantity (§5): whole number, at least 1, leading zeros stripped, empty or invalid becomes 1', () => {
  it.each([
    ['5', 5],
    ['007', 7],
    [' 12 ', 12],
    ['', 1],
    ['0', 1],
    ['000', 1],
    ['-3', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['abc', 1],
    [4, 4],
  ])('%j → %i', (input, expected) => {
    expect(normalizeQty(input)).toBe(expected);
  });
});

describe('entry quantity', () => {
  it('empty takes the default; otherwise 1 to 1,00,000', () => {
    expect(parseEntryQty(undefined, 2)).toBe(2);
    expect(parseEntryQty(' ', 2)).toBe(2);
    expect(parseEntryQty('010', 2)).toBe(10);
    expect(parseEntryQty('0', 2)).toBeNull();
    expect(parseEntryQty('100001', 2)).toBeNull();
    expect(parseEntryQty('1.0', 2)).toBeNull();
  });
});

describe('rates and percents', () => {
  it('reads rates in rupees as paise, never negative', () => {
    expect(parseRate('2,450.5')).toBe(245050);
    expect(parseRate('0')).toBe(0);
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('')).toBeNull();
  });
  it('reads percents from 0 to 100; a cleared field is 0', () => {
    expect(parsePercentField('18')).toBe(1800);
    expect(parsePercentField('2.5%')).toBe(250);
    expect(parsePercentField('')).toBe(0);
    expect(parsePercentField('100.01')).toBeNull();
  });
});
