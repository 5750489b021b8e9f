// Undo/redo for the content editor (spec §9: history grouping 1000 ms, up to 100 entries): edits within a second of
// the previous one join its entry; the oldest entries fall off past the limit.

export const HISTORY_DELAY_MS = 1000;
export const HISTORY_MAX = 100;

export interface EditHistory {
  /** Entries, oldest first; `at` is the index of the one shown. */
  entries: readonly string[];
  at: number;
  lastEditAt: number;
}

export function startHistory(html: string): EditHistory {
  return { entries: [html], at: 0, lastEditAt: Number.NEGATIVE_INFINITY };
}

/** Records the document after an edit made at `now` (ms). */
export function recordEdit(history: EditHistory, html: string, now: number): EditHistory {
  if (html === history.entries[history.at]) return history;
  const kept = history.entries.slice(0, history.at + 1);
  const grouped = now - history.lastEditAt < HISTORY_DELAY_MS && kept.length > 1;
  const entries = grouped ? [...kept.slice(0, -1), html] : [...kept, html];
  // The limit counts undo steps: the starting document plus 100 edits.
  const trimmed = entries.length > HISTORY_MAX + 1 ? entries.slice(entries.length - HISTORY_MAX - 1) : entries;
  return { entries: trimmed, at: trimmed.length - 1, lastEditAt: now };
}

export function undo(history: EditHistory): EditHistory {
  return history.at === 0 ? history : { ...history, at: history.at - 1, lastEditAt: Number.NEGATIVE_INFINITY };
}

export function redo(history: EditHistory): EditHistory {
  return history.at >= history.entries.length - 1 ? history : { ...history, at: history.at + 1, lastEditAt: Number.NEGATIVE_INFINITY };
}

export const shownHtml = (history: EditHistory): string => history.entries[history.at];
