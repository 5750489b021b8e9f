// Model-based test of Employee Management's flows (/users, back-office §2, §4, §8; issue 34 item 1): login statuses
// ticked and sent on Update one call per changed employee, and delete after the list's confirm. A small chart states
// what the user should see and hear after each step; @xstate/graph walks it, and every shortest path is replayed on the
// real machine, whose calls are answered by hand: done, refused, no answer, a thrown error.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import type { EmployeeRecord } from '../../core/api/admin';
import type { ApiResult } from '../../core/api/result';
import { EMPLOYEE_MESSAGES as M, employeesMachine, type LoginStatus, type StatusChange } from '../../machines/employees';

const ROWS: EmployeeRecord[] = [
  { user_id: '1', name: 'Owner', email: 'owner@kulir.local', phone: '9443000001', user_status: '1', is_owner: '1' },
  { user_id: '2', name: 'Asha', email: 'asha@kulir.local', phone: '9443000002', user_status: '1', is_owner: '0' },
  { user_id: '3', name: 'Babu', email: 'babu@kulir.local', phone: '9443000003', user_status: '0', is_owner: '0' },
];
const REFUSAL = 'The owner cannot be disabled.';

interface ModelContext {
  /** The boxes as shown: Asha's (held 1) and Babu's (held 0). */
  asha: LoginStatus;
  babu: LoginStatus;
  /** The changes of the Update on its way still unanswered. */
  queue: number;
  /** What the last step said and did, in order: alerts, status line, reloads. */
  said: string[];
}

type ModelEvent =
  | { type: 'TICK_ASHA' }
  | { type: 'TICK_BABU' }
  | { type: 'UPDATE' }
  | { type: 'DELETE' }
  | { type: 'OK' }
  | { type: 'REFUSED' }
  | { type: 'NETWORK' }
  | { type: 'THREW' };

const changesOf = (c: Pick<ModelContext, 'asha' | 'babu'>): StatusChange[] => [
  ...(c.asha !== '1' ? [{ userId: '2', status: c.asha }] : []),
  ...(c.babu !== '0' ? [{ userId: '3', status: c.babu }] : []),
];
const flip = (s: LoginStatus): LoginStatus => (s === '1' ? '0' : '1');

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    nothingChanged: ({ context }) => changesOf(context).length === 0,
    lastOne: ({ context }) => context.queue === 1,
  },
}).createMachine({
  id: 'employeesModel',
  context: { asha: '1', babu: '0', queue: 0, said: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        TICK_ASHA: { actions: assign({ asha: ({ context }) => flip(context.asha), said: [] }) },
        TICK_BABU: { actions: assign({ babu: ({ context }) => flip(context.babu), said: [] }) },
        UPDATE: [
          { guard: 'nothingChanged', actions: assign({ said: [`alert ${M.noChanges}`] }) },
          { target: 'updating', actions: assign({ queue: ({ context }) => changesOf(context).length, said: [] }) },
        ],
        DELETE: { target: 'deleting', actions: assign({ said: [] }) },
      },
    },
    updating: {
      on: {
        OK: [
          // Every change sent: the edits are forgotten (the boxes show the list as reloaded).
          { guard: 'lastOne', target: 'idle', actions: assign({ queue: 0, asha: '1', babu: '0', said: [`alert ${M.updated}`, 'reload'] }) },
          { actions: assign({ queue: ({ context }) => context.queue - 1, said: [] }) },
        ],
        // The first failure stops the rest; the boxes keep what was ticked.
        REFUSED: { target: 'idle', actions: assign({ queue: 0, said: [`announce ${REFUSAL}`, `alert ${M.updateFailed}`] }) },
        NETWORK: { target: 'idle', actions: assign({ queue: 0, said: [`alert ${M.updateFailed}`] }) },
        THREW: { target: 'idle', actions: assign({ queue: 0, said: [`alert ${M.updateFailed}`] }) },
      },
    },
    deleting: {
      on: {
        OK: { target: 'idle', actions: assign({ said: [`alert ${M.deleted}`, 'reload'] }) },
        REFUSED: { target: 'idle', actions: assign({ said: [`announce ${REFUSAL}`, `alert ${M.deleteFailed}`] }) },
        NETWORK: { target: 'idle', actions: assign({ said: [`alert ${M.deleteFailed}`] }) },
        THREW: { target: 'idle', actions: assign({ said: [`alert ${M.deleteFailed}`] }) },
      },
    },
  },
});

type Reply = ApiResult<unknown> | Error;

function systemUnderTest() {
  const calls: Array<
    { kind: 'status'; input: StatusChange; settle: (r: Reply) => void } | { kind: 'delete'; input: { userId: string }; settle: (r: Reply) => void }
  > = [];
  let said: string[] = [];
  const settleWith =
    (resolve: (r: ApiResult<unknown>) => void, reject: (e: Error) => void) =>
    (reply: Reply): void =>
      reply instanceof Error ? reject(reply) : resolve(reply);
  const actor = createActor(
    employeesMachine.provide({
      actors: {
        updateStatus: fromPromise<ApiResult<unknown>, StatusChange>(
          ({ input }) => new Promise((resolve, reject) => calls.push({ kind: 'status', input, settle: settleWith(resolve, reject) })),
        ),
        deleteEmployee: fromPromise<ApiResult<unknown>, { userId: string }>(
          ({ input }) => new Promise((resolve, reject) => calls.push({ kind: 'delete', input, settle: settleWith(resolve, reject) })),
        ),
      },
      actions: {
        alert: (_, params) => void said.push(`alert ${params.text}`),
        announce: (_, params) => void (params.text !== '' && said.push(`announce ${params.text}`)),
        reload: () => void said.push('reload'),
      },
    }),
  ).start();
  actor.send({ type: 'ROWS', rows: ROWS });
  let answered = 0;
  return {
    actor,
    calls,
    answered: () => answered,
    said: () => said,
    step: (run: () => void) => {
      said = [];
      run();
    },
    answer: async (reply: Reply) => {
      said = [];
      const call = calls[answered];
      if (!call) throw new Error('no call is waiting');
      answered += 1;
      call.settle(reply);
      // The machine has moved on once the next call is out or both flows are idle.
      await waitFor(actor, (s) => calls.length > answered || s.matches({ statuses: 'idle', removal: 'idle' }));
    },
  };
}

describe('employee management model: every shortest path, run against the real machine', () => {
  const paths = createTestModel(model).getShortestPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const sut = systemUnderTest();
      const shown = (userId: string) => sut.actor.getSnapshot().context.edits[userId] ?? ROWS.find((r) => r.user_id === userId)?.user_status;
      await path.test({
        states: {
          idle: (state) => {
            expect(sut.actor.getSnapshot().value).toEqual({ statuses: 'idle', removal: 'idle' });
            expect({ asha: shown('2'), babu: shown('3') }).toEqual({ asha: state.context.asha, babu: state.context.babu });
            expect(sut.said()).toEqual(state.context.said);
            expect(sut.calls).toHaveLength(sut.answered());
          },
          updating: (state) => {
            expect(sut.actor.getSnapshot().matches({ statuses: 'updating' })).toBe(true);
            // One call at a time, in the list's order: the one out now is the first still unanswered.
            const changes = changesOf(state.context);
            expect(sut.calls).toHaveLength(sut.answered() + 1);
            expect(sut.calls.at(-1)).toMatchObject({ kind: 'status', input: changes[changes.length - state.context.queue] });
            expect(sut.said()).toEqual([]);
          },
          deleting: () => {
            expect(sut.actor.getSnapshot().matches({ removal: 'deleting' })).toBe(true);
            expect(sut.calls.at(-1)).toMatchObject({ kind: 'delete', input: { userId: '3' } });
            expect(sut.calls).toHaveLength(sut.answered() + 1);
          },
        },
        events: {
          TICK_ASHA: () => sut.step(() => sut.actor.send({ type: 'TICK', userId: '2', status: flip(shown('2') ?? '1') })),
          TICK_BABU: () => sut.step(() => sut.actor.send({ type: 'TICK', userId: '3', status: flip(shown('3') ?? '0') })),
          UPDATE: () => sut.step(() => sut.actor.send({ type: 'UPDATE' })),
          DELETE: () => sut.step(() => sut.actor.send({ type: 'DELETE', userId: '3' })),
          OK: () => sut.answer({ ok: true, body: null, msg: '' }),
          REFUSED: () => sut.answer({ ok: false, code: 403, msg: REFUSAL }),
          NETWORK: () => sut.answer({ ok: false, network: true }),
          THREW: () => sut.answer(new Error('socket hang up')),
        },
      });
    });
  }

  it('the model reaches both flows, a two-call Update, and every outcome', () => {
    const visited = paths.flatMap((p) => [...p.steps.map((step) => step.state), p.state]);
    expect(new Set(visited.map((s) => String(s.value)))).toEqual(new Set(['idle', 'updating', 'deleting']));
    expect(visited.some((s) => s.matches('updating') && s.context.queue === 2)).toBe(true);
    expect(new Set(visited.flatMap((s) => s.context.said))).toEqual(
      new Set([
        `alert ${M.noChanges}`,
        `alert ${M.updated}`,
        `alert ${M.updateFailed}`,
        `alert ${M.deleted}`,
        `alert ${M.deleteFailed}`,
        `announce ${REFUSAL}`,
        'reload',
      ]),
    );
  });

  it('the boxes stay open during an Update, which sends what was ticked at Update', async () => {
    const sut = systemUnderTest();
    sut.actor.send({ type: 'TICK', userId: '2', status: '0' });
    sut.actor.send({ type: 'UPDATE' });
    sut.actor.send({ type: 'TICK', userId: '3', status: '1' });
    await sut.answer({ ok: true, body: null, msg: '' });
    expect(sut.calls.map((c) => c.input)).toEqual([{ userId: '2', status: '0' }]);
    expect(sut.said()).toEqual([`alert ${M.updated}`, 'reload']);
  });

  it('a delete may go while an Update is out, as the list lets it', async () => {
    const sut = systemUnderTest();
    sut.actor.send({ type: 'TICK', userId: '2', status: '0' });
    sut.actor.send({ type: 'UPDATE' });
    sut.actor.send({ type: 'DELETE', userId: '3' });
    expect(sut.calls.map((c) => c.kind)).toEqual(['status', 'delete']);
  });
});
