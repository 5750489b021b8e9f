// The billing screen's terminal log: describeEvent per event, remembered per event object so a scan describes one line.
import { describeEvent, evolve, initialState, type CartEvent, type CartJournal, type CartState } from '../../core/cart';

export interface LogEntry {
  /** Position in the journal, 1-based: a stable key and the number shown. */
  n: number;
  text: string;
}

interface Described {
  text: string;
  after: CartState;
}

/**
 * Events are immutable and the journal only appends (undo moves a cursor, a new change after undo adds new objects),
 * so an event object always sits after the same earlier events: its text and the cart after it never change.
 */
export function createJournalLog(): (journal: CartJournal, last?: number) => LogEntry[] {
  const known = new WeakMap<CartEvent, Described>();
  return (journal, last = Number.POSITIVE_INFINITY) => {
    const count = journal.cursor;
    const from = Math.max(0, count - last);
    // Walk back to the newest event already described (or the start), then forward describing the rest.
    let start = from;
    while (start > 0 && !known.has(journal.events[start - 1])) start -= 1;
    let state = start === 0 ? initialState(journal.mode) : (known.get(journal.events[start - 1])?.after ?? initialState(journal.mode));
    const entries: LogEntry[] = [];
    for (let i = start; i < count; i += 1) {
      const event = journal.events[i];
      let described = known.get(event);
      if (!described) {
        described = { text: describeEvent(event, state), after: evolve(state, event) };
        known.set(event, described);
      }
      state = described.after;
      if (i >= from) entries.push({ n: i + 1, text: described.text });
    }
    return entries;
  };
}
