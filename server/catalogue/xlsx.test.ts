import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { xlsxFile } from '../../tests/support/xlsx-file';
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
});
