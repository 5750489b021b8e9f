import { describe, expect, it } from 'vitest';
import { GST_STATES, gstinCheckChar, makeGstin, stateFromGstin, validateGstin } from './gstin';

describe('GSTIN check character (mod 36, factors 1,2,1,2…)', () => {
  it('matches widely published GSTINs', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('29AAGCB7383J1Z')).toBe('4');
  });

  it('worked by hand for 33AAACR5055K1Z', () => {
    // values 3,3,10,10,10,12,27,5,0,5,5,20,1,35 × factors 1,2,1,2,…
    // products 3,6,10,20,10,24,27,10,0,10,5,40,1,70; each adds floor(p/36) + p%36:
    // 3+6+10+20+10+24+27+10+0+10+5+(1+4)+1+(1+34) = 166; 166 % 36 = 22; (36 − 22) % 36 = 14 → 'E'
    expect(gstinCheckChar('33AAACR5055K1Z')).toBe('E');
  });

  it('refuses anything but 14 letters or digits', () => {
    expect(() => gstinCheckChar('33AAACR5055K1')).toThrow(RangeError);
    expect(() => gstinCheckChar('33AAACR5055K1-')).toThrow(RangeError);
  });
});

describe('validateGstin', () => {
  it.each([
    ['27AAPFU0939F1ZV', '27', 'Maharashtra'],
    ['29AAGCB7383J1Z4', '29', 'Karnataka'],
    ['33AAACR5055K1ZE', '33', 'Tamil Nadu'],
    ['  33aaacr5055k1ze ', '33', 'Tamil Nadu'],
  ])('%j is valid, state %s %s', (text, stateCode, stateName) => {
    expect(validateGstin(text)).toEqual({ ok: true, gstin: text.trim().toUpperCase(), stateCode, stateName });
  });

  it.each([
    ['', 'GSTIN must be 15 characters'],
    ['27AAPFU0939F1Z', 'GSTIN must be 15 characters'],
    ['27AAPFU0939F1ZVX', 'GSTIN must be 15 characters'],
    ['27AAPF00939F1ZV', 'GSTIN format is invalid'],
    ['27AAPFU0939F0ZV', 'GSTIN format is invalid'],
    ['27AAPFU0939F1YV', 'GSTIN format is invalid'],
    ['27AAPFU0939F1Z-', 'GSTIN format is invalid'],
    ['00AAPFU0939F1ZV', 'GSTIN state code 00 is unknown'],
    ['39AAPFU0939F1ZV', 'GSTIN state code 39 is unknown'],
    ['27AAPFU0939F1ZW', 'GSTIN check digit does not match'],
  ])('%j is refused: %s', (text, reason) => {
    expect(validateGstin(text)).toEqual({ ok: false, reason });
  });

  it('accepts the special codes 97 and 99', () => {
    expect(validateGstin(makeGstin('97', 'AAAAA0000A'))).toMatchObject({ ok: true, stateName: 'Other Territory' });
    expect(validateGstin(makeGstin(99, 'AAAAA0000A'))).toMatchObject({ ok: true, stateName: 'Centre Jurisdiction' });
  });
});

describe('GST states', () => {
  it('cover every code from 01 to 38, plus 97 and 99', () => {
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97', '99'];
    expect(Object.keys(GST_STATES).sort()).toEqual(expected);
  });

  it.each([
    ['01', 'Jammu and Kashmir'],
    ['07', 'Delhi'],
    ['29', 'Karnataka'],
    ['32', 'Kerala'],
    ['33', 'Tamil Nadu'],
    ['36', 'Telangana'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
  ])('%s is %s', (code, name) => {
    expect(GST_STATES[code]).toBe(name);
  });

  it('stateFromGstin reads the state from the first two characters', () => {
    expect(stateFromGstin('33AAACR5055K1ZE')).toBe('Tamil Nadu');
    expect(stateFromGstin(' 32')).toBe('Kerala');
    expect(stateFromGstin('45AAACR5055K1ZE')).toBeNull();
    expect(stateFromGstin('')).toBeNull();
  });
});

describe('makeGstin builds valid demo GSTINs', () => {
  it('from a state code, a PAN and an entity number', () => {
    expect(makeGstin(33, 'AAACR5055K')).toBe('33AAACR5055K1ZE');
    expect(makeGstin('27', 'aapfu0939f')).toBe('27AAPFU0939F1ZV');
    const second = makeGstin(33, 'AAACR5055K', '2');
    expect(second.slice(0, 14)).toBe('33AAACR5055K2Z');
    expect(validateGstin(second).ok).toBe(true);
  });

  it('refuses an unknown state, a malformed PAN or entity', () => {
    expect(() => makeGstin(40, 'AAACR5055K')).toThrow(RangeError);
    expect(() => makeGstin(33, 'AAACR5055')).toThrow(RangeError);
    expect(() => makeGstin(33, 'AAACR5055K', '0')).toThrow(RangeError);
  });
});
