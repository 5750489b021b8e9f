// /creditnote/{id} (A4) and /creditnotereceipt/{id} (80 mm): "Loading..." until the credit note arrives, then the
// document, then the print dialog 2 seconds later (machines/print.ts). Chrome is hidden (src/ui/chrome.ts).
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { createPrintMachine } from '../../machines/print';
import { fetchCreditNote, type CreditNote } from '../api/credit-notes';
import type { Command } from '../commands/types';
import { useScreenCommands } from '../commands/useScreenCommands';
import { useRootClass } from '../ui/root-class';
import { CreditNoteDocument, CreditNoteReceipt } from './CreditNoteDocument';
import './print.css';
import './payment-receipt.css';

const creditNoteMachine = createPrintMachine<CreditNote>();

export const creditNoteTitle = (note: CreditNote): string => `Credit_Note_${note.credit_note_no}_${note.buyer_detail.name.trim()}`;

export function CreditNotePage({ creditNoteId, receipt = false }: { creditNoteId: string; receipt?: boolean }) {
  useRootClass('on-print');
  const machine = useMemo(() => {
    const previous = document.title;
    return creditNoteMachine.provide({
      actors: { loadBill: fromPromise(() => fetchCreditNote(creditNoteId)) },
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
  }, [creditNoteId]);
  const [snapshot, send] = useMachine(machine, { input: { titleOf: creditNoteTitle, titleDuring: 'page' } });
  const ready = !snapshot.matches('loading') && !snapshot.matches('failed');
  const commands = useMemo<Command[]>(
    () => (ready ? [{ id: 'print.print', title: 'Print', group: 'Screen', keywords: ['print', 'credit note'], kbd: 'ctrl+p', run: () => send({ type: 'PRINT' }) }] : []),
    [ready, send],
  );
  useScreenCommands('print', commands);

  const sheet = receipt ? 'pr-page-receipt' : 'pr-page-a4';
  const reply = snapshot.context.reply;
  if (!reply) {
    return (
      <div className={`pr-page ${sheet}`}>
        <p className="pr-loading" role="progressbar" aria-label="Loading...">
          Loading...
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
  return <div className={`pr-page ${sheet}`}>{receipt ? <CreditNoteReceipt note={reply.body} /> : <CreditNoteDocument note={reply.body} />}</div>;
}
