import { describe, expect, it } from 'vitest';
import { amountOf, pageTotal, paymentStatus, rupeesShown } from './order-rows';

describe('order list figures', () => {
  it('is Pending while a balance is owed, else Paid', () => {
    expect(paymentStatus('770.00')).toBe('Pending');
    expect(paymentStatus('0.01')).toBe('Pending');
    expect(paymentStatus('0.00')).toBe('Paid');
    expect(paymentStatus('-5.00')).toBe('Paid');
    expect(paymentStatus('')).toBe('Paid');
  });

  it("sums the page's amounts, commas and all, exactly", () => {
    expect(pageTotal([{ amount: '1,22,766.00' }, { amount: '1,770.00' }, { amount: '5,783.10' }])).toBe('1,30,319.10');
    expect(pageTotal([])).toBe('0.00');
  });

  it('reads amounts as paise and shows them Indian-grouped', () => {
    expect(amountOf('1,23,456.78')).toBe(12_345_678);
    expect(amountOf('n/a')).toBe(0);
    expect(rupeesShown('65266.00')).toBe('65,266.00');
  });
});
