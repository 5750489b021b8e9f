// The day-end close (/dayend, issue 22): show a day (a date and a cashier, or all), count the cash, ask, close once.
// A close that fails keeps its request id, so a retry after a lost answer closes the day once; showing another day
// starts a new one. Cash Counted must be an amount of rupees before the close is asked; Opening Cash (the drawer's float,
// blank for none) too when given. Cash expected is the float plus the cash taken less the cash paid back.
// The owner may reopen a closed day (issue 32): Reopen Day asks for a reason and a confirm, then day_end_reopen.php.
import { assign, fromPromise, setup } from 'xstate';
import type { DayEndReport } from '../core/api/day-end';
import { parseDmy } from '../core/dates';
import { cashExpected, dayEndCloseFields } from '../core/forms/day-end';
import { parseRupees, type Paise } from '../core/money';
import type { ApiResult } from '../core/api/result';

export const DAY_END_WORDS = {
  badDate: 'Date: enter a date as dd-mm-yyyy.',
  noCount: 'Cash Counted: enter the cash in the drawer, such as 2090.50.',
  badOpening: 'Opening Cash: enter the cash the drawer started the day with, such as 2000, or leave it blank.',
  network: 'Could not reach the server. Please try again.',
  closed: 'Day closed successfully!',
  reopened: 'Day reopened successfully!',
  noReason: 'Reason: say why the day is reopened.',
} as const;

export interface DayEndContext {
  /** The filters as typed: date dd-mm-yyyy, cashier's user id ('' for all). */
  date: string;
  cashier: string;
  report: DayEndReport | null;
  /** The drawer's float at the day's start, as typed ('' for none). */
  openingText: string;
  countedText: string;
  problem: string;
  /** Said once the day is closed (the server's words when it gives some). */
  done: string;
  requestId: string | null;
  /** Why the owner reopens the closed day, as typed. */
  reasonText: string;
  /** Makes a request id (the screen's newRequestId; tests count them). */
  newId: () => string;
}

export type DayEndEvent =
  | { type: 'DATE'; text: string }
  | { type: 'CASHIER'; userId: string }
  | { type: 'SHOW' }
  | { type: 'OPENING'; text: string }
  | { type: 'COUNTED'; text: string }
  | { type: 'CLOSE' }
  | { type: 'REOPEN' }
  | { type: 'REASON'; text: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export interface DayEndShowInput {
  date: string;
  userId: string;
}

export interface DayEndReopenInput {
  date: string;
  userId: string;
  reason: string;
  requestId: string;
}

export interface DayEndCloseInput {
  date: string;
  userId: string;
  cashCounted: Paise;
  openingCash: Paise;
  requestId: string;
}

/** Cash Counted in paise, by day_end_close.php's own rule; null while it is empty or not an amount of rupees. */
export function countedPaise(text: string): Paise | null {
  if (text.trim() === '') return null;
  const parsed = dayEndCloseFields.cash_counted.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** Opening Cash in paise, by day_end_close.php's own rule: blank is none (0); null while it is not an amount of rupees. */
export function openingPaise(text: string): Paise | null {
  const parsed = dayEndCloseFields.opening_cash.safeParse(text.trim());
  return parsed.success ? parsed.data : null;
}

const paiseOf = (rupees: string): Paise | null => {
  const parsed = parseRupees(rupees);
  return parsed.ok ? parsed.paise : null;
};

/** Cash the drawer should hold: a closed day's as it was closed; an open day's with the float as typed. */
export function drawerExpected(context: Pick<DayEndContext, 'report' | 'openingText'>): Paise | null {
  const report = context.report;
  if (!report) return null;
  if (report.closed) return paiseOf(report.closed.cash_expected);
  const openingCash = openingPaise(context.openingText);
  const cashTaken = paiseOf(report.by_mode.cash);
  const cashRefunded = paiseOf(report.cash_refunded);
  if (openingCash === null || cashTaken === null || cashRefunded === null) return null;
  return cashExpected({ openingCash, cashTaken, cashRefunded });
}

/** Cash counted less cash expected, in paise; null until both are known. */
export function drawerDifference(context: Pick<DayEndContext, 'report' | 'openingText' | 'countedText'>): Paise | null {
  const counted = countedPaise(context.countedText);
  const expected = drawerExpected(context);
  return counted !== null && expected !== null ? counted - expected : null;
}

const failure = (reply: ApiResult<unknown>): string => (reply.ok ? '' : reply.network ? DAY_END_WORDS.network : reply.msg);

export const dayEndMachine = setup({
  types: {
    context: {} as DayEndContext,
    events: {} as DayEndEvent,
    input: {} as { date: string; newId: () => string },
  },
  actors: {
    // The screen provides the real calls (src/api/day-end.ts); tests provide their own.
    showDay: fromPromise<ApiResult<DayEndReport>, DayEndShowInput>(async () => ({ ok: false, network: true })),
    closeDay: fromPromise<ApiResult<DayEndReport>, DayEndCloseInput>(async () => ({ ok: false, network: true })),
    reopenDay: fromPromise<ApiResult<DayEndReport>, DayEndReopenInput>(async () => ({ ok: false, network: true })),
  },
  actions: {
    // Provided by the screen: put the cursor in Cash Counted, or in Opening Cash.
    focusCounted: () => {},
    focusOpening: () => {},
  },
  guards: {
    dateReadable: ({ context }) => parseDmy(context.date) !== null,
    countReadable: ({ context }) => countedPaise(context.countedText) !== null,
    open: ({ context }) => context.report !== null && context.report.closed === null,
  },
}).createMachine({
  id: 'dayEnd',
  context: ({ input }) => ({
    date: input.date,
    cashier: '',
    report: null,
    openingText: '',
    countedText: '',
    problem: '',
    done: '',
    requestId: null,
    reasonText: '',
    newId: input.newId,
  }),
  initial: 'showing',
  on: {
    DATE: { actions: assign({ date: ({ event }) => event.text }) },
    CASHIER: { actions: assign({ cashier: ({ event }) => event.userId }) },
  },
  states: {
    showing: {
      invoke: {
        src: 'showDay',
        input: ({ context }) => ({ date: context.date, userId: context.cashier }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'shown',
            actions: assign({ report: ({ event }) => (event.output.ok ? event.output.body : null), countedText: '', problem: '', requestId: null }),
          },
          { target: 'shown', actions: assign({ report: null, problem: ({ event }) => failure(event.output) }) },
        ],
        onError: { target: 'shown', actions: assign({ report: null, problem: DAY_END_WORDS.network }) },
      },
    },
    shown: {
      on: {
        SHOW: [{ guard: 'dateReadable', target: 'showing', actions: assign({ done: '' }) }, { actions: assign({ problem: DAY_END_WORDS.badDate }) }],
        OPENING: { guard: 'open', actions: assign({ openingText: ({ event }) => event.text }) },
        COUNTED: { guard: 'open', actions: assign({ countedText: ({ event }) => event.text }) },
        CLOSE: [
          { guard: ({ context }) => context.report === null || context.report.closed !== null },
          { guard: ({ context }) => openingPaise(context.openingText) === null, actions: [assign({ problem: DAY_END_WORDS.badOpening }), 'focusOpening'] },
          { guard: 'countReadable', target: 'asking', actions: assign({ problem: '' }) },
          { actions: [assign({ problem: DAY_END_WORDS.noCount }), 'focusCounted'] },
        ],
        // The screen offers it to the owner only; the server refuses anyone else.
        REOPEN: {
          guard: ({ context }) => context.report !== null && context.report.closed !== null,
          target: 'reopenAsking',
          actions: assign({ reasonText: '', problem: '', done: '' }),
        },
      },
    },
    reopenAsking: {
      on: {
        REASON: { actions: assign({ reasonText: ({ event }) => event.text }) },
        CONFIRM: [
          { guard: ({ context }) => context.reasonText.trim() !== '', target: 'reopening', actions: assign({ problem: '' }) },
          { actions: assign({ problem: DAY_END_WORDS.noReason }) },
        ],
        CANCEL: { target: 'shown', actions: assign({ problem: '' }) },
      },
    },
    reopening: {
      entry: assign({ requestId: ({ context }) => context.requestId ?? context.newId() }),
      invoke: {
        src: 'reopenDay',
        input: ({ context }) => ({
          date: context.report?.date ?? context.date,
          userId: context.report?.closed?.user_id ?? context.report?.user_id ?? '',
          reason: context.reasonText.trim(),
          requestId: context.requestId ?? '',
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'shown',
            actions: assign({
              report: ({ event, context }) => (event.output.ok ? event.output.body : context.report),
              done: ({ event }) => (event.output.ok && event.output.msg ? event.output.msg : DAY_END_WORDS.reopened),
              problem: '',
              requestId: null,
              reasonText: '',
            }),
          },
          { target: 'reopenAsking', actions: assign({ problem: ({ event }) => failure(event.output) }) },
        ],
        onError: { target: 'reopenAsking', actions: assign({ problem: DAY_END_WORDS.network }) },
      },
    },
    asking: {
      on: {
        CONFIRM: 'closing',
        CANCEL: 'shown',
      },
    },
    closing: {
      // One request id per attempt to close this day: kept across a failed try, so the retry is the same close.
      entry: assign({ requestId: ({ context }) => context.requestId ?? context.newId() }),
      invoke: {
        src: 'closeDay',
        input: ({ context }) => ({
          date: context.report?.date ?? context.date,
          userId: context.report?.user_id ?? '',
          cashCounted: countedPaise(context.countedText) ?? 0,
          openingCash: openingPaise(context.openingText) ?? 0,
          requestId: context.requestId ?? '',
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'shown',
            actions: assign({
              report: ({ event, context }) => (event.output.ok ? event.output.body : context.report),
              done: ({ event }) => (event.output.ok && event.output.msg ? event.output.msg : DAY_END_WORDS.closed),
              problem: '',
            }),
          },
          { target: 'shown', actions: assign({ problem: ({ event }) => failure(event.output) }) },
        ],
        onError: { target: 'shown', actions: assign({ problem: DAY_END_WORDS.network }) },
      },
    },
  },
});
