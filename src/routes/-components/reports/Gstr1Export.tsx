// "GSTR-1 JSON" on the sales GST report: the month of the From date (or this month), as the GST portal's offline
// tool reads it; the file is named as the tool names its own (GSTR1_{mmyyyy}.json).
import { useCallback, useMemo, useRef, useState } from 'react';
import { todayInKolkata, type DateRange } from '../../../../core/dates';
import { fetchGstr1 } from '../../../api/reports';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { downloadText } from './download';

export function gstr1Month(range: DateRange | null, today: string): string {
  const iso = range?.from ?? today;
  return `${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

export function Gstr1Export({ range }: { range: DateRange | null }) {
  const [month, setMonth] = useState(() => gstr1Month(range, todayInKolkata(new Date())));
  const [busy, setBusy] = useState(false);
  const monthNow = useRef(month);
  monthNow.current = month;
  const run = useCallback(async () => {
    const chosen = monthNow.current;
    setBusy(true);
    const reply = await fetchGstr1(chosen);
    setBusy(false);
    if (reply.ok) downloadText(`GSTR1_${chosen.replace('-', '')}.json`, JSON.stringify(reply.body, null, 2), 'application/json');
    else showAlert(reply.network ? 'Could not reach the server. Please try again.' : reply.msg);
  }, []);
  // J downloads it from the keyboard (the status line and the palette show it).
  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'gst-sales.gstr1-json',
        title: 'GSTR-1 JSON',
        group: 'Screen',
        keywords: ['gstr1', 'gstr-1', 'json', 'return', 'portal'],
        kbd: 'j',
        run: () => void run(),
      },
    ],
    [run],
  );
  useScreenCommands('gst-sales-gstr1', commands);
  return (
    <span className="rep-gstr1">
      <label htmlFor="gstr1-month">GSTR-1 month</label>
      <input id="gstr1-month" className="rec-date" placeholder="mm-yyyy" maxLength={7} value={month} onChange={(e) => setMonth(e.target.value)} />
      <button type="button" className="rec-button" disabled={busy} onClick={() => void run()}>
        GSTR-1 JSON
        <kbd aria-hidden="true">J</kbd>
      </button>
    </span>
  );
}
