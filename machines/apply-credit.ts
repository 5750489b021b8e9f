// A customer's kept credit taken off their pending bills (/paymentpending, issue 21 follow-up): ask, apply once, say
// how it went. An apply that fails keeps its request id, so a retry after a lost answer applies the credit once; a
// new ask (after a success, or for another customer) starts a new one.
import { assign, fromPromise, setup } from 'xstate';
import { CREDIT_APPLIED } from '../core/credit-apply';
import type { ApiResult } from '../core/api/result';

export const APPLY_CREDIT_NETWORK = 'Could not reach the server. Please try again.';

export interface ApplyCreditContext {
  /** The customer whose credit is asked about ('' for none). */
  partyId: string;
  /** What the last apply said: the success words or the refusal. */
  message: string;
  ok: boolean;
  requestId: string | null;
  newId: () => string;
}

export type ApplyCreditEvent = { type: 'ASK'; partyId: string } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export interface ApplyCreditInput {
  partyId: string;
  requestId: string;
}

const failure = (reply: ApiResult<unknown>): string => (reply.ok ? '' : reply.network ? APPLY_CREDIT_NETWORK : reply.msg);

export const applyCreditMachine = setup({
  types: {
    context: {} as ApplyCreditContext,
    events: {} as ApplyCreditEvent,
    input: {} as { newId: () => string },
  },
  actors: {
    // The screen provides the real call (src/api/payments.ts); tests provide their own.
    applyCredit: fromPromise<ApiResult<unknown>, ApplyCreditInput>(async () => ({ ok: false, network: true })),
  },
  actions: {
    // Provided by the screen: the pending report reloads, so the bills' balances and the credit follow.
    reload: () => {},
  },
}).createMachine({
  id: 'applyCredit',
  context: ({ input }) => ({ partyId: '', message: '', ok: false, requestId: null, newId: input.newId }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        ASK: {
          guard: ({ event }) => event.partyId !== '',
          target: 'asking',
          actions: assign({
            // The same customer asked again after a failed try keeps the request id: the retry is the same apply.
            requestId: ({ context, event }) => (event.partyId === context.partyId && !context.ok ? context.requestId : null),
            partyId: ({ event }) => event.partyId,
            message: '',
            ok: false,
          }),
        },
      },
    },
    asking: {
      on: {
        CONFIRM: 'applying',
        CANCEL: 'idle',
      },
    },
    applying: {
      entry: assign({ requestId: ({ context }) => context.requestId ?? context.newId() }),
      invoke: {
        src: 'applyCredit',
        input: ({ context }) => ({ partyId: context.partyId, requestId: context.requestId ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'idle',
            actions: [assign({ message: ({ event }) => (event.output.ok && event.output.msg ? event.output.msg : CREDIT_APPLIED), ok: true }), 'reload'],
          },
          { target: 'idle', actions: assign({ message: ({ event }) => failure(event.output), ok: false }) },
        ],
        onError: { target: 'idle', actions: assign({ message: APPLY_CREDIT_NETWORK, ok: false }) },
      },
    },
  },
});
