import { describe, expect, it } from 'vitest';
import { makeGstin } from '../../../../core/gstin';
import { EMPTY_SUPPLIER, phoneInput, supplierProblems } from './supplier-form';

describe('supplier form rules', () => {
  it('the page needs only a name; the modal needs the phone too', () => {
    expect(supplierProblems(EMPTY_SUPPLIER, 'page')).toEqual({ supplier_name: 'Supplier Name is required' });
    expect(supplierProblems({ ...EMPTY_SUPPLIER, supplier_name: 'A' }, 'page')).toEqual({});
    expect(supplierProblems({ ...EMPTY_SUPPLIER, supplier_name: 'A' }, 'modal')).toEqual({ mobile: 'Phone Number is required' });
  });

  it('phone digits only, at most 10; GST number at most 15 with its check character', () => {
    expect(phoneInput('98-40 01234567')).toBe('9840012345');
    const form = { ...EMPTY_SUPPLIER, supplier_name: 'A' };
    expect(supplierProblems({ ...form, mobile: '98400123456' }, 'page').mobile).toMatch(/at most 10/);
    expect(supplierProblems({ ...form, gst_number: `${makeGstin(33, 'AABCS1234M')}X` }, 'page').gst_number).toMatch(/at most 15/);
    const good = makeGstin(33, 'AABCS1234M');
    expect(supplierProblems({ ...form, gst_number: good }, 'page')).toEqual({});
    const bad = good.slice(0, 14) + (good[14] === 'A' ? 'B' : 'A');
    expect(supplierProblems({ ...form, gst_number: bad }, 'page').gst_number).toMatch(/^GST Number: /);
  });
});
