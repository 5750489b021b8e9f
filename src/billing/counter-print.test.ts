import { describe, expect, it } from 'vitest';
import { counterPrintPath } from './counter-print';

describe('counterPrintPath: the print page of a bill saved at the counter', () => {
  it.each([
    ['gst', 'receipt', '/invoice/12'],
    ['estimate', 'receipt', '/estimate_invoice/12'],
    ['retail', 'receipt', '/retailreceipt/12'],
    ['retail', 'a4', '/retailinvoice/12'],
    ['gst', 'a4', '/invoice/12'],
  ] as const)('%s with retail print %s → %s', (mode, retailPrint, path) => {
    expect(counterPrintPath({ orderId: '12', mode }, retailPrint)).toBe(path);
  });
});
