// Which lines of a long bill are rendered: those in view plus a margin, so a scan repaints a screenful of rows,
// not the whole bill. Pure arithmetic over a fixed row height; the component measures and scrolls.

export interface LineWindowInput {
  /** Lines in the bill. */
  count: number;
  /** Height of one line row and of the table head, in CSS pixels (measured once). */
  rowHeight: number;
  headHeight: number;
  /** The scroll box: its scrollTop and visible height. */
  scrollTop: number;
  viewHeight: number;
  /** True while the box shows its bottom: new lines keep the newest in view. */
  stickToBottom: boolean;
  /** Rows rendered beyond each edge of the view. */
  overscan: number;
  /** A line that must stay rendered (the focused one), or -1. */
  keep: number;
}

export interface LineWindow {
  /** First rendered index (inclusive) and end (exclusive). */
  start: number;
  end: number;
  /** The scrollTop the box shows these lines at (the bottom when stuck to it). */
  scrollTop: number;
}

export function lineWindow(input: LineWindowInput): LineWindow {
  const { count, rowHeight, headHeight, viewHeight, overscan, keep } = input;
  const contentHeight = headHeight + count * rowHeight;
  const maxScroll = Math.max(0, contentHeight - viewHeight);
  const scrollTop = input.stickToBottom ? maxScroll : Math.min(Math.max(0, input.scrollTop), maxScroll);
  const first = Math.floor((scrollTop - headHeight) / rowHeight);
  const last = Math.ceil((scrollTop + viewHeight - headHeight) / rowHeight);
  let start = Math.max(0, first - overscan);
  let end = Math.min(count, Math.max(last + overscan, start));
  if (keep >= 0 && keep < count) {
    start = Math.min(start, keep);
    end = Math.max(end, keep + 1);
  }
  return { start, end, scrollTop };
}
