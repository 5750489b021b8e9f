import { describe, expect, it } from 'vitest';
import { parseDateRange, rangeQuery, rowInRange } from './date-filter';

describe('date filter', () => {
  it('needs both dates', () => {
    expect(parseDateRange('', '20-11-2026')).toEqual({ ok: false, reason: 'missing' });
    expect(parseDateRange('01-11-2026', ' ')).toEqual({ ok: false, reason: 'missing' });
  });

  it('does nothing with a date that is not real', () => {
    expect(parseDateRange('31-02-2026', '20-11-2026')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDateRange('tomorrow', '20-11-2026')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads day-month-year with - or /, and the year-month-day of a date input', () => {
    expect(parseDateRange('1-11-2026', '20/11/2026')).toEqual({ ok: true, range: { from: '2026-11-01', to: '2026-11-20' } });
    expect(parseDateRange('2026-11-01', '2026-11-20')).toEqual({ ok: true, range: { from: '2026-11-01', to: '2026-11-20' } });
  });

  it('refuses a From Date after the To Date', () => {
    expect(parseDateRange('21-11-2026', '20-11-2026')).toEqual({ ok: false, reason: 'reversed' });
  });

  it('sends the range as dd-mm-yyyy', () => {
    expect(rangeQuery({ from: '2026-11-01', to: '2026-11-20' })).toEqual({ from_date: '01-11-2026', to_date: '20-11-2026' });
    expect(rangeQuery(null)).toEqual({});
  });

  it('is inclusive at both ends, reading dd/mm/yyyy rows', () => {
    const range = { from: '2026-11-01', to: '2026-11-20' };
    expect(rowInRange('01/11/2026', range)).toBe(true);
    expect(rowInRange('20/11/2026', range)).toBe(true);
    expect(rowInRange('21/11/2026', range)).toBe(false);
    expect(rowInRange('31/10/2026', range)).toBe(false);
    expect(rowInRange('20-11-2026', range)).toBe(true);
    expect(rowInRange('garbage', range)).toBe(false);
    expect(rowInRange('garbage', null)).toBe(true);
  });
});
