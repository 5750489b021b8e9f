// The pending report's payment entry (spec §4, §5, §8): choose a party and Submit; with no party "Please select a
// user."; with one, the payment form opens with the paid amount reset to 0 and shows the balance after payment
// (total pending − amount). More than pending is refused with the spec's words before any call; the payment call's
// answer gives "Payment updated successfully!", "Error updating payment: {msg}" or "An error occurred while
// updating payment.".
import { assign, fromPromise, setup } from 'xstate';
import { parseRupees, type Paise } from '../core/money';
import { balanceAfterPayment, checkPayment, SELECT_A_USER } from '../core/payment';
import type { TenderMode } from '../core/tender';
import type { ApiResult } from '../core/api/result';

export const PAYMENT_UPDATED = 'Payment updated successfully!';
export const PAYMENT_NETWORK_ERROR = 'An error occurred while updating payment.';
export const INVALID_AMOUNT = 'Please enter a valid amount.';

export interface PaymentContext {
  /** The party chosen in the filter, and its total pending balance. */
  party: { id: string; pending: Paise } | null;
  /** The party the open form pays. */
  paying: { id: string; pending: Paise } | null;
  amountText: string;
  /** How the party pays (not in the spec; issue 22): cash counts in the day-end's drawer, UPI and card do not. */
  mode: TenderMode;
  message: string | null;
}

export type PaymentEvent =
  | { type: 'CHOOSE'; party: { id: string; pending: Paise } | null }
  | { type: 'SUBMIT' }
  | { type: 'AMOUNT'; text: string }
  | { type: 'MODE'; mode: TenderMode }
  | { type: 'PAY' }
  | { type: 'CANCEL' };

/** The amount typed, in paise; null while it is not an amount. */
export function amountOf(text: string): Paise | null {
  const parsed = parseRupees(text.trim() === '' ? '0' : text);
  return parsed.ok ? parsed.paise : null;
}

/** The form's "balance after payment", or null while the amount is not a number. */
export function balanceAfter(context: PaymentContext): Paise | null {
  const amount = amountOf(context.amountText);
  return context.paying && amount !== null ? balanceAfterPayment(context.paying.pending, amount) : null;
}

/** What the payment call is given. */
export interface PaymentInput {
  partyId: string;
  amount: string;
  mode: TenderMode;
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
  },
  actors: {
    // The screen provides the real call (src/api/payments.ts); tests provide their own.
    savePayment: fromPromise<ApiResult<unknown>, PaymentInput>(async () => ({ ok: false, network: true })),
  },
  actions: {
    // Provided by the screen: reload the report after a payment is booked.
    reload: () => {},
  },
  guards: {
    hasParty: ({ context }) => context.party !== null,
    isPayable: ({ context }) => {
      const amount = amountOf(context.amountText);
      return amount !== null && context.paying !== null && checkPayment(1, context.paying.pending, amount).ok;
    },
  },
}).createMachine({
  id: 'payment',
  context: { party: null, paying: null, amountText: '0', mode: 'cash', message: null },
  initial: 'choosing',
  on: {
    CHOOSE: { actions: assign({ party: ({ event }) => event.party, message: null }) },
  },
  states: {
    choosing: {
      on: {
        SUBMIT: [
          { guard: 'hasParty', target: 'form', actions: assign({ paying: ({ context }) => context.party, amountText: '0', mode: 'cash', message: null }) },
          { actions: assign({ message: SELECT_A_USER }) },
        ],
      },
    },
    form: {
      on: {
        // Submitting the filter again (maybe for another party) opens the form afresh at 0.
        SUBMIT: [
          {
            guard: 'hasParty',
            target: 'form',
            reenter: true,
            actions: assign({ paying: ({ context }) => context.party, amountText: '0', mode: 'cash', message: null }),
          },
          { target: 'choosing', actions: assign({ paying: null, message: SELECT_A_USER }) },
        ],
        AMOUNT: { actions: assign({ amountText: ({ event }) => event.text, message: null }) },
        MODE: { actions: assign({ mode: ({ event }) => event.mode }) },
        CANCEL: { target: 'choosing', actions: assign({ paying: null, message: null }) },
        PAY: [
          { guard: 'isPayable', target: 'saving' },
          {
            actions: assign({
              message: ({ context }) => {
                const amount = amountOf(context.amountText);
                if (amount === null) return INVALID_AMOUNT;
                const check = checkPayment(1, context.paying?.pending ?? 0, amount);
                return check.ok ? null : check.msg;
              },
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'savePayment',
        input: ({ context }): PaymentInput => ({ partyId: context.paying?.id ?? '', amount: context.amountText.trim(), mode: context.mode }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'choosing',
            actions: [assign({ paying: null, amountText: '0', message: PAYMENT_UPDATED }), 'reload'],
          },
          {
            target: 'form',
            actions: assign({
              message: ({ event }) => {
                const reply = event.output;
                if (reply.ok) return PAYMENT_UPDATED;
                return reply.network ? PAYMENT_NETWORK_ERROR : `Error updating payment: ${reply.msg}`;
              },
            }),
          },
        ],
        onError: { target: 'form', actions: assign({ message: PAYMENT_NETWORK_ERROR }) },
      },
    },
  },
});
