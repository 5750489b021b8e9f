// For any run of opening balance, bills, returns, payments, credit applications and refunds, booked by the rules the
// server books them by (core/payment.ts's oldest-first allocation, core/credit-note.ts's settlement, core/credit-apply.ts),
// the ledger's closing balance is the pending report's figure for the party (./pending.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCredit } from '../credit-apply';
import { settleCredit, type ExcessChoice } from '../credit-note';
import { allocatePayment, totalPending } from '../payment';
import type { LedgerDocument } from './documents';
import { AGEING_BUCKETS, ageDocuments } from './ageing';
import { balanceOf, foldLedger } from './fold';
import { pendingFigure } from './pending';

type Op =
  { op: 'bill'; amount: number } | { op: 'payment'; share: number } | { op: 'return'; pick: number; share: number; excess: ExcessChoice } | { op: 'apply' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('bill' as const), amount: fc.integer({ min: 1, max: 5_00_000_00 }) }),
  fc.record({ op: fc.constant('payment' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    op: fc.constant('return' as const),
    pick: fc.nat(),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    excess: fc.constantFrom<ExcessChoice>('refund', 'credit'),
  }),
  fc.record({ op: fc.constant('apply' as const) }),
);

interface Doc {
  id: number;
  date: string;
  total: number;
  paid: number;
  credited: number;
  returned: number;
  isBill: boolean;
}

const dateOf = (day: number): string => new Date(Date.UTC(2026, 3, 1) + day * 86_400_000).toISOString().slice(0, 10);

function run(opening: number, ops: readonly Op[]) {
  const owing: Doc[] = [];
  const notes: Array<{ noteId: number; left: number }> = [];
  const ledger: LedgerDocument[] = [];
  let seq = 0;
  let day = 0;
  if (opening > 0) {
    owing.push({ id: 0, date: dateOf(0), total: opening, paid: 0, credited: 0, returned: 0, isBill: false });
    ledger.push({ date: dateOf(0), kind: 'opening', number: 'Opening', narration: '', amount: opening, seq: ++seq });
  }
  const pendingOf = () => owing.map((d) => ({ id: d.id, date: d.date, total: d.total - d.credited, paid: d.paid }));
  for (const op of ops) {
    day += 1;
    const date = dateOf(day);
    if (op.op === 'bill') {
      owing.push({ id: ++seq, date, total: op.amount, paid: 0, credited: 0, returned: 0, isBill: true });
      ledger.push({ date, kind: 'bill', number: String(seq), narration: '', amount: op.amount, seq });
    } else if (op.op === 'payment') {
      const amount = Math.floor(totalPending(pendingOf()) * op.share);
      if (amount <= 0) continue;
      for (const share of allocatePayment(pendingOf(), amount)) owing.find((d) => d.id === share.id)!.paid += share.amount;
      ledger.push({ date, kind: 'payment_received', number: String(++seq), narration: '', amount, seq });
    } else if (op.op === 'return') {
      const bills = owing.filter((d) => d.isBill && d.total > d.returned);
      if (bills.length === 0) continue;
      const bill = bills[op.pick % bills.length]!;
      const value = Math.max(1, Math.floor((bill.total - bill.returned) * op.share));
      const settled = settleCredit(value, bill.total - bill.paid - bill.credited, op.excess);
      bill.returned += value;
      bill.credited += settled.applied;
      const noteId = ++seq;
      ledger.push({ date, kind: 'credit_note', number: `CN-${noteId}`, narration: '', amount: value, seq: noteId });
      if (settled.refund > 0) ledger.push({ date, kind: 'refund', number: `CN-${noteId}`, narration: '', amount: settled.refund, seq: noteId });
      if (settled.keptCredit > 0) notes.push({ noteId, left: settled.keptCredit });
    } else {
      const plan = planCredit(notes, pendingOf());
      for (const share of plan.bills) owing.find((d) => d.id === share.id)!.credited += share.amount;
      for (const draw of plan.draws) {
        notes.find((n) => n.noteId === draw.noteId)!.left -= draw.amount;
        ledger.push({ date, kind: 'credit_applied', number: `CN-${draw.noteId}`, narration: '', amount: draw.amount, seq: ++seq });
      }
    }
  }
  const creditLeft = notes.reduce((sum, n) => sum + n.left, 0);
  return { ledger, pending: pendingFigure(owing, creditLeft), lastDay: day };
}

describe('the ledger against the pending report', () => {
  it("closes at the pending report's figure for any run of documents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_00_000_00 }), fc.array(opArb, { maxLength: 40 }), (opening, ops) => {
        const { ledger, pending } = run(opening, ops);
        expect(foldLedger('customer', ledger).closing).toBe(pending);
        expect(balanceOf(ledger)).toBe(pending);
      }),
      { numRuns: 300 },
    );
  });

  it("brought forward plus the period's movements is the closing, for any From", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_00_000_00 }), fc.array(opArb, { maxLength: 30 }), fc.nat({ max: 40 }), (opening, ops, fromDay) => {
        const { ledger, pending } = run(opening, ops);
        const from = dateOf(fromDay);
        const folded = foldLedger('customer', ledger, { from });
        const moved = folded.rows.reduce((sum, r) => sum + r.debit - r.credit, 0);
        expect(folded.opening + moved).toBe(folded.closing);
        expect(folded.closing).toBe(pending);
        expect(folded.rows.every((r) => r.date >= from)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("ages to the pending report's figure on the last day and to the ledger's balance on any as-of date, its buckets adding up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_00_000_00 }),
        fc.array(opArb, { maxLength: 40 }),
        fc.nat({ max: 45 }),
        fc.integer({ min: 0, max: 365 }),
        (opening, ops, asOfDay, creditDays) => {
          const { ledger, pending, lastDay } = run(opening, ops);
          const last = ageDocuments(ledger, dateOf(lastDay + 200), creditDays);
          expect(last.total).toBe(pending);
          const asOf = dateOf(asOfDay);
          const aged = ageDocuments(ledger, asOf, creditDays);
          expect(aged.total).toBe(foldLedger('customer', ledger, { to: asOf }).closing);
          expect(AGEING_BUCKETS.reduce((sum, b) => sum + aged[b], 0)).toBe(aged.total);
          // What is owed and what is credit never stand side by side: one is set against the other first.
          expect(aged.parts.every((p) => p.amount > 0) || aged.parts.every((p) => p.amount < 0)).toBe(true);
          expect(aged.oldestDate).toBe(aged.parts[0]?.date ?? null);
        },
      ),
      { numRuns: 300 },
    );
  });
});
