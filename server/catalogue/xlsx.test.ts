import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { prefixedXlsxFile, xlsxFile } from '../../tests/support/xlsx-file';
import { zipBomb } from '../../tests/support/zip-bomb';
import { readXlsx, SpreadsheetError } from './xlsx';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/sheets/${name}`, import.meta.url)));

describe('readXlsx', () => {
  it('reads shared strings, numbers, blank cells and skipped rows in place', () => {
    const rows = readXlsx(xlsxFile([['Name', 'Rate'], ['Fan & "Cooler"', 1500.5], [], ['', 7]]));
    expect(rows).toEqual([['Name', 'Rate'], ['Fan & "Cooler"', '1500.5'], [], ['', '7']]);
  });

  it('reads inline strings and rich text runs', () => {
    const sheet =
      '<worksheet><sheetData><row r="1"><c r="B1" t="inlineStr"><is><t>inline</t></is></c></row><row r="2"><c r="A2" t="s"><v>0</v></c></row></sheetData></worksheet>';
    const file = zipSync({
      'xl/worksheets/sheet1.xml': strToU8(sheet),
      'xl/sharedStrings.xml': strToU8('<sst><si><r><t>Rich </t></r><r><t>text</t></r></si></sst>'),
    });
    expect(readXlsx(file)).toEqual([['', 'inline'], ['Rich text']]);
  });

  it('reads a sheet whose every tag is namespace-prefixed (<x:row>), inline strings, a noisy formula price and a date', () => {
    expect(readXlsx(prefixedXlsxFile())).toEqual([
      ['Supplier Name', 'Product Name', 'Price Per Pcs', 'Case Content', 'Unit', 'Buy Price', 'Stock', 'Count of Pcs', 'Received On'],
      ['Erode Electricals', 'Bajaj Majesty Iron 1000W', '1180', '1 Nos', 'Nos', '1000', '12', '1', '25-11-2026'],
    ]);
  });

  it('reads formula results, booleans, errors, phonetic guides and the 1904 date system', () => {
    const sheet =
      '<worksheet><sheetData><row r="1"><c r="A1" t="str"><f>CONCAT("a","b")</f><v>ab</v></c><c r="B1" t="b"><v>1</v></c><c r="C1" t="e"><v>#DIV/0!</v></c><c r="D1" t="s"><v>0</v></c><c r="E1" s="1"><v>44889</v></c><c r="F1"><v>1.5E+3</v></c></row></sheetData></worksheet>';
    const file = zipSync({
      'xl/workbook.xml': strToU8('<workbook><workbookPr date1904="1"/><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
      'xl/styles.xml': strToU8(
        '<styleSheet><numFmts><numFmt numFmtId="170" formatCode="dd\\-mm\\-yyyy"/></numFmts><cellStyleXfs><xf numFmtId="0"/><xf numFmtId="0"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="170"/></cellXfs></styleSheet>',
      ),
      'xl/sharedStrings.xml': strToU8('<sst><si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si></sst>'),
    });
    expect(readXlsx(file)).toEqual([['ab', 'TRUE', '#DIV/0!', '東京', '25-11-2026', '1500']]);
  });

  it('reads the file LibreOffice writes: formulas by their cached values, dates, Tamil rich text, a line break in a cell', () => {
    expect(readXlsx(fixture('libreoffice-products.xlsx'))).toEqual([
      ['Supplier Name', 'Product Name', 'Price Per Pcs', 'Case Content', 'Unit', 'Buy Price', 'Stock', 'Count of Pcs', 'HSN Code', 'Received On'],
      ['Chennai Fans Distributors', 'Crompton HS Plus 1200mm', '1180', '1 Nos', 'Nos', '1000', '10', '1', '8414', '25-11-2026'],
      ['Madurai Coolers', 'சிம்பொனி ஏர் கூலர் Diet 50T', '9450', '1 Nos', 'Nos', '7800', '3', '1', '8479', '01-04-2026'],
      ['Chennai Fans Distributors', 'Usha Striker\n48" sweep', '1002.41', '1 Nos', 'Nos', '849.5', '5', '1', '8414', '31-03-2026'],
    ]);
    expect(readXlsx(fixture('libreoffice-customers.xlsx'))[1]).toEqual([
      'ஸ்ரீ முருகன் எலக்ட்ரிகல்ஸ்',
      '12, பெரிய கடை வீதி\nமதுரை 625001',
      '9843012345',
      '',
      'Tamil Nadu',
    ]);
  });

  it('never expands entities a file declares itself (billion laughs) nor fetches external ones', () => {
    const laughs = `<!DOCTYPE worksheet [<!ENTITY a "${'ha'.repeat(1000)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY x SYSTEM "file:///etc/passwd">]>`;
    const sheet = `<?xml version="1.0"?>${laughs}<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&c;</t></is></c><c r="B1" t="inlineStr"><is><t>&x;&amp;</t></is></c></row></sheetData></worksheet>`;
    const [row] = readXlsx(zipSync({ 'xl/worksheets/sheet1.xml': strToU8(sheet) }));
    expect(row?.[0]?.length ?? 0).toBeLessThan(10);
    expect(row?.[1]).not.toContain('root:');
    expect(row?.[1]?.endsWith('&')).toBe(true);
  });

  it('leaves out rows with only empty or formatted cells, even far down the sheet, and reads cells without references in order', () => {
    const sheet =
      '<worksheet><sheetData><row><c t="inlineStr"><is><t>Name</t></is></c><c><v>2</v></c></row><row r="3"><c r="A3" s="1"/><c r="B3" t="inlineStr"><is><t>Fan</t></is></c></row><row r="4"><c r="A4" s="2"/></row><row r="1048576" customHeight="1" ht="30"/></sheetData></worksheet>';
    expect(
      readXlsx(zipSync({ 'xl/worksheets/sheet1.xml': strToU8(sheet) }), {
        unpackedBytes: 1024 * 1024,
        rows: 1000,
        cells: 1000,
        cellsPerRow: 200,
        cellChars: 10_000,
      }),
    ).toEqual([['Name', '2'], [], ['', 'Fan']]);
  });

  it('refuses a file that is not a zip', () => {
    expect(() => readXlsx(strToU8('plain text'))).toThrow(SpreadsheetError);
  });

  const small = { unpackedBytes: 4 * 1024 * 1024, rows: 1000, cells: 10_000, cellsPerRow: 200, cellChars: 10_000 };

  it('stops unpacking a zip bomb at the limit, even when the zip declares a small size', () => {
    expect(() => readXlsx(zipBomb({ unpackedBytes: 64 * 1024 * 1024, declaredBytes: 1000 }), small)).toThrow('The .xlsx file unpacks to more than 4 MB');
    expect(() => readXlsx(zipBomb({ unpackedBytes: 64 * 1024 * 1024 }), small)).toThrow('The .xlsx file unpacks to more than 4 MB');
  });

  it('refuses more rows than the limit, and a row numbered far beyond it without padding up to it', () => {
    const many = Array.from({ length: 1001 }, (_, i) => [`row ${i}`]);
    expect(() => readXlsx(xlsxFile(many), small)).toThrow('The .xlsx file has more than 1000 rows');
    const far = zipSync({
      'xl/worksheets/sheet1.xml': strToU8('<worksheet><sheetData><row r="1000000000"><c r="A1000000000"><v>1</v></c></row></sheetData></worksheet>'),
    });
    expect(() => readXlsx(far, small)).toThrow('The .xlsx file has more than 1000 rows');
  });

  it('refuses more cells than the limit, padding included', () => {
    const wide = zipSync({
      'xl/worksheets/sheet1.xml': strToU8(
        `<worksheet><sheetData>${Array.from({ length: 10 }, (_, r) => `<row r="${r + 1}"><c r="XFC${r + 1}"><v>1</v></c></row>`).join('')}</sheetData></worksheet>`,
      ),
    });
    // Every row within the cells a row may have (XFD), so the padding counts against the file's cells.
    expect(() => readXlsx(wide, { ...small, cellsPerRow: 16_384 })).toThrow('The .xlsx file has more than 10000 cells');
  });

  it('refuses a row past its cells before padding up to it, and a cell past its characters', () => {
    const far = zipSync({
      'xl/worksheets/sheet1.xml': strToU8(
        '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="XFC2"><v>1</v></c></row></sheetData></worksheet>',
      ),
    });
    expect(() => readXlsx(far, small)).toThrow('Row 2 has more than 200 cells: an import row has at most 200.');
    expect(() => readXlsx(xlsxFile([['Name'], ['x'.repeat(10_001)]]), small)).toThrow(
      'Row 2 has a cell of more than 10000 characters: an import cell has at most 10000.',
    );
    expect(readXlsx(xlsxFile([['Name'], ['x'.repeat(10_000)]]), small)[1][0]).toHaveLength(10_000);
  });
});
