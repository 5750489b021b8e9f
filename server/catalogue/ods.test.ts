import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipBomb } from '../../tests/support/zip-bomb';
import { readOds } from './ods';
import { SpreadsheetError } from './unzip-bounded';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/sheets/${name}`, import.meta.url)));

const NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"';

function odsFile(tables: string): Uint8Array {
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.spreadsheet'), { level: 0 }],
    'content.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${NS}><office:body><office:spreadsheet>${tables}</office:spreadsheet></office:body></office:document-content>`,
    ),
  });
}

const text = (value: string) => `<table:table-cell office:value-type="string"><text:p>${value}</text:p></table:table-cell>`;

describe('readOds', () => {
  it('reads the file LibreOffice writes: formulas by their cached values, dates, Tamil, a line break in a cell', () => {
    expect(readOds(fixture('libreoffice-products.ods'))).toEqual([
      ['Supplier Name', 'Product Name', 'Price Per Pcs', 'Case Content', 'Unit', 'Buy Price', 'Stock', 'Count of Pcs', 'HSN Code', 'Received On'],
      ['Chennai Fans Distributors', 'Crompton HS Plus 1200mm', '1180', '1 Nos', 'Nos', '1000', '10', '1', '8414', '25-11-2026'],
      ['Madurai Coolers', 'சிம்பொனி ஏர் கூலர் Diet 50T', '9450', '1 Nos', 'Nos', '7800', '3', '1', '8479', '01-04-2026'],
      ['Chennai Fans Distributors', 'Usha Striker\n48" sweep', '1002.41', '1 Nos', 'Nos', '849.5', '5', '1', '8414', '31-03-2026'],
    ]);
    expect(readOds(fixture('libreoffice-customers.ods'))[1]).toEqual([
      'ஸ்ரீ முருகன் எலக்ட்ரிகல்ஸ்',
      '12, பெரிய கடை வீதி\nமதுரை 625001',
      '9843012345',
      '',
      'Tamil Nadu',
    ]);
  });

  it('expands repeated cells and rows between filled ones, never the trailing empty million', () => {
    const rows = [
      `<table:table-row>${text('Name')}<table:table-cell table:number-columns-repeated="2"/>${text('Stock')}</table:table-row>`,
      `<table:table-row table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>`,
      `<table:table-row table:number-rows-repeated="2"><table:table-cell office:value-type="float" office:value="7" table:number-columns-repeated="2"><text:p>7</text:p></table:table-cell></table:table-row>`,
      `<table:table-row table:number-rows-repeated="1048570"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>`,
    ];
    expect(
      readOds(
        odsFile(
          `<table:table table:name="A">${rows.join('')}</table:table><table:table table:name="B"><table:table-row>${text('other sheet')}</table:table-row></table:table>`,
        ),
      ),
    ).toEqual([['Name', '', '', 'Stock'], [], [], ['7', '7'], ['7', '7']]);
  });

  it('reads spaces, tabs and line breaks in text, booleans, currency, leaves out comments, and keeps covered cells in place', () => {
    const row = `<table:table-row><table:table-cell office:value-type="string"><office:annotation><text:p>a comment</text:p></office:annotation><text:p>Usha<text:s text:c="2"/>Fan<text:tab/>48<text:line-break/>sweep</text:p><text:p>white</text:p></table:table-cell><table:covered-table-cell/><table:table-cell office:value-type="boolean" office:boolean-value="true"><text:p>TRUE</text:p></table:table-cell><table:table-cell office:value-type="currency" office:currency="INR" office:value="1061.8200000000002"><text:p>₹1,061.82</text:p></table:table-cell><table:table-cell office:value-type="date" office:date-value="2026-04-01T10:30:00"><text:p>01/04/26</text:p></table:table-cell></table:table-row>`;
    expect(readOds(odsFile(`<table:table>${row}</table:table>`))).toEqual([['Usha  Fan\t48\nsweep\nwhite', '', 'TRUE', '1061.82', '01-04-2026']]);
  });

  const small = { unpackedBytes: 4 * 1024 * 1024, rows: 1000, cells: 10_000, cellsPerRow: 200, cellChars: 10_000 };

  it('refuses a file without content, a zip bomb, too many rows and a cell past column XFD', () => {
    expect(() => readOds(zipSync({ 'meta.xml': strToU8('<x/>') }))).toThrow('The .ods file could not be opened');
    expect(() => readOds(strToU8('not a zip'))).toThrow(SpreadsheetError);
    expect(() => readOds(zipBomb({ unpackedBytes: 64 * 1024 * 1024, declaredBytes: 1000, name: 'content.xml' }), small)).toThrow(
      'The .ods file unpacks to more than 4 MB',
    );
    const repeated = `<table:table><table:table-row table:number-rows-repeated="1000000000">${text('x')}</table:table-row></table:table>`;
    expect(() => readOds(odsFile(repeated), small)).toThrow('The .ods file has more than 1000 rows');
    const wide = `<table:table><table:table-row><table:table-cell table:number-columns-repeated="16384"/>${text('x')}</table:table-row></table:table>`;
    expect(() => readOds(odsFile(wide), small)).toThrow('The .ods file has a cell past column XFD in row 1');
  });
});
