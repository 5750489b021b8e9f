// The append-only journal of any cart (DESIGN §6): events appended after a cursor, undone and redone by moving the
// cursor and replaying, stored as JSON with a version, read back through zod and an upcaster chain (n → n+1 → … →
// current) so a draft written by any earlier build is carried forward, never dropped.
import { z } from 'zod';
import type { Decider } from './decider';

export interface Journal<Event> {
  readonly events: readonly Event[];
  /** events[0 … cursor) are in force; the rest can be redone. */
  readonly cursor: number;
}

/** Adds events after the cursor; a new change drops whatever could have been redone. */
export function appendEvents<Event, J extends Journal<Event>>(journal: J, events: readonly Event[]): J {
  if (events.length === 0) return journal;
  const kept = journal.events.slice(0, journal.cursor);
  return { ...journal, events: [...kept, ...events], cursor: kept.length + events.length };
}

/** Every command yields at most one event, so one step back is one cashier action; baselines are not undone. */
export function canUndoEvent<Event>(journal: Journal<Event>, isUndoable: (event: Event) => boolean): boolean {
  return journal.cursor > 0 && isUndoable(journal.events[journal.cursor - 1]);
}

export function canRedoEvent<Event>(journal: Journal<Event>): boolean {
  return journal.cursor < journal.events.length;
}

export function undoEvent<Event, J extends Journal<Event>>(journal: J, isUndoable: (event: Event) => boolean): J {
  return canUndoEvent(journal, isUndoable) ? { ...journal, cursor: journal.cursor - 1 } : journal;
}

export function redoEvent<Event, J extends Journal<Event>>(journal: J): J {
  return canRedoEvent(journal) ? { ...journal, cursor: journal.cursor + 1 } : journal;
}

export function eventsInForce<Event>(journal: Journal<Event>): readonly Event[] {
  return journal.events.slice(0, journal.cursor);
}

export function foldJournal<State, Event>(journal: Journal<Event>, decider: Pick<Decider<State, unknown, Event, unknown>, 'initialState' | 'evolve'>): State {
  return eventsInForce(journal).reduce(decider.evolve, decider.initialState());
}

// ---- stored form ----

/** A stored journal as JSON gives it: `version` says which shape the rest has. */
export type StoredRecord = Readonly<Record<string, unknown>>;

/** Turns a stored journal of version n into one of version n + 1 (it sets the new version itself). */
export type Upcaster = (stored: StoredRecord) => StoredRecord;

/** A zod shape per event type, the `type` field left out: one list, so no event type can be forgotten. */
export type EventShapes<Event extends { type: string }> = {
  readonly [T in Event['type']]: z.ZodType<Omit<Extract<Event, { type: T }>, 'type'>>;
};

export interface JournalFormat<Event extends { type: string }, Header extends StoredRecord> {
  /** The version written now. */
  version: number;
  /** The stored fields besides version, cursor and events (which cart, which screen), checked on reading. */
  header: z.ZodType<Header>;
  events: EventShapes<Event>;
  /** upcasters[n] reads version n into version n + 1; one for every version ever written before `version`. */
  upcasters: Readonly<Record<number, Upcaster>>;
}

export function serialiseWith<Event extends { type: string }, Header extends StoredRecord>(
  format: JournalFormat<Event, Header>,
  header: Header,
  journal: Journal<Event>,
): string {
  return JSON.stringify({ ...header, version: format.version, cursor: journal.cursor, events: journal.events });
}

const isRecord = (value: unknown): value is StoredRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Brings a stored record of any earlier version up to the current one; null when no chain leads there. */
export function upcast(record: StoredRecord, current: number, upcasters: Readonly<Record<number, Upcaster>>): StoredRecord | null {
  let stored = record;
  while (stored.version !== current) {
    const { version } = stored;
    if (typeof version !== 'number' || !Number.isSafeInteger(version) || version > current || !Object.hasOwn(upcasters, version)) return null;
    const next = upcasters[version](stored);
    if (next.version !== version + 1) return null;
    stored = next;
  }
  return stored;
}

/** One stored event checked against its type's shape; what zod gives back has no field the shape does not name. */
function readEvent<Event extends { type: string }>(shapes: EventShapes<Event>, value: unknown): Event | null {
  if (!isRecord(value) || typeof value.type !== 'string' || !Object.hasOwn(shapes, value.type)) return null;
  const type = value.type as Event['type'];
  const { type: _type, ...fields } = value;
  const parsed = shapes[type].safeParse(fields);
  // The shape is the zod schema of exactly this event type's fields, so the pair is that event.
  return parsed.success ? ({ ...parsed.data, type } as unknown as Event) : null;
}

const envelope = z.object({ cursor: z.number().int().min(0), events: z.array(z.unknown()) });

/**
 * Reads a stored journal: JSON, upcast to the current version, header and every event checked.
 * null for anything unreadable, of an unknown version or of another cart; the caller starts an empty one.
 */
export function parseWith<Event extends { type: string }, Header extends StoredRecord>(
  format: JournalFormat<Event, Header>,
  text: string | null | undefined,
): { header: Header; journal: Journal<Event> } | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  const stored = upcast(raw, format.version, format.upcasters);
  if (!stored) return null;
  const header = format.header.safeParse(stored);
  const body = envelope.safeParse(stored);
  if (!header.success || !body.success || body.data.cursor > body.data.events.length) return null;
  const events: Event[] = [];
  for (const value of body.data.events) {
    const event = readEvent(format.events, value);
    if (!event) return null;
    events.push(event);
  }
  return { header: header.data, journal: { events, cursor: body.data.cursor } };
}
