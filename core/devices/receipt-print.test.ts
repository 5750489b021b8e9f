import { describe, expect, it } from 'vitest';
import { tillPrinterJob } from './receipt-print';

describe("what the till's receipt printer gets after a save (Settings, Retail Bill Print)", () => {
  it('a retail bill printed on a roll: the receipt (the server adds the pulse on cash), paid in cash or not', () => {
    for (const print of ['receipt', 'receipt58'] as const) {
      expect(tillPrinterJob('retail', print, true)).toBe('receipt');
      expect(tillPrinterJob('retail', print, false)).toBe('receipt');
    }
  });

  it('a retail bill printed on A4, like every GST bill: only the drawer pulse, and only on a cash tender', () => {
    expect(tillPrinterJob('retail', 'a4', true)).toBe('drawer');
    expect(tillPrinterJob('retail', 'a4', false)).toBe('none');
    for (const print of ['receipt', 'receipt58', 'a4'] as const) {
      expect(tillPrinterJob('gst', print, true)).toBe('drawer');
      expect(tillPrinterJob('gst', print, false)).toBe('none');
    }
  });

  it('a quotation takes no money: nothing', () => {
    expect(tillPrinterJob('estimate', 'receipt', true)).toBe('none');
  });
});
