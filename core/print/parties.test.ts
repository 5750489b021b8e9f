import { describe, expect, it } from 'vitest';
import type { SellerDetail } from '../api/print-document';
import { sellerPlace, stateCode, stateWithCode } from './parties';

describe('printed parties', () => {
  it('finds the GST state code whatever the spacing or case', () => {
    expect(stateCode('Tamil Nadu')).toBe('33');
    expect(stateCode(' tamilnadu ')).toBe('33');
    expect(stateCode('KARNATAKA')).toBe('29');
    expect(stateCode('Atlantis')).toBe('');
    expect(stateCode('')).toBe('');
    expect(stateWithCode('Kerala')).toBe('Kerala (Code 32)');
    expect(stateWithCode('Atlantis')).toBe('Atlantis');
  });

  it('writes the seller place from what the settings hold', () => {
    const seller = { city: 'Madurai', pincode: '625001', state: 'Tamil Nadu' } as SellerDetail;
    expect(sellerPlace(seller)).toBe('Madurai - 625001, Tamil Nadu');
    expect(sellerPlace({ ...seller, city: '', pincode: '' })).toBe('Tamil Nadu');
  });
});
