// The append-only journal of a cart (DESIGN §6): stored on every event, folded into the bill, undone by a cursor.
import { evolve } from './cart.evolve';
import { isUndoable, type CartEvent } from './cart.events';
import { isCartEvent } from './cart.schema';
import { initialState, totals, type CartMode, type CartState } from './cart.state';

export const JOURNAL_VERSION = 1;

export interface CartJournal {
  mode: CartMode;
  events: readonly CartEvent[];
  /** events[0 … cursor) are in force; the rest can be redone. */
  cursor: number;
}

export function createJournal(mode: CartMode): CartJournal {
  return { mode, events: [], cursor: 0 };
}

/** Adds events after the cursor; a new change drops whatever could have been redone. */
export function append(journal: CartJournal, events: readonly CartEvent[]): CartJournal {
  if (events.length === 0) return journal;
  const kept = journal.events.slice(0, journal.cursor);
  return { ...journal, events: [...kept, ...events], cursor: kept.length + events.length };
}

/** Every command yields at most one event, so one step back is one cashier action. */
export function canUndo(journal: CartJournal): boolean {
  return journal.cursor > 0 && isUndoable(journal.events[journal.cursor - 1]);
}

export function canRedo(journal: CartJournal): boolean {
  return journal.cursor < journal.events.length;
}

export function undo(journal: CartJournal): CartJournal {
  return canUndo(journal) ? { ...journal, cursor: journal.cursor - 1 } : journal;
}

export function redo(journal: CartJournal): CartJournal {
  return canRedo(journal) ? { ...journal, cursor: journal.cursor + 1 } : journal;
}

export function activeEvents(journal: CartJournal): readonly CartEvent[] {
  return journal.events.slice(0, journal.cursor);
}

export function fold(journal: CartJournal): CartState {
  return activeEvents(journal).reduce(evolve, initialState(journal.mode));
}

export function serialiseJournal(journal: CartJournal): string {
  return JSON.stringify({ version: JOURNAL_VERSION, mode: journal.mode, cursor: journal.cursor, events: journal.events });
}

/** Reads a stored journal; anything unreadable, of another version or another screen's mode is an empty cart. */
export function deserialiseJournal(stored: string | null | undefined, mode: CartMode): CartJournal {
  const empty = createJournal(mode);
  if (!stored) return empty;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return empty;
  }
  if (typeof parsed !== 'object' || parsed === null) return empty;
  const record = parsed as Record<string, unknown>;
  const { events, cursor } = record;
  if (record.version !== JOURNAL_VERSION || record.mode !== mode) return empty;
  if (!Array.isArray(events) || !events.every(isCartEvent)) return empty;
  if (typeof cursor !== 'number' || !Number.isSafeInteger(cursor) || cursor < 0 || cursor > events.length) return empty;
  const journal: CartJournal = { mode, events, cursor };
  try {
    // Events that are each well formed can still add up to a bill past safe arithmetic.
    totals(fold({ ...journal, cursor: events.length }));
  } catch {
    return empty;
  }
  return journal;
}
