// /invoice, /estimate_invoice, /retailinvoice, /retailreceipt: "Loading..." until the bill arrives, then the
// document, then the print dialog 2 seconds later (spec §4, §9). Chrome is hidden on these routes (src/ui/chrome.ts).
import { useMemo } from 'react';
import type { PrintKind } from '../api/print';
import { useScreenCommands } from '../commands/useScreenCommands';
import type { Command } from '../commands/types';
import { InvoiceDocument } from './InvoiceDocument';
import { printTitle } from './invoice-rows';
import { openPrintDialog, useAutoPrint } from './print-flow';
import { ReceiptDocument } from './ReceiptDocument';
import { usePrintData } from './usePrintData';
import './print.css';

export type PrintScreen = 'invoice' | 'quotation' | 'retail' | 'receipt';

const SOURCE: Record<PrintScreen, PrintKind> = { invoice: 'invoice', quotation: 'quotation', retail: 'retail', receipt: 'retail' };

export function PrintPage({ screen, orderId }: { screen: PrintScreen; orderId: string }) {
  const reply = usePrintData(SOURCE[screen], orderId);
  const invoice = reply?.ok ? reply.body : null;
  const title = invoice
    ? { text: printTitle(screen, invoice.buyer_detail.name, invoice.order_date), during: screen === 'quotation' ? ('printing' as const) : ('page' as const) }
    : null;
  useAutoPrint(invoice !== null, title);
  const commands = useMemo<Command[]>(
    () => (invoice ? [{ id: 'print.print', title: 'Print', group: 'Screen', keywords: ['print', 'invoice'], kbd: 'ctrl+p', run: () => openPrintDialog() }] : []),
    [invoice],
  );
  useScreenCommands('print', commands);

  const sheet = screen === 'receipt' ? 'pr-page-receipt' : 'pr-page-a4';
  if (!reply) {
    const label = screen === 'receipt' ? 'Loading receipt...' : 'Loading...';
    return (
      <div className={`pr-page ${sheet}`}>
        <p className="pr-loading" role="progressbar" aria-label={label}>
          {label}
        </p>
      </div>
    );
  }
  if (!reply.ok) {
    return (
      <div className={`pr-page ${sheet}`}>
        <p className="pr-error" role="alert">
          {reply.network ? 'Could not reach the server. Please try again.' : reply.msg}
        </p>
      </div>
    );
  }
  return (
    <div className={`pr-page ${sheet}`}>
      {screen === 'receipt' ? <ReceiptDocument invoice={reply.body} /> : <InvoiceDocument layout={screen} invoice={reply.body} />}
    </div>
  );
}
