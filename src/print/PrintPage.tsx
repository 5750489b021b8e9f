// /invoice, /estimate_invoice, /retailinvoice, /retailreceipt: "Loading..." until the bill arrives, then the
// document, then the print dialog 2 seconds later (machines/print.ts). Chrome is hidden on these routes
// (src/ui/chrome.ts). window.print is looked up when called, so a test can replace it.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { printMachine } from '../../machines/print';
import { fetchInvoice, type PrintKind } from '../api/print';
import { isCounterPrintWindow } from '../billing/counter-print';
import { useScreenCommands } from '../commands/useScreenCommands';
import type { Command } from '../commands/types';
import { InvoiceDocument } from './InvoiceDocument';
import { printTitle } from './invoice-rows';
import { ReceiptDocument } from './ReceiptDocument';
import './print.css';
import { useRootClass } from '../ui/root-class';

export type PrintScreen = 'invoice' | 'quotation' | 'retail' | 'receipt';

const SOURCE: Record<PrintScreen, PrintKind> = { invoice: 'invoice', quotation: 'quotation', retail: 'retail', receipt: 'retail' };

export function PrintPage({ screen, orderId }: { screen: PrintScreen; orderId: string }) {
  useRootClass('on-print');
  const machine = useMemo(() => {
    const previous = document.title;
    return printMachine.provide({
      actors: { loadBill: fromPromise(() => fetchInvoice(SOURCE[screen], orderId)) },
      actions: {
        showTitle: (_, params) => {
          document.title = params.title;
        },
        restoreTitle: () => {
          document.title = previous;
        },
        openDialog: () => window.print(),
      },
    });
  }, [screen, orderId]);
  const [snapshot, send] = useMachine(machine, {
    input: { titleOf: (bill) => printTitle(screen, bill.buyer_detail.name, bill.order_date), titleDuring: screen === 'quotation' ? 'printing' : 'page' },
  });
  // Leaving the page puts the app's title back.
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  // Opened by the counter's print key: once printed, the window goes and the counter is in front again.
  const printed = snapshot.matches('printed');
  useEffect(() => {
    if (printed && isCounterPrintWindow()) window.close();
  }, [printed]);
  const ready = !snapshot.matches('loading') && !snapshot.matches('failed');
  const commands = useMemo<Command[]>(
    () => (ready ? [{ id: 'print.print', title: 'Print', group: 'Screen', keywords: ['print', 'invoice'], kbd: 'ctrl+p', run: () => send({ type: 'PRINT' }) }] : []),
    [ready, send],
  );
  useScreenCommands('print', commands);

  const sheet = screen === 'receipt' ? 'pr-page-receipt' : 'pr-page-a4';
  const reply = snapshot.context.reply;
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
