import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayment } from '../payment';
import { documentsPending, isPending, OPENING_ID, owingOf, pendingColumns, pendingFigure, type PendingDocument } from './pending';

const opening = (total: number, paid = 0): PendingDocument => ({ kind: 'opening', id: OPENING_ID, date: '2026-04-01', total, paid, credited: 0 });
const bill = (id: number, date: string, total: number, paid = 0, credited = 0): PendingDocument => ({ kind: 'bill', id, date, total, paid, credited });

describe("the pending report's rule", () => {
  it('a row reads Actual, Paid, Credit and Pending, and they add up (the issue 29 row: 1,79,938 − 1,18,000 − 2,065 = 59,873)', () => {
    expect(pendingColumns(bill(7, '2026-11-01', 1_79_938_00, 1_18_000_00, 2_065_00))).toEqual({
      actual: 1_79_938_00,
      paid: 1_18_000_00,
      credit: 2_065_00,
      pending: 59_873_00,
    });
    expect(pendingColumns(opening(1_000_00, 400_00))).toEqual({ actual: 1_000_00, paid: 400_00, credit: 0, pending: 600_00 });
  });

  it('a settled document is not pending; nor one its credit notes took below what was paid', () => {
    expect(isPending(bill(1, '2026-11-01', 500_00, 500_00))).toBe(false);
    expect(pendingColumns(bill(1, '2026-11-01', 500_00, 400_00, 200_00)).pending).toBe(0);
    expect(isPending(opening(1))).toBe(true);
  });

  it('a payment meets the opening balance first, then the bills oldest first (the opening goes first on its own date)', () => {
    const docs = [bill(3, '2026-04-01', 300_00), opening(1_000_00), bill(2, '2026-05-01', 500_00, 0, 100_00)];
    expect(allocatePayment(docs.map(owingOf), 1_500_00).map((a) => [a.id, a.amount, a.balanceAfter])).toEqual([
      [OPENING_ID, 1_000_00, 0],
      [3, 300_00, 0],
      [2, 200_00, 200_00],
    ]);
    expect(documentsPending(docs)).toBe(1_700_00);
    expect(pendingFigure(docs, 300_00)).toBe(1_400_00);
  });

  it("for any documents, the rows' Pending add up to the party figure before kept credit, and each row adds up", () => {
    const docArb = fc
      .record({ total: fc.nat({ max: 10_00_000_00 }), paid: fc.nat({ max: 10_00_000_00 }), credited: fc.nat({ max: 10_00_000_00 }) })
      .filter((d) => d.paid + d.credited <= d.total);
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 20 }), fc.nat({ max: 1_00_000_00 }), (docs, credit) => {
        const rows = docs.map(pendingColumns);
        for (const r of rows) expect(r.actual - r.paid - r.credit).toBe(r.pending);
        expect(rows.reduce((sum, r) => sum + r.pending, 0)).toBe(documentsPending(docs));
        expect(pendingFigure(docs, credit)).toBe(documentsPending(docs) - credit);
      }),
      { numRuns: 200 },
    );
  });
});
