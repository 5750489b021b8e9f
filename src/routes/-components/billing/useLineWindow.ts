// Which lines the bill's line table renders: only those in view plus a margin (src/billing/line-window.ts), so a scan
// into a 300-line bill repaints a screenful of rows, not 300 rows. Every row is ROW_HEIGHT tall
// (billing.css), so the rows in view follow from scrollTop alone. While the list shows its bottom, a new line is
// scrolled to in the task that adds it and any other growth is followed after layout (a ResizeObserver); the line
// touched last is scrolled to by arithmetic; the focused row is always kept rendered.
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import type { CartLine } from '../../../../core/cart';
import { lineWindow } from '../../../billing/line-window';

/** Every line row is this tall (billing.css fixes it). */
export const ROW_HEIGHT = 26;
/** Rows rendered above and below the view: ↑/↓ and a wheel turn land on rows that already exist. */
const OVERSCAN = 4;
/** The view height assumed until the box is measured. */
const FIRST_VIEW_HEIGHT = 900;

interface View {
  /** The box's scrollTop as last seen (ignored while stuck to the bottom). */
  scrollTop: number;
  height: number;
  /** The box shows its bottom: a new last line keeps it there. */
  stick: boolean;
}

/** Focuses a line's `col` cell (rate, qty, discount: its text opens its editor), or the line's row itself when col is null. */
export function focusLineCell(row: HTMLElement, col: string | null): void {
  (col ? row.querySelector<HTMLElement>(`[data-col="${col}"]`) : row)?.focus();
}

/**
 * The rows of the line table to render (see the file head), and the handlers and refs of its scroll box, table and
 * head that keep them right.
 */
export function useLineWindow(lines: readonly CartLine[], recentId: string | null) {
  const boxRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [view, setView] = useState<View>({ scrollTop: 0, height: 0, stick: true });
  const [headHeight, setHeadHeight] = useState(ROW_HEIGHT);
  /** The scrollTop this component last gave the box or saw on it (reading the box's own would force a layout). */
  const applied = useRef(0);
  const focusedId = useRef<string | null>(null);

  const keep = focusedId.current ? lines.findIndex((line) => line.lineId === focusedId.current) : -1;
  const shown = lineWindow({
    count: lines.length,
    rowHeight: ROW_HEIGHT,
    headHeight,
    scrollTop: view.scrollTop,
    viewHeight: view.height || FIRST_VIEW_HEIGHT,
    stickToBottom: view.stick,
    overscan: OVERSCAN,
    keep,
  });

  // The box's size: measured once, then followed (the window resizes, the journal log grows).
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    setHeadHeight(headRef.current?.getBoundingClientRect().height || ROW_HEIGHT);
    setView((v) => ({ ...v, height: box.clientHeight }));
    const observer = new ResizeObserver(([entry]) => {
      const height = entry ? Math.round(entry.contentRect.height) : box.clientHeight;
      setView((v) => (v.height === height ? v : { ...v, height }));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // The line touched last (scanned, raised, edited) is brought into view if it is not fully shown; a new last line
  // of a list showing its bottom already is, with no layout read.
  const recentIndex = recentId ? lines.findIndex((line) => line.lineId === recentId) : -1;
  useLayoutEffect(() => {
    if (recentIndex < 0) return;
    const height = view.height || FIRST_VIEW_HEIGHT;
    const top = headHeight + recentIndex * ROW_HEIGHT;
    if (top >= shown.scrollTop + headHeight && top + ROW_HEIGHT <= shown.scrollTop + height) return;
    if (recentIndex === lines.length - 1) setView((v) => ({ ...v, stick: true }));
    else setView((v) => ({ ...v, stick: false, scrollTop: Math.max(0, top - Math.round(height / 2)) }));
    // Only a change of the lines or of the line touched last moves the list; the cashier's own scrolling does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cashier's own scrolling (shown, view) must not move the list
  }, [lines, recentIndex]);

  // Stuck to the bottom, the box follows any other growth of its content (the window resized, a long bill restored)
  // once the frame's layout is done: a ResizeObserver runs after layout and before paint.
  const stick = useRef(view.stick);
  stick.current = view.stick;
  const tableRef = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const table = tableRef.current;
    if (!box || !table) return;
    const observer = new ResizeObserver(() => {
      if (!stick.current) return;
      box.scrollTop = box.scrollHeight;
      applied.current = box.scrollTop;
    });
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // Not stuck, the box goes where the window says (a line touched higher up was brought into view); stuck again
  // (the last line touched while scrolled up), it goes to the bottom at once.
  const wasStuck = useRef(view.stick);
  const followed = useRef(lines.length);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const unstuck = !wasStuck.current;
    wasStuck.current = view.stick;
    const grew = lines.length !== followed.current;
    followed.current = lines.length;
    if (!box) return;
    if (view.stick) {
      // A new line of a list showing its bottom: scrolled to in the same task, before the frame. The layout this
      // forces is the frame's own, done early; scrolled later (the ResizeObserver below, after the frame's layout),
      // the scroll event would need a frame of its own, and the browser holds the page's next task back for it.
      if (unstuck || grew) {
        box.scrollTop = box.scrollHeight;
        applied.current = box.scrollTop;
      }
      return;
    }
    if (applied.current === shown.scrollTop) return;
    applied.current = shown.scrollTop;
    box.scrollTop = shown.scrollTop;
  });

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    const scrollTop = box.scrollTop;
    if (scrollTop === applied.current) return;
    applied.current = scrollTop;
    const stick = scrollTop + box.clientHeight >= box.scrollHeight - 2;
    setView((v) => (v.scrollTop === scrollTop && v.stick === stick ? v : { ...v, scrollTop, stick }));
  };
  // ↑/↓ faster than the list re-renders on scroll (a held key, a busy machine) reach a line not rendered yet: it is
  // kept rendered on the next pass (as the focused line is) and focused then, so no key is lost on a spacer row.
  const pendingFocus = useRef<{ lineId: string; col: string | null } | null>(null);
  const [, rerender] = useState(0);
  const focusLine = useCallback((lineId: string, col: string | null) => {
    focusedId.current = lineId;
    pendingFocus.current = { lineId, col };
    rerender((n) => n + 1);
  }, []);
  useLayoutEffect(() => {
    const asked = pendingFocus.current;
    if (!asked) return;
    pendingFocus.current = null;
    const row = [...(tableRef.current?.querySelectorAll<HTMLTableRowElement>('tr[data-line-id]') ?? [])].find((tr) => tr.dataset.lineId === asked.lineId);
    if (row) focusLineCell(row, asked.col);
  });

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = event.target.closest<HTMLTableRowElement>('tr[data-line-id]');
    focusedId.current = row?.dataset.lineId ?? null;
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) focusedId.current = null;
  };

  return { shown, boxRef, headRef, tableRef, onScroll, onFocus, onBlur, focusLine };
}
