import { describe, expect, it } from 'vitest';
import { CsvReader, parseCsv } from './csv';

describe('CSV (RFC 4180)', () => {
  it('reads plain rows ending in CRLF, LF or CR, and a last row without a line break', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h')).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f'], ['g', 'h']]);
  });

  it('reads quoted fields with commas, escaped quotes and line breaks', () => {
    expect(parseCsv('"Fan, 48""",x\r\n"two\r\nlines",""\r\n')).toEqual([['Fan, 48"', 'x'], ['two\r\nlines', '']]);
  });

  it('keeps empty fields and drops a byte-order mark', () => {
    expect(parseCsv('\uFEFFName,,Stock\n,,\n')).toEqual([['Name', '', 'Stock'], ['', '', '']]);
  });

  it('gives the same rows whatever the chunk boundaries', () => {
    const text = 'Product Name,Rate\r\n"Cap ""2.5"" MFD, pack",85\r\nRemote,650\r\n';
    const whole = parseCsv(text);
    for (let size = 1; size <= 7; size += 1) {
      const reader = new CsvReader();
      const rows: string[][] = [];
      for (let i = 0; i < text.length; i += size) rows.push(...reader.push(text.slice(i, i + size)));
      rows.push(...reader.end());
      expect(rows, `chunks of ${size}`).toEqual(whole);
    }
  });

  it('takes a quote inside an unquoted field literally', () => {
    expect(parseCsv('12" fan,1\n')).toEqual([['12" fan', '1']]);
  });
});
