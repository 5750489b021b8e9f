import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { xlsxFile } from '../../tests/support/xlsx-file';
import { zipBomb } from '../../tests/support/zip-bomb';
import { readXlsx, SpreadsheetError } from './xlsx';

describe('readXlsx', () => {
  it('reads shared strings, numbers, blank cells and skipped rows in place', () => {
    const rows = readXlsx(xlsxFile([['Name', 'Rate'], ['Fan & "Cooler"', 1500.5], [], ['', 7]]));
    expect(rows).toEqual([['Name', 'Rate'], ['Fan & "Cooler"', '1500.5'], [], ['', '7']]);
  });

  it('reads inline strings and rich text runs', () => {
    const sheet = '<worksheet><sheetData><row r="1"><c r="B1" t="inlineStr"><is><t>inline</t></is></c></row><row r="2"><c r="A2" t="s"><v>0</v></c></row></sheetData></worksheet>';
    const file = zipSync({
      'xl/worksheets/sheet1.xml': strToU8(sheet),
      'xl/sharedStrings.xml': strToU8('<sst><si><r><t>Rich </t></r><r><t>text</t></r></si></sst>'),
    });
    expect(readXlsx(file)).toEqual([['', 'inline'], ['Rich text']]);
  });

  it('refuses a file that is not a zip', () => {
    expect(() => readXlsx(strToU8('plain text'))).toThrow(SpreadsheetError);
  });

  const small = { unpackedBytes: 4 * 1024 * 1024, rows: 1000, cells: 10_000 };

  it('stops unpacking a zip bomb at the limit, even when the zip declares a small size', () => {
    expect(() => readXlsx(zipBomb({ unpackedBytes: 64 * 1024 * 1024, declaredBytes: 1000 }), small)).toThrow('The .xlsx file unpacks to more than 4 MB');
    expect(() => readXlsx(zipBomb({ unpackedBytes: 64 * 1024 * 1024 }), small)).toThrow('The .xlsx file unpacks to more than 4 MB');
  });

  it('refuses more rows than the limit, and a row numbered far beyond it without padding up to it', () => {
    const many = Array.from({ length: 1001 }, (_, i) => [`row ${i}`]);
    expect(() => readXlsx(xlsxFile(many), small)).toThrow('The .xlsx file has more than 1000 rows');
    const far = zipSync({ 'xl/worksheets/sheet1.xml': strToU8('<worksheet><sheetData><row r="1000000000"><c r="A1000000000"><v>1</v></c></row></sheetData></worksheet>') });
    expect(() => readXlsx(far, small)).toThrow('The .xlsx file has more than 1000 rows');
  });

  it('refuses more cells than the limit, padding included', () => {
    const wide = zipSync({ 'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${Array.from({ length: 10 }, (_, r) => `<row r="${r + 1}"><c r="XFC${r + 1}"><v>1</v></c></row>`).join('')}</sheetData></worksheet>`) });
    expect(() => readXlsx(wide, small)).toThrow('The .xlsx file has more than 10000 cells');
  });
});
