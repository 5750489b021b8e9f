import { describe, expect, it } from 'vitest';
import { checkHsn } from './hsn';

describe('checkHsn: 4 to 8 digits', () => {
  it.each(['8414', '841451', '84145110', ' 8516 ', '8414 51'])('takes %j', (text) => {
    expect(checkHsn(text)).toEqual({ ok: true, hsn: text.replace(/\s+/g, '') });
  });

  it('reads blank as no HSN', () => {
    expect(checkHsn('  ')).toEqual({ ok: true, hsn: '' });
  });

  it.each([
    ['841', 'must be 4 to 8 digits, not "841"'],
    ['841451101', 'must be 4 to 8 digits, not "841451101"'],
    ['FANS', 'must be 4 to 8 digits, not "FANS"'],
    ['84A4', 'must be 4 to 8 digits, not "84A4"'],
    ['8414.51', 'must be 4 to 8 digits, not "8414.51"'],
  ])('refuses %j', (text, message) => {
    expect(checkHsn(text)).toEqual({ ok: false, message });
  });
});
