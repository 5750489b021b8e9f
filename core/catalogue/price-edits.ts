// The bulk price screens' edits: which cells a row has, what counts as a change, and what each cell accepts.
import { bulkCellProblem, type BulkCellKind } from '../forms/bulk-price';

export type CellKind = BulkCellKind;

export interface EditColumn<Row> {
  key: keyof Row & string;
  header: string;
  kind: CellKind;
}

export type RowEdits = Record<string, string>;

/** Why a cell's text is not accepted, or undefined: the update calls' own rule (core/forms/bulk-price.ts). */
export const cellProblem = bulkCellProblem;

/** Compares as the server will store it: "1500" and "1500.00" are the same price. */
export function sameValue(kind: CellKind, before: string, after: string): boolean {
  if (kind === 'money' && cellProblem('money', after) === undefined) return Number(before) === Number(after);
  if ((kind === 'count' || kind === 'stock') && /^\d+$/.test(after.trim())) return Number(before) === Number(after);
  return before === after.trim();
}

export interface Change<Row> {
  row: Row;
  cells: Array<{ key: string; header: string; before: string; after: string }>;
  problems: string[];
}

/** The rows whose edited cells differ from what was loaded, in list order. */
export function changedRows<Row extends { product_id: string }>(
  rows: readonly Row[],
  columns: ReadonlyArray<EditColumn<Row>>,
  edits: ReadonlyMap<string, RowEdits>,
): Array<Change<Row>> {
  const changes: Array<Change<Row>> = [];
  for (const row of rows) {
    const edit = edits.get(row.product_id);
    if (!edit) continue;
    const cells: Change<Row>['cells'] = [];
    const problems: string[] = [];
    for (const column of columns) {
      const after = edit[column.key];
      if (after === undefined) continue;
      const before = String(row[column.key] ?? '');
      const problem = cellProblem(column.kind, after);
      if (problem) problems.push(`${column.header} ${problem}`);
      if (problem || !sameValue(column.kind, before, after)) cells.push({ key: column.key, header: column.header, before, after: after.trim() });
    }
    if (cells.length > 0) changes.push({ row, cells, problems });
  }
  return changes;
}

/** The row as it will be sent: loaded values with the edited cells over them. */
export function editedRow<Row extends { product_id: string }>(
  row: Row,
  columns: ReadonlyArray<EditColumn<Row>>,
  edit: RowEdits | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const column of columns) out[column.key] = (edit?.[column.key] ?? String(row[column.key] ?? '')).trim();
  return out;
}
