// Issue 31 item 4: item-wise GST rates. Every figure below is worked by hand in the comments.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billTaxable, lineTaxShares, lineTotal, rateBreakdown, salesTotals, splitGst, type BillLine, type SalesRates } from './billing';
import { creditNoteTotals } from './credit-note';
import { gstRateSchema, lineGstBp, readGstRate } from './gst-rates';
import { roundToRupee } from './money';
import { applyPercent } from './percent';

describe('a product’s GST rate', () => {
  it('reads the rates of the list, blank as the shop’s rate, and refuses the rest', () => {
    expect(readGstRate('18')).toEqual({ ok: true, bp: 1800 });
    expect(readGstRate(' 5% ')).toEqual({ ok: true, bp: 500 });
    expect(readGstRate('40.00')).toEqual({ ok: true, bp: 4000 });
    expect(readGstRate(0)).toEqual({ ok: true, bp: 0 });
    expect(readGstRate(28)).toEqual({ ok: true, bp: 2800 });
    expect(readGstRate('')).toEqual({ ok: true, bp: null });
    expect(readGstRate(null)).toEqual({ ok: true, bp: null });
    expect(readGstRate(undefined)).toEqual({ ok: true, bp: null });
    for (const bad of ['17', '18.5', '-5', 'abc', 100, '3']) {
      expect(readGstRate(bad)).toMatchObject({ ok: false, reason: expect.stringContaining('0, 5, 12, 18, 28, 40') });
    }
  });

  it('the schema gives basis points or null, and a message for a rate off the list', () => {
    expect(gstRateSchema.parse('12')).toBe(1200);
    expect(gstRateSchema.parse(undefined)).toBeNull();
    const bad = gstRateSchema.safeParse('15');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/must be one of 0, 5, 12, 18, 28, 40/);
  });

  it('a line takes its product’s rate, else the shop’s CGST + SGST', () => {
    expect(lineGstBp(500, 1800)).toBe(500);
    expect(lineGstBp(0, 1800)).toBe(0);
    expect(lineGstBp(null, 1800)).toBe(1800);
    expect(lineGstBp(undefined, 1200)).toBe(1200);
  });
});

const noRates: SalesRates = { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 };

describe('a bill with two rates', () => {
  it('an 18% fridge and a 5% item with 10% discount and 2% commission, worked by hand', () => {
    // sub total 10,000.00 + 1,000.00 = 11,000.00; discount 10% of 11,000 = 1,100.00; net 9,900.00 (taxable)
    // shared by the lines: 9,900 × 10,000/11,000 = 9,000.00 at 18%, 9,900 × 1,000/11,000 = 900.00 at 5%
    // GST 1,620.00 (CGST 810.00, SGST 810.00) + 45.00 (22.50 + 22.50) = 1,665.00
    // commission 2% of 9,900 = 198.00, taken off after tax: 9,900 − 198 + 1,665 = 11,367.00
    const t = salesTotals(
      [
        { rate: 10_000_00, qty: 1, gstBp: 1800 },
        { rate: 1_000_00, qty: 1, gstBp: 500 },
      ],
      { discountBp: 1000, commissionBp: 200, gstBp: 1800, packingBp: 0 },
    );
    expect(t).toMatchObject({ subtotal: 11_000_00, discount: 1_100_00, net: 9_900_00, commission: 198_00, taxable: 9_900_00 });
    expect(t.byRate).toEqual([
      { gstBp: 1800, lineTotal: 10_000_00, taxable: 9_000_00, gst: 1_620_00, cgst: 810_00, sgst: 810_00 },
      { gstBp: 500, lineTotal: 1_000_00, taxable: 900_00, gst: 45_00, cgst: 22_50, sgst: 22_50 },
    ]);
    expect(t).toMatchObject({ gst: 1_665_00, cgst: 832_50, sgst: 832_50, grandTotal: 11_367_00, roundOff: 0 });
  });

  it('odd paise: each rate rounds its own tax and gives its own odd paisa to CGST', () => {
    // 333.33 at 18% and 666.67 at 5%: taxable 1,000.00 shared 333.33 / 666.67
    // 18% of 333.33 = 59.9994 → 60.00 (30.00 + 30.00); 5% of 666.67 = 33.3335 → 33.33 (16.67 + 16.66)
    // total 1,000.00 + 93.33 = 1,093.33 → 1,093.00, round off −0.33
    const t = salesTotals(
      [
        { rate: 333_33, qty: 1, gstBp: 1800 },
        { rate: 666_67, qty: 1, gstBp: 500 },
      ],
      noRates,
    );
    expect(t.byRate.map((r) => [r.taxable, r.gst, r.cgst, r.sgst])).toEqual([
      [333_33, 60_00, 30_00, 30_00],
      [666_67, 33_33, 16_67, 16_66],
    ]);
    expect(t).toMatchObject({ gst: 93_33, cgst: 46_67, sgst: 46_66, grandTotal: 1_093_00, roundOff: -33 });
  });

  it('taxed packing is shared across the rates with the taxable value', () => {
    // 2,000.00 at 18% + 1,000.00 at 5%; packing 5% of 3,000 = 150.00, taxed: taxable 3,150.00
    // shared 2,100.00 (18%: 378.00) and 1,050.00 (5%: 52.50); total 3,000 + 150 + 430.50 = 3,580.50 → 3,581.00
    const t = salesTotals(
      [
        { rate: 2_000_00, qty: 1, gstBp: 1800 },
        { rate: 1_000_00, qty: 1, gstBp: 500 },
      ],
      { ...noRates, packingBp: 500, gstOnPacking: true },
    );
    expect(t.byRate.map((r) => [r.gstBp, r.taxable, r.gst])).toEqual([
      [1800, 2_100_00, 378_00],
      [500, 1_050_00, 52_50],
    ]);
    expect(t).toMatchObject({ packing: 150_00, taxable: 3_150_00, gst: 430_50, grandTotal: 3_581_00, roundOff: 50 });
  });

  it('lines of one rate together, in the order the rates first appear; 0% lines carry no tax', () => {
    const t = salesTotals(
      [
        { rate: 100_00, qty: 1, gstBp: 500 },
        { rate: 300_00, qty: 1, gstBp: 0 },
        { rate: 100_00, qty: 1, gstBp: 500 },
      ],
      noRates,
    );
    expect(t.byRate.map((r) => [r.gstBp, r.lineTotal, r.taxable, r.gst])).toEqual([
      [500, 200_00, 200_00, 10_00],
      [0, 300_00, 300_00, 0],
    ]);
  });

  it('each line’s share adds up to its rate, and the rates to the bill', () => {
    const lines = [
      { total: 1_000_01, gstBp: 1800 },
      { total: 333_33, gstBp: 500 },
      { total: 2_000_02, gstBp: 1800 },
    ];
    const byRate = rateBreakdown(lines, 3_000_00);
    const shares = lineTaxShares(lines, byRate);
    for (const rate of byRate) {
      const own = shares.filter((s) => s.gstBp === rate.gstBp);
      expect(own.reduce((a, s) => a + s.taxable, 0)).toBe(rate.taxable);
      expect(own.reduce((a, s) => a + s.cgst, 0)).toBe(rate.cgst);
      expect(own.reduce((a, s) => a + s.sgst, 0)).toBe(rate.sgst);
    }
    expect(shares.reduce((a, s) => a + s.taxable, 0)).toBe(3_000_00);
  });

  it('a credit note gives back each rate’s share: returning the 5% line takes back its tax', () => {
    const sold = [
      { odId: 1, rate: 10_000_00, qty: 1, discountBp: 0, gstBp: 1800, returnedBefore: 0 },
      { odId: 2, rate: 1_000_00, qty: 1, discountBp: 0, gstBp: 500, returnedBefore: 0 },
    ];
    const note = creditNoteTotals(sold, { ...noRates, discountBp: 1000 }, [{ odId: 2, qty: 1 }]);
    // before: 9,000.00 at 18% (1,620.00) + 900.00 at 5% (45.00); after: 9,000.00 at 18% only (discount 1,000.00)
    expect(note.byRate).toEqual([{ gstBp: 500, lineTotal: 1_000_00, taxable: 900_00, gst: 45_00, cgst: 22_50, sgst: 22_50 }]);
    expect(note).toMatchObject({ taxable: 900_00, gst: 45_00 });
  });
});

describe('a bill whose lines share one rate comes out exactly as the one-rate arithmetic', () => {
  /** The arithmetic of salesTotals before item-wise rates, written out again. */
  function oneRate(lines: readonly BillLine[], rates: SalesRates) {
    const subtotal = lines.map(lineTotal).reduce((a, b) => a + b, 0);
    const discount = applyPercent(roundToRupee(subtotal), rates.discountBp);
    const net = subtotal - discount;
    const commission = applyPercent(roundToRupee(net), rates.commissionBp);
    const packing = applyPercent(roundToRupee(net), rates.packingBp);
    const taxable = billTaxable({ net, packing, gstOnPacking: rates.gstOnPacking === true });
    const gst = applyPercent(taxable, rates.gstBp);
    const grandTotal = roundToRupee(net - commission + packing + gst);
    return { subtotal, discount, net, commission, packing, taxable, gst, ...splitGst(gst), grandTotal };
  }

  const line = fc.record({
    rate: fc.integer({ min: 0, max: 5_00_000_00 }),
    qty: fc.integer({ min: 1, max: 50 }),
    discountBp: fc.integer({ min: 0, max: 10_000 }),
  });
  const rates = fc.record({
    discountBp: fc.integer({ min: 0, max: 5_000 }),
    commissionBp: fc.integer({ min: 0, max: 1_000 }),
    gstBp: fc.constantFrom(0, 500, 1200, 1800, 2800, 4000),
    packingBp: fc.integer({ min: 0, max: 1_000 }),
    gstOnPacking: fc.boolean(),
  });

  it('random bills, with the rate on every line or on none', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), rates, fc.boolean(), (lines, r, onLines) => {
        const billed = onLines ? lines.map((l) => ({ ...l, gstBp: r.gstBp })) : lines;
        const t = salesTotals(billed, r);
        expect(t).toMatchObject(oneRate(lines, r));
        expect(t.byRate).toHaveLength(1);
        expect(t.byRate[0]).toMatchObject({ gstBp: r.gstBp, taxable: t.taxable, gst: t.gst, cgst: t.cgst, sgst: t.sgst });
      }),
    );
  });

  it('random multi-rate bills: the rates add up to the bill', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(line, fc.constantFrom(0, 500, 1800, 4000)), { minLength: 1, maxLength: 20 }), rates, (pairs, r) => {
        const t = salesTotals(
          pairs.map(([l, gstBp]) => ({ ...l, gstBp })),
          r,
        );
        expect(t.byRate.reduce((a, x) => a + x.taxable, 0)).toBe(t.taxable);
        expect(t.byRate.reduce((a, x) => a + x.gst, 0)).toBe(t.gst);
        expect(t.cgst + t.sgst).toBe(t.gst);
        expect(t.grandTotal % 100).toBe(0);
      }),
    );
  });
});
