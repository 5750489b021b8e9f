import { describe, expect, it } from 'vitest';
import { lineWindow, type LineWindowInput } from './line-window';

const base: LineWindowInput = { count: 300, rowHeight: 26, headHeight: 22, scrollTop: 0, viewHeight: 520, stickToBottom: false, overscan: 5, keep: -1 };

describe('lineWindow', () => {
  it('renders every line of a short bill', () => {
    expect(lineWindow({ ...base, count: 7 })).toEqual({ start: 0, end: 7, scrollTop: 0 });
    expect(lineWindow({ ...base, count: 7, stickToBottom: true })).toEqual({ start: 0, end: 7, scrollTop: 0 });
  });

  it('renders the lines in view plus the margin at the top of a long bill', () => {
    // 520 px show rows 0..19 (the head takes 22 px); 5 more below.
    expect(lineWindow(base)).toEqual({ start: 0, end: 25, scrollTop: 0 });
  });

  it('keeps the newest line in view while stuck to the bottom', () => {
    const window = lineWindow({ ...base, stickToBottom: true });
    expect(window.scrollTop).toBe(22 + 300 * 26 - 520);
    expect(window.end).toBe(300);
    // The view starts at 7302 px, where row 280 begins (22 + 280 × 26); 5 rows of margin above it.
    expect(window.start).toBe(280 - 5);
  });

  it('follows the scroll position in the middle of the bill', () => {
    const window = lineWindow({ ...base, scrollTop: 22 + 100 * 26 });
    expect(window).toEqual({ start: 95, end: 125, scrollTop: 22 + 100 * 26 });
  });

  it('clamps a scroll position past the end', () => {
    expect(lineWindow({ ...base, count: 30, scrollTop: 5000 }).scrollTop).toBe(22 + 30 * 26 - 520);
  });

  it('keeps the focused line rendered even when it is scrolled away', () => {
    expect(lineWindow({ ...base, keep: 200 })).toEqual({ start: 0, end: 201, scrollTop: 0 });
    expect(lineWindow({ ...base, stickToBottom: true, keep: 3 }).start).toBe(3);
  });

  it('ignores a kept index that no longer exists', () => {
    expect(lineWindow({ ...base, count: 10, keep: 12 })).toEqual({ start: 0, end: 10, scrollTop: 0 });
  });
});
