import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiResult } from '../core/api/result';
import { EXCESSIVE_AMOUNT, SELECT_A_USER } from '../core/payment';
import { CHEQUE_DATE_NEEDED, CHEQUE_NO_NEEDED, REFERENCE_RULE } from '../core/payment-mode';
import { balanceAfter, PAYMENT_NETWORK_ERROR, PAYMENT_UPDATED, paymentMachine, type PaymentInput } from './payment';

function start(answer: ApiResult<unknown> | Error = { ok: true, body: null, msg: PAYMENT_UPDATED }) {
  const calls: Array<PaymentInput> = [];
  let reloads = 0;
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        savePayment: fromPromise<ApiResult<unknown>, PaymentInput>(async ({ input }) => {
          calls.push(input);
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
      actions: { reload: () => void (reloads += 1) },
    }),
  ).start();
  return { actor, calls, reloads: () => reloads };
}

const MURUGAN = { id: '4', pending: 1_500_000 };

describe('the pending report payment entry', () => {
  it('Submit with no party says "Please select a user." and opens no form', () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.message).toBe(SELECT_A_USER);
  });

  it('choosing a party and submitting opens the form with the paid amount reset to 0; balance after = pending − amount', () => {
    const { actor } = start();
    actor.send({ type: 'CHOOSE', party: MURUGAN });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.amountText).toBe('0');
    expect(balanceAfter(actor.getSnapshot().context)).toBe(1_500_000);
    actor.send({ type: 'AMOUNT', text: '4000.50' });
    expect(balanceAfter(actor.getSnapshot().context)).toBe(1_099_950);
    // Submitting again resets the amount to 0.
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.amountText).toBe('0');
  });

  it('more than pending is refused with the spec words and no call', () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHOOSE', party: MURUGAN });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'AMOUNT', text: '15000.01' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.message).toBe(EXCESSIVE_AMOUNT);
    expect(calls).toEqual([]);
  });

  it('a payment within pending is sent, then "Payment updated successfully!" and the report reloads', async () => {
    const { actor, calls, reloads } = start();
    actor.send({ type: 'CHOOSE', party: MURUGAN });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'AMOUNT', text: '15000' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(calls).toEqual([{ partyId: '4', amount: '15000', paidBy: { mode: 'cash' } }]);
    expect(actor.getSnapshot().context.message).toBe(PAYMENT_UPDATED);
    expect(reloads()).toBe(1);
  });

  it('the payment carries the mode chosen (UPI); the next form starts at Cash again', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHOOSE', party: MURUGAN });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'AMOUNT', text: '500' });
    actor.send({ type: 'MODE', mode: 'upi' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(calls).toEqual([{ partyId: '4', amount: '500', paidBy: { mode: 'upi' } }]);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.mode).toBe('cash');
  });

  it('a cheque needs its number and date (core/payment-mode.ts), each refusal its own words and no call', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHOOSE', party: MURUGAN });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'AMOUNT', text: '2500' });
    actor.send({ type: 'MODE', mode: 'cheque' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().context.message).toBe(`Cheque No: ${CHEQUE_NO_NEEDED}`);
    actor.send({ type: 'MODE_FIELD', field: 'cheque_no', text: '004512' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().context.message).toBe(`Cheque Date: ${CHEQUE_DATE_NEEDED}`);
    actor.send({ type: 'MODE_FIELD', field: 'cheque_date', text: '20-11-2026' });
    actor.send({ type: 'MODE_FIELD', field: 'reference', text: 'R'.repeat(41) });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().context.message).toBe(`Reference: ${REFERENCE_RULE}`);
    expect(calls).toEqual([]);
    actor.send({ type: 'MODE_FIELD', field: 'reference', text: ' Indian Bank ' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(calls).toEqual([
      { partyId: '4', amount: '2500', paidBy: { mode: 'cheque', cheque_no: '004512', cheque_date: '20-11-2026', reference: 'Indian Bank' } },
    ]);
  });

  it('a cheque number typed, then another mode chosen: the cheque fields are not sent', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHOOSE', party: MURUGAN });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'AMOUNT', text: '100' });
    actor.send({ type: 'MODE', mode: 'cheque' });
    actor.send({ type: 'MODE_FIELD', field: 'cheque_no', text: '004512' });
    actor.send({ type: 'MODE', mode: 'bank' });
    actor.send({ type: 'MODE_FIELD', field: 'reference', text: 'UTR9' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(calls).toEqual([{ partyId: '4', amount: '100', paidBy: { mode: 'bank', reference: 'UTR9' } }]);
  });

  it('a refusal shows "Error updating payment: {msg}", a network failure the spec fallback; the form stays', async () => {
    const refused = start({ ok: false, code: 409, msg: 'reload' });
    refused.actor.send({ type: 'CHOOSE', party: MURUGAN });
    refused.actor.send({ type: 'SUBMIT' });
    refused.actor.send({ type: 'AMOUNT', text: '10' });
    refused.actor.send({ type: 'PAY' });
    await waitFor(refused.actor, (s) => s.matches('form'));
    expect(refused.actor.getSnapshot().context.message).toBe('Error updating payment: reload');
    const offline = start(new Error('offline'));
    offline.actor.send({ type: 'CHOOSE', party: MURUGAN });
    offline.actor.send({ type: 'SUBMIT' });
    offline.actor.send({ type: 'AMOUNT', text: '10' });
    offline.actor.send({ type: 'PAY' });
    await waitFor(offline.actor, (s) => s.matches('form'));
    expect(offline.actor.getSnapshot().context.message).toBe(PAYMENT_NETWORK_ERROR);
  });
});
