// Issue 31 item 4, the outputs: the HSN summary, the export figures and GSTR-1 of a bill with two rates, worked by hand.
// The bill: A fan (HSN 8414) ₹1,000.00 at 18%, a fan (8414) ₹1,000.00 at 5% and a lamp (9405) ₹2,000.00 at 5%; sub
// total ₹4,000.00, discount 10% ₹400.00, net and taxable ₹3,600.00. By their lines (₹1,000 : ₹3,000) 18% gets ₹900.00
// and 5% ₹2,700.00; 18% of ₹900 = ₹162.00 (CGST ₹81.00 + SGST ₹81.00), 5% of ₹2,700 = ₹135.00 (₹67.50 + ₹67.50). GST
// ₹297.00 (CGST ₹148.50, SGST ₹148.50); Grand Total ₹3,897.00.
import { describe, expect, it } from 'vitest';
import { salesTotals, storedRateBreakdown } from './billing';
import { exportFigures, type ExportBill } from './export-bill';
import { IN_STATE } from './export-fixtures.test-support';
import { buildGstr1, type Gstr1Invoice } from './gstr1';
import { hsnRateSummary, hsnSummary } from './hsn-summary';

const LINES = [
  { hsn: '8414', total: 100_000, gstBp: 1800 },
  { hsn: '8414', total: 100_000, gstBp: 500 },
  { hsn: '9405', total: 200_000, gstBp: 500 },
];
const STORED = { taxable: 360_000, cgst: 14_850, sgst: 14_850 };

describe('the bill as stored', () => {
  it('salesTotals gives the figures worked by hand', () => {
    const t = salesTotals(
      LINES.map((l) => ({ rate: l.total, qty: 1, gstBp: l.gstBp })),
      { discountBp: 1000, commissionBp: 0, gstBp: 1800, packingBp: 0 },
    );
    expect([t.taxable, t.cgst, t.sgst, t.grandTotal]).toEqual([360_000, 14_850, 14_850, 389_700]);
  });
});

describe('storedRateBreakdown', () => {
  it('gives back the bill rate by rate', () => {
    expect(storedRateBreakdown(LINES, STORED)).toEqual([
      { gstBp: 1800, lineTotal: 100_000, taxable: 90_000, gst: 16_200, cgst: 8_100, sgst: 8_100 },
      { gstBp: 500, lineTotal: 300_000, taxable: 270_000, gst: 13_500, cgst: 6_750, sgst: 6_750 },
    ]);
  });

  it('holds the rates to a stored tax a paisa off (a credit note), on the largest rate', () => {
    const rates = storedRateBreakdown(LINES, { ...STORED, cgst: 14_851 });
    expect(rates.map((r) => [r.gstBp, r.cgst, r.sgst, r.gst])).toEqual([
      [1800, 8_100, 8_100, 16_200],
      [500, 6_751, 6_750, 13_501],
    ]);
  });

  it('a one-rate document is its stored figures', () => {
    const one = LINES.map((l) => ({ ...l, gstBp: 1800 }));
    expect(storedRateBreakdown(one, { taxable: 360_000, cgst: 32_401, sgst: 32_399 })).toEqual([
      { gstBp: 1800, lineTotal: 400_000, taxable: 360_000, gst: 64_800, cgst: 32_401, sgst: 32_399 },
    ]);
  });
});

describe('hsnRateSummary', () => {
  it('one row per HSN code and rate, each rate shared over its codes', () => {
    expect(hsnRateSummary(LINES, STORED)).toEqual([
      { hsn: '8414', gstBp: 1800, lineTotal: 100_000, taxable: 90_000, cgst: 8_100, sgst: 8_100 },
      { hsn: '8414', gstBp: 500, lineTotal: 100_000, taxable: 90_000, cgst: 2_250, sgst: 2_250 },
      { hsn: '9405', gstBp: 500, lineTotal: 200_000, taxable: 180_000, cgst: 4_500, sgst: 4_500 },
    ]);
  });

  it('a one-rate bill gives the one-rate summary', () => {
    const one = LINES.map((l) => ({ ...l, gstBp: 1800 }));
    const bill = { taxable: 360_000, cgst: 32_400, sgst: 32_400 };
    const rows = hsnRateSummary(one, bill);
    expect(rows.map((r) => r.gstBp)).toEqual([1800, 1800]);
    expect(rows.map((r) => ({ hsn: r.hsn, lineTotal: r.lineTotal, taxable: r.taxable, cgst: r.cgst, sgst: r.sgst }))).toEqual(hsnSummary(one, bill));
  });
});

describe('exportFigures by rate', () => {
  const bill: ExportBill = {
    ...IN_STATE,
    lines: LINES.map((l, i) => ({ name: `Item ${i + 1}`, hsn: l.hsn, qty: 1, unit: 'Nos', rate: l.total, total: l.total, gstBp: l.gstBp })),
    subtotal: 400_000,
    discount: 40_000,
    commission: 0,
    packing: 0,
    gstBp: 1800,
    cgstBp: 900,
    sgstBp: 900,
    cgst: 14_850,
    sgst: 14_850,
    total: 389_700,
  };

  it('each line at its own rate; lines add up to their rates and the rates to the bill', () => {
    const f = exportFigures(bill);
    expect(f.lines).toEqual([
      { gstBp: 1800, taxable: 90_000, cgst: 8_100, sgst: 8_100, igst: 0 },
      { gstBp: 500, taxable: 90_000, cgst: 2_250, sgst: 2_250, igst: 0 },
      { gstBp: 500, taxable: 180_000, cgst: 4_500, sgst: 4_500, igst: 0 },
    ]);
    expect(f.byRate).toEqual([
      { gstBp: 1800, taxable: 90_000, cgst: 8_100, sgst: 8_100, igst: 0 },
      { gstBp: 500, taxable: 270_000, cgst: 6_750, sgst: 6_750, igst: 0 },
    ]);
    expect([f.taxable, f.cgst, f.sgst, f.igst, f.other]).toEqual([360_000, 14_850, 14_850, 0, 0]);
  });

  it('another state: IGST per line, the rate’s whole tax', () => {
    const f = exportFigures({ ...bill, split: 'inter' });
    expect(f.lines.map((l) => [l.cgst, l.sgst, l.igst])).toEqual([
      [0, 0, 16_200],
      [0, 0, 4_500],
      [0, 0, 9_000],
    ]);
    expect(f.igst).toBe(29_700);
  });
});

describe('GSTR-1 by rate', () => {
  const invoice = (over: Partial<Gstr1Invoice>): Gstr1Invoice => ({
    number: '7',
    date: '2026-11-02',
    buyerGstin: '33AAACR5055K1ZE',
    buyerState: 'Tamil Nadu',
    value: 389_700,
    taxable: 360_000,
    rateBp: 1800,
    cgst: 14_850,
    sgst: 14_850,
    lines: LINES.map((l, i) => ({ hsn: l.hsn, description: `Item ${i + 1}`, qty: 1, total: l.total, gstBp: l.gstBp })),
    ...over,
  });
  const gstr1 = buildGstr1({
    gstin: '33AABCK1234L1ZT',
    sellerState: 'Tamil Nadu',
    period: '112026',
    invoices: [invoice({}), invoice({ number: '8', buyerGstin: '' })],
    issued: [],
  });

  it('b2b: one item per rate', () => {
    expect(gstr1.b2b[0].inv).toEqual([
      expect.objectContaining({
        inum: '7',
        val: 3897,
        itms: [
          { num: 1801, itm_det: { txval: 900, rt: 18, camt: 81, samt: 81, csamt: 0 } },
          { num: 501, itm_det: { txval: 2700, rt: 5, camt: 67.5, samt: 67.5, csamt: 0 } },
        ],
      }),
    ]);
  });

  it('b2cs: one row per rate', () => {
    expect(gstr1.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '33', typ: 'OE', rt: 18, txval: 900, camt: 81, samt: 81, csamt: 0 },
      { sply_ty: 'INTRA', pos: '33', typ: 'OE', rt: 5, txval: 2700, camt: 67.5, samt: 67.5, csamt: 0 },
    ]);
  });

  it('HSN: one row per HSN code and rate', () => {
    expect(gstr1.hsn.hsn_b2b.map((r) => [r.hsn_sc, r.rt, r.qty, r.txval, r.camt, r.samt])).toEqual([
      ['8414', 18, 1, 900, 81, 81],
      ['8414', 5, 1, 900, 22.5, 22.5],
      ['9405', 5, 1, 1800, 45, 45],
    ]);
  });
});
