// .xlsx files for import tests: the plain one the example file is (src/catalogue/xlsx-sheet.ts), and one as other generators write it.
import { strToU8, zipSync } from 'fflate';
import { columnName } from '../../src/catalogue/xlsx-sheet';

export { xlsxFile } from '../../src/catalogue/xlsx-sheet';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An .xlsx as some generators write it (Open XML SDK, .NET exporters): every element namespace-prefixed (<x:row>),
 * text as inline strings, a price computed by a formula whose cached value carries floating-point noise, and a date
 * cell styled with a built-in date format.
 */
export function prefixedXlsxFile(): Uint8Array<ArrayBuffer> {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const inline = (ref: string, text: string) => `<x:c r="${ref}" t="inlineStr"><x:is><x:t>${escape(text)}</x:t></x:is></x:c>`;
  const header = ['Supplier Name', 'Product Name', 'Price Per Pcs', 'Case Content', 'Unit', 'Buy Price', 'Stock', 'Count of Pcs', 'Received On'];
  const rows = [
    `<x:row r="1">${header.map((h, c) => inline(`${columnName(c)}1`, h)).join('')}</x:row>`,
    `<x:row r="2">${inline('A2', 'Erode Electricals')}${inline('B2', 'Bajaj Majesty Iron 1000W')}<x:c r="C2"><x:f>F2*1.18</x:f><x:v>1180.0000000000002</x:v></x:c>${inline('D2', '1 Nos')}${inline('E2', 'Nos')}<x:c r="F2"><x:v>1000</x:v></x:c><x:c r="G2"><x:v>12</x:v></x:c><x:c r="H2"><x:v>1</x:v></x:c><x:c r="I2" s="1"><x:v>46351</x:v></x:c></x:row>`,
  ];
  return new Uint8Array(
    zipSync({
      '[Content_Types].xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/></Types>`,
      ),
      '_rels/.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="R1" Type="${rel}/officeDocument" Target="/xl/workbook.xml"/></Relationships>`,
      ),
      'xl/workbook.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><x:workbook xmlns:x="${ns}" xmlns:r="${rel}"><x:sheets><x:sheet name="Sheet1" sheetId="1" r:id="R1a"/></x:sheets></x:workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="R1a" Type="${rel}/worksheet" Target="/xl/worksheets/data.xml"/><Relationship Id="R1b" Type="${rel}/styles" Target="/xl/styles.xml"/></Relationships>`,
      ),
      'xl/styles.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><x:styleSheet xmlns:x="${ns}"><x:cellXfs count="2"><x:xf numFmtId="0"/><x:xf numFmtId="14" applyNumberFormat="1"/></x:cellXfs></x:styleSheet>`,
      ),
      'xl/worksheets/data.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="${ns}"><x:sheetData>${rows.join('')}</x:sheetData></x:worksheet>`,
      ),
    }),
  );
}
