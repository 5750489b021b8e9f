// A cart's terminal log: one described line per event, remembered per event object so a scan describes one line.
// The same log serves the sales carts (describeEvent) and the purchase entry (describePurchaseEvent).
import { describeEvent, evolve, initialState, type CartEvent, type CartJournal, type CartState } from '../../core/cart';
import type { Journal } from '../../core/journal';

export interface LogEntry {
  /** Position in the journal, 1-based: a stable key and the number shown. */
  n: number;
  text: string;
}

interface Described<State> {
  text: string;
  after: State;
}

export interface EventLogRules<State, Event, J extends Journal<Event>> {
  initialState(journal: J): State;
  evolve(state: State, event: Event): State;
  describe(event: Event, before: State): string;
}

/**
 * Events are immutable and the journal only appends (undo moves a cursor, a new change after undo adds new objects),
 * so an event object always sits after the same earlier events: its text and the cart after it never change.
 */
export function createEventLog<State, Event extends object, J extends Journal<Event>>(
  rules: EventLogRules<State, Event, J>,
): (journal: J, last?: number) => LogEntry[] {
  const known = new WeakMap<Event, Described<State>>();
  return (journal, last = Number.POSITIVE_INFINITY) => {
    const count = journal.cursor;
    const from = Math.max(0, count - last);
    // Walk back to the newest event already described (or the start), then forward describing the rest.
    let start = from;
    while (start > 0 && !known.has(journal.events[start - 1])) start -= 1;
    let state = start === 0 ? rules.initialState(journal) : (known.get(journal.events[start - 1])?.after ?? rules.initialState(journal));
    const entries: LogEntry[] = [];
    for (let i = start; i < count; i += 1) {
      const event = journal.events[i];
      let described = known.get(event);
      if (!described) {
        described = { text: rules.describe(event, state), after: rules.evolve(state, event) };
        known.set(event, described);
      }
      state = described.after;
      if (i >= from) entries.push({ n: i + 1, text: described.text });
    }
    return entries;
  };
}

export function createJournalLog(): (journal: CartJournal, last?: number) => LogEntry[] {
  return createEventLog<CartState, CartEvent, CartJournal>({ initialState: (journal) => initialState(journal.mode), evolve, describe: describeEvent });
}
