import { describe, expect, it } from 'vitest';
import { salesTotals, type SalesRates } from './billing';
import { checkReturn, creditNoteTotals, settleCredit, type ReturnRequest, type SoldLine } from './credit-note';
import { roundToRupee } from './money';
import { taxColumns } from './tax-columns';

// 80 fans at ₹1,500.00 less 10%, one cooler at ₹2,450.50, a stabiliser at ₹1,999.99 × 3 less 7.5%;
// 5% discount, 2% commission, 1% packing, 18% GST.
const RATES: SalesRates = { discountBp: 500, commissionBp: 200, gstBp: 1800, packingBp: 100 };
const sold = (returned: Record<number, number> = {}): SoldLine[] => [
  { odId: 1, rate: 150_000, qty: 80, discountBp: 1000, returnedBefore: returned[1] ?? 0 },
  { odId: 2, rate: 245_050, qty: 1, discountBp: 0, returnedBefore: returned[2] ?? 0 },
  { odId: 3, rate: 199_999, qty: 3, discountBp: 750, returnedBefore: returned[3] ?? 0 },
];
const bill = salesTotals(
  sold().map((l) => ({ rate: l.rate, qty: l.qty, discountBp: l.discountBp })),
  RATES,
);

describe('credit note totals', () => {
  it("prices a partial return of a discounted bill by the bill's own rules (worked by hand)", () => {
    // Before: lines 1,08,00,000 + 2,45,050 + 5,54,997 (5,99,997 less 45,000 rounded) = 1,16,00,047 paise.
    // Returning 10 fans (13,50,000) leaves 1,02,50,047.
    const note = creditNoteTotals(sold(), RATES, [{ odId: 1, qty: 10 }]);
    expect(note.lines).toEqual([{ odId: 1, qty: 10, total: 1_350_000 }]);
    expect(note.subtotal).toBe(1_350_000);
    // Discount 5% of R(subtotal): 5,80,000 before (of 1,16,00,000), 5,12,500 after (of 1,02,50,000).
    expect(note.discount).toBe(580_000 - 512_500);
    // Net 1,10,20,047 → R 1,10,20,000; after 97,37,547 → R 97,37,500: taxable 12,82,500.
    expect(note.taxable).toBe(1_282_500);
    // GST 18% of the rounded net: 19,83,600 before, 17,52,750 after.
    expect(note.gst).toBe(1_983_600 - 1_752_750);
    expect(note.cgst + note.sgst).toBe(note.gst);
    expect(note.cgst).toBe(991_800 - 876_375);
    expect(note.grandTotal % 100).toBe(0);
    const after = salesTotals(
      [
        { rate: 150_000, qty: 70, discountBp: 1000 },
        { rate: 245_050, qty: 1 },
        { rate: 199_999, qty: 3, discountBp: 750 },
      ],
      RATES,
    );
    expect(note.grandTotal).toBe(bill.grandTotal - after.grandTotal);
    expect(note.subtotal - note.discount - note.commission + note.packing + note.gst + note.roundOff).toBe(note.grandTotal);
  });

  it('prices a partial return of a discounted inter-state bill, all its tax as IGST (worked by hand)', () => {
    // A bill to Bengaluru (IGST): 4 coolers at ₹2,450.50 less 5% on the line, 2 stabilisers at ₹1,999.99;
    // 7.5% discount, no commission, 1% packing, 18% GST. One of each comes back.
    const rates: SalesRates = { discountBp: 750, commissionBp: 0, gstBp: 1800, packingBp: 100 };
    const lines: SoldLine[] = [
      { odId: 1, rate: 245_050, qty: 4, discountBp: 500, returnedBefore: 0 },
      { odId: 2, rate: 199_999, qty: 2, discountBp: 0, returnedBefore: 0 },
    ];
    const note = creditNoteTotals(lines, rates, [
      { odId: 1, qty: 1 },
      { odId: 2, qty: 1 },
    ]);
    // Before: coolers 9,80,200 less 5% (49,010) = 9,31,190; stabilisers 3,99,998; subtotal 13,31,188.
    //   Discount 7.5% of R(13,31,188) = 13,31,200 → 99,840. Net 12,31,348 → R 12,31,300.
    //   Packing 1% = 12,313; GST 18% = 2,21,634 (CGST 1,10,817 + SGST 1,10,817).
    //   Exact 12,31,348 + 12,313 + 2,21,634 = 14,65,295 → grand total 14,65,300, round off +5.
    // After: 3 coolers 7,35,150 less 5% (36,757.5 → 36,758) = 6,98,392; 1 stabiliser 1,99,999; subtotal 8,98,391.
    //   Discount 7.5% of 8,98,400 = 67,380. Net 8,31,011 → R 8,31,000.
    //   Packing 8,310; GST 1,49,580 (74,790 + 74,790). Exact 9,88,901 → 9,88,900, round off −1.
    // The note is before less after.
    expect(note.lines).toEqual([
      { odId: 1, qty: 1, total: 931_190 - 698_392 },
      { odId: 2, qty: 1, total: 199_999 },
    ]);
    expect(note.lines[0].total).toBe(232_798);
    expect(note).toMatchObject({
      subtotal: 432_797,
      discount: 32_460,
      commission: 0,
      packing: 4_003,
      taxable: 400_300,
      gst: 72_054,
      cgst: 36_027,
      sgst: 36_027,
      roundOff: 6,
      grandTotal: 476_400,
    });
    // Inter-state: the invoice and the note show one IGST column of the whole GST.
    expect(taxColumns('inter', note.cgst, note.sgst)).toEqual({ cgst: 0, sgst: 0, igst: 72_054 });
    // 4,32,797 − 32,460 + 4,003 + 72,054 + 6 = 4,76,400 paise: ₹4,764.00 (all figures above in paise).
    expect(note.subtotal - note.discount - note.commission + note.packing + note.gst + note.roundOff).toBe(note.grandTotal);
    const before = salesTotals(
      lines.map((l) => ({ rate: l.rate, qty: l.qty, discountBp: l.discountBp })),
      rates,
    );
    expect(before.grandTotal).toBe(1_465_300);
    expect(note.grandTotal).toBe(before.grandTotal - 988_900);
  });

  it('in-state: the returned GST goes to CGST and SGST halves; inter-state: all of it to IGST', () => {
    const note = creditNoteTotals(sold(), RATES, [
      { odId: 2, qty: 1 },
      { odId: 3, qty: 1 },
    ]);
    expect(taxColumns('intra', note.cgst, note.sgst)).toEqual({ cgst: note.cgst, sgst: note.sgst, igst: 0 });
    expect(Math.abs(note.cgst - note.sgst)).toBeLessThanOrEqual(1);
    expect(taxColumns('inter', note.cgst, note.sgst)).toEqual({ cgst: 0, sgst: 0, igst: note.gst });
  });

  it('a part of a line with its own discount: the parts of the line sum to its stored total', () => {
    const first = creditNoteTotals(sold(), RATES, [{ odId: 3, qty: 1 }]);
    const second = creditNoteTotals(sold({ 3: 1 }), RATES, [{ odId: 3, qty: 2 }]);
    // The stored line: 5,99,997 less 7.5% (44,999.775 → 45,000) = 5,54,997.
    expect(first.lines[0].total + second.lines[0].total).toBe(554_997);
  });

  it("returning all of a line gives back exactly that line's stored figure", () => {
    for (const [index, line] of sold().entries()) {
      const note = creditNoteTotals(sold(), RATES, [{ odId: line.odId, qty: line.qty }]);
      expect(note.lines[0].total).toBe(bill.lineTotals[index]);
    }
  });

  it('returning the whole bill at once gives back the bill to the paisa', () => {
    const note = creditNoteTotals(
      sold(),
      RATES,
      sold().map((l) => ({ odId: l.odId, qty: l.qty })),
    );
    expect(note).toMatchObject({
      subtotal: bill.subtotal,
      discount: bill.discount,
      commission: bill.commission,
      packing: bill.packing,
      gst: bill.gst,
      cgst: bill.cgst,
      sgst: bill.sgst,
      roundOff: bill.roundOff,
      grandTotal: bill.grandTotal,
      taxable: roundToRupee(bill.net),
    });
  });

  it('returning the whole bill in any parts sums to the bill to the paisa (property, 300 random orders of returns)', () => {
    let seed = 20261126;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 300; round += 1) {
      const rates: SalesRates = { discountBp: random(2000), commissionBp: random(500), gstBp: [500, 1200, 1800, 2800][random(4)], packingBp: random(300) };
      const lines: SoldLine[] = Array.from({ length: 1 + random(4) }, (_, i) => ({
        odId: i + 1,
        rate: 1 + random(500_000),
        qty: 1 + random(12),
        discountBp: random(3) === 0 ? random(2500) : 0,
        returnedBefore: 0,
      }));
      const whole = salesTotals(lines, rates);
      const sum = { subtotal: 0, discount: 0, commission: 0, packing: 0, gst: 0, cgst: 0, sgst: 0, roundOff: 0, taxable: 0, grandTotal: 0 };
      const lineSums = new Map<number, number>();
      while (lines.some((l) => l.returnedBefore < l.qty)) {
        const open = lines.filter((l) => l.returnedBefore < l.qty);
        const request: ReturnRequest[] = open
          .filter((_, i) => i === 0 || random(2) === 0)
          .map((l) => ({ odId: l.odId, qty: 1 + random(l.qty - l.returnedBefore) }));
        expect(checkReturn(lines, request)).toEqual({ ok: true });
        const note = creditNoteTotals(lines, rates, request);
        for (const key of Object.keys(sum) as Array<keyof typeof sum>) sum[key] += note[key];
        for (const l of note.lines) lineSums.set(l.odId, (lineSums.get(l.odId) ?? 0) + l.total);
        for (const r of request) {
          const line = lines.find((l) => l.odId === r.odId);
          if (line) line.returnedBefore += r.qty;
        }
      }
      expect(sum).toEqual({
        subtotal: whole.subtotal,
        discount: whole.discount,
        commission: whole.commission,
        packing: whole.packing,
        gst: whole.gst,
        cgst: whole.cgst,
        sgst: whole.sgst,
        roundOff: whole.roundOff,
        taxable: roundToRupee(whole.net),
        grandTotal: whole.grandTotal,
      });
      expect(lines.map((l) => lineSums.get(l.odId))).toEqual(whole.lineTotals);
    }
  });
});

describe('checking a return', () => {
  it('refuses more than sold less returned before, a line of another bill, zero, a line twice and no lines', () => {
    expect(checkReturn(sold({ 1: 75 }), [{ odId: 1, qty: 6 }])).toEqual({
      ok: false,
      msg: 'lines.0.qty: only 5 can come back on this line (80 sold, 75 returned before), not 6',
    });
    expect(checkReturn(sold({ 2: 1 }), [{ odId: 2, qty: 1 }])).toEqual({ ok: false, msg: 'lines.0.qty: all 1 sold on this line have already been returned' });
    expect(checkReturn(sold(), [{ odId: 99, qty: 1 }])).toEqual({ ok: false, msg: 'lines.0.order_detail_id: line 99 is not a line of this bill' });
    expect(checkReturn(sold(), [{ odId: 1, qty: 0 }])).toEqual({ ok: false, msg: 'lines.0.qty: the quantity returned must be at least 1' });
    expect(
      checkReturn(sold(), [
        { odId: 1, qty: 1 },
        { odId: 1, qty: 1 },
      ]),
    ).toEqual({ ok: false, msg: 'lines.1.order_detail_id: line 1 is given twice' });
    expect(checkReturn(sold(), [])).toEqual({ ok: false, msg: 'lines: choose at least one line to return' });
    expect(checkReturn(sold({ 1: 75 }), [{ odId: 1, qty: 5 }])).toEqual({ ok: true });
  });
});

describe('settling a credit note against the bill', () => {
  it('lowers the balance first; what is over is refunded or kept as credit, as the cashier chooses', () => {
    expect(settleCredit(50_000, 120_000, 'refund')).toEqual({ applied: 50_000, refund: 0, keptCredit: 0 });
    expect(settleCredit(50_000, 20_000, 'refund')).toEqual({ applied: 20_000, refund: 30_000, keptCredit: 0 });
    expect(settleCredit(50_000, 20_000, 'credit')).toEqual({ applied: 20_000, refund: 0, keptCredit: 30_000 });
    expect(settleCredit(50_000, 0, 'credit')).toEqual({ applied: 0, refund: 0, keptCredit: 50_000 });
  });
});
