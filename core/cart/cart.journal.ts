// The sales cart's journal (DESIGN §6): the generic journal of core/journal.ts bound to the sales decider, stored per
// screen mode. Version 1 (the first build) had no `kind`; version 2 is the one envelope every cart now writes.
import { z } from 'zod';
import type { Decider } from '../decider';
import {
  appendEvents,
  canRedoEvent,
  canUndoEvent,
  eventsInForce,
  foldJournal,
  parseWith,
  redoEvent,
  serialiseWith,
  undoEvent,
  type Journal,
  type JournalFormat,
} from '../journal';
import type { Catalogue } from './cart.catalogue';
import type { CartCommand } from './cart.commands';
import { decide } from './cart.decider';
import { isUndoable, type CartEvent } from './cart.events';
import { evolve } from './cart.evolve';
import { CART_EVENT_SHAPES } from './cart.schema';
import { initialState, totals, type CartMode, type CartState } from './cart.state';

export const JOURNAL_VERSION = 2;

export interface CartJournal extends Journal<CartEvent> {
  mode: CartMode;
}

/** The sales cart of one screen mode as a Decider: its rules read the screen's catalogue. */
export function cartDecider(mode: CartMode): Decider<CartState, CartCommand, CartEvent, Catalogue> {
  return { initialState: () => initialState(mode), decide, evolve, isUndoable };
}

const CART_MODES = ['gst', 'estimate', 'retail'] as const satisfies readonly CartMode[];

const header = z.object({ kind: z.literal('sales'), mode: z.enum(CART_MODES) });

export const SALES_JOURNAL_FORMAT: JournalFormat<CartEvent, z.infer<typeof header>> = {
  version: JOURNAL_VERSION,
  header,
  events: CART_EVENT_SHAPES,
  upcasters: {
    // v1 → v2: the stored cart says which cart it is; its mode and events are unchanged.
    1: (stored) => ({ ...stored, kind: 'sales', version: 2 }),
  },
};

export function createJournal(mode: CartMode): CartJournal {
  return { mode, events: [], cursor: 0 };
}

/** Adds events after the cursor; a new change drops whatever could have been redone. */
export function append(journal: CartJournal, events: readonly CartEvent[]): CartJournal {
  return appendEvents(journal, events);
}

/** Every command yields at most one event, so one step back is one cashier action. */
export function canUndo(journal: CartJournal): boolean {
  return canUndoEvent(journal, isUndoable);
}

export function canRedo(journal: CartJournal): boolean {
  return canRedoEvent(journal);
}

export function undo(journal: CartJournal): CartJournal {
  return undoEvent(journal, isUndoable);
}

export function redo(journal: CartJournal): CartJournal {
  return redoEvent(journal);
}

export function activeEvents(journal: CartJournal): readonly CartEvent[] {
  return eventsInForce(journal);
}

export function fold(journal: CartJournal): CartState {
  return foldJournal(journal, cartDecider(journal.mode));
}

export function serialiseJournal(journal: CartJournal): string {
  return serialiseWith(SALES_JOURNAL_FORMAT, { kind: 'sales', mode: journal.mode }, journal);
}

/** Reads a stored journal of any version; anything unreadable, of an unknown version or another screen's mode is an empty cart. */
export function deserialiseJournal(stored: string | null | undefined, mode: CartMode): CartJournal {
  const empty = createJournal(mode);
  const read = parseWith(SALES_JOURNAL_FORMAT, stored);
  if (!read || read.header.mode !== mode) return empty;
  const journal: CartJournal = { mode, ...read.journal };
  try {
    // Events that are each well formed can still add up to a bill past safe arithmetic.
    totals(fold({ ...journal, cursor: journal.events.length }));
  } catch {
    return empty;
  }
  return journal;
}
