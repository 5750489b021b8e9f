// The bill's lines: rate, quantity and (wholesale) discount typed in place; F8 focuses the first row (Home/End on a
// row: the first or last line), Esc a cell's row, Delete removes it. Each product's listed stock is shown beside its
// quantity, and a quantity over it is flagged as it is typed (issue 32; the server still refuses it at save).
// Only the rows in view (and a margin) are rendered (useLineWindow); spacer rows stand in for the others. A row holds
// no inputs: its numbers are text, and only the cell being edited holds an editor (LineCell).
import { useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { isLocked, isOverStock, listedStock, parseWholeQty, shortOfStock, type CartLine, type CartMode } from '../../../../core/cart';
import { formatIndian, type Paise } from '../../../../core/money';
import { formatPercentShort } from '../../../../core/percent';
import { cellMove, editableCols, type CellKey, type LineCol } from '../../../billing/line-cells';
import { announce, lastMessage } from '../../../ui/status';
import { useBilling } from './billing-context';
import { LineCell } from './LineCell';
import { unitSerialsCaption } from '../../../../core/unit-serials';
import { focusLineCell, ROW_HEIGHT, useLineWindow } from './useLineWindow';

const HEADINGS: Readonly<Record<CartMode, readonly string[]>> = {
  gst: ['#', 'Serial No', 'Product Name', 'Rate', 'Qty', 'Stock', 'Disc %', 'GST %', 'Total'],
  retail: ['#', 'Code', 'Product Name', 'Qty/Box', 'Rate', 'Qty', 'Stock', 'GST %', 'Total'],
  estimate: ['#', 'Item', 'Amount', 'Qty', 'GST %', 'Total'],
};
const NUMERIC = new Set(['#', 'Rate', 'Qty', 'Stock', 'Disc %', 'GST %', 'Total', 'Amount', 'Qty/Box']);
/** Fixed column widths, the name taking the rest: each row lays out alone (billing.css), and they all line up. */
const WIDTHS: Readonly<Record<string, string>> = {
  '#': '4ch',
  'Serial No': '18ch',
  Code: '11ch',
  'Qty/Box': '9ch',
  Rate: '13ch',
  Amount: '13ch',
  Qty: '7ch',
  Stock: '7ch',
  'Disc %': '7ch',
  'GST %': '6ch',
  Total: '14ch',
};

/** A rendered line's row; the spacer rows standing in for lines not rendered carry no line id. */
function lineRow(row: Element | null | undefined): HTMLElement | null {
  return row instanceof HTMLElement && row.dataset.lineId ? row : null;
}

/** Focus the line `step` rows from line `index` (its `col` cell, or the row), rendering it first if need be. */
type MoveFocus = (index: number, step: -1 | 1, col: string | null) => void;
/** Focus the bill's first or last line. */
type FocusEnd = (end: 'first' | 'last') => void;

interface RowProps {
  line: CartLine;
  index: number;
  total: Paise;
  recent: boolean;
  move: MoveFocus;
  toEnd: FocusEnd;
  /** The product's stock as the list said it; undefined for a free-text line or a list that does not say. */
  stock: number | undefined;
  /** The line's GST rate (issue 31 item 4): its own, else the bill's. */
  gstBp: number;
}

const LineRow = memo(function LineRow({ line, index, total, recent, move, toEnd, stock, gstBp }: RowProps) {
  const { actor, config, fields, focus, askDeleteSavedLine } = useBilling();
  const rowRef = useRef<HTMLTableRowElement>(null);
  const locked = isLocked(line);
  const name = line.productName;

  // The one cell of the row being edited, if any; the others show text.
  const [editing, setEditing] = useState<LineCol | null>(null);
  const stopEditing = (col: LineCol) => setEditing((now) => (now === col ? null : now));

  // Over stock: the quantity being typed (null: nothing typed), else the line's. A saved line took its stock already.
  const [typedShort, setTypedShort] = useState<boolean | null>(null);
  const short = !locked && (typedShort ?? isOverStock(stock, line.qty));
  const shortWords = stock === undefined ? '' : shortOfStock(stock, name);
  const onQtyDraft = (text: string | null) => {
    const qty = text === null ? null : parseWholeQty(text);
    const now = text === null ? null : qty !== null && isOverStock(stock, qty);
    setTypedShort(now);
    if (now) announce(shortWords);
    else if (now === false && lastMessage.get() === shortWords) announce('');
  };

  // Enter: the next cell of the row, then back to the key field; ↑/↓: the same cell a row up or down; Esc: the row.
  const navigate = (col: LineCol) => (key: CellKey) => {
    const row = rowRef.current;
    if (!row) return;
    const move = cellMove(editableCols(config.mode), col, key);
    if (move.to === 'row') row.focus();
    else if (move.to === 'cell') focusLineCell(row, move.col);
    else if (move.to === 'key') focus(fields.key);
    else focusNeighbour(move.step, move.col);
  };

  // The same cell (or the row itself) a line up or down: the rendered neighbour at once, else once it is rendered.
  const focusNeighbour = (step: -1 | 1, col: string | null) => {
    const row = rowRef.current;
    const sibling = lineRow(step < 0 ? row?.previousElementSibling : row?.nextElementSibling);
    if (sibling) focusLineCell(sibling, col);
    else move(index, step, col);
  };

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      focusNeighbour(event.key === 'ArrowUp' ? -1 : 1, null);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      toEnd(event.key === 'Home' ? 'first' : 'last');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      focusLineCell(event.currentTarget, 'qty');
    }
  };

  const cell = (col: LineCol, label: string, value: string, send: (text: string) => void, invalid?: boolean, onDraft?: (text: string | null) => void) =>
    locked ? (
      <td role="cell" className="num">
        <span className="num">{value}</span>
      </td>
    ) : (
      <LineCell
        col={col}
        label={`${label} of ${name}`}
        value={value}
        editing={editing === col}
        onEdit={setEditing}
        onLeave={stopEditing}
        onCommit={send}
        onNavigate={navigate(col)}
        invalid={invalid}
        onDraft={onDraft}
      />
    );
  const rate = cell('rate', config.mode === 'estimate' ? 'Amount' : 'Rate', formatIndian(line.rate), (rate) =>
    actor.send({ type: 'SET_RATE', lineId: line.lineId, rate }),
  );
  const qty = cell(
    'qty',
    'Qty',
    String(line.qty),
    (q) => {
      setTypedShort(null);
      actor.send({ type: 'SET_QTY', lineId: line.lineId, qty: q });
    },
    short,
    config.mode === 'estimate' ? undefined : onQtyDraft,
  );
  const key = config.mode === 'retail' ? line.productCode : line.serialNo;

  return (
    <tr
      ref={rowRef}
      role="row"
      tabIndex={-1}
      aria-rowindex={index + 2}
      data-line-id={line.lineId}
      aria-label={`Line ${index + 1}: ${name}`}
      className={recent ? 'recent' : undefined}
      data-short={short || undefined}
      onKeyDown={onRowKey}
    >
      <td role="cell" className="num dim">
        {index + 1}
      </td>
      {config.mode !== 'estimate' && (
        <td role="cell" className="key">
          {key}
        </td>
      )}
      <td role="cell" className="name" title={name}>
        {locked && askDeleteSavedLine ? (
          // A long name is cut short, never the Delete button beside it.
          <span className="line-name-with-delete">
            <span className="line-name">{name}</span>
            {/* The Delete key on the focused row does the same; the button is for the mouse. */}
            <button type="button" className="line-delete" tabIndex={-1} aria-label={`Delete ${name}`} onClick={() => askDeleteSavedLine(line.lineId)}>
              Delete
            </button>
          </span>
        ) : (
          name
        )}
        {line.unitSerials !== undefined && (
          <span className={line.unitSerials.length === line.qty ? 'line-unit-serials dim' : 'line-unit-serials short'}>
            {' '}
            {line.unitSerials.length === 0 ? `S/N: none yet (Alt+N)` : unitSerialsCaption(line.unitSerials)}
          </span>
        )}
      </td>
      {config.mode === 'retail' && (
        <td role="cell" className="num dim">
          {line.qtyPerBox || ''}
        </td>
      )}
      {rate}
      {qty}
      {config.mode !== 'estimate' && (
        <td role="cell" className="num stock" title={short ? shortWords : undefined}>
          {stock ?? ''}
        </td>
      )}
      {config.mode === 'gst' &&
        cell('discount', 'Discount %', formatPercentShort(line.discountBp), (discount) =>
          actor.send({ type: 'SET_LINE_DISCOUNT', lineId: line.lineId, discount }),
        )}
      <td role="cell" className="num dim gst-rate">
        {formatPercentShort(gstBp)}
      </td>
      <td role="cell" className="num total">
        {formatIndian(total)}
      </td>
    </tr>
  );
});

export function LineTable({
  lines,
  lineTotals,
  recentId,
  billGstBp,
}: {
  lines: readonly CartLine[];
  lineTotals: readonly Paise[];
  recentId: string | null;
  /** The bill's GST rate (the shop's CGST + SGST): a line's when it has none of its own (issue 31 item 4). */
  billGstBp: number;
}) {
  const billing = useBilling();
  const { actor, config, fields } = billing;
  const catalogue = useSelector(actor, (s) => s.context.catalogue);
  const headings = HEADINGS[config.mode];
  const { shown, boxRef, headRef, tableRef, onScroll, onFocus, onBlur, focusLine } = useLineWindow(lines, recentId);
  const linesNow = useRef(lines);
  linesNow.current = lines;
  const move = useCallback<MoveFocus>(
    (index, step, col) => {
      const target = linesNow.current[index + step];
      if (target) focusLine(target.lineId, col);
    },
    [focusLine],
  );
  const toEnd = useCallback<FocusEnd>(
    (end) => {
      const target = end === 'first' ? linesNow.current[0] : linesNow.current[linesNow.current.length - 1];
      if (target) focusLine(target.lineId, null);
    },
    [focusLine],
  );
  useEffect(() => {
    billing.focusLine.current = (lineId) => focusLine(lineId, null);
    return () => {
      billing.focusLine.current = null;
    };
  }, [billing, focusLine]);

  const columns = headings.map((h) => WIDTHS[h] ?? 'minmax(0, 1fr)').join(' ');
  const gap = (key: string, rows: number) =>
    rows > 0 && (
      <tr key={key} className="bill-gap" aria-hidden="true">
        <td colSpan={headings.length} style={{ height: rows * ROW_HEIGHT }} />
      </tr>
    );
  return (
    <div ref={boxRef} className="bill-lines" onScroll={onScroll}>
      {/* Laid out as blocks and grids, not as a table (billing.css): the roles say what the elements are. */}
      <table ref={tableRef} role="table" className="bill-table" aria-rowcount={lines.length + 1} style={{ '--bill-columns': columns } as CSSProperties}>
        <caption className="sr-only">Items</caption>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- laid out as blocks (billing.css), the element loses its implicit role */}
        <thead ref={headRef} role="rowgroup">
          <tr role="row" aria-rowindex={1}>
            {headings.map((h) => (
              <th key={h} role="columnheader" scope="col" className={NUMERIC.has(h) ? 'num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- laid out as blocks (billing.css), the element loses its implicit role */}
        <tbody ref={fields.lines} role="rowgroup" onFocus={onFocus} onBlur={onBlur}>
          {gap('above', shown.start)}
          {lines.slice(shown.start, shown.end).map((line, offset) => {
            const index = shown.start + offset;
            return (
              <LineRow
                key={line.lineId}
                line={line}
                index={index}
                total={lineTotals[index] ?? 0}
                recent={line.lineId === recentId}
                move={move}
                toEnd={toEnd}
                stock={listedStock(catalogue, line.productId)}
                gstBp={line.gstBp ?? billGstBp}
              />
            );
          })}
          {gap('below', lines.length - shown.end)}
        </tbody>
      </table>
      {lines.length === 0 && (
        <p className="bill-empty dim">
          {config.mode === 'estimate'
            ? 'No items yet: type an item name, amount and qty (F2).'
            : `No items yet: scan or type a ${config.keyLabel.toLowerCase()} (F2), or search by name (F3).`}
        </p>
      )}
    </div>
  );
}
