// A dense record table: one row highlighted (aria-selected), moved by the list's keys; numbers right-aligned.
import { useEffect, useRef, type KeyboardEventHandler, type ReactNode, type Ref } from 'react';

export interface Column<Row> {
  key: string;
  header: string;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** On the column's cells and its header: rec-name (takes the spare width), rec-note (capped free text), rec-dim. */
  className?: string;
  cell(row: Row, index: number): ReactNode;
}

export interface DataTableProps<Row> {
  id: string;
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  highlight: number;
  onHighlight(index: number): void;
  onActivate(index: number): void;
  busy: boolean;
  /** Shown in place of rows when there are none (and nothing is loading). */
  empty: ReactNode;
  /** Shown in place of rows on the first load. */
  loading?: ReactNode;
  footer?: ReactNode;
  /** Many columns: headers may take two lines and cells pad less, so the table fits a 1366 wide window. */
  wide?: boolean;
  ref?: Ref<HTMLTableElement>;
  /** Keys typed while the table has focus (the list's type-ahead). */
  onKeyDown?: KeyboardEventHandler<HTMLTableElement>;
}

export function DataTable<Row>({
  id,
  label,
  columns,
  rows,
  rowKey,
  highlight,
  onHighlight,
  onActivate,
  busy,
  empty,
  loading,
  footer,
  wide,
  ref,
  onKeyDown,
}: DataTableProps<Row>) {
  const body = useRef<HTMLTableSectionElement>(null);
  // Only a moved highlight scrolls (a forced layout per keystroke would cost a search its 50 ms).
  useEffect(() => {
    body.current?.rows[highlight]?.scrollIntoView({ block: 'nearest' });
  }, [highlight]);
  const rowId = (index: number) => `${id}-row-${index}`;
  const placeholder = rows.length === 0 ? (busy && loading ? loading : busy ? null : empty) : null;
  return (
    <table
      id={id}
      ref={ref}
      className={wide ? 'rec-table rec-wide' : 'rec-table'}
      role="grid"
      aria-label={label}
      aria-busy={busy}
      aria-readonly="true"
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-activedescendant={rows.length > 0 ? rowId(highlight) : undefined}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={classesOf(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={body}>
        {placeholder !== null ? (
          <tr className="rec-placeholder">
            <td colSpan={columns.length}>{placeholder}</td>
          </tr>
        ) : (
          // Rows are slots, keyed by position: a search or a new page writes new text into the same 25 rows instead of
          // building new ones (a fresh row's cells each cost a style recalculation: ~15 ms a keystroke on /orderlist).
          rows.map((row, index) => (
            <tr
              key={index}
              data-key={rowKey(row)}
              id={rowId(index)}
              aria-selected={index === highlight}
              onClick={() => onHighlight(index)}
              onDoubleClick={() => onActivate(index)}
              onFocus={() => onHighlight(index)}
            >
              {columns.map((column) => (
                <td key={column.key} className={classesOf(column)}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
      {footer && rows.length > 0 && <tfoot>{footer}</tfoot>}
    </table>
  );
}

function classesOf(column: Column<unknown>): string | undefined {
  return [column.numeric ? 'num' : '', column.className ?? ''].join(' ').trim() || undefined;
}
