import { describe, expect, it } from 'vitest';
import { barcodeAlias, barcodeKind, barcodeListField, barcodeProblem, codeHeldBy, gs1CheckDigit } from './barcode';

describe('the GS1 check digit (EAN-13, UPC-A, EAN-8)', () => {
  it.each([
    ['4006381333931', 'EAN-13'],
    ['5901234123457', 'EAN-13'],
    ['8901030865275', 'EAN-13'],
    ['036000291452', 'UPC-A'],
    ['012345678905', 'UPC-A'],
    ['96385074', 'EAN-8'],
    ['73513537', 'EAN-8'],
  ])('%s, a real %s, passes', (code, kind) => {
    expect(barcodeKind(code)).toBe(kind);
    expect(gs1CheckDigit(code.slice(0, -1))).toBe(Number(code.at(-1)));
    expect(barcodeProblem(code)).toBeNull();
  });

  it.each([
    ['8901030865279', 'EAN-13', 5, 9],
    // Quoted in issue 33 as a real code, but its check digit is 5 (its sum of weighted digits is 115).
    ['8901030865278', 'EAN-13', 5, 8],
    ['036000291453', 'UPC-A', 2, 3],
    ['96385075', 'EAN-8', 4, 5],
  ])('%s (%s) with a wrong check digit names the right one', (code, kind, expected, given) => {
    expect(barcodeProblem(code)).toBe(`${code} is not a valid ${kind}: its check digit should be ${expected}, not ${given}`);
  });

  it('other codes are text, never checked', () => {
    for (const code of ['LG-FRIDGE-1', '12345', '12345678901234', 'ABC1234567890']) {
      expect(barcodeKind(code)).toBe('text');
      expect(barcodeProblem(code)).toBeNull();
    }
  });

  it('a UPC-A and its EAN-13 form (a leading 0) name each other', () => {
    expect(barcodeAlias('036000291452')).toBe('0036000291452');
    expect(barcodeAlias('0036000291452')).toBe('036000291452');
    expect(barcodeAlias('8901030865278')).toBeNull();
    expect(barcodeAlias('LG-1')).toBeNull();
  });
});

describe('the barcode list schema', () => {
  const schema = barcodeListField();
  const read = (input: unknown) => schema.safeParse(input);

  it('absent stays absent; null or blank is none', () => {
    expect(read(undefined)).toEqual({ success: true, data: undefined });
    expect(read(null)).toEqual({ success: true, data: [] });
    expect(read('  ')).toEqual({ success: true, data: [] });
  });

  it('a list or one text, trimmed, upper-cased, repeats dropped', () => {
    expect(read([' 8901030865275 ', 'lg-box-7', '8901030865275'])).toEqual({ success: true, data: ['8901030865275', 'LG-BOX-7'] });
    expect(read('8901030865275, 036000291452\nlg-box-7')).toEqual({ success: true, data: ['8901030865275', '036000291452', 'LG-BOX-7'] });
    expect(read([36000291452])).toEqual({ success: true, data: ['36000291452'] });
  });

  it('refuses an EAN or UPC with a wrong check digit, naming it', () => {
    const result = read(['LG-BOX-7', '8901030865279']);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['8901030865279 is not a valid EAN-13: its check digit should be 5, not 9']);
    expect(read('036000291453').error?.issues[0].message).toBe('036000291453 is not a valid UPC-A: its check digit should be 2, not 3');
  });

  it('refuses too many, too long, unprintable, or not text', () => {
    expect(read(Array.from({ length: 21 }, (_, i) => `CODE${i}`)).error?.issues[0].message).toBe('must be at most 20 barcodes');
    expect(read('X'.repeat(49)).error?.issues[0].message).toBe('XXXXXXXXXXXXXXXX… is longer than 48 characters');
    expect(read('AB\u0000CD').error?.issues[0].message).toBe('a barcode must be printable text');
    expect(read({ code: 1 }).error?.issues[0].message).toBe('must be a list of barcodes');
  });
});

describe('a code another product holds, named (one code, one product in the shop)', () => {
  it('says whose barcode, serial no or retail code it is, and in which catalogue', () => {
    expect(codeHeldBy('8901030865275', { what: 'barcode', catalogue: 'product', productName: 'LG 260L' })).toBe(
      '8901030865275 is already on product "LG 260L"',
    );
    expect(codeHeldBy('IRON-7', { what: 'barcode', catalogue: 'retail', productName: 'Iron Box' })).toBe('IRON-7 is already on retail product "Iron Box"');
    expect(codeHeldBy('LG-FF-260', { what: 'serial', catalogue: 'product', productName: 'LG 260L' })).toBe('LG-FF-260 is the serial no of product "LG 260L"');
    expect(codeHeldBy('RT-1001', { what: 'code', catalogue: 'retail', productName: 'Iron Box' })).toBe(
      'RT-1001 is the product code of retail product "Iron Box"',
    );
  });
});
