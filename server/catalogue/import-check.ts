// The whole file is checked before anything is written: the header, every row, and repeats within the file.
import {
  checkCustomerRow, checkProductRow, checkRetailRow, duplicateIssues, isBlankRow, nameKey, readHeader,
  type CustomerImportRow, type HeaderMap, type ImportIssue, type ImportKind, type ProductImportRow, type RetailImportRow,
} from '../../core/catalogue/import-rows';

export type CheckedFile<T> = { ok: true; rows: T[] } | { ok: false; issues: ImportIssue[] };

type RowCheck<T> = (header: HeaderMap, cells: readonly string[], row: number) => { ok: true; value: T } | { ok: false; issues: ImportIssue[] };

function checkAll<T extends { row: number }>(kind: ImportKind, rows: readonly string[][], check: RowCheck<T>, duplicates: (rows: T[]) => ImportIssue[]): CheckedFile<T> {
  const header = readHeader(kind, rows[0] ?? []);
  if (!header.ok) return { ok: false, issues: header.issues };
  const good: T[] = [];
  const issues: ImportIssue[] = [];
  for (let i = 1; i < rows.length; i += 1) {
    if (isBlankRow(rows[i])) continue;
    const checked = check(header.header, rows[i], i + 1);
    if (checked.ok) good.push(checked.value);
    else issues.push(...checked.issues);
  }
  issues.push(...duplicates(good));
  if (issues.length > 0) return { ok: false, issues: issues.sort((a, b) => a.row - b.row) };
  if (good.length === 0) return { ok: false, issues: [{ row: 2, column: '', reason: 'the file has no rows to import' }] };
  return { ok: true, rows: good };
}

export const productKey = (r: ProductImportRow) => (r.serialNo !== '' ? `serial:${r.serialNo}` : `name:${nameKey(r.supplierName, r.productName)}`);
export const retailKey = (r: RetailImportRow) => (r.productCode !== '' ? `code:${r.productCode}` : `name:${nameKey(r.productName)}`);
export const customerKey = (r: CustomerImportRow) => (r.mobile !== '' ? `mobile:${r.mobile}` : `name:${nameKey(r.name)}`);

export function checkProductFile(rows: readonly string[][]): CheckedFile<ProductImportRow> {
  return checkAll('products', rows, checkProductRow, (good) => duplicateIssues(good, productKey, 'Product Name'));
}

export function checkRetailFile(rows: readonly string[][]): CheckedFile<RetailImportRow> {
  return checkAll('retail', rows, checkRetailRow, (good) => duplicateIssues(good, retailKey, 'Product Name'));
}

export function checkCustomerFile(rows: readonly string[][]): CheckedFile<CustomerImportRow> {
  return checkAll('customers', rows, checkCustomerRow, (good) => duplicateIssues(good, customerKey, 'Mobile'));
}
