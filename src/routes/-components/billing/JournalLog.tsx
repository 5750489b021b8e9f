// The cart's journal as a terminal log (DESIGN §6): the newest entries, newest at the bottom.
import { useSelector } from '@xstate/react';
import { memo, useMemo, useState } from 'react';
import type { Journal } from '../../../../core/journal';
import { createJournalLog, type LogEntry } from '../../../billing/journal-log';
import { useBilling } from './billing-context';

export const LOG_LINES_SHOWN = 6;

/** Memoised: it reads the journal itself and renders when that changes, not whenever the screen does. */
export const JournalLog = memo(function JournalLog() {
  const { actor } = useBilling();
  const [describe] = useState(createJournalLog);
  const journal = useSelector(actor, (s) => s.context.journal);
  const entries = useMemo(() => describe(journal, LOG_LINES_SHOWN), [describe, journal]);
  return <EventLog journal={journal} entries={entries} />;
});

/** The log of any cart's journal (the purchase entry shows its own with it). */
export function EventLog({ journal, entries }: { journal: Journal<unknown>; entries: readonly LogEntry[] }) {
  return (
    <section className="bill-log" aria-label="Journal">
      <ol>
        {entries.map((entry) => (
          <li key={entry.n} value={entry.n}>
            <span className="log-n">{String(entry.n).padStart(3, ' ')}</span> {entry.text}
          </li>
        ))}
        {journal.cursor < journal.events.length && <li className="log-redo dim">… {journal.events.length - journal.cursor} undone (Ctrl+Shift+Z redoes)</li>}
      </ol>
    </section>
  );
}
