import { describe, expect, it } from 'vitest';
import { formatIndian, formatMoney, formatRupees, parseRupees, roundToRupee, rupeesToPaise } from './money';

describe('parseRupees reads rupee text as exact paise', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['1,234.50', 123450],
    ['1,23,456.00', 12345600],
    ['  99.99  ', 9999],
    ['.5', 50],
    ['0.05', 5],
    ['0.1', 10],
    ['-3.25', -325],
    ['+7', 700],
    ['-0', 0],
    ['90071992547409.91', 9007199254740991],
  ])('%j → %i paise', (text, paise) => {
    expect(parseRupees(text)).toEqual({ ok: true, paise });
  });

  it.each([
    [12.5, 1250],
    [0.1, 10],
    [1234.56, 123456],
    [-0.07, -7],
    [0, 0],
  ])('the number %d → %i paise, without float error', (value, paise) => {
    expect(parseRupees(value)).toEqual({ ok: true, paise });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not a number'],
    ['12.', 'not a number'],
    ['1..2', 'not a number'],
    ['1,,234', 'not a number'],
    [',123', 'not a number'],
    ['1e3', 'not a number'],
    ['₹12', 'not a number'],
    ['12.345', 'more than 2 decimals'],
    ['90071992547409.92', 'out of range'],
  ])('%j is refused: %s', (text, reason) => {
    expect(parseRupees(text)).toEqual({ ok: false, reason });
  });

  it.each([
    [Number.NaN, 'not a number'],
    [Number.POSITIVE_INFINITY, 'not a number'],
    [0.1 + 0.2, 'more than 2 decimals'],
    [1.005, 'more than 2 decimals'],
    [1e21, 'out of range'],
    [1e-7, 'more than 2 decimals'],
  ])('the number %d is refused: %s', (value, reason) => {
    expect(parseRupees(value)).toEqual({ ok: false, reason });
  });

  it('rupeesToPaise throws a RangeError naming the reason', () => {
    expect(rupeesToPaise('1,234.50')).toBe(123450);
    expect(() => rupeesToPaise('12.345')).toThrow(RangeError);
    expect(() => rupeesToPaise('12.345')).toThrow('more than 2 decimals');
  });
});

describe('formatRupees shows 2 decimals without grouping', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [123450, '1234.50'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
    [9007199254740991, '90071992547409.91'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('refuses fractions of a paisa', () => {
    expect(() => formatRupees(1.5)).toThrow(RangeError);
  });
});

describe('formatIndian groups the last three digits, then pairs', () => {
  it.each([
    [0, '0.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [12345600, '1,23,456.00'],
    [1234567800, '1,23,45,678.00'],
    [123456789050, '1,23,45,67,890.50'],
    [-12345600, '-1,23,456.00'],
    [-7, '-0.07'],
    [9007199254740991, '9,00,71,99,25,47,409.91'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatIndian(paise)).toBe(text);
  });
});

describe('formatMoney writes money in a message: the rupee sign and Indian grouping', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [17993800, '₹1,79,938.00'],
    [5000000, '₹50,000.00'],
    [123456789050, '₹1,23,45,67,890.50'],
    [-25000, '-₹250.00'],
    [-12345600, '-₹1,23,456.00'],
    [9007199254740991, '₹9,00,71,99,25,47,409.91'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatMoney(paise)).toBe(text);
  });

  it('refuses fractions of a paisa', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatIndian(1.5)).toThrow(RangeError);
  });
});

describe('roundToRupee rounds halves away from zero', () => {
  it.each([
    [0, 0],
    [49, 0],
    [50, 100],
    [149, 100],
    [150, 200],
    [12345, 12300],
    [12350, 12400],
    [-49, 0],
    [-50, -100],
    [-150, -200],
    [-12349, -12300],
  ])('%i paise → %i', (paise, rounded) => {
    expect(roundToRupee(paise)).toBe(rounded);
  });

  it('never answers negative zero', () => {
    expect(Object.is(roundToRupee(-49), 0)).toBe(true);
  });
});
