import { describe, expect, it } from 'vitest';
import { allowedDates, booksClosedMessage, closedDate, dateOutside, dateOutsideMessage } from './books-lock';

describe('closed periods', () => {
  it('an open book closes nothing', () => {
    expect(closedDate('', ['2020-01-01'])).toBeNull();
  });
  it('the lock day itself and every day before it are closed; the day after is open', () => {
    expect(closedDate('2026-03-31', ['2026-03-31'])).toBe('2026-03-31');
    expect(closedDate('2026-03-31', ['2025-04-01'])).toBe('2025-04-01');
    expect(closedDate('2026-03-31', ['2026-04-01'])).toBeNull();
  });
  it('a re-dating is closed when either the old or the new date is', () => {
    expect(closedDate('2026-03-31', ['2026-04-02', '2026-03-30'])).toBe('2026-03-30');
    expect(closedDate('2026-03-31', [null, '', '2026-04-02'])).toBeNull();
  });
  it('says the period is closed and suggests a credit note', () => {
    expect(booksClosedMessage('2026-03-31')).toBe('Books are closed up to 31-03-2026. This date is in a closed period; make a credit note instead.');
  });
});

describe('the dates anyone but the owner may give (this and the previous financial year)', () => {
  it('on the last day of a financial year, the previous one began two Aprils ago', () => {
    const allowed = allowedDates('2026-03-31', '');
    expect(allowed).toEqual({ from: '2024-04-01', to: '2026-03-31', basis: 'years' });
    expect(dateOutside(allowed, ['2024-04-01'])).toBeNull();
    expect(dateOutside(allowed, ['2024-03-31'])).toBe('2024-03-31');
  });
  it('on the first day of a financial year, the previous one began last April', () => {
    const allowed = allowedDates('2026-04-01', '');
    expect(allowed).toEqual({ from: '2025-04-01', to: '2026-04-01', basis: 'years' });
    expect(dateOutside(allowed, ['2025-04-01', '2026-04-01'])).toBeNull();
    expect(dateOutside(allowed, ['2025-03-31'])).toBe('2025-03-31');
  });
  it('a date after today is outside, and so is 01-01-1900', () => {
    const allowed = allowedDates('2026-11-21', '');
    expect(dateOutside(allowed, ['2026-11-21'])).toBeNull();
    expect(dateOutside(allowed, ['2026-11-22'])).toBe('2026-11-22');
    expect(dateOutside(allowed, ['1900-01-01'])).toBe('1900-01-01');
  });
  it('every date given is checked (a stored date and its new one); empty ones are skipped', () => {
    const allowed = allowedDates('2026-11-21', '');
    expect(dateOutside(allowed, ['2026-05-01', '2019-05-01'])).toBe('2019-05-01');
    expect(dateOutside(allowed, [null, '', undefined, '2026-05-01'])).toBeNull();
  });
  it('books closed further back open everything after them', () => {
    const allowed = allowedDates('2026-11-21', '2019-03-31');
    expect(allowed).toEqual({ from: '2019-04-01', to: '2026-11-21', basis: 'books' });
    expect(dateOutside(allowed, ['2019-04-01'])).toBeNull();
    expect(dateOutside(allowed, ['2019-03-31'])).toBe('2019-03-31');
  });
  it('books closed within the two years leave the years as the range (the closed period is refused on its own)', () => {
    expect(allowedDates('2026-11-21', '2025-06-30')).toEqual({ from: '2025-04-01', to: '2026-11-21', basis: 'years' });
    expect(allowedDates('2026-11-21', '2025-03-30')).toEqual({ from: '2025-03-31', to: '2026-11-21', basis: 'books' });
    expect(allowedDates('2026-11-21', '2025-03-31')).toEqual({ from: '2025-04-01', to: '2026-11-21', basis: 'years' });
  });
  it('names the range and who may date outside it', () => {
    expect(dateOutsideMessage(allowedDates('2026-11-21', ''))).toBe(
      'Date must be between 01-04-2025 and 21-11-2026 (this and the previous financial year, up to today); only the owner can date outside it.',
    );
    expect(dateOutsideMessage(allowedDates('2026-11-21', '2019-03-31'))).toBe(
      'Date must be between 01-04-2019 and 21-11-2026 (after the books closed up to 31-03-2019, up to today); only the owner can date outside it.',
    );
  });
});
