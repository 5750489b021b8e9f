// Issue 32: the counter's tax lines follow the shop's state from the settings, as the invoice's do.
import { describe, expect, it } from 'vitest';
import { makeGstin } from '../gstin';
import { saleSplit } from '../tax-columns';
import { catalogueFromPosList, type PosListBody } from './cart.catalogue';
import { counterSplit } from './cart.split';

const KERALA_SHOP: PosListBody = {
  product: [],
  customer: [
    { user_id: 1, name: 'Kochi Cool Traders', mobile: '9847000001', state: 'Kerala' },
    { user_id: 2, name: 'Madurai Fans', mobile: '9843000002', state: 'Tamil Nadu' },
    // No state on record: its GSTIN's state is the place of supply, as on the invoice.
    { user_id: 3, name: 'Thrissur Electricals', mobile: '9847000003', state: '', tax_number: makeGstin(32, 'AAHCT1234K') },
  ],
  gst: { cgst: '9.00', sgst: '9.00', packing_charge: '0.00' },
  counter: { retail_print: 'receipt', seller_state: 'Kerala' },
};

const kerala = { userId: '1', name: 'Kochi Cool Traders', mobile: '9847000001', state: 'Kerala' };
const tamilNadu = { userId: '2', name: 'Madurai Fans', mobile: '9843000002', state: 'Tamil Nadu' };
const byGstin = { userId: '3', name: 'Thrissur Electricals', mobile: '9847000003', state: '' };

describe('the counter’s tax split (counterSplit)', () => {
  for (const mode of ['gst', 'retail'] as const) {
    const catalogue = catalogueFromPosList(mode, KERALA_SHOP);
    it(`${mode}: a Kerala shop and a Kerala customer: CGST + SGST`, () => {
      expect(catalogue.sellerState).toBe('Kerala');
      expect(counterSplit(catalogue, kerala)).toBe('intra');
    });
    it(`${mode}: a Kerala shop and a Tamil Nadu customer: IGST`, () => {
      expect(counterSplit(catalogue, tamilNadu)).toBe('inter');
    });
    it(`${mode}: a customer with no state, a Kerala GSTIN: CGST + SGST, as the invoice`, () => {
      expect(counterSplit(catalogue, byGstin)).toBe(saleSplit('', makeGstin(32, 'AAHCT1234K'), 'Kerala'));
      expect(counterSplit(catalogue, byGstin)).toBe('intra');
    });
  }

  it('no customer yet: the shop’s own state (CGST + SGST)', () => {
    expect(counterSplit(catalogueFromPosList('gst', KERALA_SHOP), null)).toBe('intra');
  });

  it('a list that does not name the seller’s state (the legacy backend): Tamil Nadu, the default', () => {
    const legacy = catalogueFromPosList('gst', { ...KERALA_SHOP, counter: null });
    expect(legacy.sellerState).toBe('Tamil Nadu');
    expect(counterSplit(legacy, kerala)).toBe('inter');
    expect(counterSplit(legacy, tamilNadu)).toBe('intra');
  });
});
