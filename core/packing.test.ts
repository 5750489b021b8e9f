// Issue 31 item 5: packing in the taxable value (CGST Act s.15(2)(c)) when the bill was made under GST on packing; the
// spec's arithmetic (GST on the net, packing added after) otherwise, figure for figure as before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billTaxable, lineTotal, salesTotals, splitGst, type BillLine, type SalesRates } from './billing';
import { roundToRupee } from './money';
import { applyPercent } from './percent';

describe('GST on packing: on (taxable value = net + packing)', () => {
  it('net 10,000.00 + packing 500.00 at 18% intra-state: taxable 10,500.00, CGST 945.00, SGST 945.00', () => {
    // 10,000.00 × 5% = 500.00 packing; taxable 10,500.00; GST 18% = 1,890.00; total 10,000 + 500 + 1,890 = 12,390.00
    const t = salesTotals([{ rate: 10_000_00, qty: 1 }], { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 500, gstOnPacking: true });
    expect(t).toMatchObject({
      net: 10_000_00,
      packing: 500_00,
      taxable: 10_500_00,
      gst: 1_890_00,
      cgst: 945_00,
      sgst: 945_00,
      grandTotal: 12_390_00,
      roundOff: 0,
    });
  });

  it('the same bill under the spec arithmetic: GST on 10,000.00 only', () => {
    const t = salesTotals([{ rate: 10_000_00, qty: 1 }], { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 500, gstOnPacking: false });
    expect(t).toMatchObject({ packing: 500_00, taxable: 10_000_00, gst: 1_800_00, cgst: 900_00, sgst: 900_00, grandTotal: 12_300_00 });
  });

  it('with discount, commission and paise: packing on the rounded net, GST on R(net) + packing', () => {
    // 1,234.56 × 3 = 3,703.68; discount R(3,703.68) = 3,704 × 10% = 370.40; net 3,333.28; R(net) 3,333.00
    // commission 3,333 × 2% = 66.66; packing 3,333 × 2.5% = 83.325 → 83.33; taxable 3,333.00 + 83.33 = 3,416.33
    // GST 12% of 3,416.33 = 409.9596 → 409.96; CGST 204.98, SGST 204.98
    // total 3,333.28 − 66.66 + 83.33 + 409.96 = 3,759.91 → 3,760.00, round off 0.09
    const t = salesTotals([{ rate: 1234_56, qty: 3 }], { discountBp: 1000, commissionBp: 200, gstBp: 1200, packingBp: 250, gstOnPacking: true });
    expect(t).toMatchObject({
      subtotal: 3703_68,
      discount: 370_40,
      net: 3333_28,
      commission: 66_66,
      packing: 83_33,
      taxable: 3416_33,
      gst: 409_96,
      cgst: 204_98,
      sgst: 204_98,
      grandTotal: 3760_00,
      roundOff: 9,
    });
  });

  it('no packing: both rules give the same bill', () => {
    const lines = [{ rate: 999_99, qty: 2 }];
    const rates = { discountBp: 300, commissionBp: 0, gstBp: 1800, packingBp: 0 };
    expect(salesTotals(lines, { ...rates, gstOnPacking: true })).toEqual(salesTotals(lines, { ...rates, gstOnPacking: false }));
  });

  it("a stored bill's taxable value from its net, packing and rule", () => {
    expect(billTaxable({ net: 10_000_40, packing: 500_00, gstOnPacking: true })).toBe(10_500_00);
    expect(billTaxable({ net: 10_000_40, packing: 500_00, gstOnPacking: false })).toBe(10_000_00);
    expect(billTaxable({ net: -10_000_50, packing: -500_00, gstOnPacking: true })).toBe(-10_501_00);
  });
});

/** The spec's arithmetic as it stood before the rule (DESIGN §5), written out again: the reference for the property. */
function specTotals(lines: readonly BillLine[], rates: SalesRates) {
  const lineTotals = lines.map(lineTotal);
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const discount = applyPercent(roundToRupee(subtotal), rates.discountBp);
  const net = subtotal - discount;
  const commission = applyPercent(roundToRupee(net), rates.commissionBp);
  const packing = applyPercent(roundToRupee(net), rates.packingBp);
  const gst = applyPercent(roundToRupee(net), rates.gstBp);
  const exact = net - commission + packing + gst;
  const grandTotal = roundToRupee(exact);
  return { lineTotals, subtotal, discount, net, commission, packing, gst, ...splitGst(gst), grandTotal, roundOff: grandTotal - exact };
}

const percentArb = fc.integer({ min: 0, max: 10_000 });
const lineArb = fc.record({ rate: fc.integer({ min: 0, max: 5_00_000_00 }), qty: fc.integer({ min: 1, max: 500 }), discountBp: percentArb });
const ratesArb = fc.record({ discountBp: percentArb, commissionBp: percentArb, gstBp: fc.constantFrom(0, 500, 1200, 1800, 2800, 4000), packingBp: percentArb });

describe('GST on packing: off', () => {
  it('every figure of a random bill equals the spec arithmetic (today’s figures)', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 12 }),
        ratesArb,
        fc.constantFrom<boolean | undefined>(false, undefined),
        (lines, rates, rule) => {
          const t = salesTotals(lines, { ...rates, gstOnPacking: rule });
          const { taxable, byRate, ...figures } = t;
          expect(byRate).toEqual([{ gstBp: rates.gstBp, lineTotal: t.subtotal, taxable, gst: t.gst, cgst: t.cgst, sgst: t.sgst }]);
          expect(figures).toEqual(specTotals(lines, rates));
          expect(taxable).toBe(roundToRupee(t.net));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('on: GST is the taxable value (R(net) + packing) at the rate, and the grand total still ends on a rupee', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 12 }), ratesArb, (lines, rates) => {
        const t = salesTotals(lines, { ...rates, gstOnPacking: true });
        expect(t.taxable).toBe(roundToRupee(t.net) + t.packing);
        expect(t.gst).toBe(applyPercent(t.taxable, rates.gstBp));
        expect(t.grandTotal % 100).toBe(0);
        expect(t.grandTotal - t.roundOff).toBe(t.net - t.commission + t.packing + t.gst);
      }),
      { numRuns: 300 },
    );
  });
});
