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

/** Products: each row's supplier must be one of `suppliers` (their names, as the database has them). */
export function productRules(suppliers: readonly string[]): ImportRules<ProductImportRow> {
  const known = new Set(suppliers.map((name) => name.toLowerCase()));
  return {
    kind: 'products',
    check: (header, cells, row) => checkProductRow(header, cells, row, known),
    keyOf: (r) =>
      r.serialNo !== '' ? `serial:${r.serialNo}` : r.productCode !== '' ? `code:${r.productCode}` : `name:${nameKey(r.supplierName, r.productName)}`,
    keyColumn: 'Product Name',
  };
}

export const RETAIL_RULES: ImportRules<RetailImportRow> = {
  kind: 'retail',
  check: checkRetailRow,
  keyOf: (r) => (r.productCode !== '' ? `code:${r.productCode}` : `name:${nameKey(r.productName)}`),
  keyColumn: 'Product Name',
};

export const CUSTOMER_RULES: ImportRules<CustomerImportRow> = {
  kind: 'customers',
  check: checkCustomerRow,
  keyOf: (r) => (r.mobile !== '' ? `mobile:${r.mobile}` : `name:${nameKey(r.name)}`),
  keyColumn: 'Mobile',
};

/** What a check needs from the database, read before the file is: the suppliers' names (a product import's). */
export interface ImportContext {
  suppliers: readonly string[];
}

export type RulesKind = 'products' | 'retail' | 'customers';

/** The rules of each import, by the kind the import worker is told. */
export function rulesOfKind(kind: RulesKind, context: ImportContext): ImportRules<{ row: number }> {
  if (kind === 'products') return productRules(context.suppliers) as unknown as ImportRules<{ row: number }>;
  return (kind === 'retail' ? RETAIL_RULES : CUSTOMER_RULES) as unknown as ImportRules<{ row: number }>;
}
