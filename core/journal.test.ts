import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appendEvents, canUndoEvent, foldJournal, parseWith, redoEvent, serialiseWith, undoEvent, upcast, type JournalFormat, type Journal } from './journal';

// A tally as small as a decider gets: the journal knows nothing of carts.
type TallyEvent = { type: 'Added'; by: number } | { type: 'Reset' } | { type: 'Opened'; at: number };
const tally = {
  initialState: () => 0,
  evolve: (state: number, event: TallyEvent) => (event.type === 'Added' ? state + event.by : event.type === 'Reset' ? 0 : event.at),
};
const isUndoable = (event: TallyEvent) => event.type !== 'Opened';
const header = z.object({ kind: z.literal('tally') });
const FORMAT: JournalFormat<TallyEvent, z.infer<typeof header>> = {
  version: 3,
  header,
  events: { Added: z.object({ by: z.number().int() }), Reset: z.object({}), Opened: z.object({ at: z.number().int() }) },
  upcasters: {
    // v1 called the tally a counter; v2 stored Added as { n }.
    1: (stored) => ({ ...stored, kind: 'tally', version: 2 }),
    2: (stored) => ({
      ...stored,
      version: 3,
      events: (stored.events as { type: string; n?: number }[]).map(({ n, ...event }) => (event.type === 'Added' ? { ...event, by: n } : event)),
    }),
  },
};
const journalOf = (...events: TallyEvent[]): Journal<TallyEvent> => appendEvents({ events: [], cursor: 0 }, events);

describe('journal: append, undo, redo, fold for any decider', () => {
  it('folds the events in force, undoes to a baseline and no further, and a new event drops the redo', () => {
    const journal = journalOf({ type: 'Opened', at: 10 }, { type: 'Added', by: 2 }, { type: 'Added', by: 3 });
    expect(foldJournal(journal, tally)).toBe(15);
    const twice = undoEvent(undoEvent(journal, isUndoable), isUndoable);
    expect(foldJournal(twice, tally)).toBe(10);
    expect(canUndoEvent(twice, isUndoable)).toBe(false);
    expect(undoEvent(twice, isUndoable)).toBe(twice);
    expect(foldJournal(redoEvent(twice), tally)).toBe(12);
    expect(appendEvents(twice, [{ type: 'Reset' }]).events).toEqual([{ type: 'Opened', at: 10 }, { type: 'Reset' }]);
  });
});

describe('journal: stored with a version, upcast on reading', () => {
  it('round-trips the current version, cursor included', () => {
    const journal = undoEvent(journalOf({ type: 'Added', by: 4 }, { type: 'Reset' }), isUndoable);
    expect(parseWith(FORMAT, serialiseWith(FORMAT, { kind: 'tally' }, journal))).toEqual({ header: { kind: 'tally' }, journal });
  });

  it('carries a version 1 journal through every upcaster to the current shape', () => {
    const v1 = JSON.stringify({ version: 1, cursor: 2, events: [{ type: 'Added', n: 5 }, { type: 'Reset' }] });
    expect(parseWith(FORMAT, v1)).toEqual({ header: { kind: 'tally' }, journal: { cursor: 2, events: [{ type: 'Added', by: 5 }, { type: 'Reset' }] } });
  });

  it.each([
    ['a version with no upcaster', { version: 0, kind: 'tally', cursor: 0, events: [] }],
    ['a version from a newer build', { version: 4, kind: 'tally', cursor: 0, events: [] }],
    ['a version that is not a number', { version: '3', kind: 'tally', cursor: 0, events: [] }],
    ['another cart', { version: 3, kind: 'purchase', cursor: 0, events: [] }],
    ['an unknown event', { version: 3, kind: 'tally', cursor: 1, events: [{ type: 'Stolen' }] }],
    ['an event missing a field', { version: 3, kind: 'tally', cursor: 1, events: [{ type: 'Added' }] }],
    ['a cursor past the end', { version: 3, kind: 'tally', cursor: 2, events: [{ type: 'Reset' }] }],
  ])('%s is not read', (_, stored) => {
    expect(parseWith(FORMAT, JSON.stringify(stored))).toBeNull();
  });

  it('an upcaster that does not move the version on is refused, not looped', () => {
    expect(upcast({ version: 1 }, 3, { 1: (stored) => stored })).toBeNull();
  });

  it('keeps only the fields an event type has', () => {
    const read = parseWith(FORMAT, JSON.stringify({ version: 3, kind: 'tally', cursor: 1, events: [{ type: 'Reset', extra: '<script>' }] }));
    expect(read?.journal.events).toEqual([{ type: 'Reset' }]);
  });
});
