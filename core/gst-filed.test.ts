import { describe, expect, it } from 'vitest';
import { filedDate, filedMonthMessage, monthEnd, monthField, unfileableMonth, wrongFilingDate } from './gst-filed';

describe('filed months', () => {
  it('knows each month’s last day, February and December too', () => {
    expect(monthEnd('2026-10')).toBe('2026-10-31');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthEnd('2026-12')).toBe('2026-12-31');
  });

  it('finds the first date in a filed month, skipping empty dates', () => {
    const filed = new Set(['2026-10']);
    expect(filedDate(filed, ['', null, '2026-11-02', '2026-10-31'])).toBe('2026-10-31');
    expect(filedDate(filed, ['2026-11-01', undefined])).toBeNull();
    expect(filedMonthMessage('2026-10')).toBe('GSTR-1 for 10-2026 is filed. This date is in a filed month; make a credit note instead.');
  });

  it('marks only a month that has ended, filed after it ended and not after today', () => {
    expect(unfileableMonth('2026-10', '2026-11-21')).toBeNull();
    expect(unfileableMonth('2026-11', '2026-11-21')).toBe('month: 11-2026 has not ended; only a month before 11-2026 can be marked filed');
    expect(unfileableMonth('2026-11', '2026-11-30')).not.toBeNull();
    expect(unfileableMonth('2026-11', '2026-12-01')).toBeNull();
    expect(wrongFilingDate('2026-10', '2026-11-01', '2026-11-21')).toBeNull();
    expect(wrongFilingDate('2026-10', '2026-10-31', '2026-11-21')).toBe('filed_on: GSTR-1 for 10-2026 is filed after the month ends (31-10-2026)');
    expect(wrongFilingDate('2026-10', '2026-11-22', '2026-11-21')).toBe('filed_on: a return cannot be filed after today (21-11-2026)');
  });

  it('reads a month as mm-yyyy (or mmyyyy, yyyy-mm) into YYYY-MM, from July 2017', () => {
    expect(monthField.parse('10-2026')).toBe('2026-10');
    expect(monthField.parse('102026')).toBe('2026-10');
    expect(monthField.parse('2026-3')).toBe('2026-03');
    expect(monthField.safeParse('06-2017').success).toBe(false);
    expect(monthField.safeParse('13-2026').success).toBe(false);
  });
});
