// "GSTR-1 JSON" on the sales GST report: the month of the From date (or this month), as the GST portal's offline
// tool reads it; the file is named as the tool names its own (GSTR1_{mmyyyy}.json).
import { useState } from 'react';
import { todayInKolkata, type DateRange } from '../../../../core/dates';
import { fetchGstr1 } from '../../../api/reports';
import { showAlert } from '../../../ui/alerts';
import { downloadText } from './download';

export function gstr1Month(range: DateRange | null, today: string): string {
  const iso = range?.from ?? today;
  return `${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

export function Gstr1Export({ range }: { range: DateRange | null }) {
  const [month, setMonth] = useState(() => gstr1Month(range, todayInKolkata(new Date())));
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const reply = await fetchGstr1(month);
    setBusy(false);
    if (reply.ok) downloadText(`GSTR1_${month.replace('-', '')}.json`, JSON.stringify(reply.body, null, 2), 'application/json');
    else showAlert(reply.network ? 'Could not reach the server. Please try again.' : reply.msg);
  };
  return (
    <span className="rep-gstr1">
      <label htmlFor="gstr1-month">GSTR-1 month</label>
      <input id="gstr1-month" className="rec-date" placeholder="mm-yyyy" maxLength={7} value={month} onChange={(e) => setMonth(e.target.value)} />
      <button type="button" className="rec-button" disabled={busy} onClick={() => void run()}>
        GSTR-1 JSON
      </button>
    </span>
  );
}
