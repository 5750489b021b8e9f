import { describe, expect, it } from 'vitest';
import { dateFilter } from './report-filter';

describe('report date filter', () => {
  it('needs both dates, else shows all data', () => {
    expect(dateFilter('01-11-2026', '')).toBeNull();
    expect(dateFilter(undefined, '30-11-2026')).toBeNull();
  });
  it('ignores an invalid date', () => {
    expect(dateFilter('31-02-2026', '30-11-2026')).toBeNull();
  });
  it('reads dd-mm-yyyy and yyyy-mm-dd, inclusive; a reversed range is ignored as invalid', () => {
    expect(dateFilter('01-11-2026', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(dateFilter('30-11-2026', '01-11-2026')).toBeNull();
  });
});
