import { describe, expect, it } from 'vitest';
import { billName, billNumber, isSalesBillKind, orderSeries } from './bill-series';

describe('bill numbers with their series', () => {
  it("keeps a GST bill's number and prefixes a retail bill's, so the two series never look alike", () => {
    expect(billNumber('gst', 28)).toBe('28');
    expect(billNumber('retail', 28)).toBe('R-28');
    expect(billNumber('retail', '29')).toBe('R-29');
    expect(billNumber('gst', 28)).not.toBe(billNumber('retail', 28));
  });

  it('prints every series with its own prefix: credit notes, receipts and vouchers too', () => {
    expect(billNumber('credit_note', 4)).toBe('CN-4');
    expect(billNumber('receipt', 7)).toBe('RC-7');
    expect(billNumber('voucher', 2)).toBe('PV-2');
    expect(billNumber('estimate', 26)).toBe('26');
  });

  it('names the series of a bare number where several series meet (issue 32: GST 103, R-31, CN-4)', () => {
    expect(billName('gst', 103)).toBe('GST 103');
    expect(billName('retail', 31)).toBe('R-31');
    expect(billName('credit_note', 4)).toBe('CN-4');
    expect(billName('estimate', '26')).toBe('Quotation 26');
    expect(billName(orderSeries('retail'), 31)).toBe('R-31');
    expect(billName(orderSeries('gst'), 103)).toBe('GST 103');
  });

  it('knows the sales bill kinds', () => {
    expect(isSalesBillKind('gst')).toBe(true);
    expect(isSalesBillKind('retail')).toBe(true);
    expect(isSalesBillKind('estimate')).toBe(false);
  });
});
