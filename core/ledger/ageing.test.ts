import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { ageDocuments, bucketOf, sumAgeings } from './ageing';
import type { LedgerDocument, LedgerKind } from './documents';

let seq = 0;
const doc = (date: string, kind: LedgerKind, amount: number, number = `${kind}-${seq + 1}`): LedgerDocument => ({
  date,
  kind,
  amount,
  number,
  narration: kind,
  seq: ++seq,
});
const AS_OF = '2026-12-01';
const daysAgo = (days: number) => addDays(AS_OF, -days);
const bucketsOf = (a: ReturnType<typeof ageDocuments>) => [a.b0_30, a.b31_60, a.b61_90, a.b90_plus];

describe('the ageing buckets', () => {
  it('puts 30 days in 0-30 and 31 in 31-60, 60 in 31-60 and 61 in 61-90, 90 in 61-90 and 91 in 90+', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(bucketOf)).toEqual(['b0_30', 'b0_30', 'b31_60', 'b31_60', 'b61_90', 'b61_90', 'b90_plus', 'b90_plus']);
    const edges: Array<[number, number[]]> = [
      [30, [100_00, 0, 0, 0]],
      [31, [0, 100_00, 0, 0]],
      [60, [0, 100_00, 0, 0]],
      [61, [0, 0, 100_00, 0]],
      [90, [0, 0, 100_00, 0]],
      [91, [0, 0, 0, 100_00]],
    ];
    for (const [days, buckets] of edges) {
      const aged = ageDocuments([doc(daysAgo(days), 'bill', 100_00)], AS_OF);
      expect(bucketsOf(aged), `${days} days`).toEqual(buckets);
      expect(aged.total).toBe(100_00);
      expect(aged.oldestDate).toBe(daysAgo(days));
    }
  });

  it('a bill dated today, and one not yet due, is 0-30', () => {
    const aged = ageDocuments([doc(AS_OF, 'bill', 5_00)], AS_OF, 45);
    expect(aged.parts[0]).toMatchObject({ due: addDays(AS_OF, 45), days: -45, bucket: 'b0_30' });
    expect(aged.b0_30).toBe(5_00);
  });

  it('counts from the due date (bill date + credit days) when the party has credit days', () => {
    const bill = doc(daysAgo(100), 'bill', 1_000_00);
    expect(ageDocuments([bill], AS_OF).b90_plus).toBe(1_000_00);
    const withCredit = ageDocuments([bill], AS_OF, 30);
    expect(withCredit.parts[0]).toMatchObject({ date: daysAgo(100), due: daysAgo(70), days: 70, bucket: 'b61_90' });
    expect(bucketsOf(withCredit)).toEqual([0, 0, 1_000_00, 0]);
    // The oldest date stays the bill's own date.
    expect(withCredit.oldestDate).toBe(daysAgo(100));
    expect(bucketsOf(ageDocuments([bill], AS_OF, 70))).toEqual([1_000_00, 0, 0, 0]);
    expect(bucketsOf(ageDocuments([bill], AS_OF, 69))).toEqual([0, 1_000_00, 0, 0]);
  });

  it('settles payments against the opening balance first, then the bills oldest first', () => {
    const docs = [
      doc(daysAgo(200), 'opening', 10_000_00, 'Opening'),
      doc(daysAgo(75), 'bill', 20_000_00, 'G1'),
      doc(daysAgo(40), 'bill', 5_000_00, 'G2'),
      doc(daysAgo(10), 'payment_received', 12_000_00, 'R1'),
      doc(daysAgo(5), 'bill', 3_000_00, 'G3'),
    ];
    const aged = ageDocuments(docs, AS_OF);
    expect(aged.parts.map((p) => [p.number, p.amount, p.bucket])).toEqual([
      ['G1', 18_000_00, 'b61_90'],
      ['G2', 5_000_00, 'b31_60'],
      ['G3', 3_000_00, 'b0_30'],
    ]);
    expect(bucketsOf(aged)).toEqual([3_000_00, 5_000_00, 18_000_00, 0]);
    expect(aged.total).toBe(26_000_00);
    expect(aged.oldestDate).toBe(daysAgo(75));
  });

  it('an opening balance unpaid is aged from its own date', () => {
    const aged = ageDocuments([doc(daysAgo(120), 'opening', 7_500_00, 'Opening'), doc(daysAgo(3), 'bill', 500_00)], AS_OF);
    expect(bucketsOf(aged)).toEqual([500_00, 0, 0, 7_500_00]);
    expect(aged.oldestDate).toBe(daysAgo(120));
  });

  it('a credit note and a refund: the note settles the oldest, the refund is owed from its date; credit applied moves nothing', () => {
    const docs = [
      doc(daysAgo(95), 'bill', 10_000_00, 'G1'),
      doc(daysAgo(50), 'bill', 4_000_00, 'G2'),
      doc(daysAgo(20), 'credit_note', 12_000_00, 'CN-1'),
      doc(daysAgo(20), 'refund', 1_000_00, 'CN-1'),
      doc(daysAgo(19), 'credit_applied', 2_000_00, 'CN-1'),
    ];
    const aged = ageDocuments(docs, AS_OF);
    expect(aged.parts.map((p) => [p.number, p.kind, p.amount])).toEqual([
      ['G2', 'bill', 2_000_00],
      ['CN-1', 'refund', 1_000_00],
    ]);
    expect(bucketsOf(aged)).toEqual([1_000_00, 2_000_00, 0, 0]);
    expect(aged.total).toBe(3_000_00);
  });

  it('overpayment: credit beyond all that is owed is a negative part aged from the payment, set against the next bill', () => {
    const docs = [doc(daysAgo(70), 'bill', 1_000_00, 'G1'), doc(daysAgo(40), 'payment_received', 1_500_00, 'R1')];
    const aged = ageDocuments(docs, AS_OF);
    expect(aged.parts.map((p) => [p.number, p.amount, p.bucket])).toEqual([['R1', -500_00, 'b31_60']]);
    expect(aged.total).toBe(-500_00);
    expect(aged.b31_60).toBe(-500_00);
    expect(aged.oldestDate).toBe(daysAgo(40));
    const later = ageDocuments([...docs, doc(daysAgo(10), 'bill', 2_000_00, 'G2')], AS_OF);
    expect(later.parts.map((p) => [p.number, p.amount, p.bucket])).toEqual([['G2', 1_500_00, 'b0_30']]);
  });

  it('leaves out documents after the as-of date and ages on that date', () => {
    const docs = [doc('2026-01-01', 'bill', 100_00), doc('2026-03-01', 'payment_received', 100_00), doc('2026-03-05', 'bill', 50_00)];
    const early = ageDocuments(docs, '2026-02-15');
    expect(early.total).toBe(100_00);
    expect(early.b31_60).toBe(100_00);
    expect(ageDocuments(docs, '2026-03-05').parts.map((p) => [p.amount, p.days])).toEqual([[50_00, 0]]);
  });

  it("a supplier's purchases, debit notes and payments made age the same way", () => {
    const docs = [
      doc(daysAgo(100), 'purchase', 9_000_00, '11'),
      doc(daysAgo(35), 'debit_note', 1_000_00, 'DN'),
      doc(daysAgo(33), 'payment_made', 3_000_00),
      doc(daysAgo(2), 'purchase', 2_000_00, '12'),
    ];
    expect(bucketsOf(ageDocuments(docs, AS_OF))).toEqual([2_000_00, 0, 0, 5_000_00]);
    expect(bucketsOf(ageDocuments(docs, AS_OF, 15))).toEqual([2_000_00, 0, 5_000_00, 0]);
  });

  it('nothing owed: zero buckets and no oldest date; totals add parties bucket by bucket', () => {
    const none = ageDocuments([doc(daysAgo(5), 'bill', 100_00), doc(daysAgo(4), 'payment_received', 100_00)], AS_OF);
    expect({ total: none.total, buckets: bucketsOf(none), oldest: none.oldestDate, parts: none.parts }).toEqual({
      total: 0,
      buckets: [0, 0, 0, 0],
      oldest: null,
      parts: [],
    });
    expect(
      sumAgeings([
        { total: 300, b0_30: 100, b31_60: 200, b61_90: 0, b90_plus: 0 },
        { total: -50, b0_30: -50, b31_60: 0, b61_90: 0, b90_plus: 0 },
      ]),
    ).toEqual({ total: 250, b0_30: 50, b31_60: 200, b61_90: 0, b90_plus: 0 });
  });
});
