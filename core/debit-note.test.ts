import { describe, expect, it } from 'vitest';
import { purchaseTotals } from './billing';
import { checkPurchaseReturn, debitNoteSettlement, debitNoteTotals, itcReversal, type BoughtLine } from './debit-note';

// A purchase of 3 fans at ₹1,199.99 and 3 coolers at ₹2,000.50, GST 18%: subtotal 9,601.47, rounded 9,601,
// GST 1,728.18 (CGST 864.09, SGST 864.09), total 11,329.18.
const bought: BoughtLine[] = [
  { odId: 11, productId: 1, productName: 'Fan', rate: 119_999, qty: 3, returnedBefore: 0 },
  { odId: 12, productId: 2, productName: 'Cooler', rate: 200_050, qty: 3, returnedBefore: 0 },
];
const stock = new Map([
  [1, 10],
  [2, 10],
]);
const intra = { gstBp: 1800, split: 'intra' as const };

describe('debit note figures', () => {
  it('one fan back: worked by hand from the purchase before and after', () => {
    // After: 2 × 1,199.99 + 3 × 2,000.50 = 8,401.48 → 8,401; GST 1,512.18; total 9,913.18.
    const note = debitNoteTotals(bought, intra, [{ odId: 11, qty: 1 }]);
    expect(note).toEqual({
      lines: [{ odId: 11, qty: 1, total: 119_999 }],
      subtotal: 119_999,
      taxable: 120_000,
      gst: 21_600,
      cgst: 10_800,
      sgst: 10_800,
      igst: 0,
      grandTotal: 141_600,
    });
    expect(
      purchaseTotals(
        [
          { rate: 119_999, qty: 3 },
          { rate: 200_050, qty: 3 },
        ],
        1800,
      ).grandTotal - note.grandTotal,
    ).toBe(991_318);
  });

  it("an inter-state supplier's purchase reverses IGST, the whole GST", () => {
    const note = debitNoteTotals(bought, { gstBp: 1800, split: 'inter' }, [{ odId: 12, qty: 2 }]);
    // After: 3 × 1,199.99 + 1 × 2,000.50 = 5,600.47 → 5,600; GST 1,008.00; before GST 1,728.18.
    expect(note).toMatchObject({ taxable: 400_100, gst: 72_018, cgst: 0, sgst: 0, igst: 72_018, grandTotal: 472_118 });
  });

  it('returns in parts sum to the whole purchase', () => {
    const first = debitNoteTotals(bought, intra, [{ odId: 11, qty: 1 }]);
    const rest = bought.map((l) => ({ ...l, returnedBefore: l.odId === 11 ? 1 : 0 }));
    const second = debitNoteTotals(rest, intra, [
      { odId: 11, qty: 2 },
      { odId: 12, qty: 3 },
    ]);
    const whole = purchaseTotals(
      [
        { rate: 119_999, qty: 3 },
        { rate: 200_050, qty: 3 },
      ],
      1800,
    );
    expect(first.grandTotal + second.grandTotal).toBe(whole.grandTotal);
    expect(first.taxable + second.taxable).toBe(whole.roundedSubtotal);
    expect(first.cgst + second.cgst).toBe(whole.cgst);
  });

  it('throws past what is left (checkPurchaseReturn refuses first)', () => {
    expect(() => debitNoteTotals(bought, intra, [{ odId: 11, qty: 4 }])).toThrow(RangeError);
  });
});

describe('refusals, each its own message', () => {
  it('an unknown line', () => {
    expect(checkPurchaseReturn(bought, [{ odId: 99, qty: 1 }], stock)).toEqual({
      ok: false,
      msg: 'lines.0.purchase_detail_id: line 99 is not a line of this purchase',
    });
  });
  it('a zero quantity', () => {
    expect(checkPurchaseReturn(bought, [{ odId: 11, qty: 0 }], stock)).toEqual({ ok: false, msg: 'lines.0.qty: the quantity returned must be at least 1' });
  });
  it('more than was bought less what was returned', () => {
    const rest = bought.map((l) => ({ ...l, returnedBefore: 1 }));
    expect(checkPurchaseReturn(rest, [{ odId: 12, qty: 3 }], stock)).toEqual({
      ok: false,
      msg: 'lines.0.qty: only 2 can go back on this line (3 bought, 1 returned before), not 3',
    });
    const all = bought.map((l) => ({ ...l, returnedBefore: 3 }));
    expect(checkPurchaseReturn(all, [{ odId: 11, qty: 1 }], stock)).toEqual({
      ok: false,
      msg: 'lines.0.qty: all 3 bought on this line have already been returned',
    });
  });
  it('more than is in stock, lines of one product counted together', () => {
    const twoFanLines: BoughtLine[] = [bought[0], { ...bought[0], odId: 13 }];
    expect(
      checkPurchaseReturn(
        twoFanLines,
        [
          { odId: 11, qty: 2 },
          { odId: 13, qty: 2 },
        ],
        new Map([[1, 3]]),
      ),
    ).toEqual({ ok: false, msg: 'lines.1.qty: only 3 of Fan in stock: 4 cannot go back to the supplier' });
  });
  it('a line given twice', () => {
    expect(
      checkPurchaseReturn(
        bought,
        [
          { odId: 11, qty: 1 },
          { odId: 11, qty: 1 },
        ],
        stock,
      ),
    ).toEqual({ ok: false, msg: 'lines.1.purchase_detail_id: line 11 is given twice' });
  });
  it('a good return passes', () => {
    expect(checkPurchaseReturn(bought, [{ odId: 12, qty: 3 }], stock)).toEqual({ ok: true });
  });
});

describe('settlement against the purchase', () => {
  it('lowers the balance by at most what is owed; the rest is due from the supplier', () => {
    expect(debitNoteSettlement(141_600, 1_000_000)).toEqual({ applied: 141_600, due: 0 });
    expect(debitNoteSettlement(141_600, 100_000)).toEqual({ applied: 100_000, due: 41_600 });
    expect(debitNoteSettlement(141_600, 0)).toEqual({ applied: 0, due: 141_600 });
  });
});

describe('ITC reversal of a month (GSTR-3B 4(B))', () => {
  it("sums the month's debit notes and leaves other months out", () => {
    const notes = [
      { date: '2026-11-03', taxable: 120_000, igst: 0, cgst: 10_800, sgst: 10_800 },
      { date: '2026-11-30', taxable: 400_100, igst: 72_018, cgst: 0, sgst: 0 },
      { date: '2026-12-01', taxable: 50_000, igst: 0, cgst: 4_500, sgst: 4_500 },
      { date: '2026-10-31', taxable: 10_000, igst: 1_800, cgst: 0, sgst: 0 },
    ];
    expect(itcReversal(notes, '2026-11')).toEqual({ taxable: 520_100, igst: 72_018, cgst: 10_800, sgst: 10_800 });
    expect(itcReversal(notes, '2027-01')).toEqual({ taxable: 0, igst: 0, cgst: 0, sgst: 0 });
  });
});
