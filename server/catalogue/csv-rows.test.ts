import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRows } from './csv-rows';
import { SpreadsheetError, XLSX_LIMITS, type XlsxLimits } from './unzip-bounded';

async function rowsOf(content: string | Uint8Array<ArrayBuffer>): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of csvRows(new Blob([content]))) rows.push(row);
  return rows;
}

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/sheets/${name}`, import.meta.url)));

describe('CSV rows (csv-parse)', () => {
  it('reads plain rows ending in CRLF, LF or CR, and a last row without a line break', async () => {
    expect(await rowsOf('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('reads quoted fields with commas, escaped quotes and line breaks', async () => {
    expect(await rowsOf('"Fan, 48""",x\r\n"two\r\nlines",""\r\n')).toEqual([
      ['Fan, 48"', 'x'],
      ['two\r\nlines', ''],
    ]);
  });

  it('keeps empty fields and drops a byte-order mark', async () => {
    expect(await rowsOf('\uFEFFName,,Stock\n,,\n')).toEqual([
      ['Name', '', 'Stock'],
      ['', '', ''],
    ]);
  });

  it('gives the same rows whatever the stream chunk boundaries', async () => {
    const text = 'Product Name,Rate\r\n"Cap ""2.5"" MFD, pack",85\r\nRemote,650\r\n';
    const whole = await rowsOf(text);
    for (let size = 1; size <= 7; size += 1) {
      const parts: string[] = [];
      for (let i = 0; i < text.length; i += size) parts.push(text.slice(i, i + size));
      const rows: string[][] = [];
      for await (const row of csvRows(new Blob(parts))) rows.push(row);
      expect(rows, `chunks of ${size}`).toEqual(whole);
    }
  });

  it('takes a quote inside an unquoted field literally', async () => {
    expect(await rowsOf('12" fan,1\n')).toEqual([['12" fan', '1']]);
  });

  it('reads semicolons and tabs as the header row uses them', async () => {
    expect(await rowsOf('Product Name;Rate\nFan, 48";1500,50\n')).toEqual([
      ['Product Name', 'Rate'],
      ['Fan, 48"', '1500,50'],
    ]);
    expect(await rowsOf('Product Name\tRate\r\n"Fan\t48"\t1500\r\n')).toEqual([
      ['Product Name', 'Rate'],
      ['Fan\t48', '1500'],
    ]);
  });

  it('reads Windows-1252 when the bytes are not UTF-8, and UTF-8 with Tamil when they are', async () => {
    expect(await rowsOf(Uint8Array.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x4a, 0x94, 0x20, 0xbd, 0x0a]))).toEqual([
      ['Name'],
      ['Café “J” ½'],
    ]);
    expect(await rowsOf(new TextEncoder().encode('\uFEFFName\nசிம்பொனி ₹\n'))).toEqual([['Name'], ['சிம்பொனி ₹']]);
  });

  it('refuses a quote that is never closed, naming the row it opened on, instead of swallowing the rest', async () => {
    const text = 'Product Name,Rate\nFan,1500\n"Cooler,9450\nIron,1180\nKettle,899\n';
    await expect(rowsOf(text)).rejects.toThrow(SpreadsheetError);
    await expect(rowsOf(text)).rejects.toThrow('Row 3: a quoted field is never closed');
  });

  it('reads the CSV LibreOffice writes for Excel on Windows: semicolons, Windows-1252, a quoted line break', async () => {
    expect(await rowsOf(fixture('libreoffice-products-1252-semicolon.csv'))).toEqual([
      ['Supplier Name', 'Product Name', 'Price Per Pcs', 'Case Content', 'Unit', 'Buy Price', 'Stock', 'Count of Pcs', 'HSN Code', 'Received On'],
      ['Coimbatore Pumps', 'Texmo Café ½ HP pump', '5900', '1 Nos', 'Nos', '5000', '4', '1', '8413', '2026-11-25'],
      ['Coimbatore Pumps', 'Kirloskar “Jalraaj” 1 HP; 230 V', '12500', '1 Nos', 'Nos', '10400', '2', '1', '8413', '2026-04-01'],
      ['Salem Electricals', 'Havells Stand Fan\n400 mm – white', '2772.41', '1 Nos', 'Nos', '2349.5', '6', '1', '8414', '2026-03-31'],
    ]);
  });

  it('refuses a row longer than a megabyte instead of holding it', async () => {
    const text = `Product Name,Rate\nFan,1500\n"${'x'.repeat(1024 * 1024 + 10)}",1\nIron,899\n`;
    await expect(rowsOf(text)).rejects.toThrow('Row 3 is longer than 1 MB: is a quote left open before it?');
  });

  it('reads tab-separated UTF-16 with its byte-order mark, as Excel saves "Unicode Text"', async () => {
    const text = '\uFEFFCustomer Name\tMobile\r\nஸ்ரீ முருகன் எலக்ட்ரிகல்ஸ்\t9843012345\r\n';
    const le = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i += 1) {
      le[i * 2] = text.charCodeAt(i) & 0xff;
      le[i * 2 + 1] = text.charCodeAt(i) >> 8;
    }
    expect(await rowsOf(le)).toEqual([
      ['Customer Name', 'Mobile'],
      ['ஸ்ரீ முருகன் எலக்ட்ரிகல்ஸ்', '9843012345'],
    ]);
  });

  it('stops cleanly when the reader stops early', async () => {
    const rows = csvRows(new Blob(['Name,Rate\nFan,1\nIron,2\n']));
    expect((await rows.next()).value).toEqual(['Name', 'Rate']);
    expect(await rows.return(undefined)).toEqual({ done: true, value: undefined });
  });

  it('checks its bounds field by field while it streams: cells in a row, characters in a cell, cells and rows in all', async () => {
    const refusal = async (content: string | Uint8Array, limits: XlsxLimits = XLSX_LIMITS) => {
      try {
        for await (const row of csvRows(content instanceof Uint8Array ? content : new TextEncoder().encode(content), limits)) void row;
      } catch (error) {
        return error instanceof SpreadsheetError ? error.message : String(error);
      }
      return null;
    };
    expect(await refusal(`Name,Rate\nFan,1\n${','.repeat(1_000_000)}\n`)).toBe('Row 3 has more than 200 cells: an import row has at most 200.');
    expect(await refusal(`Name,Rate\n${'x,'.repeat(199)}x\n`)).toBeNull();
    expect(await refusal(`Name,Rate\nFan,"${'y'.repeat(10_001)}"\n`)).toBe('Row 2 has a cell of more than 10000 characters: an import cell has at most 10000.');
    expect(await refusal(`Name,Rate\nFan,${'y'.repeat(10_000)}\n`)).toBeNull();
    expect(await refusal('a,b\n1,2\n3,4\n', { ...XLSX_LIMITS, cells: 5 })).toBe('The file has more than 5 cells: split it into smaller files.');
    expect(await refusal('a\n1\n2\n3\n', { ...XLSX_LIMITS, rows: 3 })).toBe('The file has more than 3 rows: split it into smaller files.');
    expect(await refusal('a\n1\n2\n', { ...XLSX_LIMITS, rows: 3 })).toBeNull();
  });
});
