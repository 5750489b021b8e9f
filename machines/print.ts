// The print screens' flow (spec §4, §9): "Loading..." until the bill arrives, the print dialog 2 seconds after it is
// shown, a title set for printing put back 1 second after the dialog closes. Ctrl+P prints again.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../core/api/result';
import type { InvoiceData } from '../core/api/print-document';

export const AUTO_PRINT_DELAY_MS = 2000;
export const TITLE_RESTORE_DELAY_MS = 1000;

export interface PrintInput<Doc = InvoiceData> {
  /** The document title for this bill (Invoice_{buyer}_{date}, Quotation_…), from the loaded bill. */
  titleOf(bill: Doc): string;
  /** 'page': the title stays while the page is open (tax invoice); 'printing': set for the dialog, then restored (quotation). */
  titleDuring: 'page' | 'printing';
}

export interface PrintContext<Doc = InvoiceData> extends PrintInput<Doc> {
  reply: ApiResult<Doc> | null;
  title: string | null;
}

export type PrintEvent = { type: 'PRINT' };

/** The flow for one kind of printed document (a bill, a payment receipt). */
export function createPrintMachine<Doc>() {
  return setup({
    types: {
      context: {} as PrintContext<Doc>,
      input: {} as PrintInput<Doc>,
      events: {} as PrintEvent,
    },
    actors: {
      // The screen provides the real call (src/api/print.ts); tests provide their own.
      loadBill: fromPromise<ApiResult<Doc>>(async () => ({ ok: false, network: true })),
    },
    actions: {
      // Side effects, provided by the screen: the document title and the browser's print dialog.
      showTitle: (_, _params: { title: string }) => {},
      restoreTitle: () => {},
      openDialog: () => {},
    },
    guards: {
      isLoaded: (_, params: { reply: ApiResult<Doc> }) => params.reply.ok,
    },
    delays: {
      autoPrint: AUTO_PRINT_DELAY_MS,
      titleRestore: TITLE_RESTORE_DELAY_MS,
    },
  }).createMachine({
    id: 'print',
    context: ({ input }) => ({ ...input, reply: null, title: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'loadBill',
          onDone: [
            {
              guard: { type: 'isLoaded', params: ({ event }) => ({ reply: event.output }) },
              target: 'shown',
              actions: assign({
                reply: ({ event }) => event.output,
                title: ({ context, event }) => (event.output.ok ? context.titleOf(event.output.body) : null),
              }),
            },
            { target: 'failed', actions: assign({ reply: ({ event }) => event.output }) },
          ],
          onError: { target: 'failed', actions: assign({ reply: () => ({ ok: false as const, network: true as const }) }) },
        },
      },
      shown: {
        entry: enqueueActions(({ context, enqueue }) => {
          if (context.titleDuring === 'page' && context.title !== null) enqueue({ type: 'showTitle', params: { title: context.title } });
        }),
        after: { autoPrint: 'printing' },
        on: { PRINT: 'printing' },
      },
      printing: {
        // window.print() blocks until the dialog closes: the restore delay counts from then.
        entry: enqueueActions(({ context, enqueue }) => {
          if (context.title !== null) enqueue({ type: 'showTitle', params: { title: context.title } });
          enqueue('openDialog');
        }),
        on: { PRINT: { target: 'printing', reenter: true } },
        after: {
          titleRestore: {
            target: 'printed',
            actions: enqueueActions(({ context, enqueue }) => {
              if (context.titleDuring === 'printing') enqueue('restoreTitle');
            }),
          },
        },
      },
      printed: {
        on: { PRINT: 'printing' },
      },
      failed: {},
    },
  });
}

export const printMachine = createPrintMachine<InvoiceData>();
