// What every print page does alike (the invoices, the credit notes, the payment receipts): hide the chrome, load the
// document, name the window after it, open the print dialog 2 s after it arrives (machines/print.ts), offer Ctrl+P
// again; and the sheet it draws in: "Loading..." until then, the server's words when it cannot be had.
import { useMachine } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { createPrintMachine, PrintInput } from '../../machines/print';
import type { ApiResult } from '../api/client';
import type { Command } from '../commands/types';
import { useScreenCommands } from '../commands/useScreenCommands';
import { useRootClass } from '../ui/root-class';

type PrintMachine<Doc> = ReturnType<typeof createPrintMachine<Doc>>;

export interface PrintDocumentOptions<Doc> {
  machine: PrintMachine<Doc>;
  /** Loads the document; asked again only when `source` changes (the route's ids). */
  load: () => Promise<ApiResult<Doc>>;
  source: string;
  input: PrintInput<Doc>;
  /** Words the palette finds the Print command by, besides "print". */
  keyword: string;
}

export function usePrintDocument<Doc>({ machine, load, source, input, keyword }: PrintDocumentOptions<Doc>) {
  useRootClass('on-print');
  // `load` is a new function on every render; what it loads is named by `source`.
  const provided = useMemo(() => {
    const previous = document.title;
    return machine.provide({
      actors: { loadBill: fromPromise(load) },
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is new on every render; `source` names what it loads
  }, [machine, source]);
  const [snapshot, send] = useMachine(provided, { input });
  const ready = !snapshot.matches('loading') && !snapshot.matches('failed');
  const commands = useMemo<Command[]>(
    () =>
      ready ? [{ id: 'print.print', title: 'Print', group: 'Screen', keywords: ['print', keyword], kbd: 'ctrl+p', run: () => send({ type: 'PRINT' }) }] : [],
    [ready, send, keyword],
  );
  useScreenCommands('print', commands);
  return { snapshot, reply: snapshot.context.reply };
}

/** The page a document prints on: A4 or the 80 mm roll; its loading and failed states. */
export function PrintSheet<Doc>({
  sheet,
  reply,
  loadingLabel = 'Loading...',
  children,
}: {
  sheet: 'a4' | 'receipt';
  reply: ApiResult<Doc> | null;
  loadingLabel?: string;
  children: (doc: Doc) => ReactNode;
}) {
  const className = `pr-page ${sheet === 'receipt' ? 'pr-page-receipt' : 'pr-page-a4'}`;
  if (!reply) {
    return (
      <div className={className}>
        <div className="pr-loading" role="progressbar" aria-label={loadingLabel}>
          {loadingLabel}
        </div>
      </div>
    );
  }
  if (!reply.ok) {
    return (
      <div className={className}>
        <p className="pr-error" role="alert">
          {reply.network ? 'Could not reach the server. Please try again.' : reply.msg}
        </p>
      </div>
    );
  }
  return <div className={className}>{children(reply.body)}</div>;
}
