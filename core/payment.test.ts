import { describe, expect, it } from 'vitest';
import { allocatePayment, balanceAfterPayment, checkPayment, EXCESSIVE_AMOUNT, SELECT_A_USER, totalPending } from './payment';

const bills = [
  { id: 7, date: '2026-11-02', total: 50_000, paid: 0 },
  { id: 3, date: '2026-10-15', total: 30_000, paid: 10_000 },
  { id: 9, date: '2026-10-15', total: 40_000, paid: 0 },
  { id: 4, date: '2026-09-01', total: 20_000, paid: 20_000 },
];

describe('payments against pending bills', () => {
  it('totals what is pending, ignoring paid bills', () => {
    expect(totalPending(bills)).toBe(110_000);
  });

  it('allocates to the oldest pending bills first, same day by id, the last in part', () => {
    expect(allocatePayment(bills, 45_000)).toEqual([
      { id: 3, amount: 20_000, paidAfter: 30_000, balanceAfter: 0 },
      { id: 9, amount: 25_000, paidAfter: 25_000, balanceAfter: 15_000 },
    ]);
  });

  it('an exact payment clears every bill', () => {
    const all = allocatePayment(bills, 110_000);
    expect(all.map((a) => a.id)).toEqual([3, 9, 7]);
    expect(all.every((a) => a.balanceAfter === 0)).toBe(true);
  });

  it('balance after payment is total pending minus the amount', () => {
    expect(balanceAfterPayment(110_000, 45_000)).toBe(65_000);
  });

  it('refuses no party, a zero amount and more than pending with the spec words', () => {
    expect(checkPayment(null, 100, 50)).toMatchObject({ ok: false, msg: SELECT_A_USER });
    expect(checkPayment(1, 100, 0)).toMatchObject({ ok: false, reason: 'not-positive' });
    expect(checkPayment(1, 100, 101)).toMatchObject({ ok: false, msg: EXCESSIVE_AMOUNT });
    expect(checkPayment(1, 100, 100)).toEqual({ ok: true });
  });
});
