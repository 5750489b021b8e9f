// /paidprint/{order_id}/{paid_id} and /paidprintsupplier/{order_id}/{paid_id}: "Loading receipt..." until the data
// arrives, then the PAYMENT RECEIPT; the print dialog 2 s later with the title set to the paid-receipt title and
// the buyer's name, and the title put back 1 s after (machines/print.ts). Chrome is hidden (src/ui/chrome.ts).
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { createPrintMachine } from '../../machines/print';
import { fetchReceipt, type Party, type ReceiptData } from '../api/payments';
import type { Command } from '../commands/types';
import { useScreenCommands } from '../commands/useScreenCommands';
import { PaymentReceiptDocument } from './PaymentReceiptDocument';
import './print.css';
import './payment-receipt.css';
import { useRootClass } from '../ui/root-class';

const receiptMachine = createPrintMachine<ReceiptData>();

export const paidReceiptTitle = (receipt: ReceiptData): string => `Paid_Receipt_${receipt.buyer_detail.name.trim()}`;

export function PaymentReceiptPage({ party, orderId, paidId }: { party: Party; orderId: string; paidId: string }) {
  useRootClass('on-print');
  const machine = useMemo(() => {
    const previous = document.title;
    return receiptMachine.provide({
      actors: { loadBill: fromPromise(() => fetchReceipt(party, orderId, paidId)) },
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
  }, [party, orderId, paidId]);
  const [snapshot, send] = useMachine(machine, { input: { titleOf: paidReceiptTitle, titleDuring: 'printing' } });
  const ready = !snapshot.matches('loading') && !snapshot.matches('failed');
  const commands = useMemo<Command[]>(
    () => (ready ? [{ id: 'print.print', title: 'Print', group: 'Screen', keywords: ['print', 'receipt'], kbd: 'ctrl+p', run: () => send({ type: 'PRINT' }) }] : []),
    [ready, send],
  );
  useScreenCommands('print', commands);

  const reply = snapshot.context.reply;
  if (!reply) {
    return (
      <div className="pr-page pr-page-a4">
        <p className="pr-loading" role="progressbar" aria-label="Loading receipt...">
          Loading receipt...
        </p>
      </div>
    );
  }
  if (!reply.ok) {
    return (
      <div className="pr-page pr-page-a4">
        <p className="pr-error" role="alert">
          {reply.network ? 'Could not reach the server. Please try again.' : reply.msg}
        </p>
      </div>
    );
  }
  return (
    <div className="pr-page pr-page-a4">
      <PaymentReceiptDocument party={party} receipt={reply.body} />
    </div>
  );
}
