// Where a key pressed in a line's cell editor leaves the focus: the row's editable numbers in order, then the key
// field; the same number a line up or down; the row itself. Pure, so the line table only carries the move out.
import { assertNever, type CartMode } from '../../core/cart';

/** The editable numbers of a line: rate (an estimate's amount), qty and, on a GST bill, the discount %. */
export type LineCol = 'rate' | 'qty' | 'discount';

/** The keys a cell editor leaves to its row: Enter after its commit, Esc after its revert, ↑/↓ after a commit. */
export type CellKey = 'Enter' | 'Escape' | 'ArrowUp' | 'ArrowDown';

export type CellMove = { to: 'cell'; col: LineCol } | { to: 'key' } | { to: 'row' } | { to: 'line'; step: -1 | 1; col: LineCol };

const COLS: Readonly<Record<CartMode, readonly LineCol[]>> = {
  gst: ['rate', 'qty', 'discount'],
  retail: ['rate', 'qty'],
  estimate: ['rate', 'qty'],
};

/** A line's editable cells in the order its row shows them. */
export function editableCols(mode: CartMode): readonly LineCol[] {
  return COLS[mode];
}

export function cellMove(cols: readonly LineCol[], col: LineCol, key: CellKey): CellMove {
  switch (key) {
    case 'Escape':
      return { to: 'row' };
    case 'ArrowUp':
      return { to: 'line', step: -1, col };
    case 'ArrowDown':
      return { to: 'line', step: 1, col };
    case 'Enter': {
      const next = cols[cols.indexOf(col) + 1];
      return next ? { to: 'cell', col: next } : { to: 'key' };
    }
    default:
      return assertNever(key);
  }
}
