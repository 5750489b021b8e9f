import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { loginMachine } from '../../machines/login';
import type { SignInOutcome } from '../../src/api/auth';

/**
 * The sign-in flow as the user sees it (spec §2, §8). @xstate/graph cannot walk a machine that invokes actors,
 * so the model names the call's three answers as events and the real machine (below) is the system under test.
 */
const flow = createMachine({
  id: 'login-model',
  types: {} as { events: { type: 'TYPE_CREDENTIALS' } | { type: 'SUBMIT' } | { type: 'SIGNED_IN' } | { type: 'REFUSED' } | { type: 'NETWORK_DOWN' } },
  initial: 'idle',
  states: {
    idle: { on: { TYPE_CREDENTIALS: 'idle', SUBMIT: 'submitting' } },
    submitting: { on: { SIGNED_IN: 'success', REFUSED: 'refused', NETWORK_DOWN: 'offline' } },
    refused: { on: { TYPE_CREDENTIALS: 'refused', SUBMIT: 'submitting' } },
    offline: { on: { SUBMIT: 'submitting' } },
    success: { type: 'final' },
  },
});

const OWNER = { userId: '1', name: 'owner' };

function systemUnderTest() {
  const pending: Array<{ resolve: (o: SignInOutcome) => void; reject: (e: Error) => void; input: unknown }> = [];
  const effects: string[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: {
        signIn: fromPromise<SignInOutcome, { email: string; password: string }>(
          ({ input }) => new Promise((resolve, reject) => pending.push({ resolve, reject, input })),
        ),
      },
      actions: { rememberUser: () => void effects.push('rememberUser'), goHome: () => void effects.push('goHome') },
    }),
  ).start();
  const answer = async (settle: (call: (typeof pending)[number]) => void) => {
    const call = pending.shift();
    if (!call) throw new Error('no sign-in call is waiting');
    settle(call);
    await waitFor(actor, (s) => !s.matches('submitting'));
  };
  return { actor, pending, effects, answer };
}

describe('login flow: every shortest path of the model, run against the real machine', () => {
  const model = createTestModel(flow);
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    it(path.description, async () => {
      const sut = systemUnderTest();
      const snap = () => sut.actor.getSnapshot();
      await path.test({
        states: {
          idle: () => {
            expect(snap().value).toBe('idle');
            expect(snap().context.error).toBeNull();
          },
          submitting: () => {
            expect(snap().value).toBe('submitting');
            expect(sut.pending).toHaveLength(1);
            expect(sut.pending[0]?.input).toEqual({ email: snap().context.email, password: snap().context.password });
          },
          refused: () => {
            expect(snap().value).toBe('failure');
            expect(snap().context.error).toBe('Invalid email or password');
            expect(sut.effects).toEqual([]);
          },
          offline: () => {
            expect(snap().value).toBe('failure');
            expect(snap().context.error).toBe('An error occurred while logging in.');
          },
          success: () => {
            expect(snap().status).toBe('done');
            expect(snap().context.user).toEqual(OWNER);
            expect(sut.effects).toEqual(['rememberUser', 'goHome']);
          },
        },
        events: {
          TYPE_CREDENTIALS: () => {
            sut.actor.send({ type: 'TYPE_EMAIL', value: 'owner@kulir.local' });
            sut.actor.send({ type: 'TYPE_PASSWORD', value: 'secret' });
          },
          SUBMIT: () => sut.actor.send({ type: 'SUBMIT' }),
          SIGNED_IN: () => sut.answer((call) => call.resolve({ ok: true, user: OWNER })),
          REFUSED: () => sut.answer((call) => call.resolve({ ok: false, message: 'Invalid email or password' })),
          NETWORK_DOWN: () => sut.answer((call) => call.reject(new Error('offline'))),
        },
      });
    });
  }

  it('the model reaches every state of the flow', () => {
    const reached = new Set(model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual(['idle', 'offline', 'refused', 'submitting', 'success']);
  });
});
