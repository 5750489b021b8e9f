import { describe, expect, it } from 'vitest';
import { lineTotal, purchaseTotals, salesTotals, splitGst, taxSplit, type BillLine, type SalesRates } from './billing';

const NO_RATES: SalesRates = { discountBp: 0, commissionBp: 0, gstBp: 0, packingBp: 0 };

interface SalesCase {
  name: string;
  lines: BillLine[];
  rates: Partial<SalesRates>;
  expected: {
    subtotal: number;
    discount: number;
    net: number;
    commission: number;
    packing: number;
    gst: number;
    cgst: number;
    sgst: number;
    grandTotal: number;
    roundOff: number;
  };
}

// All amounts in paise, worked by hand. R() rounds to a whole rupee, halves away from zero.
const SALES_CASES: SalesCase[] = [
  {
    // 1000.00 × 1 = 1000.00; GST = R(1000.00) × 18% = 180.00; total 1180.00
    name: 'a single line with 18% GST',
    lines: [{ rate: 100000, qty: 1 }],
    rates: { gstBp: 1800 },
    expected: { subtotal: 100000, discount: 0, net: 100000, commission: 0, packing: 0, gst: 18000, cgst: 9000, sgst: 9000, grandTotal: 118000, roundOff: 0 },
  },
  {
    // 12.34×3 = 37.02; 0.99×10 = 9.90; 250.00×2 = 500.00; subtotal 546.92 → grand total R(546.92) = 547.00
    name: 'zero percents everywhere',
    lines: [
      { rate: 1234, qty: 3 },
      { rate: 99, qty: 10 },
      { rate: 25000, qty: 2 },
    ],
    rates: {},
    expected: { subtotal: 54692, discount: 0, net: 54692, commission: 0, packing: 0, gst: 0, cgst: 0, sgst: 0, grandTotal: 54700, roundOff: 8 },
  },
  {
    // 10.50 → R(10.50) = 11.00 (x.50 rounds up)
    name: 'a total of x.50 rupees rounds up',
    lines: [{ rate: 1050, qty: 1 }],
    rates: {},
    expected: { subtotal: 1050, discount: 0, net: 1050, commission: 0, packing: 0, gst: 0, cgst: 0, sgst: 0, grandTotal: 1100, roundOff: 50 },
  },
  {
    // 10.49 → R(10.49) = 10.00, round off −0.49
    name: 'a total of x.49 rupees rounds down',
    lines: [{ rate: 1049, qty: 1 }],
    rates: {},
    expected: { subtotal: 1049, discount: 0, net: 1049, commission: 0, packing: 0, gst: 0, cgst: 0, sgst: 0, grandTotal: 1000, roundOff: -49 },
  },
  {
    // 500.00×2 = 1000.00; discount = 1000.00 × 100% = 1000.00; net 0; GST = 0 × 18% = 0
    name: '100% discount',
    lines: [{ rate: 50000, qty: 2 }],
    rates: { discountBp: 10000, gstBp: 1800 },
    expected: { subtotal: 100000, discount: 100000, net: 0, commission: 0, packing: 0, gst: 0, cgst: 0, sgst: 0, grandTotal: 0, roundOff: 0 },
  },
  {
    // 99.75; discount = R(99.75)=100 × 10% = 10.00; net 89.75; GST = R(89.75)=90 × 18% = 16.20;
    // 89.75 + 16.20 = 105.95 → 106.00
    name: 'discount and GST are taken on rounded amounts',
    lines: [{ rate: 9975, qty: 1 }],
    rates: { discountBp: 1000, gstBp: 1800 },
    expected: { subtotal: 9975, discount: 1000, net: 8975, commission: 0, packing: 0, gst: 1620, cgst: 810, sgst: 810, grandTotal: 10600, roundOff: 5 },
  },
  {
    // 3.00; packing = 3.00 × 2.5% = 0.075 → 0.08 (half paisa up); GST = 3.00 × 18% = 0.54;
    // 3.00 + 0.08 + 0.54 = 3.62 → 4.00
    name: 'half a paisa of packing rounds away from zero',
    lines: [{ rate: 300, qty: 1 }],
    rates: { packingBp: 250, gstBp: 1800 },
    expected: { subtotal: 300, discount: 0, net: 300, commission: 0, packing: 8, gst: 54, cgst: 27, sgst: 27, grandTotal: 400, roundOff: 38 },
  },
  {
    // 101.00 × 5% = 5.05; CGST = round(2.525) = 2.53, SGST = 5.05 − 2.53 = 2.52; 106.05 → 106.00
    name: 'an odd paisa of GST goes to CGST',
    lines: [{ rate: 10100, qty: 1 }],
    rates: { gstBp: 500 },
    expected: { subtotal: 10100, discount: 0, net: 10100, commission: 0, packing: 0, gst: 505, cgst: 253, sgst: 252, grandTotal: 10600, roundOff: -5 },
  },
  {
    // 1000.00×5 = 5000.00; discount 5% = 250.00; net 4750.00; commission 2% = 95.00;
    // packing 1% = 47.50; GST 18% = 855.00; 4750 − 95 + 47.50 + 855 = 5557.50 → 5558.00
    name: 'every charge at once, landing on x.50 rupees',
    lines: [{ rate: 100000, qty: 5 }],
    rates: { discountBp: 500, commissionBp: 200, packingBp: 100, gstBp: 1800 },
    expected: {
      subtotal: 500000,
      discount: 25000,
      net: 475000,
      commission: 9500,
      packing: 4750,
      gst: 85500,
      cgst: 42750,
      sgst: 42750,
      grandTotal: 555800,
      roundOff: 50,
    },
  },
  {
    // line 1: 333.33×3 = 999.99, less 10% = 99.999 → 100.00, = 899.99;
    // line 2: 0.15×1, less 10% = 0.015 → 0.02, = 0.13; subtotal 900.12;
    // GST = R(900.12)=900 × 18% = 162.00; 900.12 + 162 = 1062.12 → 1062.00
    name: 'per-line discounts of the wholesale POS',
    lines: [
      { rate: 33333, qty: 3, discountBp: 1000 },
      { rate: 15, qty: 1, discountBp: 1000 },
    ],
    rates: { gstBp: 1800 },
    expected: { subtotal: 90012, discount: 0, net: 90012, commission: 0, packing: 0, gst: 16200, cgst: 8100, sgst: 8100, grandTotal: 106200, roundOff: -12 },
  },
  {
    // 45.60×2 = 91.20; 12.25×4 = 49.00; subtotal 140.20; discount = R(140.20)=140 × 7.5% = 10.50;
    // net 129.70; R(net) = 130; commission 3% = 3.90; GST 28% = 36.40;
    // 129.70 − 3.90 + 36.40 = 162.20 → 162.00
    name: 'net rounds up before the charges',
    lines: [
      { rate: 4560, qty: 2 },
      { rate: 1225, qty: 4 },
    ],
    rates: { discountBp: 750, commissionBp: 300, gstBp: 2800 },
    expected: { subtotal: 14020, discount: 1050, net: 12970, commission: 390, packing: 0, gst: 3640, cgst: 1820, sgst: 1820, grandTotal: 16200, roundOff: -20 },
  },
  {
    // 10×1 + 20×2 + 30×3 + 40×4 + 50×5 = 550.00; packing 2% = 11.00; GST 18% = 99.00; 660.00
    name: 'many lines',
    lines: [
      { rate: 1000, qty: 1 },
      { rate: 2000, qty: 2 },
      { rate: 3000, qty: 3 },
      { rate: 4000, qty: 4 },
      { rate: 5000, qty: 5 },
    ],
    rates: { packingBp: 200, gstBp: 1800 },
    expected: { subtotal: 55000, discount: 0, net: 55000, commission: 0, packing: 1100, gst: 9900, cgst: 4950, sgst: 4950, grandTotal: 66000, roundOff: 0 },
  },
  {
    // 1.00; discount = 1.00 × 0.5% = 0.005 → 0.01; net 0.99; GST = R(0.99)=1 × 18% = 0.18;
    // 0.99 + 0.18 = 1.17 → 1.00
    name: 'half a paisa of discount rounds away from zero',
    lines: [{ rate: 100, qty: 1 }],
    rates: { discountBp: 50, gstBp: 1800 },
    expected: { subtotal: 100, discount: 1, net: 99, commission: 0, packing: 0, gst: 18, cgst: 9, sgst: 9, grandTotal: 100, roundOff: -17 },
  },
  {
    // 0.50; discount = R(0.50)=1.00 × 10% = 0.10; net 0.40; GST = R(0.40)=0 × 18% = 0; 0.40 → 0.00
    name: 'a half-rupee subtotal rounds up for the discount',
    lines: [{ rate: 50, qty: 1 }],
    rates: { discountBp: 1000, gstBp: 1800 },
    expected: { subtotal: 50, discount: 10, net: 40, commission: 0, packing: 0, gst: 0, cgst: 0, sgst: 0, grandTotal: 0, roundOff: -40 },
  },
  {
    name: 'an empty cart',
    lines: [],
    rates: { discountBp: 1000, commissionBp: 200, packingBp: 100, gstBp: 1800 },
    expected: { subtotal: 0, discount: 0, net: 0, commission: 0, packing: 0, gst: 0, cgst: 0, sgst: 0, grandTotal: 0, roundOff: 0 },
  },
];

describe('sales totals (POS, estimates, retail, editors)', () => {
  it.each(SALES_CASES)('$name', ({ lines, rates, expected }) => {
    const totals = salesTotals(lines, { ...NO_RATES, ...rates });
    expect(totals).toMatchObject(expected);
    expect(totals.lineTotals).toEqual(lines.map(lineTotal));
  });

  it('the grand total is always whole rupees and the round off explains the difference', () => {
    for (const { lines, rates } of SALES_CASES) {
      const t = salesTotals(lines, { ...NO_RATES, ...rates });
      expect(t.grandTotal % 100).toBe(0);
      expect(t.net - t.commission + t.packing + t.gst + t.roundOff).toBe(t.grandTotal);
      expect(t.cgst + t.sgst).toBe(t.gst);
    }
  });
});

describe('line total', () => {
  it('is rate × qty less the line discount', () => {
    // 333.33 × 3 = 999.99, less 10% (99.999 → 100.00) = 899.99
    expect(lineTotal({ rate: 33333, qty: 3, discountBp: 1000 })).toBe(89999);
    expect(lineTotal({ rate: 33333, qty: 3 })).toBe(99999);
  });

  it('refuses a fractional quantity or rate', () => {
    expect(() => lineTotal({ rate: 100, qty: 1.5 })).toThrow(RangeError);
    expect(() => lineTotal({ rate: 100.5, qty: 1 })).toThrow(RangeError);
  });
});

describe('purchase totals: GST on the rounded subtotal, grand total = R(subtotal) + GST', () => {
  it.each([
    // 123.45×2 + 10.00 = 256.90 → 257.00; GST 18% = 46.26; 257.00 + 46.26 = 303.26
    {
      lines: [
        { rate: 12345, qty: 2 },
        { rate: 1000, qty: 1 },
      ],
      gstBp: 1800,
      subtotal: 25690,
      roundedSubtotal: 25700,
      gst: 4626,
      cgst: 2313,
      sgst: 2313,
      grandTotal: 30326,
    },
    // 101.00 × 5% = 5.05 → CGST 2.53, SGST 2.52; 106.05
    { lines: [{ rate: 10100, qty: 1 }], gstBp: 500, subtotal: 10100, roundedSubtotal: 10100, gst: 505, cgst: 253, sgst: 252, grandTotal: 10605 },
    // 10.50 → 11.00, no GST
    { lines: [{ rate: 1050, qty: 1 }], gstBp: 0, subtotal: 1050, roundedSubtotal: 1100, gst: 0, cgst: 0, sgst: 0, grandTotal: 1100 },
    // 99.50 → 100.00; 12% = 12.00; 112.00
    { lines: [{ rate: 9950, qty: 1 }], gstBp: 1200, subtotal: 9950, roundedSubtotal: 10000, gst: 1200, cgst: 600, sgst: 600, grandTotal: 11200 },
  ])('subtotal $subtotal at $gstBp bp → grand total $grandTotal', ({ lines, gstBp, ...expected }) => {
    expect(purchaseTotals(lines, gstBp)).toMatchObject(expected);
  });
});

describe('GST halves: CGST = round(GST / 2), SGST = GST − CGST', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [3, 2, 1],
    [18000, 9000, 9000],
    [-3, -2, -1],
  ])('%i → %i + %i', (gst, cgst, sgst) => {
    expect(splitGst(gst)).toEqual({ cgst, sgst });
  });
});

describe('tax split: same state as the seller → CGST + SGST, else IGST', () => {
  it.each([
    ['Tamil Nadu', 'intra'],
    ['tamilnadu', 'intra'],
    [' TAMIL NADU ', 'intra'],
    ['Tamil  Nadu', 'intra'],
    ['Kerala', 'inter'],
    ['Tamil Nadu State', 'inter'],
    ['', 'inter'],
    [null, 'inter'],
  ] as const)('buyer in %j with a Tamil Nadu seller → %s', (buyer, split) => {
    expect(taxSplit(buyer, 'Tamil Nadu')).toBe(split);
  });

  it("uses the seller's state from settings", () => {
    expect(taxSplit('kerala', ' Kerala')).toBe('intra');
    expect(taxSplit('Tamil Nadu', 'Kerala')).toBe('inter');
  });

  it('defaults the seller to Tamil Nadu', () => {
    expect(taxSplit('TamilNadu')).toBe('intra');
  });
});
