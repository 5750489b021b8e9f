import { describe, expect, it } from 'vitest';
import { creditDaysField, readCreditDays } from './credit-days';

describe('credit days', () => {
  it('reads a whole number from 0 to 365, as a number or digits; blank or null is 0', () => {
    expect(readCreditDays(0)).toEqual({ ok: true, days: 0 });
    expect(readCreditDays('30')).toEqual({ ok: true, days: 30 });
    expect(readCreditDays(' 365 ')).toEqual({ ok: true, days: 365 });
    expect(readCreditDays('')).toEqual({ ok: true, days: 0 });
    expect(readCreditDays(null)).toEqual({ ok: true, days: 0 });
  });

  it('refuses over 365, negative and not a whole number, each with its own message', () => {
    expect(readCreditDays(366)).toEqual({ ok: false, message: 'must be at most 365 days' });
    expect(readCreditDays('-1')).toEqual({ ok: false, message: 'cannot be negative ("-1")' });
    expect(readCreditDays('30 days')).toEqual({ ok: false, message: 'must be a whole number of days, not "30 days"' });
    expect(readCreditDays(7.5)).toEqual({ ok: false, message: 'must be a whole number of days, not 7.5' });
    expect(readCreditDays(true)).toEqual({ ok: false, message: 'must be a whole number of days, not true' });
  });

  it('absent on the wire keeps what is stored (undefined)', () => {
    expect(creditDaysField().parse(undefined)).toBeUndefined();
    expect(creditDaysField().parse('45')).toBe(45);
    expect(creditDaysField().safeParse('999').success).toBe(false);
  });
});
