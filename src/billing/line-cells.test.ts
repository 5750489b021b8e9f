import { describe, expect, it } from 'vitest';
import { cellMove, editableCols } from './line-cells';

describe('editableCols', () => {
  it('lists rate, qty and discount % on a GST bill; rate (amount) and qty elsewhere', () => {
    expect(editableCols('gst')).toEqual(['rate', 'qty', 'discount']);
    expect(editableCols('retail')).toEqual(['rate', 'qty']);
    expect(editableCols('estimate')).toEqual(['rate', 'qty']);
  });
});

describe('cellMove', () => {
  const gst = editableCols('gst');

  it('Enter goes to the next editable cell of the row, and after the last one to the key field', () => {
    expect(cellMove(gst, 'rate', 'Enter')).toEqual({ to: 'cell', col: 'qty' });
    expect(cellMove(gst, 'qty', 'Enter')).toEqual({ to: 'cell', col: 'discount' });
    expect(cellMove(gst, 'discount', 'Enter')).toEqual({ to: 'key' });
    expect(cellMove(editableCols('retail'), 'qty', 'Enter')).toEqual({ to: 'key' });
  });

  it('↑/↓ go to the same cell a line up or down', () => {
    expect(cellMove(gst, 'qty', 'ArrowUp')).toEqual({ to: 'line', step: -1, col: 'qty' });
    expect(cellMove(gst, 'discount', 'ArrowDown')).toEqual({ to: 'line', step: 1, col: 'discount' });
  });

  it('Esc returns to the row', () => {
    expect(cellMove(gst, 'rate', 'Escape')).toEqual({ to: 'row' });
  });
});
