import { describe, expect, it } from 'vitest';
import { importColumnNotes, importExample, importExampleCsv } from './import-example';
import { checkCustomerRow, checkProductRow, checkRetailRow, IMPORT_COLUMNS, OPTIONAL_COLUMNS, readHeader, type ImportKind } from './import-rows';

const KINDS: ImportKind[] = ['products', 'retail', 'customers'];

describe("the import screens' columns and example files", () => {
  it.each(KINDS)('%s: lists every column the import reads, each with a note, required ones first', (kind) => {
    const notes = importColumnNotes(kind);
    expect(notes.map((n) => n.column)).toEqual([...IMPORT_COLUMNS[kind], ...OPTIONAL_COLUMNS[kind]]);
    expect(notes.filter((n) => n.required).map((n) => n.column)).toEqual([...IMPORT_COLUMNS[kind]]);
    for (const note of notes) expect(note.note).not.toBe('');
  });

  it.each(KINDS)("%s: the example's header reads every column and each of its rows passes the row check", (kind) => {
    const [header, ...rows] = importExample(kind).map((row) => row.map(String));
    const read = readHeader(kind, header);
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    expect([...read.header.keys()].sort()).toEqual([...IMPORT_COLUMNS[kind], ...OPTIONAL_COLUMNS[kind]].sort());
    const check = {
      products: (c: string[], r: number) => checkProductRow(read.header, c, r, new Set(['chennai fans distributors'])),
      retail: (c: string[], r: number) => checkRetailRow(read.header, c, r),
      customers: (c: string[], r: number) => checkCustomerRow(read.header, c, r),
    }[kind];
    expect(rows.length).toBeGreaterThan(0);
    rows.forEach((cells, i) => expect(check(cells, i + 2).ok).toBe(true));
  });

  it('the product example has a product with a serial and one without (none is made up for it)', () => {
    expect(importExampleCsv('products').split('\r\n').slice(0, 3)).toEqual([
      'Supplier Name,Product Name,Price Per Pcs,Case Content,Unit,Buy Price,Stock,Count of Pcs,Serial No,Product Code,HSN Code,GST %,Category,Barcode',
      'Chennai Fans Distributors,Orient Apex-FX 1200mm,1850.5,1 Nos,Nos,1540,12,1,ORAPEXFX1200-01,OR-APEXFX-1200,84145110,18,Ceiling Fans,8901030865282',
      'Chennai Fans Distributors,Orient Wall-49 400mm,2400,1 Nos,Nos,1990,4,1,,,8414,,Wall Fans,',
    ]);
  });
});
