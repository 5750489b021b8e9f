// One limit, both ends: what the counter's parsers (cart.input) take is exactly what the wire's schemas (the server's
// and the forms') take, at and just past each limit.
import { describe, expect, it } from 'vitest';
import { parsePercentField, parseRate, parseWholeQty } from './cart/cart.input';
import { MAX_AMOUNT, MAX_PERCENT, MAX_QTY, MAX_RATE } from './limits';
import { percent, quantity, rate, rupees } from './wire';

const wire = <T>(schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } }, input: unknown): T | null => {
  const parsed = schema.safeParse(input);
  return parsed.success ? parsed.data : null;
};

describe('the agreed limits', () => {
  it('are 1,00,000 pieces, ₹1 crore a rate, ₹100 crore any other amount, 100%', () => {
    expect(MAX_QTY).toBe(100_000);
    expect(MAX_RATE).toBe(1_000_000_000);
    expect(MAX_AMOUNT).toBe(100_000_000_000);
    expect(MAX_PERCENT).toBe(10_000);
    // A rate at its limit times the largest quantity stays exact in paise.
    expect(Number.isSafeInteger(MAX_RATE * MAX_QTY)).toBe(true);
  });
});

describe('the counter and the server take the same values', () => {
  it.each(['1', '007', ' 12 ', '100000', '100001', '0', '-1', '2.5', '1e3', 'abc', ''])('quantity %j', (text) => {
    expect(parseWholeQty(text)).toBe(wire(quantity(), text));
  });
  it('a quantity at the limit is taken at both ends, one past it at neither', () => {
    expect(parseWholeQty(String(MAX_QTY))).toBe(MAX_QTY);
    expect(wire(quantity(), MAX_QTY)).toBe(MAX_QTY);
    expect(parseWholeQty(String(MAX_QTY + 1))).toBeNull();
    expect(wire(quantity(), MAX_QTY + 1)).toBeNull();
  });

  it.each(['0', '2,450.5', '10000000', '10000000.00', '10000000.01', '100000000', '-1', '1.001', 'abc', ''])('rate %j', (text) => {
    expect(parseRate(text)).toBe(wire(rate(), text));
  });
  it('a rate of ₹1 crore is taken at both ends, a paisa more at neither', () => {
    expect(parseRate('10000000')).toBe(MAX_RATE);
    expect(wire(rate(), 10_000_000)).toBe(MAX_RATE);
    expect(parseRate('10000000.01')).toBeNull();
    expect(rate().safeParse('10000000.01').error?.issues[0].message).toBe('must be at most ₹1,00,00,000.00');
  });

  it.each(['0', '18', '2.5%', '100', '100.01', '-1', '1.005', 'ten'])('percent %j', (text) => {
    expect(parsePercentField(text)).toBe(wire(percent(), text));
  });
  it('a cleared percent is 0 at both ends', () => {
    expect(parsePercentField('')).toBe(0);
    expect(wire(percent(), '')).toBe(0);
  });

  it('any other amount goes to ₹100 crore, past a rate’s limit', () => {
    expect(wire(rupees(), '1000000000')).toBe(MAX_AMOUNT);
    expect(wire(rupees(), '1000000000.01')).toBeNull();
    expect(wire(rupees(), '10000000.01')).toBe(MAX_RATE + 1);
  });
});
