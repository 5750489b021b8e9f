import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { EXCESSIVE_AMOUNT, SELECT_A_USER } from '../../core/payment';
import { PAYMENT_UPDATED, paymentMachine, type PaymentInput } from '../../machines/payment';
import type { ApiResult } from '../../src/api/client';

/**
 * The pending report's payment entry as the user sees it (spec §4, §5). The model names the call's answer as an
 * event; the real machine is the system under test.
 */
const flow = createMachine({
  id: 'payment-model',
  types: {} as { events: { type: 'SUBMIT_NO_PARTY' } | { type: 'CHOOSE_AND_SUBMIT' } | { type: 'PAY_TOO_MUCH' } | { type: 'PAY_PART' } | { type: 'SAVED' } },
  initial: 'choosing',
  states: {
    choosing: { on: { SUBMIT_NO_PARTY: 'noParty', CHOOSE_AND_SUBMIT: 'form' } },
    noParty: { on: { CHOOSE_AND_SUBMIT: 'form' } },
    form: { on: { PAY_TOO_MUCH: 'excessive', PAY_PART: 'saving' } },
    excessive: { on: { PAY_PART: 'saving' } },
    saving: { on: { SAVED: 'done' } },
    done: { type: 'final' },
  },
});

function systemUnderTest() {
  const pending: Array<(reply: ApiResult<unknown>) => void> = [];
  const actor = createActor(
    paymentMachine.provide({
      actors: { savePayment: fromPromise<ApiResult<unknown>, PaymentInput>(() => new Promise((resolve) => pending.push(resolve))) },
    }),
  ).start();
  return { actor, pending };
}

describe('payment entry model', () => {
  for (const path of createTestModel(flow).getShortestPaths()) {
    it(path.description, async () => {
      const sut = systemUnderTest();
      const context = () => sut.actor.getSnapshot().context;
      await path.test({
        states: {
          choosing: () => expect(sut.actor.getSnapshot().value).toBe('choosing'),
          noParty: () => expect(context().message).toBe(SELECT_A_USER),
          form: () => {
            expect(sut.actor.getSnapshot().value).toBe('form');
            expect(context().amountText).toBe('0');
          },
          excessive: () => expect(context().message).toBe(EXCESSIVE_AMOUNT),
          saving: () => expect(sut.actor.getSnapshot().value).toBe('saving'),
          done: async () => {
            await waitFor(sut.actor, (s) => s.matches('choosing'));
            expect(context().message).toBe(PAYMENT_UPDATED);
          },
        },
        events: {
          SUBMIT_NO_PARTY: () => sut.actor.send({ type: 'SUBMIT' }),
          CHOOSE_AND_SUBMIT: () => {
            sut.actor.send({ type: 'CHOOSE', party: { id: '4', pending: 100_000 } });
            sut.actor.send({ type: 'SUBMIT' });
          },
          PAY_TOO_MUCH: () => {
            sut.actor.send({ type: 'AMOUNT', text: '1000.01' });
            sut.actor.send({ type: 'PAY' });
          },
          PAY_PART: () => {
            sut.actor.send({ type: 'AMOUNT', text: '400' });
            sut.actor.send({ type: 'PAY' });
          },
          SAVED: () => sut.pending.shift()?.({ ok: true, body: null, msg: PAYMENT_UPDATED }),
        },
      });
    });
  }
});
