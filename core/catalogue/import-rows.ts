// The three bulk imports (back-office §5): the spec's columns, each row read into typed fields, and every problem as
// (row number, column, reason) so the whole file can be refused at once. Row 1 is the header; data starts at row 2.
import { barcodeListField } from '../barcode';
import { checkPartyState, checkGstinText } from '../party-fields';
import { checkHsn } from '../hsn';
import { readGstRate } from '../gst-rates';
import { formatMoney, parseRupees, type Paise } from '../money';
import { MAX_RATE, MAX_STOCK } from '../limits';
import { sheetNumberText } from './cell-values';
import { isPincodeOrBlank, PINCODE_RULE } from '../forms/fields';

export type ImportKind = 'products' | 'retail' | 'customers';

export interface ImportIssue {
  row: number;
  column: string;
  reason: string;
}

export interface ProductImportRow {
  row: number;
  supplierName: string;
  productName: string;
  pricePerPcs: Paise;
  caseContent: string;
  unit: string;
  buyPrice: Paise;
  stock: number;
  countOfPcs: number;
  /** '' when the row has none: the product then has no serial and is found by its product code or name. */
  serialNo: string;
  productCode: string;
  hsnCode: string;
  /** From an optional "GST %" column (issue 31 item 4): the product's own rate in basis points; undefined when blank (kept). */
  gstBp: number | undefined;
  category: string;
  /** From an optional Barcode column (issue 33 item 3): the box barcodes; undefined when blank or absent (kept). */
  barcodes: string[] | undefined;
}

export interface RetailImportRow {
  row: number;
  productName: string;
  rate: Paise;
  qtyPerBox: number;
  stock: number;
  productCode: string;
  hsnCode: string;
  /** From an optional "GST %" column (issue 31 item 4), as on a product row. */
  gstBp: number | undefined;
  category: string;
  /** From an optional Barcode column (issue 33): the box barcodes; undefined when blank or absent (kept). */
  barcodes: string[] | undefined;
}

export interface CustomerImportRow {
  row: number;
  name: string;
  address: string;
  mobile: string;
  gstNumber: string;
  state: string;
  /** From an optional Pincode column (issue 21); '' when the sheet has none, and a re-import then keeps the stored one. */
  pincode: string;
  /** From an optional Opening Balance column (issue 29), paise; undefined when the sheet has none or the cell is blank (kept). */
  openingBalance: Paise | undefined;
}

/** The spec's columns, in its order; optional extras a shop's own sheet may carry are read when present. */
export const IMPORT_COLUMNS = {
  products: ['Supplier Name', 'Product Name', 'Price Per Pcs', 'Case Content', 'Unit', 'Buy Price', 'Stock', 'Count of Pcs'],
  retail: ['Product Name', 'Rate', 'Qty Per Box', 'Stock'],
  customers: ['Customer Name', 'Address', 'Mobile', 'GST Number', 'State'],
} as const satisfies Record<ImportKind, readonly string[]>;

export const OPTIONAL_COLUMNS = {
  products: ['Serial No', 'Product Code', 'HSN Code', 'GST %', 'Category', 'Barcode'],
  retail: ['Product Code', 'HSN Code', 'GST %', 'Category', 'Barcode'],
  customers: ['Pincode', 'Opening Balance'],
} as const satisfies Record<ImportKind, readonly string[]>;

const squash = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** Column name → cell index, from the header row; a missing spec column is an issue on row 1. */
export type HeaderMap = ReadonlyMap<string, number>;

export function readHeader(kind: ImportKind, cells: readonly string[]): { ok: true; header: HeaderMap } | { ok: false; issues: ImportIssue[] } {
  const found = new Map<string, number>();
  cells.forEach((cell, index) => {
    const name = squash(cell);
    if (name !== '' && !found.has(name)) found.set(name, index);
  });
  const header = new Map<string, number>();
  const issues: ImportIssue[] = [];
  for (const column of IMPORT_COLUMNS[kind]) {
    const index = found.get(squash(column));
    if (index === undefined) issues.push({ row: 1, column, reason: 'column is missing from the header row' });
    else header.set(column, index);
  }
  for (const column of OPTIONAL_COLUMNS[kind] as readonly string[]) {
    const index = found.get(squash(column));
    if (index !== undefined) header.set(column, index);
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, header };
}

export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * Digits past the 15 significant ones a spreadsheet keeps are floating-point noise (a price computed as 1000 × 1.18 is
 * stored as 1180.0000000000002): dropped before the amount is read, so the paise are exact. Real sub-paisa amounts
 * (1.234) are still refused.
 */
export function withoutFloatNoise(amount: string): string {
  return /^-?\d*\.\d{3,}$/.test(amount) ? sheetNumberText(amount) : amount;
}

const barcodeSchema = barcodeListField();

class RowReader {
  readonly issues: ImportIssue[] = [];
  constructor(
    private readonly header: HeaderMap,
    private readonly cells: readonly string[],
    readonly row: number,
  ) {}

  cell(column: string): string {
    const index = this.header.get(column);
    return index === undefined ? '' : (this.cells[index] ?? '').trim();
  }

  private fail(column: string, reason: string): void {
    this.issues.push({ row: this.row, column, reason });
  }

  text(column: string, options: { required?: boolean; max: number }): string {
    const value = this.cell(column).replace(/\s+/g, ' ');
    if (options.required && value === '') this.fail(column, 'is required');
    else if (value.length > options.max) this.fail(column, `must be at most ${options.max} characters`);
    return value;
  }

  money(column: string, options: { required?: boolean } = {}): Paise {
    const raw = withoutFloatNoise(
      this.cell(column)
        .replace(/^(rs\.?|₹)\s*/i, '')
        .replace(/,/g, ''),
    );
    if (raw === '') {
      if (options.required) this.fail(column, 'is required');
      return 0;
    }
    const parsed = parseRupees(raw);
    if (!parsed.ok) this.fail(column, `must be an amount in rupees such as 1234.50, not "${this.cell(column)}"`);
    else if (parsed.paise < 0) this.fail(column, `cannot be negative ("${this.cell(column)}")`);
    else if (parsed.paise > MAX_RATE) this.fail(column, `must be at most ${formatMoney(MAX_RATE)}, what a product's form and the counter take`);
    else return parsed.paise;
    return 0;
  }

  /** An HSN code: blank, or 4 to 8 digits (core/hsn). */
  hsn(column: string): string {
    const checked = checkHsn(this.cell(column));
    if (checked.ok) return checked.hsn;
    this.fail(column, checked.message);
    return '';
  }

  /** A product's GST rate (core/gst-rates): blank (undefined, the stored one kept), or one of the rates, "5" or "5%". */
  gstRate(column: string): number | undefined {
    const read = readGstRate(this.cell(column));
    if (!read.ok) {
      this.fail(column, `${read.reason}, not "${this.cell(column)}"`);
      return undefined;
    }
    return read.bp ?? undefined;
  }

  /** A GST number: blank, or a valid GSTIN (format, state code, check digit), upper-cased. */
  gstin(column: string): string {
    const checked = checkGstinText(this.cell(column).toUpperCase());
    if (checked.ok) return checked.gstin;
    this.fail(column, checked.message);
    return '';
  }

  /** A state: one of the GST state table's, stored by its name, agreeing with the row's GSTIN (which fills a blank one). */
  state(column: string, gstin: string, options: { required: boolean }): string {
    const checked = checkPartyState(this.cell(column), gstin);
    if (!checked.ok) this.fail(column, checked.message);
    else if (options.required && checked.state === '') this.fail(column, 'is required');
    return checked.ok ? checked.state : '';
  }

  /** Box barcodes: blank (undefined, the stored ones kept), or codes separated by spaces or commas (core/barcode.ts). */
  barcodes(column: string): string[] | undefined {
    const read = barcodeSchema.safeParse(this.cell(column));
    if (!read.success) {
      this.fail(column, read.error.issues[0]?.message ?? 'is not a list of barcodes');
      return undefined;
    }
    return read.data && read.data.length > 0 ? read.data : undefined;
  }

  whole(column: string, options: { min: number; fallback: number }): number {
    const raw = this.cell(column).replace(/,/g, '');
    if (raw === '') return options.fallback;
    // Spreadsheets often store whole numbers as "12.0".
    const value = /^\d+(\.0+)?$/.test(raw) ? Number.parseInt(raw, 10) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < options.min || value > MAX_STOCK) {
      this.fail(column, `must be a whole number from ${options.min} to ${MAX_STOCK}, not "${this.cell(column)}"`);
      return options.fallback;
    }
    return value;
  }
}

type Checked<T> = { ok: true; value: T } | { ok: false; issues: ImportIssue[] };

function finish<T>(reader: RowReader, value: T): Checked<T> {
  return reader.issues.length > 0 ? { ok: false, issues: reader.issues } : { ok: true, value };
}

/** The suppliers a product import may name (lower-cased): a row naming another is refused, not a supplier added. */
export type KnownSuppliers = ReadonlySet<string>;

export function unknownSupplier(name: string): string {
  return `no supplier is named "${name}": add it under Suppliers, or correct the name`;
}

export function checkProductRow(header: HeaderMap, cells: readonly string[], row: number, suppliers?: KnownSuppliers): Checked<ProductImportRow> {
  const r = new RowReader(header, cells, row);
  const supplierName = r.text('Supplier Name', { required: true, max: 200 });
  if (suppliers && supplierName !== '' && !suppliers.has(supplierName.toLowerCase()))
    r.issues.push({ row, column: 'Supplier Name', reason: unknownSupplier(supplierName) });
  return finish(r, {
    row,
    supplierName,
    productName: r.text('Product Name', { required: true, max: 200 }),
    pricePerPcs: r.money('Price Per Pcs', { required: true }),
    caseContent: r.text('Case Content', { max: 100 }),
    unit: r.text('Unit', { max: 50 }),
    buyPrice: r.money('Buy Price'),
    stock: r.whole('Stock', { min: 0, fallback: 0 }),
    countOfPcs: r.whole('Count of Pcs', { min: 1, fallback: 1 }),
    serialNo: r.text('Serial No', { max: 100 }).toUpperCase(),
    productCode: r.text('Product Code', { max: 100 }).toUpperCase(),
    hsnCode: r.hsn('HSN Code'),
    gstBp: r.gstRate('GST %'),
    category: r.text('Category', { max: 100 }),
    barcodes: r.barcodes('Barcode'),
  });
}

export function checkRetailRow(header: HeaderMap, cells: readonly string[], row: number): Checked<RetailImportRow> {
  const r = new RowReader(header, cells, row);
  return finish(r, {
    row,
    productName: r.text('Product Name', { required: true, max: 200 }),
    rate: r.money('Rate', { required: true }),
    qtyPerBox: r.whole('Qty Per Box', { min: 1, fallback: 1 }),
    stock: r.whole('Stock', { min: 0, fallback: 0 }),
    productCode: r.text('Product Code', { max: 100 }).toUpperCase(),
    hsnCode: r.hsn('HSN Code'),
    gstBp: r.gstRate('GST %'),
    category: r.text('Category', { max: 100 }),
    barcodes: r.barcodes('Barcode'),
  });
}

export function checkCustomerRow(header: HeaderMap, cells: readonly string[], row: number): Checked<CustomerImportRow> {
  const r = new RowReader(header, cells, row);
  const mobile = r.cell('Mobile').replace(/[\s-]/g, '');
  const issues: ImportIssue[] = [];
  if (mobile !== '' && !/^\d{1,10}$/.test(mobile)) issues.push({ row, column: 'Mobile', reason: `must be digits only, at most 10, not "${r.cell('Mobile')}"` });
  const gstNumber = r.gstin('GST Number');
  const pincode = r.cell('Pincode').replace(/\s/g, '');
  if (!isPincodeOrBlank(pincode)) issues.push({ row, column: 'Pincode', reason: `${PINCODE_RULE}, not "${r.cell('Pincode')}"` });
  const value: CustomerImportRow = {
    row,
    name: r.text('Customer Name', { required: true, max: 200 }),
    address: r.text('Address', { max: 500 }),
    mobile,
    gstNumber,
    state: r.state('State', gstNumber, { required: true }),
    pincode,
    openingBalance: r.cell('Opening Balance') === '' ? undefined : r.money('Opening Balance'),
  };
  const all = [...r.issues, ...issues];
  return all.length > 0 ? { ok: false, issues: all } : { ok: true, value };
}

/** One line per problem, as the import screens list them. */
export function describeIssue(issue: ImportIssue): string {
  return `Row ${issue.row}, ${issue.column}: ${issue.reason}`;
}

/** The name key used to find an earlier import of the same item: case, spaces and punctuation spacing ignored. */
export function nameKey(...parts: readonly string[]): string {
  return parts.map((p) => p.trim().toLowerCase().replace(/\s+/g, ' ')).join('\u0001');
}
