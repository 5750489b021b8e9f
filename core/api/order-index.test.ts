import { describe, expect, it } from 'vitest';
import { dateNumber, dmyOfDateNumber, steps, unsteps } from './order-index';

describe('order index columns', () => {
  it('steps a newest-first column by the previous value minus each, and back', () => {
    expect(steps([1207, 1206, 1205, 1210, 3])).toEqual([1207, 1, 1, -5, 1207]);
    expect(Array.from(unsteps([1207, 1, 1, -5, 1207], new Int32Array(5)))).toEqual([1207, 1206, 1205, 1210, 3]);
    expect(steps([])).toEqual([]);
    expect(unsteps([], [] as number[])).toEqual([]);
  });

  it('keeps a date as yyyymmdd and shows it as dd-mm-yyyy', () => {
    expect(dateNumber('2026-11-20')).toBe(20261120);
    expect(dateNumber('2025-04-01')).toBe(20250401);
    expect(dmyOfDateNumber(20261120)).toBe('20-11-2026');
    expect(dmyOfDateNumber(20250401)).toBe('01-04-2025');
    expect(steps([20261120, 20261120, 20261031])).toEqual([20261120, 0, 89]);
  });
});
