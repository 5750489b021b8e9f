// What each import reads, as its screen lists it: every column (the spec's, required in the header row, then the
// optional ones a shop's sheet may carry), what goes in it, and an example file with every column filled in.
import { GST_RATES_PERCENT } from '../gst-rates';
import { IMPORT_COLUMNS, OPTIONAL_COLUMNS, type ImportKind } from './import-rows';

export interface ImportColumnNote {
  column: string;
  required: boolean;
  note: string;
}

const GST_NOTE = `The product's own GST rate: ${GST_RATES_PERCENT.join(', ')} (%). Blank: a new product bills at the shop's CGST + SGST, a stored one keeps its rate.`;

const NOTES: Record<ImportKind, Record<string, string>> = {
  products: {
    'Supplier Name': "One of the shop's suppliers, as named under Suppliers (any case). A name that is not there is refused.",
    'Product Name': 'Required. With the supplier, it finds a product imported before without a serial.',
    'Price Per Pcs': 'Required. Selling price in rupees, such as 1500.50.',
    'Case Content': 'What one case holds, such as 1 Nos.',
    Unit: 'Such as Nos; a unit not yet there is added.',
    'Buy Price': 'Purchase price in rupees; blank is 0.',
    Stock: 'Whole number; blank is 0.',
    'Count of Pcs': 'Pieces per case, a whole number; blank is 1.',
    'Serial No': 'What the scanner reads. It finds the product to update; blank: the product has no serial and is found by its code or name.',
    'Product Code': "The shop's code for the product; it finds the product to update.",
    'HSN Code': '4 to 8 digits, or blank (a stored one is kept).',
    'GST %': GST_NOTE,
    Category: 'A category not yet there is added; blank keeps the stored one.',
    Barcode:
      "The codes on the product's box that the counter scans, separated by spaces: EAN-13, UPC-A (their check digit must be right) or any text; on no other product. Blank keeps the stored ones.",
  },
  retail: {
    'Product Name': 'Required. Finds the product to update when the row has no code.',
    Rate: 'Required. Price in rupees, such as 85.00.',
    'Qty Per Box': 'Whole number; blank is 1.',
    Stock: 'Whole number; blank is 0.',
    'Product Code': 'Finds the product to update; blank: the next RT- code is given to a new product.',
    'HSN Code': '4 to 8 digits, or blank (a stored one is kept).',
    'GST %': GST_NOTE,
    Category: 'A category not yet there is added; blank keeps the stored one.',
    Barcode:
      "The codes on the product's box that /retailpos scans, separated by spaces: EAN-13, UPC-A (their check digit must be right) or any text; on no other product, GST or retail. Blank keeps the stored ones.",
  },
  customers: {
    'Customer Name': 'Required. Finds the customer to update when the row has no mobile.',
    Address: 'Free text.',
    Mobile: 'Digits only, at most 10; finds the customer to update.',
    'GST Number': 'A valid GSTIN, or blank.',
    State: 'Required unless the GST Number gives it; a state of the GST state table.',
    Pincode: '6 digits, or blank (a stored one is kept).',
    'Opening Balance': 'What the customer owed when the shop moved to kulir, in rupees; blank keeps the stored one.',
  },
};

/** Every column an import reads, the required ones first, in the order the example file has them. */
export function importColumnNotes(kind: ImportKind): ImportColumnNote[] {
  return [
    ...IMPORT_COLUMNS[kind].map((column) => ({ column, required: true, note: NOTES[kind][column] ?? '' })),
    ...(OPTIONAL_COLUMNS[kind] as readonly string[]).map((column) => ({ column, required: false, note: NOTES[kind][column] ?? '' })),
  ];
}

export type ExampleCell = string | number;

/** Rows of the example file under the header (values by column name; a missing one is blank). */
const EXAMPLE_ROWS: Record<ImportKind, ReadonlyArray<Readonly<Record<string, ExampleCell>>>> = {
  products: [
    {
      'Supplier Name': 'Chennai Fans Distributors',
      'Product Name': 'Orient Apex-FX 1200mm',
      'Price Per Pcs': 1850.5,
      'Case Content': '1 Nos',
      Unit: 'Nos',
      'Buy Price': 1540,
      Stock: 12,
      'Count of Pcs': 1,
      'Serial No': 'ORAPEXFX1200-01',
      'Product Code': 'OR-APEXFX-1200',
      'HSN Code': '84145110',
      'GST %': 18,
      Category: 'Ceiling Fans',
      Barcode: '8901030865282',
    },
    {
      'Supplier Name': 'Chennai Fans Distributors',
      'Product Name': 'Orient Wall-49 400mm',
      'Price Per Pcs': 2400,
      'Case Content': '1 Nos',
      Unit: 'Nos',
      'Buy Price': 1990,
      Stock: 4,
      'Count of Pcs': 1,
      'HSN Code': '8414',
      Category: 'Wall Fans',
    },
  ],
  retail: [
    {
      'Product Name': 'Fan Capacitor 2.5 MFD',
      Rate: 85,
      'Qty Per Box': 10,
      Stock: 40,
      'Product Code': 'RT-CAP25',
      'HSN Code': '8532',
      Category: 'Spares',
      Barcode: '8901030865343',
    },
    { 'Product Name': 'Ceiling Fan Regulator', Rate: 250, 'Qty Per Box': 1, Stock: 12, 'HSN Code': '8536', 'GST %': 18, Category: 'Spares' },
  ],
  customers: [
    {
      'Customer Name': 'Murugan Electricals',
      Address: 'East Masi Street, Madurai',
      Mobile: '9443012345',
      'GST Number': '33AAACR5055K1ZE',
      State: 'Tamil Nadu',
      Pincode: '625001',
      'Opening Balance': 1250,
    },
    { 'Customer Name': 'Walk-in Kerala', State: 'Kerala' },
  ],
};

/** The example sheet: the header row (every column) and its rows. */
export function importExample(kind: ImportKind): ExampleCell[][] {
  const columns = importColumnNotes(kind).map((c) => c.column);
  return [columns, ...EXAMPLE_ROWS[kind].map((row) => columns.map((column) => row[column] ?? ''))];
}

const csvCell = (value: ExampleCell) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The example as a CSV file (comma separated, CRLF lines, as a spreadsheet saves one). */
export function importExampleCsv(kind: ImportKind): string {
  return `${importExample(kind)
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')}\r\n`;
}

/** The example files' names: products-import-example.csv, …. */
export function importExampleName(kind: ImportKind, extension: 'csv' | 'xlsx'): string {
  return `${kind}-import-example.${extension}`;
}
