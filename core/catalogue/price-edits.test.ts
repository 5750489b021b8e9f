import { describe, expect, it } from 'vitest';
import { cellProblem, changedRows, editedRow, type EditColumn } from './price-edits';

interface Row {
  product_id: string;
  rate: string;
  stock: number;
}

const columns: Array<EditColumn<Row>> = [
  { key: 'rate', header: 'Rate', kind: 'money' },
  { key: 'stock', header: 'Stock', kind: 'stock' },
];
const rows: Row[] = [
  { product_id: '1', rate: '1500.00', stock: 4 },
  { product_id: '2', rate: '90.00', stock: 1 },
];

describe('bulk price edits', () => {
  it('a cell typed back to its loaded value is no change; a real change lists before and after', () => {
    const edits = new Map<string, Record<string, string>>([
      ['1', { rate: '1500', stock: '4' }],
      ['2', { rate: '95.5' }],
    ]);
    expect(changedRows(rows, columns, edits)).toEqual([
      { row: rows[1], cells: [{ key: 'rate', header: 'Rate', before: '90.00', after: '95.5' }], problems: [] },
    ]);
  });

  it('a bad cell is a change with its problem, so Save can refuse it', () => {
    const changes = changedRows(rows, columns, new Map([['1', { stock: '-2' }]]));
    expect(changes[0].problems).toEqual(['Stock cannot be negative']);
    expect(cellProblem('money', '1.234')).toBe('must be an amount in rupees such as 1234.50, not "1.234" (more than 2 decimals)');
  });

  it('sends the loaded values with the edits over them', () => {
    expect(editedRow(rows[0], columns, { stock: ' 7 ' })).toEqual({ rate: '1500.00', stock: '7' });
  });
});
