import { describe, expect, it } from 'vitest';
import { MAX_GST_NO, MAX_PINCODE } from '../../../../core/admin-rules';
import { EMPTY_CUSTOMER, fieldErrors, firstInvalid, gstinInput, gstinNote, maxLengthFor, phoneInput, REQUIRED_FIELDS, withGstin } from './customer-form';

const TN_GSTIN = '33AAACR5055K1ZE';

describe('customer form rules', () => {
  it('keeps digits only in Mobile, the first 10; extra input is ignored', () => {
    expect(phoneInput('94430 12345')).toBe('9443012345');
    expect(phoneInput('944301234567')).toBe('9443012345');
    expect(phoneInput('abc')).toBe('');
  });

  it('keeps a GST number upper-cased, at most 15 characters', () => {
    expect(gstinInput('33aaacr5055k1ze99')).toBe(TN_GSTIN);
  });

  it("checks a GSTIN's format and check digit, saying what is wrong", () => {
    expect(gstinNote('')).toBeNull();
    expect(gstinNote(TN_GSTIN)).toEqual({ ok: true, text: 'Valid GSTIN: Tamil Nadu' });
    expect(gstinNote('33AAACR5055K1ZF')).toEqual({ ok: false, text: 'GSTIN check digit does not match', whileTyping: true });
    expect(gstinNote('33AAACR')).toEqual({ ok: false, text: 'GSTIN must be 15 characters', whileTyping: false });
  });

  it("fills an empty State from the GSTIN's first two digits, and follows it while it was filled that way", () => {
    const typed = withGstin(EMPTY_CUSTOMER, false, '33');
    expect(typed).toEqual({ fields: { ...EMPTY_CUSTOMER, tax_number: '33', state: 'Tamil Nadu' }, stateFromGstin: true });
    const corrected = withGstin(typed.fields, typed.stateFromGstin, '29');
    expect(corrected.fields.state).toBe('Karnataka');
    const own = withGstin({ ...EMPTY_CUSTOMER, state: 'Kerala' }, false, TN_GSTIN);
    expect(own.fields.state).toBe('Kerala');
  });

  it('needs name and state to add; name, address, state and mobile to edit', () => {
    expect(fieldErrors('add', EMPTY_CUSTOMER)).toEqual({ name: 'Customer Name is required', state: 'State is required' });
    expect(fieldErrors('edit', EMPTY_CUSTOMER)).toEqual({
      name: 'Customer Name is required',
      address: 'Address is required',
      state: 'State is required',
      telephone: 'Mobile is required',
    });
    expect(firstInvalid(fieldErrors('edit', { ...EMPTY_CUSTOMER, name: 'x' }))).toBe('telephone');
  });

  it('refuses a GSTIN that does not check out and a credit limit that is not an amount', () => {
    const fields = { ...EMPTY_CUSTOMER, name: 'Murugan', state: 'Tamil Nadu', tax_number: '33AAACR5055K1ZF', credit_limit: 'lots' };
    expect(fieldErrors('add', fields)).toEqual({
      tax_number: 'GSTIN check digit does not match',
      credit_limit: 'Credit Limit must be an amount in rupees such as 1234.50, not "lots" (not a number)',
    });
    expect(fieldErrors('add', { ...fields, tax_number: TN_GSTIN, credit_limit: '50,000.00' })).toEqual({});
  });

  it('refuses credit days over 365 and credit days that are not a whole number, on both forms (issue 29)', () => {
    const fields = { ...EMPTY_CUSTOMER, name: 'Murugan', telephone: '9443012345', address: 'Madurai', state: 'Tamil Nadu' };
    expect(fieldErrors('add', { ...fields, credit_days: '366' })).toEqual({ credit_days: 'Credit Days must be at most 365 days' });
    expect(fieldErrors('edit', { ...fields, credit_days: 'thirty' })).toEqual({ credit_days: 'Credit Days must be a whole number of days, not "thirty"' });
    expect(fieldErrors('edit', { ...fields, credit_days: '30' })).toEqual({});
    expect(fieldErrors('add', { ...fields, credit_days: '' })).toEqual({});
  });
});

describe('the customer forms take their required marks and lengths from their schemas', () => {
  it('add: name and state (back-office §5); edit: name, mobile, address and state (sales §5)', () => {
    expect(REQUIRED_FIELDS.add).toEqual(['name', 'state']);
    expect(REQUIRED_FIELDS.edit).toEqual(['name', 'telephone', 'address', 'state']);
  });
  it('GST number at most 15, pincode 6, name 100, address 500; the mobile keeps its digits as typed instead', () => {
    for (const mode of ['add', 'edit'] as const) {
      expect(maxLengthFor(mode, 'tax_number')).toBe(MAX_GST_NO);
      expect(maxLengthFor(mode, 'pincode')).toBe(MAX_PINCODE);
      expect(maxLengthFor(mode, 'name')).toBe(100);
      expect(maxLengthFor(mode, 'address')).toBe(500);
      expect(maxLengthFor(mode, 'telephone')).toBeUndefined();
    }
  });
});
