import { describe, expect, it } from 'vitest';
import { billNumber, isSalesBillKind } from './bill-series';

describe('bill numbers with their series', () => {
  it('keeps a GST bill\'s number and prefixes a retail bill\'s, so the two series never look alike', () => {
    expect(billNumber('gst', 28)).toBe('28');
    expect(billNumber('retail', 28)).toBe('R-28');
    expect(billNumber('retail', '29')).toBe('R-29');
    expect(billNumber('gst', 28)).not.toBe(billNumber('retail', 28));
  });

  it('knows the sales bill kinds', () => {
    expect(isSalesBillKind('gst')).toBe(true);
    expect(isSalesBillKind('retail')).toBe(true);
    expect(isSalesBillKind('estimate')).toBe(false);
  });
});
