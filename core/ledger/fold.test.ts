import { describe, expect, it } from 'vitest';
import type { LedgerDocument, LedgerKind } from './documents';
import { balanceOf, foldLedger } from './fold';

let seq = 0;
const doc = (date: string, kind: LedgerKind, amount: number, number = `${kind}-${seq + 1}`): LedgerDocument => ({
  date,
  kind,
  amount,
  number,
  narration: kind,
  seq: ++seq,
});

describe('the ledger fold', () => {
  it('runs the balance through every customer kind, in date order', () => {
    const docs = [
      doc('2026-04-05', 'payment_received', 30_000_00, '12'),
      doc('2026-04-01', 'opening', 10_000_00, 'Opening'),
      doc('2026-04-03', 'bill', 50_000_00, '7'),
      doc('2026-04-06', 'credit_note', 40_000_00, 'CN-1'),
      doc('2026-04-06', 'refund', 5_000_00, 'CN-1'),
      doc('2026-04-07', 'credit_applied', 2_000_00, 'CN-1'),
    ];
    const ledger = foldLedger('customer', docs);
    expect(ledger.rows.map((r) => [r.date, r.kind, r.number, r.debit, r.credit, r.balance])).toEqual([
      ['2026-04-01', 'opening', 'Opening', 10_000_00, 0, 10_000_00],
      ['2026-04-03', 'bill', '7', 50_000_00, 0, 60_000_00],
      ['2026-04-05', 'payment_received', '12', 0, 30_000_00, 30_000_00],
      ['2026-04-06', 'credit_note', 'CN-1', 0, 40_000_00, -10_000_00],
      ['2026-04-06', 'refund', 'CN-1', 5_000_00, 0, -5_000_00],
      ['2026-04-07', 'credit_applied', 'CN-1', 0, 0, -5_000_00],
    ]);
    expect(ledger.opening).toBe(0);
    expect(ledger.closing).toBe(-5_000_00);
    expect(ledger.closing).toBe(balanceOf(docs));
  });

  it("shows a supplier's purchases as credits and payments made and debit notes as debits", () => {
    const ledger = foldLedger('supplier', [
      doc('2026-05-01', 'opening', 1_000_00),
      doc('2026-05-02', 'purchase', 9_000_00),
      doc('2026-05-03', 'debit_note', 500_00),
      doc('2026-05-04', 'payment_made', 4_000_00),
    ]);
    expect(ledger.rows.map((r) => [r.kind, r.debit, r.credit, r.balance])).toEqual([
      ['opening', 0, 1_000_00, 1_000_00],
      ['purchase', 0, 9_000_00, 10_000_00],
      ['debit_note', 500_00, 0, 9_500_00],
      ['payment_made', 4_000_00, 0, 5_500_00],
    ]);
    expect(ledger.closing).toBe(5_500_00);
  });

  it('orders one day opening, bill, credit note, refund, credit applied, payment, then by id', () => {
    const day = '2026-06-01';
    const docs = [
      doc(day, 'payment_received', 1),
      doc(day, 'credit_applied', 1),
      doc(day, 'refund', 1),
      doc(day, 'credit_note', 1),
      doc(day, 'bill', 1),
      doc(day, 'bill', 1),
      doc(day, 'opening', 1),
    ];
    const kinds = foldLedger('customer', docs).rows.map((r) => r.kind);
    expect(kinds).toEqual(['opening', 'bill', 'bill', 'credit_note', 'refund', 'credit_applied', 'payment_received']);
    const bills = foldLedger('customer', docs)
      .rows.filter((r) => r.kind === 'bill')
      .map((r) => r.number);
    expect(bills).toEqual([docs[4]!.number, docs[5]!.number]);
  });

  it('brings forward what was before From and leaves out what is after To', () => {
    const docs = [
      doc('2026-04-01', 'bill', 100_00),
      doc('2026-04-10', 'payment_received', 40_00),
      doc('2026-04-15', 'bill', 200_00),
      doc('2026-04-20', 'payment_received', 60_00),
      doc('2026-05-01', 'bill', 999_00),
    ];
    const ledger = foldLedger('customer', docs, { from: '2026-04-10', to: '2026-04-30' });
    expect(ledger.opening).toBe(100_00);
    expect(ledger.rows.map((r) => r.balance)).toEqual([60_00, 260_00, 200_00]);
    expect(ledger.closing).toBe(200_00);
  });

  it('an empty period keeps the brought-forward balance as its closing', () => {
    const ledger = foldLedger('customer', [doc('2026-04-01', 'bill', 100_00)], { from: '2026-05-01' });
    expect(ledger).toEqual({ party: 'customer', opening: 100_00, rows: [], closing: 100_00 });
  });

  it('a party with no documents owes nothing', () => {
    expect(foldLedger('supplier', [])).toEqual({ party: 'supplier', opening: 0, rows: [], closing: 0 });
  });
});
