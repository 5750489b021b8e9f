import { describe, expect, it } from 'vitest';
import { addDays, dateWordRange, daysBetween, financialYear, fyRange, inRange, isValidIsoDate, parseDmy, readDateField, toDmy, todayInKolkata } from './dates';

describe('stored dates are YYYY-MM-DD; screens show day-month-year', () => {
  it('toDmy writes dd-mm-yyyy, or dd/mm/yyyy for the cancelled and customer order lists', () => {
    expect(toDmy('2026-04-01')).toBe('01-04-2026');
    expect(toDmy('2026-12-31', '/')).toBe('31/12/2026');
    expect(() => toDmy('01-04-2026')).toThrow(RangeError);
    expect(() => toDmy('2026-02-30')).toThrow(RangeError);
  });

  it.each([
    ['01-04-2026', '2026-04-01'],
    ['01/04/2026', '2026-04-01'],
    ['1-4-2026', '2026-04-01'],
    ['1/4/2026', '2026-04-01'],
    [' 31-12-2026 ', '2026-12-31'],
    ['2026-04-01', '2026-04-01'],
    ['29-02-2024', '2024-02-29'],
    ['29-02-2000', '2000-02-29'],
  ])('parseDmy(%j) → %s', (text, iso) => {
    expect(parseDmy(text)).toBe(iso);
  });

  it.each([
    '31-02-2026',
    '29-02-2026',
    '29-02-1900',
    '31-04-2026',
    '00-01-2026',
    '01-13-2026',
    '01-04/2026',
    '01-04-26',
    '2026-4-1',
    '2026-02-30',
    '01.04.2026',
    '',
    'today',
  ])('parseDmy(%j) is null', (text) => {
    expect(parseDmy(text)).toBeNull();
  });

  it('isValidIsoDate accepts only real YYYY-MM-DD dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('26-02-2026')).toBe(false);
  });
});

describe('today is the date in Asia/Kolkata (UTC+05:30)', () => {
  it.each([
    ['2026-03-31T18:29:59Z', '2026-03-31'],
    ['2026-03-31T18:30:00Z', '2026-04-01'],
    ['2025-12-31T20:00:00Z', '2026-01-01'],
    ['2026-06-15T00:00:00Z', '2026-06-15'],
  ])('at %s it is %s', (instant, iso) => {
    expect(todayInKolkata(new Date(instant))).toBe(iso);
  });
});

describe('the financial year runs April to March', () => {
  it.each([
    ['2026-04-01', '2026-27'],
    ['2027-03-31', '2026-27'],
    ['2026-03-31', '2025-26'],
    ['1999-12-31', '1999-00'],
    ['2099-05-01', '2099-00'],
  ])('%s is in FY %s', (iso, fy) => {
    expect(financialYear(iso)).toBe(fy);
  });

  it('fyRange gives its first and last day', () => {
    expect(fyRange('2026-27')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(fyRange('1999-00')).toEqual({ from: '1999-04-01', to: '2000-03-31' });
    expect(fyRange('2026-28')).toBeNull();
    expect(fyRange('2026')).toBeNull();
  });
});

describe('date words of the report palette', () => {
  it.each([
    ['today', '2026-05-15', '2026-05-15', '2026-05-15'],
    ['yesterday', '2026-05-15', '2026-05-14', '2026-05-14'],
    ['yesterday', '2026-03-01', '2026-02-28', '2026-02-28'],
    ['yesterday', '2026-01-01', '2025-12-31', '2025-12-31'],
    ['this month', '2026-02-10', '2026-02-01', '2026-02-28'],
    ['this month', '2024-02-10', '2024-02-01', '2024-02-29'],
    ['last month', '2026-05-15', '2026-04-01', '2026-04-30'],
    ['last month', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['this fy', '2026-05-15', '2026-04-01', '2027-03-31'],
    ['this fy', '2026-03-31', '2025-04-01', '2026-03-31'],
    ['last fy', '2026-05-15', '2025-04-01', '2026-03-31'],
    ['last fy', '2026-01-10', '2024-04-01', '2025-03-31'],
    ['  This   Month ', '2026-07-04', '2026-07-01', '2026-07-31'],
  ])('%j on %s → %s to %s', (word, today, from, to) => {
    expect(dateWordRange(word, today)).toEqual({ from, to });
  });

  it('an unknown word is null', () => {
    expect(dateWordRange('next week', '2026-05-15')).toBeNull();
  });
});

describe('date filters are inclusive', () => {
  it.each([
    ['2026-04-01', '2026-04-01', '2026-04-30', true],
    ['2026-04-30', '2026-04-01', '2026-04-30', true],
    ['2026-03-31', '2026-04-01', '2026-04-30', false],
    ['2026-05-01', '2026-04-01', '2026-04-30', false],
    ['2026-05-01', null, '2026-05-01', true],
    ['2026-05-01', '2026-05-02', null, false],
    ['2026-05-01', null, null, true],
  ])('%s in %s..%s is %s', (iso, from, to, inside) => {
    expect(inRange(iso, from, to)).toBe(inside);
  });

  it('addDays crosses months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('daysBetween counts whole days across months and leap years, negative backwards', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-04-01', '2026-04-01')).toBe(0);
    expect(daysBetween('2026-04-10', '2026-04-01')).toBe(-9);
    expect(daysBetween('2026-01-01', addDays('2026-01-01', 100))).toBe(100);
  });
});

describe('readDateField', () => {
  it('takes dd-mm-yyyy and dd/mm/yyyy, refuses other text and dates after the latest', () => {
    expect(readDateField('05-11-2026')).toEqual({ ok: true, iso: '2026-11-05' });
    expect(readDateField(' 5/11/2026 ')).toEqual({ ok: true, iso: '2026-11-05' });
    expect(readDateField('11/31/2026')).toEqual({ ok: false, reason: 'Enter the date as dd-mm-yyyy, e.g. 05-11-2026' });
    expect(readDateField('31-02-2026')).toEqual({ ok: false, reason: 'Enter the date as dd-mm-yyyy, e.g. 05-11-2026' });
    expect(readDateField('26-11-2026', '2026-11-25')).toEqual({ ok: false, reason: 'The date cannot be after 25-11-2026' });
    expect(readDateField('25-11-2026', '2026-11-25')).toEqual({ ok: true, iso: '2026-11-25' });
  });
});
