import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiResult } from '../core/api/result';
import { APPLY_CREDIT_NETWORK, applyCreditMachine, type ApplyCreditInput } from './apply-credit';

function start(answers: Array<ApiResult<unknown> | Error>) {
  const calls: ApplyCreditInput[] = [];
  let ids = 0;
  let reloads = 0;
  const actor = createActor(
    applyCreditMachine.provide({
      actors: {
        applyCredit: fromPromise<ApiResult<unknown>, ApplyCreditInput>(async ({ input }) => {
          calls.push(input);
          const answer = answers.shift() ?? { ok: true, body: {}, msg: 'Credit applied successfully!' };
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
      actions: { reload: () => void (reloads += 1) },
    }),
    { input: { newId: () => `id-${(ids += 1)}` } },
  ).start();
  return { actor, calls, reloads: () => reloads };
}

describe('applyCreditMachine', () => {
  it('asks first; No leaves everything as it was', () => {
    const { actor, calls } = start([]);
    actor.send({ type: 'ASK', partyId: '' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'ASK', partyId: '7' });
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls).toEqual([]);
  });

  it("applies once on Yes, says the server's words and reloads the report", async () => {
    const { actor, calls, reloads } = start([]);
    actor.send({ type: 'ASK', partyId: '7' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([{ partyId: '7', requestId: 'id-1' }]);
    expect(actor.getSnapshot().context).toMatchObject({ message: 'Credit applied successfully!', ok: true });
    expect(reloads()).toBe(1);
    // A new apply is a new request.
    actor.send({ type: 'ASK', partyId: '7' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls[1].requestId).toBe('id-2');
  });

  it('a refusal is said; a retry after a lost answer reuses the request id; another customer gets a new one', async () => {
    const { actor, calls, reloads } = start([{ ok: false, code: 409, msg: 'Selvi has no credit to apply.' }, new Error('lost'), { ok: false, network: true }]);
    actor.send({ type: 'ASK', partyId: '7' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ message: 'Selvi has no credit to apply.', ok: false });
    actor.send({ type: 'ASK', partyId: '7' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.message).toBe(APPLY_CREDIT_NETWORK);
    actor.send({ type: 'ASK', partyId: '8' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.map((c) => c.requestId)).toEqual(['id-1', 'id-1', 'id-2']);
    expect(reloads()).toBe(0);
  });
});
