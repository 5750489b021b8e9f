import { describe, expect, it } from 'vitest';
import { toCsv, UTF8_BOM } from './report-csv';

describe('report CSV', () => {
  it('starts with a UTF-8 byte-order mark, then a header and rows, quoting commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['S.No', 'Customer Name', 'Total'],
        [
          [1, 'Murugan, "MEC"', '1180.00'],
          [2, 'Line\nbreak', '-5.00'],
        ],
      ),
    ).toBe('\uFEFFS.No,Customer Name,Total\r\n1,"Murugan, ""MEC""",1180.00\r\n2,"Line\nbreak",-5.00\r\n');
    expect(UTF8_BOM).toBe('\uFEFF');
    expect(new TextEncoder().encode(toCsv(['x'], [])).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
  it('ends with the totals row when given one', () => {
    expect(toCsv(['S.No', 'Name', 'Total'], [[1, 'முருகன்', '10.00']], ['Total', '', '10.00'])).toBe(
      '\uFEFFS.No,Name,Total\r\n1,முருகன்,10.00\r\nTotal,,10.00\r\n',
    );
  });
  it('never lets a cell start a formula', () => {
    expect(toCsv(['x'], [['=SUM(A1)'], ['@cmd'], ['-12.50']])).toBe("\uFEFFx\r\n'=SUM(A1)\r\n'@cmd\r\n-12.50\r\n");
  });
});
