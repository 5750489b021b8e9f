// "E-invoices JSON" on the sales GST report (issue 21): every B2B GST and retail bill (issue 31) of the From–To range as one JSON array of
// e-invoices (schema 1.1), the IRP's bulk upload layout. The shop uploads it itself; kulir keeps no portal credentials.
import { useCallback, useMemo, useRef } from 'react';
import { toDmy, type DateRange } from '../../../../core/dates';
import { fetchEInvoiceBatch } from '../../../api/compliance';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { downloadText } from './download';

export const EINVOICE_RANGE_NEEDED = 'Choose the From and To dates of the bills first.';

export function EInvoiceBatchExport({ range }: { range: DateRange | null }) {
  const rangeNow = useRef(range);
  rangeNow.current = range;
  const run = useCallback(async () => {
    const chosen = rangeNow.current;
    if (!chosen) return showAlert(EINVOICE_RANGE_NEEDED);
    const reply = await fetchEInvoiceBatch(toDmy(chosen.from), toDmy(chosen.to));
    if (reply.ok) downloadText(`einvoices_${chosen.from}_${chosen.to}.json`, JSON.stringify(reply.body, null, 2), 'application/json');
    else showAlert(reply.network ? 'Could not reach the server. Please try again.' : reply.msg);
  }, []);
  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'gst-sales.einvoice-json',
        title: 'E-invoices JSON',
        group: 'Screen',
        keywords: ['einvoice', 'e-invoice', 'irp', 'irn', 'json'],
        kbd: 'i',
        run: () => void run(),
      },
    ],
    [run],
  );
  useScreenCommands('gst-sales-einvoices', commands);
  return (
    <button type="button" className="rec-button" onClick={() => void run()}>
      E-invoices JSON
      <kbd aria-hidden="true">I</kbd>
    </button>
  );
}
