import { describe, expect, it } from 'vitest';
import { noCreditToApply, planCredit } from './credit-apply';

const bill = (id: number, date: string, total: number, paid = 0) => ({ id, date, total, paid });

describe('planCredit', () => {
  it('puts credit below the pending total on the oldest bill first, then the next, and uses all of it', () => {
    const plan = planCredit([{ noteId: 7, left: 15_000 }], [bill(2, '2026-11-20', 20_000), bill(1, '2026-11-10', 10_000, 4_000)]);
    expect(plan.applied).toBe(15_000);
    expect(plan.creditLeft).toBe(0);
    expect(plan.bills.map((b) => [b.id, b.amount, b.balanceAfter])).toEqual([
      [1, 6_000, 0],
      [2, 9_000, 11_000],
    ]);
    expect(plan.draws).toEqual([
      { noteId: 7, billId: 1, amount: 6_000 },
      { noteId: 7, billId: 2, amount: 9_000 },
    ]);
  });

  it('credit above the pending total clears every bill and leaves the rest as credit', () => {
    const plan = planCredit([{ noteId: 1, left: 50_000 }], [bill(3, '2026-11-01', 12_000)]);
    expect(plan.applied).toBe(12_000);
    expect(plan.creditLeft).toBe(38_000);
    expect(plan.draws).toEqual([{ noteId: 1, billId: 3, amount: 12_000 }]);
  });

  it("draws on the notes in the order given, splitting a bill's share across two notes", () => {
    const plan = planCredit(
      [
        { noteId: 4, left: 3_000 },
        { noteId: 9, left: 0 },
        { noteId: 5, left: 10_000 },
      ],
      [bill(10, '2026-11-02', 5_000), bill(11, '2026-11-02', 5_000)],
    );
    expect(plan.draws).toEqual([
      { noteId: 4, billId: 10, amount: 3_000 },
      { noteId: 5, billId: 10, amount: 2_000 },
      { noteId: 5, billId: 11, amount: 5_000 },
    ]);
    expect(plan.creditLeft).toBe(3_000);
  });

  it('nothing to draw or nothing pending plans nothing', () => {
    expect(planCredit([], [bill(1, '2026-11-01', 100)]).draws).toEqual([]);
    expect(planCredit([{ noteId: 1, left: 100 }], []).applied).toBe(0);
    expect(noCreditToApply('Murugan')).toBe('Murugan has no credit to apply.');
  });
});
