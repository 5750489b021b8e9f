// Edit Bill Date (/editbilldate/{order_id}, spec §2; issue 34 item 1). The route's loader reads the bill's date
// (billdate_detail.php) and the machine starts from it: a date it could not read leaves nothing to edit. Save checks
// the date by billdate_update.php's own rule (core/forms/bill-date.ts: "Bill Date is required" when blank, dd-mm-yyyy)
// before any call; the call's refusal is shown in the server's words (not after today, not out of the bill's financial
// year), no answer as "Could not reach the server. Please try again."; a moved date is confirmed with the server's
// words (else "Bill date updated") and the screen reads the bill again. Typing clears the message.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../core/api/result';
import { billDateForm } from '../core/forms/bill-date';
import { formProblems } from '../core/forms/form-problems';

export const BILL_DATE_WORDS = {
  network: 'Could not reach the server. Please try again.',
  updated: 'Bill date updated',
} as const;

/** billdate_update.php's own rule for the date, under the screen's label; undefined when the date is one. */
export function billDateProblem(value: string): string | undefined {
  return formProblems(billDateForm, { new_date: value }, { labels: { new_date: 'Bill Date' } }).new_date;
}

export interface BillDateContext {
  orderId: string;
  /** The date as typed; null when the bill's date could not be read. */
  date: string | null;
  message: string;
}

export type BillDateEvent = { type: 'TYPE'; text: string } | { type: 'SAVE' };

export interface BillDateInput {
  orderId: string;
  /** The bill's date as billdate_detail.php gave it; null when it refused or did not answer. */
  date: string | null;
}

export interface BillDateSave {
  orderId: string;
  newDate: string;
}

export const billDateMachine = setup({
  types: {
    context: {} as BillDateContext,
    events: {} as BillDateEvent,
    input: {} as BillDateInput,
  },
  actors: {
    // The screen provides the real call (src/api/bill-date.ts updateBillDate); tests provide their own.
    updateDate: fromPromise<ApiResult<unknown>, BillDateSave>(async () => ({ ok: false, network: true })),
  },
  actions: {
    // Provided by the screen: the status line, the cursor back in the date, and the moved date's alert and reload.
    announce: (_, _params: { text: string }) => {},
    focusDate: () => {},
    moved: (_, _params: { text: string }) => {},
  },
  guards: {
    readable: ({ context }) => context.date !== null,
    isDate: ({ context }) => billDateProblem((context.date ?? '').trim()) === undefined,
  },
}).createMachine({
  id: 'billDate',
  context: ({ input }) => ({ orderId: input.orderId, date: input.date, message: '' }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'readable', target: 'open' }, { target: 'unreadable' }] },
    unreadable: { type: 'final' },
    open: {
      initial: 'editing',
      on: { TYPE: { actions: assign({ date: ({ event }) => event.text, message: '' }) } },
      states: {
        editing: {
          on: {
            SAVE: [
              { guard: 'isDate', target: 'saving' },
              { actions: [assign({ message: ({ context }) => billDateProblem((context.date ?? '').trim()) ?? '' }), 'focusDate'] },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'updateDate',
            input: ({ context }) => ({ orderId: context.orderId, newDate: (context.date ?? '').trim() }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'editing',
                actions: [
                  assign({ message: '' }),
                  { type: 'moved', params: ({ event }) => ({ text: (event.output.ok && event.output.msg) || BILL_DATE_WORDS.updated }) },
                ],
              },
              {
                target: 'editing',
                actions: [
                  assign({ message: ({ event }) => (event.output.ok ? '' : event.output.network ? BILL_DATE_WORDS.network : event.output.msg) }),
                  { type: 'announce', params: ({ context }) => ({ text: context.message }) },
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: [assign({ message: BILL_DATE_WORDS.network }), { type: 'announce', params: { text: BILL_DATE_WORDS.network } }],
            },
          },
        },
      },
    },
  },
});
