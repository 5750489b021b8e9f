// One list screen's body: optional date filter, Search, the table, the pager and the delete confirm; every key of
// DESIGN §7 registered as a screen command (palette + status line).
import '../../styles/records.css';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { pendingAlerts } from '../alerts';
import type { DateRange } from '../../../core/dates';
import { APP_COMMANDS } from '../../commands/app-commands';
import { isPlainKeyBound } from '../../commands/keys';
import { screenCommands } from '../../commands/registry';
import type { Command } from '../../commands/types';
import { useScreenCommands } from '../../commands/useScreenCommands';
import { ConfirmDialog, type ConfirmText } from './ConfirmDialog';
import { DataTable, type Column } from './DataTable';
import type { IncompleteDates } from './date-filter';
import { DateRangeFilter } from './DateRangeFilter';
import { listCommands, type ListActions, type ListLabels } from './list-commands';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { Spinner } from './Spinner';

export interface RecordListProps<Row> {
  /** Names the screen's command scope and its element ids. */
  screen: string;
  tableLabel: string;
  columns: readonly Column<Row>[];
  /** The Action column's links; the list adds its Delete button after them. */
  actionLinks?(row: Row): ReactNode;
  /** The rows of the page shown. */
  rows: readonly Row[];
  rowKey(row: Row): string;
  page: number;
  pageCount: number;
  onPage(page: number): void;
  loading: boolean;
  emptyText: string;
  /** flush: applies a search still waiting out its debounce; true when there was one (Enter then only searches). */
  search: { label: string; value: string; onChange(value: string): void; flush?(): boolean };
  dates?: { applied: boolean; onApply(range: DateRange | null): void; initial?: DateRange | null; incomplete?: IncompleteDates };
  labels: ListLabels;
  open(row: Row): void;
  edit?(row: Row): void;
  history?(row: Row): void;
  ledger?(row: Row): void;
  add?(): void;
  remove?: {
    words: ConfirmText;
    run(row: Row): Promise<void>;
    /** Delete pressed with no row to delete. */
    missing?(): void;
  };
  footer?: ReactNode;
  /** A screen's own filters (a party choice), shown before the date filter. */
  tools?: ReactNode;
  /** Many columns: see DataTable's wide. */
  wide?: boolean;
  /** The screen's own keys on the highlighted row (the credit notes' R, the 80 mm receipt), after Enter in the status line. */
  rowCommands?: readonly RowCommand<Row>[];
}

export interface RowCommand<Row> {
  /** The command id after the screen's: "receipt" → "credit-notes.receipt". */
  id: string;
  title: string;
  kbd: string;
  keywords: readonly string[];
  run(row: Row): void;
}

function highlightIn<Row>(rows: readonly Row[], mark: { rows: readonly Row[]; index: number }, rowKey: (row: Row) => string): number {
  if (mark.rows === rows) return Math.min(mark.index, Math.max(0, rows.length - 1));
  const marked = mark.rows[mark.index];
  if (marked === undefined || mark.index === 0) return 0;
  const key = rowKey(marked);
  return Math.max(
    0,
    rows.findIndex((row) => rowKey(row) === key),
  );
}

export function RecordList<Row>(props: RecordListProps<Row>) {
  const { screen, rows } = props;
  const searchRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // Every list starts in the table, so the keys the status line advertises (E, A, P, …) work on arrival; a character
  // that is no key of the screen starts a search with it (type-ahead), and / goes to Search.
  useEffect(() => {
    tableRef.current?.focus();
  }, []);
  const datesRef = useRef<HTMLInputElement>(null);
  // The highlight follows its row when new rows still hold it (a search result that arrives late); otherwise new
  // rows (another search, page or reload) start at the first.
  const [mark, setMark] = useState<{ rows: readonly Row[]; index: number }>({ rows, index: 0 });
  const highlight = highlightIn(rows, mark, props.rowKey);
  const [pending, setPending] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  // Commands are registered once; they read the screen as it is now through this ref.
  const live = useRef({ props, highlight, setMark });
  live.current = { props, highlight, setMark };

  const { actions, commands } = useMemo(() => {
    const current = () => live.current.props.rows[live.current.highlight];
    const move = (delta: number) => {
      const { props: p, highlight: at, setMark: set } = live.current;
      if (p.rows.length === 0) return;
      set({ rows: p.rows, index: Math.min(Math.max(0, at + delta), p.rows.length - 1) });
    };
    const turn = (delta: number) => {
      const { props: p } = live.current;
      const next = Math.min(Math.max(1, p.page + delta), p.pageCount);
      if (next !== p.page) p.onPage(next);
    };
    const withRow = (use: (row: Row) => void) => () => {
      const row = current();
      if (row !== undefined) use(row);
    };
    const p = live.current.props;
    const listActions: ListActions = {
      focusSearch: () => searchRef.current?.focus(),
      move,
      turn,
      open: withRow((row) => live.current.props.open(row)),
      edit: p.edit ? withRow((row) => live.current.props.edit?.(row)) : undefined,
      history: p.history ? withRow((row) => live.current.props.history?.(row)) : undefined,
      ledger: p.ledger ? withRow((row) => live.current.props.ledger?.(row)) : undefined,
      add: p.add ? () => live.current.props.add?.() : undefined,
      focusDates: p.dates ? () => datesRef.current?.focus() : undefined,
      remove: p.remove
        ? () => {
            const row = current();
            if (row === undefined) live.current.props.remove?.missing?.();
            else setPending(() => row);
          }
        : undefined,
    };
    const own: Command[] = (p.rowCommands ?? []).map((rowCommand, index) => ({
      id: `${screen}.${rowCommand.id}`,
      title: rowCommand.title,
      group: 'Screen',
      keywords: rowCommand.keywords,
      kbd: rowCommand.kbd,
      run: withRow((row) => live.current.props.rowCommands?.[index]?.run(row)),
    }));
    const [open, ...rest] = listCommands(screen, p.labels, listActions);
    return { actions: listActions, commands: [open, ...own, ...rest] };
    // The list's shape (which actions it has) is fixed for a screen; everything else is read live.
  }, [screen]);
  useScreenCommands(screen, commands);

  // An alert raised on the screen before this one (e.g. "Customer added successfully!") hands focus back, once its
  // closing animation is over, to a field that is gone: put it in the table, where the list's keys and type-ahead work.
  useEffect(
    () =>
      pendingAlerts.subscribe(() => {
        if (pendingAlerts.get().length > 0) return;
        let tries = 0;
        const settle = () => {
          const active = document.activeElement;
          if (!active || active === document.body) tableRef.current?.focus();
          else if (active.closest('[role="alertdialog"]') && tries++ < 40) setTimeout(settle, 25);
        };
        setTimeout(settle, 0);
      }),
    [],
  );

  const confirmDelete = async () => {
    if (pending === null || !props.remove) return;
    setBusy(true);
    try {
      await props.remove.run(pending);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const columns = ((): readonly Column<Row>[] => {
    const { actionLinks, remove } = props;
    if (!actionLinks && !remove) return props.columns;
    const action: Column<Row> = {
      key: 'action',
      header: 'Action',
      cell: (row) => (
        <span className="rec-links">
          {actionLinks?.(row)}
          {remove && (
            <button type="button" className="rec-delete" tabIndex={-1} onClick={() => setPending(() => row)}>
              Delete
            </button>
          )}
        </span>
      ),
    };
    return [...props.columns, action];
  })();

  return (
    <div className="rec-list">
      <div className="rec-tools">
        {props.tools}
        {props.dates && (
          <DateRangeFilter
            idPrefix={screen}
            applied={props.dates.applied}
            onApply={props.dates.onApply}
            onLeave={() => tableRef.current?.focus()}
            fromRef={datesRef}
            initial={props.dates.initial}
            incomplete={props.dates.incomplete}
          />
        )}
        <SearchBox
          id={`${screen}-search`}
          ref={searchRef}
          label={props.search.label}
          value={props.search.value}
          onChange={props.search.onChange}
          keys={{
            move: actions.move,
            turn: actions.turn,
            open: () => {
              if (!props.search.flush?.()) actions.open();
            },
            leave: () => tableRef.current?.focus(),
          }}
        />
        {props.loading && rows.length > 0 && <Spinner />}
      </div>
      <DataTable
        id={`${screen}-table`}
        ref={tableRef}
        label={props.tableLabel}
        columns={columns}
        rows={rows}
        rowKey={props.rowKey}
        highlight={highlight}
        onHighlight={(index) => setMark({ rows, index })}
        onActivate={(index) => rows[index] !== undefined && props.open(rows[index])}
        onKeyDown={(event) => {
          if (event.ctrlKey || event.altKey || event.metaKey || event.key === ' ') return;
          if (event.key.length !== 1 || isPlainKeyBound(event.key, event.shiftKey, [...APP_COMMANDS, ...screenCommands.get()])) return;
          event.preventDefault();
          live.current.props.search.onChange(live.current.props.search.value + event.key);
          searchRef.current?.focus();
        }}
        busy={props.loading}
        empty={<span className="rec-empty">{props.emptyText}</span>}
        loading={<Spinner />}
        footer={props.footer}
        wide={props.wide}
      />
      <Pager page={props.page} count={props.pageCount} onPage={props.onPage} />
      {props.remove && (
        <ConfirmDialog
          open={pending !== null}
          words={props.remove.words}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </div>
  );
}
