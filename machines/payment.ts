// The pending report's payment entry (spec §4, §5, §8): choose a party and Submit; with no party "Please select a
// user."; with one, the payment form opens with the paid amount reset to 0 and shows the balance after payment
// (total pending − amount). More than pending is refused with the spec's words before any call; the payment call's
// answer gives "Payment updated successfully!", "Error updating payment: {msg}" or "An error occurred while
// updating payment.".
import { assign, fromPromise, setup } from 'xstate';
import { parseRupees, type Paise } from '../core/money';
import { balanceAfterPayment, checkPayment, SELECT_A_USER } from '../core/payment';
import { fieldLabel } from '../core/field-labels';
import { paymentModeSchema, type ModeFields, type PaymentMode } from '../core/payment-mode';
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
  /** How the party pays (not in the spec; issues 22, 29): cash counts in the day-end's drawer, the other modes do not. */
  mode: PaymentMode;
  /** A cheque's number and date (dd-mm-yyyy) as typed; sent only with the cheque mode. */
  chequeNo: string;
  chequeDate: string;
  /** A UTR or transaction id, optional. */
  reference: string;
  message: string | null;
}

export type PaymentEvent =
  | { type: 'CHOOSE'; party: { id: string; pending: Paise } | null }
  | { type: 'SUBMIT' }
  | { type: 'AMOUNT'; text: string }
  | { type: 'MODE'; mode: PaymentMode }
  | { type: 'MODE_FIELD'; field: ModeField; text: string }
  | { type: 'PAY' }
  | { type: 'CANCEL' };

export type ModeField = 'cheque_no' | 'cheque_date' | 'reference';

/** The mode's wire fields as the form sends them: a cheque's number and date only with the cheque mode. */
export function modeFieldsOf(context: Pick<PaymentContext, 'mode' | 'chequeNo' | 'chequeDate' | 'reference'>): ModeFields {
  const cheque = context.mode === 'cheque' ? { cheque_no: context.chequeNo.trim(), cheque_date: context.chequeDate.trim() } : {};
  return { mode: context.mode, ...cheque, ...(context.reference.trim() === '' ? {} : { reference: context.reference.trim() }) };
}

/** The mode's first problem by core's rule (core/payment-mode.ts), as the field's label and the rule; null when none. */
export function modeProblem(context: Pick<PaymentContext, 'mode' | 'chequeNo' | 'chequeDate' | 'reference'>): string | null {
  const parsed = paymentModeSchema.safeParse(modeFieldsOf(context));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  return `${fieldLabel('pos_api/pos_update_payment.php', path) ?? path}: ${issue?.message ?? ''}`;
}

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
  paidBy: ModeFields;
}

/** A new form's mode: cash, nothing else typed. */
const FRESH_MODE = { mode: 'cash', chequeNo: '', chequeDate: '', reference: '' } as const satisfies Pick<
  PaymentContext,
  'mode' | 'chequeNo' | 'chequeDate' | 'reference'
>;

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
      return amount !== null && context.paying !== null && checkPayment(1, context.paying.pending, amount).ok && modeProblem(context) === null;
    },
  },
}).createMachine({
  id: 'payment',
  context: { party: null, paying: null, amountText: '0', ...FRESH_MODE, message: null },
  initial: 'choosing',
  on: {
    CHOOSE: { actions: assign({ party: ({ event }) => event.party, message: null }) },
  },
  states: {
    choosing: {
      on: {
        SUBMIT: [
          { guard: 'hasParty', target: 'form', actions: assign({ paying: ({ context }) => context.party, amountText: '0', ...FRESH_MODE, message: null }) },
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
            actions: assign({ paying: ({ context }) => context.party, amountText: '0', ...FRESH_MODE, message: null }),
          },
          { target: 'choosing', actions: assign({ paying: null, message: SELECT_A_USER }) },
        ],
        AMOUNT: { actions: assign({ amountText: ({ event }) => event.text, message: null }) },
        MODE: { actions: assign({ mode: ({ event }) => event.mode, message: null }) },
        MODE_FIELD: {
          actions: assign(({ event }) => ({
            message: null,
            ...(event.field === 'cheque_no'
              ? { chequeNo: event.text }
              : event.field === 'cheque_date'
                ? { chequeDate: event.text }
                : { reference: event.text }),
          })),
        },
        CANCEL: { target: 'choosing', actions: assign({ paying: null, message: null }) },
        PAY: [
          { guard: 'isPayable', target: 'saving' },
          {
            actions: assign({
              message: ({ context }) => {
                const amount = amountOf(context.amountText);
                if (amount === null) return INVALID_AMOUNT;
                const check = checkPayment(1, context.paying?.pending ?? 0, amount);
                return check.ok ? modeProblem(context) : check.msg;
              },
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'savePayment',
        input: ({ context }): PaymentInput => ({ partyId: context.paying?.id ?? '', amount: context.amountText.trim(), paidBy: modeFieldsOf(context) }),
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
