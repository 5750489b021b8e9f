// The sales return (/salesreturn/{order_id}, /salesreturn?bill=28; issue 21, issue 34 item 1). The route's loader
// reads the bill (sales_return_detail.php) and the machine starts from its answer: a bill it could not read stays
// unreadable. Then the lines: each quantity typed (digits only), or a tracked line's units picked one by one (issue 33
// item 4: the quantity follows the units), a reason, and what happens to credit beyond the balance (kept as the
// customer's credit, or refunded in cash). Save checks the return by the server's own rules before any call
// (core/forms/sales-return.ts) and says the first problem; the call's answer is the credit note made, the server's
// refusal in its words, or "Could not reach the server. Please try again.". The one request id of the screen goes with
// every try, so a retry after a lost answer makes the credit note once. A saved return is final: the fields lock.
import { assign, fromPromise, setup } from 'xstate';
import type { ReturnBill, ReturnMade } from '../core/api/credit-notes';
import type { ApiResult } from '../core/api/result';
import type { SalesReturnBody } from '../core/credit-note-payload';
import { returnRequest } from '../core/forms/sales-return';

export const RETURN_NETWORK_ERROR = 'Could not reach the server. Please try again.';

export type ReturnExcess = 'refund' | 'credit';

export interface SalesReturnContext {
  /** The bill as read; null when the loader's answer was a refusal or no answer. */
  bill: ReturnBill | null;
  /** Each line's quantity as typed, by order_detail_id ('' or missing: not coming back). */
  qtys: Record<string, string>;
  /** The units picked on each line that sold them by unit serial. */
  picked: Record<string, string[]>;
  reason: string;
  excess: ReturnExcess;
  /** The first problem of the return or the call's refusal; '' for none. */
  message: string;
  /** The credit note the return made. */
  made: ReturnMade | null;
  requestId: string;
}

export type SalesReturnEvent =
  | { type: 'QTY'; odId: string; text: string }
  | { type: 'TOGGLE_UNIT'; odId: string; serial: string }
  | { type: 'REASON'; text: string }
  | { type: 'EXCESS'; excess: ReturnExcess }
  | { type: 'SAVE' };

export interface SalesReturnInput {
  bill: ReturnBill | null;
  requestId: string;
}

/** The return as the screen holds it, checked by core's rules: the call's body, or the first problem. */
export const requestOf = (context: SalesReturnContext) =>
  context.bill
    ? returnRequest(context.bill, context.qtys, context.reason, context.excess, context.requestId, context.picked)
    : ({ ok: false, msg: '' } as const);

/** The first problem of the return as it stands; '' when it checks. */
export const problemOf = (context: SalesReturnContext): string => {
  const request = requestOf(context);
  return request.ok ? '' : request.msg;
};

const refusalOf = (reply: ApiResult<ReturnMade>): string => (reply.ok ? '' : reply.network ? RETURN_NETWORK_ERROR : reply.msg);

export const salesReturnMachine = setup({
  types: {
    context: {} as SalesReturnContext,
    events: {} as SalesReturnEvent,
    input: {} as SalesReturnInput,
  },
  actors: {
    // The screen provides the real call (src/api/credit-notes.ts saveSalesReturn); tests provide their own.
    saveReturn: fromPromise<ApiResult<ReturnMade>, SalesReturnBody>(async () => ({ ok: false, network: true })),
  },
  actions: {
    // Provided by the screen: the status line's live region (src/ui/status.ts).
    announce: (_, _params: { text: string }) => {},
  },
  guards: {
    hasBill: ({ context }) => context.bill !== null,
    isReturnable: ({ context }) => requestOf(context).ok,
  },
}).createMachine({
  id: 'salesReturn',
  context: ({ input }) => ({ bill: input.bill, qtys: {}, picked: {}, reason: '', excess: 'credit', message: '', made: null, requestId: input.requestId }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasBill', target: 'open' }, { target: 'unreadable' }],
    },
    // The loader's refusal is shown by the screen as it came; nothing here can be saved.
    unreadable: { type: 'final' },
    open: {
      initial: 'editing',
      // The fields stay open while a save is on its way, as they always have; the save sends what was there at Save.
      on: {
        QTY: { actions: assign({ qtys: ({ context, event }) => ({ ...context.qtys, [event.odId]: event.text.replace(/\D/g, '') }) }) },
        TOGGLE_UNIT: {
          actions: assign(({ context, event }) => {
            const was = context.picked[event.odId] ?? [];
            const now = was.includes(event.serial) ? was.filter((s) => s !== event.serial) : [...was, event.serial];
            return {
              picked: { ...context.picked, [event.odId]: now },
              qtys: { ...context.qtys, [event.odId]: now.length === 0 ? '' : String(now.length) },
            };
          }),
        },
        REASON: { actions: assign({ reason: ({ event }) => event.text }) },
        EXCESS: { actions: assign({ excess: ({ event }) => event.excess }) },
      },
      states: {
        editing: {
          on: {
            SAVE: [
              { guard: 'isReturnable', target: 'saving' },
              {
                actions: [assign({ message: ({ context }) => problemOf(context) }), { type: 'announce', params: ({ context }) => ({ text: context.message }) }],
              },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'saveReturn',
            input: ({ context }) => {
              const request = requestOf(context);
              if (!request.ok) throw new Error('saving a return that does not check');
              return request.body;
            },
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: '#salesReturn.saved',
                actions: [
                  assign({ message: '', made: ({ event }) => (event.output.ok ? event.output.body : null) }),
                  { type: 'announce', params: ({ context }) => ({ text: `Credit note ${context.made?.credit_note_no ?? ''} saved` }) },
                ],
              },
              {
                target: 'editing',
                actions: [
                  assign({ message: ({ event }) => refusalOf(event.output) }),
                  { type: 'announce', params: ({ context }) => ({ text: context.message }) },
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: [assign({ message: RETURN_NETWORK_ERROR }), { type: 'announce', params: { text: RETURN_NETWORK_ERROR } }],
            },
          },
        },
      },
    },
    saved: { type: 'final' },
  },
});
