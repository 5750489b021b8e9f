import { describe, expect, it } from 'vitest';
import { changedFields, shownValue } from './audit-diff';

describe('changedFields', () => {
  it('lists only the fields whose value changed', () => {
    expect(
      changedFields({ name: 'Lakshmi', address: 'MG Road', credit_limit: 0 }, { name: 'Lakshmi', address: 'MG Road, Kochi', credit_limit: 2_500_000 }),
    ).toEqual([
      { field: 'address', before: 'MG Road', after: 'MG Road, Kochi' },
      { field: 'credit_limit', before: '0', after: '2500000' },
    ]);
  });

  it('lists every field of a new record, and of a removed one', () => {
    expect(changedFields(null, { name: 'Selvam', mobile: '9443055555' })).toEqual([
      { field: 'name', before: '', after: 'Selvam' },
      { field: 'mobile', before: '', after: '9443055555' },
    ]);
    expect(changedFields({ name: 'Selvam' }, null)).toEqual([{ field: 'name', before: 'Selvam', after: '' }]);
  });

  it('shows nested values as JSON and a bare value under "value"', () => {
    expect(changedFields({ lines: [{ qty: 1 }] }, { lines: [{ qty: 2 }] })).toEqual([{ field: 'lines', before: '[{"qty":1}]', after: '[{"qty":2}]' }]);
    expect(changedFields('old', 'new')).toEqual([{ field: 'value', before: 'old', after: 'new' }]);
  });

  it('finds no change between equal images', () => {
    expect(changedFields({ a: 1, b: 'x' }, { b: 'x', a: 1 })).toEqual([]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

describe('shownValue', () => {
  it('shows text as is, nothing as blank, the rest as JSON', () => {
    expect(shownValue('MG Road')).toBe('MG Road');
    expect(shownValue(null)).toBe('');
    expect(shownValue(undefined)).toBe('');
    expect(shownValue(12)).toBe('12');
    expect(shownValue(true)).toBe('true');
  });
});
