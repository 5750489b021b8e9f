import { describe, expect, it } from 'vitest';
import { makeGstin } from './gstin';
import { purchaseSplit, saleSplit, salePlace, supplierPlace, taxColumns } from './tax-columns';

const KA_GSTIN = makeGstin(29, 'AAHCC1234K');
const TN_GSTIN = makeGstin(33, 'AAACR5055K');

describe('the CGST, SGST and IGST columns of a bill', () => {
  it("shows an intra-state bill's stored halves as CGST and SGST, IGST 0", () => {
    expect(taxColumns('intra', 9_001, 9_000)).toEqual({ cgst: 9_001, sgst: 9_000, igst: 0 });
  });

  it('shows an inter-state bill as CGST 0, SGST 0 and IGST its whole GST', () => {
    expect(taxColumns('inter', 9_001, 9_000)).toEqual({ cgst: 0, sgst: 0, igst: 18_001 });
  });

  it('keeps a bill with no GST at zero in every column', () => {
    expect(taxColumns('inter', 0, 0)).toEqual({ cgst: 0, sgst: 0, igst: 0 });
  });
});

describe('place of supply of a sale', () => {
  it("is the state on the bill; the GSTIN's state only when the bill has none", () => {
    expect(salePlace('Karnataka', TN_GSTIN)).toBe('Karnataka');
    expect(salePlace('  ', KA_GSTIN)).toBe('Karnataka');
    expect(salePlace('', '29XYZ')).toBe('');
    expect(salePlace(null, null)).toBe('');
  });

  it("splits against the seller's state through the GST state table", () => {
    expect(saleSplit('Tamil Nadu', '', 'Tamil Nadu')).toBe('intra');
    expect(saleSplit('TN', '', 'Tamil Nadu')).toBe('intra');
    expect(saleSplit('33', '', 'tamilnadu')).toBe('intra');
    expect(saleSplit('Karnataka', '', 'Tamil Nadu')).toBe('inter');
    expect(saleSplit('', KA_GSTIN, 'Tamil Nadu')).toBe('inter');
    expect(saleSplit('', TN_GSTIN, 'Tamil Nadu')).toBe('intra');
    expect(saleSplit('Karnataka', '', 'Karnataka')).toBe('intra');
  });
});

describe('place of supply of a purchase', () => {
  it("is the state of the supplier's GSTIN, else its state field", () => {
    expect(supplierPlace('', KA_GSTIN)).toBe('Karnataka');
    expect(supplierPlace('Tamil Nadu', KA_GSTIN)).toBe('Karnataka');
    expect(supplierPlace(' Kerala ', '')).toBe('Kerala');
    expect(supplierPlace('Kerala', '29ABC')).toBe('Kerala');
    expect(supplierPlace('', '')).toBe('');
  });

  it("carries IGST from another state, CGST + SGST from the seller's; a supplier with no known place (blank, or not a state) is local", () => {
    expect(purchaseSplit('Karnataka', 'Tamil Nadu')).toBe('inter');
    expect(purchaseSplit('29', 'Tamil Nadu')).toBe('inter');
    expect(purchaseSplit('Tamil Nadu', 'Tamil Nadu')).toBe('intra');
    expect(purchaseSplit('TN', 'Tamil Nadu')).toBe('intra');
    expect(purchaseSplit('', 'Tamil Nadu')).toBe('intra');
    expect(purchaseSplit('Atlantis', 'Tamil Nadu')).toBe('intra');
    expect(purchaseSplit('Tamil Nadu', 'Karnataka')).toBe('inter');
  });
});
