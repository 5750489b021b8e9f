// The whole file is checked before anything is written: the header, every row, and repeats within the file. The
// check keeps only the problems and one key per row; the writer then reads the file again, a batch at a time, so a
// 100,000-row file is never held as 100,000 row objects.
import {
  checkCustomerRow,
  checkProductRow,
  checkRetailRow,
  isBlankRow,
  nameKey,
  readHeader,
  type CustomerImportRow,
  type HeaderMap,
  type ImportIssue,
  type ImportKind,
  type ProductImportRow,
  type RetailImportRow,
} from '../../core/catalogue/import-rows';
import { barcodeAlias, codeHeldBy, type BarcodeCatalogue } from '../../core/barcode';

/** A refused file keeps at most this many of its problems (a reply lists 1,000); all are counted. */
export const KEPT_ISSUES = 2000;

/** A refusal: the first problems (in row order), how many there are in all, and on how many rows. */
export type FileCheck = { ok: true; rows: number } | { ok: false; issues: ImportIssue[]; issueCount: number; rowCount: number };

type RowCheck<T> = (header: HeaderMap, cells: readonly string[], row: number) => { ok: true; value: T } | { ok: false; issues: ImportIssue[] };

export interface ImportRules<T extends { row: number }> {
  kind: ImportKind;
  check: RowCheck<T>;
  /** Two rows with one key are the same record twice. */
  keyOf(row: T): string;
  keyColumn: string;
  /** Problems a row has with the rows before it or the database beyond its key (a product's barcodes). */
  crossCheck?(row: T): ImportIssue[];
}

/** The data rows of a file, typed: the header row read first, blank rows skipped. */
async function* walk<T extends { row: number }>(
  rules: ImportRules<T>,
  rows: AsyncIterable<string[]>,
  onHeader: (issues: ImportIssue[]) => void,
): AsyncGenerator<{ ok: true; value: T } | { ok: false; issues: ImportIssue[] }> {
  let header: HeaderMap | null = null;
  let rowNumber = 0;
  for await (const cells of rows) {
    rowNumber += 1;
    if (header === null) {
      const read = readHeader(rules.kind, cells);
      if (!read.ok) return onHeader(read.issues);
      header = read.header;
      continue;
    }
    if (!isBlankRow(cells)) yield rules.check(header, cells, rowNumber);
  }
  if (header === null) {
    const empty = readHeader(rules.kind, []);
    onHeader(empty.ok ? [] : empty.issues);
  }
}

export async function checkFile<T extends { row: number }>(rules: ImportRules<T>, rows: AsyncIterable<string[]>): Promise<FileCheck> {
  // Problems arrive in row order (the header's first): the first KEPT_ISSUES are kept, the rest only counted.
  const issues: ImportIssue[] = [];
  let issueCount = 0;
  let rowCount = 0;
  let lastRow = 0;
  const note = (found: readonly ImportIssue[]) => {
    for (const issue of found) {
      issueCount += 1;
      if (issue.row !== lastRow) rowCount += 1;
      lastRow = issue.row;
      if (issues.length < KEPT_ISSUES) issues.push(issue);
    }
  };
  const firstRowOf = new Map<string, number>();
  let count = 0;
  for await (const checked of walk(rules, rows, note)) {
    if (!checked.ok) {
      note(checked.issues);
      continue;
    }
    count += 1;
    if (rules.crossCheck) note(rules.crossCheck(checked.value));
    const key = rules.keyOf(checked.value);
    const earlier = firstRowOf.get(key);
    if (earlier === undefined) firstRowOf.set(key, checked.value.row);
    else note([{ row: checked.value.row, column: rules.keyColumn, reason: `repeats row ${earlier}` }]);
  }
  if (issueCount > 0) return { ok: false, issues: issues.sort((a, b) => a.row - b.row), issueCount, rowCount };
  if (count === 0) return { ok: false, issues: [{ row: 2, column: '', reason: 'the file has no rows to import' }], issueCount: 1, rowCount: 1 };
  return { ok: true, rows: count };
}

/** The rows of a file already checked by checkFile. */
export async function* checkedRows<T extends { row: number }>(rules: ImportRules<T>, rows: AsyncIterable<string[]>): AsyncGenerator<T> {
  for await (const checked of walk(rules, rows, () => {})) {
    if (!checked.ok) throw new Error(`import: row ${checked.issues[0]?.row} changed between check and write`);
    yield checked.value;
  }
}

const productKeyOf = (r: Pick<ProductImportRow, 'serialNo' | 'productCode' | 'supplierName' | 'productName'>) =>
  r.serialNo !== '' ? `serial:${r.serialNo}` : r.productCode !== '' ? `code:${r.productCode}` : `name:${nameKey(r.supplierName, r.productName)}`;

/** A product holding a barcode, as a row would find it: its catalogue, and the keys a row of this import names it by. */
export interface BarcodeOwner {
  productName: string;
  /** Absent: a GST product (an owner as kept before retail products carried barcodes). */
  catalogue?: BarcodeCatalogue;
  keys: string[];
}

/** The keys a row may find a stored product by (productKeyOf of a row naming it). */
export function ownerKeys(p: { serialNo: string; productCode: string; supplierName: string; productName: string }): string[] {
  const keys = [`name:${nameKey(p.supplierName, p.productName)}`];
  if (p.serialNo !== '') keys.push(`serial:${p.serialNo.toUpperCase()}`);
  if (p.productCode !== '') keys.push(`code:${p.productCode.toUpperCase()}`);
  return keys;
}

/**
 * A row's barcodes (issue 33 item 3) on no other row's product, nor on a stored product (GST or retail) the row does not
 * name: the Barcode column's cross-check, for either product import.
 */
function barcodeCrossCheck<T extends { row: number; barcodes: string[] | undefined }>(
  keyOf: (row: T) => string,
  barcodeOwners: ReadonlyArray<[string, BarcodeOwner]>,
): (row: T) => ImportIssue[] {
  const stored = new Map(barcodeOwners);
  const inFile = new Map<string, { row: number; key: string }>();
  return (r) => {
    const issues: ImportIssue[] = [];
    const key = keyOf(r);
    for (const code of r.barcodes ?? []) {
      const forms = [code, barcodeAlias(code)].filter((form): form is string => form !== null);
      const earlier = forms.map((form) => inFile.get(form)).find((at) => at !== undefined && at.key !== key);
      const owner = forms.map((form) => stored.get(form)).find((o) => o !== undefined && !o.keys.includes(key));
      if (earlier) issues.push({ row: r.row, column: 'Barcode', reason: `${code} is also on row ${earlier.row}` });
      else if (owner)
        issues.push({
          row: r.row,
          column: 'Barcode',
          reason: codeHeldBy(code, { what: 'barcode', catalogue: owner.catalogue ?? 'product', productName: owner.productName }),
        });
      for (const form of forms) if (!inFile.has(form)) inFile.set(form, { row: r.row, key });
    }
    return issues;
  };
}

/**
 * Products: each row's supplier must be one of `suppliers` (their names, as the database has them), and its barcodes
 * on no other row's product nor on a stored product the row does not name (issue 33 item 3).
 */
export function productRules(suppliers: readonly string[], barcodeOwners: ReadonlyArray<[string, BarcodeOwner]> = []): ImportRules<ProductImportRow> {
  const known = new Set(suppliers.map((name) => name.toLowerCase()));
  return {
    kind: 'products',
    check: (header, cells, row) => checkProductRow(header, cells, row, known),
    keyOf: productKeyOf,
    keyColumn: 'Product Name',
    crossCheck: barcodeCrossCheck<ProductImportRow>(productKeyOf, barcodeOwners),
  };
}

const retailKeyOf = (r: Pick<RetailImportRow, 'productCode' | 'productName'>) =>
  r.productCode !== '' ? `code:${r.productCode}` : `name:${nameKey(r.productName)}`;

/** Retail products: a row's barcodes as a product row's (on no other row's product, nor on a stored product it does not name). */
export function retailRules(barcodeOwners: ReadonlyArray<[string, BarcodeOwner]> = []): ImportRules<RetailImportRow> {
  return {
    kind: 'retail',
    check: checkRetailRow,
    keyOf: retailKeyOf,
    keyColumn: 'Product Name',
    crossCheck: barcodeCrossCheck<RetailImportRow>(retailKeyOf, barcodeOwners),
  };
}

export const CUSTOMER_RULES: ImportRules<CustomerImportRow> = {
  kind: 'customers',
  check: checkCustomerRow,
  keyOf: (r) => (r.mobile !== '' ? `mobile:${r.mobile}` : `name:${nameKey(r.name)}`),
  keyColumn: 'Mobile',
};

/** What a check needs from the database, read before the file is: the suppliers' names (a product import's). */
export interface ImportContext {
  suppliers: readonly string[];
  /** The stored barcodes (GST and retail) and who holds them (the product imports'; issue 33 item 3). */
  barcodeOwners?: ReadonlyArray<[string, BarcodeOwner]>;
}

export type RulesKind = 'products' | 'retail' | 'customers';

/** The rules of each import, by the kind the import worker is told. */
export function rulesOfKind(kind: RulesKind, context: ImportContext): ImportRules<{ row: number }> {
  if (kind === 'products') return productRules(context.suppliers, context.barcodeOwners) as unknown as ImportRules<{ row: number }>;
  if (kind === 'retail') return retailRules(context.barcodeOwners) as unknown as ImportRules<{ row: number }>;
  return CUSTOMER_RULES as unknown as ImportRules<{ row: number }>;
}
