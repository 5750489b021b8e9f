import { describe, expect, it } from 'vitest';
import { toCsv } from './report-csv';

describe('report CSV', () => {
  it('writes a header and rows, quoting commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['S.No', 'Customer Name', 'Total'],
        [
          [1, 'Murugan, "MEC"', '1180.00'],
          [2, 'Line\nbreak', '-5.00'],
        ],
      ),
    ).toBe('S.No,Customer Name,Total\r\n1,"Murugan, ""MEC""",1180.00\r\n2,"Line\nbreak",-5.00\r\n');
  });
  it('never lets a cell start a formula', () => {
    expect(toCsv(['x'], [['=SUM(A1)'], ['@cmd'], ['-12.50']])).toBe("x\r\n'=SUM(A1)\r\n'@cmd\r\n-12.50\r\n");
  });
});
