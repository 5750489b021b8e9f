import { describe, expect, it } from 'vitest';
import type { CartCommand } from './cart.commands';
import { decide, isRejection } from './cart.decider';
import { evolve } from './cart.evolve';
import { CATALOGUES, RAVI } from './cart.fixtures';
import { initialState, totals, type CartMode, type CartState } from './cart.state';

/** Runs commands through decide and evolve, as the screen would; a refused command fails the test. */
function bill(mode: CartMode, commands: CartCommand[]): CartState {
  return commands.reduce((state, command) => {
    const decision = decide(command, state, CATALOGUES[mode]);
    if (isRejection(decision)) throw new Error(`${command.type} refused: ${decision.error}`);
    return decision.reduce(evolve, state);
  }, initialState(mode));
}

const scan = (lineId: string, key: string, qty?: string): CartCommand => ({ type: 'AddProductByKey', key, qty, meta: { lineId } });
const manual = (lineId: string, name: string, amount: string, qty: string): CartCommand => ({ type: 'AddManualLine', name, amount, qty, meta: { lineId } });

interface WorkedCase {
  name: string;
  mode: CartMode;
  commands: CartCommand[];
  /** Rupees: subtotal, discount, commission, packing, gst, cgst, sgst, grand total, round off. */
  expected: [number, number, number, number, number, number, number, number, number];
}

// Worked by hand. R() rounds to a whole rupee, halves away from zero.
const CASES: WorkedCase[] = [
  {
    // fan 2450.00; pacer 2 × 2050.00 = 4100.00 less 5% (205.00) = 3895.00; subtotal 6345.00
    // discount R(6345.00) × 2% = 126.90; net 6218.10; R(net) 6218: commission 1% 62.18, packing 2% 124.36, GST 18% 1119.24
    // 6218.10 − 62.18 + 124.36 + 1119.24 = 7399.52 → 7400.00, round off 0.48
    name: 'wholesale: line discount, bill discount, commission, packing and GST',
    mode: 'gst',
    commands: [
      { type: 'SetRates', gstBp: 1800, packingBp: 200 },
      { type: 'SelectCustomer', customer: RAVI },
      scan('A', 'CRHSP1200-000123'),
      scan('B', 'HVPCR1200-000045'),
      { type: 'ChangeLineDiscount', lineId: 'B', discount: '5' },
      { type: 'ChangeDiscount', discount: '2' },
      { type: 'ChangeCommission', commission: '1' },
    ],
    expected: [6345, 126.9, 62.18, 124.36, 1119.24, 559.62, 559.62, 7400, 0.48],
  },
  {
    // the same fan scanned three times is one line of 3: 7350.00; GST 18% 1323.00; 8673.00
    name: 'wholesale: the same serial scanned again raises the quantity',
    mode: 'gst',
    commands: [{ type: 'SetRates', gstBp: 1800, packingBp: 0 }, scan('A', 'CRHSP1200-000123'), scan('B', 'crhsp1200-000123'), scan('C', 'CRHSP1200-000123')],
    expected: [7350, 0, 0, 0, 1323, 661.5, 661.5, 8673, 0],
  },
  {
    // 1750.50 × 1; GST 5% of R(1750.50) = 1751.00 → 87.55, odd paisa to CGST (43.78 / 43.77); 1838.05 → 1838.00
    name: 'wholesale: an odd paisa of GST goes to CGST',
    mode: 'gst',
    commands: [{ type: 'SetRates', gstBp: 500, packingBp: 0 }, scan('A', 'BJFRR1200-000007')],
    expected: [1750.5, 0, 0, 0, 87.55, 43.78, 43.77, 1838, -0.05],
  },
  {
    // capacitor 10 × 85.00 = 850.00; remote 350.00; retail rates default to 0: 1200.00
    name: 'retail: codes, no tax until the server sends rates',
    mode: 'retail',
    commands: [scan('A', 'rt001', '10'), scan('B', 'RT002')],
    expected: [1200, 0, 0, 0, 0, 0, 0, 1200, 0],
  },
  {
    // 2 × 350.00 + 1 × 1250.50 = 1950.50; R(net) 1951: GST 18% 351.18, packing 2% 39.02; 2340.70 → 2341.00
    name: 'estimate: free-text lines',
    mode: 'estimate',
    commands: [{ type: 'SetRates', gstBp: 1800, packingBp: 200 }, manual('A', 'Fan repair', '350', '2'), manual('B', 'Wiring', '1,250.50', '1')],
    expected: [1950.5, 0, 0, 39.02, 351.18, 175.59, 175.59, 2341, 0.3],
  },
  {
    // qty edited to 4 then the rate to 2,400.00: 9600.00; 100% discount leaves 0
    name: 'wholesale: edited quantity and rate, 100% discount',
    mode: 'gst',
    commands: [
      scan('A', 'CRHSP1200-000123'),
      { type: 'ChangeQuantity', lineId: 'A', qty: '04' },
      { type: 'ChangeRate', lineId: 'A', rate: '2400' },
      { type: 'ChangeDiscount', discount: '100' },
    ],
    expected: [9600, 9600, 0, 0, 0, 0, 0, 0, 0],
  },
];

const paise = (rupees: number) => Math.round(rupees * 100);

describe('worked totals through the cart', () => {
  it.each(CASES)('$name', ({ mode, commands, expected }) => {
    const sums = totals(bill(mode, commands));
    const [subtotal, discount, commission, packing, gst, cgst, sgst, grandTotal, roundOff] = expected.map(paise);
    expect(sums).toMatchObject({ subtotal, discount, commission, packing, gst, cgst, sgst, grandTotal, roundOff });
  });

  it('retail lines ignore a per-line discount carried over from elsewhere', () => {
    const state = { ...initialState('retail'), lines: [{ ...bill('retail', [scan('A', 'RT002')]).lines[0], discountBp: 5000 }] };
    expect(totals(state).subtotal).toBe(35000);
  });
});
