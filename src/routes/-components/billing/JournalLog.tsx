// The cart's journal as a terminal log (DESIGN §6): the newest entries, newest at the bottom.
import { useSelector } from '@xstate/react';
import { memo, useMemo, useState } from 'react';
import { createJournalLog } from '../../../billing/journal-log';
import { useBilling } from './billing-context';

const SHOWN = 6;

/** Memoised: it reads the journal itself and renders when that changes, not whenever the screen does. */
export const JournalLog = memo(function JournalLog() {
  const { actor } = useBilling();
  const [describe] = useState(createJournalLog);
  const journal = useSelector(actor, (s) => s.context.journal);
  const entries = useMemo(() => describe(journal, SHOWN), [describe, journal]);
  return (
    <section className="bill-log" aria-label="Journal">
      <ol>
        {entries.map((entry) => (
          <li key={entry.n} value={entry.n}>
            <span className="log-n">{String(entry.n).padStart(3, ' ')}</span> {entry.text}
          </li>
        ))}
        {journal.cursor < journal.events.length && (
          <li className="log-redo dim">… {journal.events.length - journal.cursor} undone (Ctrl+Shift+Z redoes)</li>
        )}
      </ol>
    </section>
  );
});
