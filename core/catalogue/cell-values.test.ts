import { describe, expect, it } from 'vitest';
import { isDateFormat, isoDateText, serialDateText, sheetNumberText } from './cell-values';

describe('sheetNumberText', () => {
  it('drops floating-point noise past 15 significant digits, as Excel and LibreOffice show the number', () => {
    expect(sheetNumberText('1180.0000000000002')).toBe('1180');
    expect(sheetNumberText('1061.8230000000001')).toBe('1061.823');
    expect(sheetNumberText('2772.4100000000003')).toBe('2772.41');
    expect(sheetNumberText('0.30000000000000004')).toBe('0.3');
  });
  it('writes numbers without an exponent and keeps integers whole', () => {
    expect(sheetNumberText('1E-3')).toBe('0.001');
    expect(sheetNumberText('1.5E+3')).toBe('1500');
    expect(sheetNumberText('9450')).toBe('9450');
    expect(sheetNumberText('-0')).toBe('0');
    expect(sheetNumberText('')).toBe('');
  });
  it('leaves text that is not a number as it is', () => {
    expect(sheetNumberText('#DIV/0!')).toBe('#DIV/0!');
  });
});

describe('serialDateText', () => {
  it('reads the 1900 date system, Lotus leap day included', () => {
    expect(serialDateText(46351)).toBe('25-11-2026');
    expect(serialDateText(46112)).toBe('31-03-2026');
    expect(serialDateText(1)).toBe('01-01-1900');
    expect(serialDateText(59)).toBe('28-02-1900');
    expect(serialDateText(60)).toBeNull();
    expect(serialDateText(61)).toBe('01-03-1900');
  });
  it('drops the time of day and reads the 1904 system', () => {
    expect(serialDateText(46351.75)).toBe('25-11-2026');
    expect(serialDateText(0, true)).toBe('01-01-1904');
    expect(serialDateText(44889, true)).toBe('25-11-2026');
  });
  it('has no date for a negative or out-of-range serial', () => {
    expect(serialDateText(-1)).toBeNull();
    expect(serialDateText(3_000_000)).toBeNull();
  });
});

describe('isoDateText', () => {
  it('reads ODF date values', () => {
    expect(isoDateText('2026-11-25')).toBe('25-11-2026');
    expect(isoDateText('2026-04-01T10:30:00')).toBe('01-04-2026');
    expect(isoDateText('soon')).toBeNull();
  });
});

describe('isDateFormat', () => {
  it('knows the built-in date formats and not the time-only or number ones', () => {
    expect(isDateFormat(14, undefined)).toBe(true);
    expect(isDateFormat(22, undefined)).toBe(true);
    expect(isDateFormat(20, undefined)).toBe(false);
    expect(isDateFormat(2, undefined)).toBe(false);
  });
  it('reads custom codes: day or year letters outside quotes, escapes and brackets', () => {
    expect(isDateFormat(165, 'yyyy\\-mm\\-dd')).toBe(true);
    expect(isDateFormat(166, 'dd/mm/yyyy')).toBe(true);
    expect(isDateFormat(167, '[$-4009]dd\\ mmmm\\ yyyy')).toBe(true);
    expect(isDateFormat(168, '[h]:mm:ss')).toBe(false);
    expect(isDateFormat(169, '"Rs."#,##0.00')).toBe(false);
    expect(isDateFormat(170, '#,##0.00 "days"')).toBe(false);
    expect(isDateFormat(164, 'General')).toBe(false);
  });
});
