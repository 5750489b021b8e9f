// Model-based test of User Privilege Management (/previlage, back-office §2, §6, issue 28; issue 34 item 1). A small
// chart states what the user should see after each step; @xstate/graph walks it, and every shortest path is replayed
// on the real machine, whose call is answered by hand: saved, refused, no answer, a thrown error. Only the signed-in
// owner changes flags, and never the owner's own.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type Actor } from 'xstate';
import type { ApiResult } from '../../core/api/result';
import { emptyFlagRecord, flagRecordOf, type FlagRecord } from '../../core/permissions';
import { PRIVILEGES_FAILED, PRIVILEGES_UPDATED, privilegesMachine, type PrivilegesInput } from '../../machines/privileges';

const HELD = flagRecordOf(['gstbill', 'customer']);
const REFUSAL = 'Only the owner can grant or remove privileges.';

type Opened = 'granter' | 'notOwner' | 'ownersFlags';

interface ModelContext {
  opened: Opened;
  /** The Purchase List box ticked (held: not). */
  purchase: boolean;
  said: string[];
}

type ModelEvent =
  | { type: 'OPEN' }
  | { type: 'OPEN_AS_MANAGER' }
  | { type: 'OPEN_OWNERS' }
  | { type: 'OPEN_UNREAD' }
  | { type: 'TICK' }
  | { type: 'SAVE' }
  | { type: 'SAVED' }
  | { type: 'REFUSED' }
  | { type: 'NETWORK' }
  | { type: 'THREW' };

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: { changeable: ({ context }) => context.opened === 'granter' },
}).createMachine({
  id: 'privilegesModel',
  context: { opened: 'granter', purchase: false, said: [] },
  initial: 'opening',
  states: {
    opening: {
      on: {
        OPEN: { target: 'editing', actions: assign({ opened: 'granter' }) },
        OPEN_AS_MANAGER: { target: 'editing', actions: assign({ opened: 'notOwner' }) },
        OPEN_OWNERS: { target: 'editing', actions: assign({ opened: 'ownersFlags' }) },
        OPEN_UNREAD: 'unreadable',
      },
    },
    unreadable: { type: 'final' },
    editing: {
      on: {
        // A locked box does not change, and Update sends nothing.
        TICK: { guard: 'changeable', actions: assign({ purchase: ({ context }) => !context.purchase, said: [] }) },
        SAVE: { guard: 'changeable', target: 'saving', actions: assign({ said: [] }) },
      },
    },
    saving: {
      on: {
        SAVED: { target: 'editing', actions: assign({ said: [PRIVILEGES_UPDATED, 'read again'] }) },
        REFUSED: { target: 'editing', actions: assign({ said: [`announce ${REFUSAL}`, `${PRIVILEGES_FAILED}: ${REFUSAL}`] }) },
        NETWORK: { target: 'editing', actions: assign({ said: [PRIVILEGES_FAILED] }) },
        THREW: { target: 'editing', actions: assign({ said: [PRIVILEGES_FAILED] }) },
      },
    },
  },
});

type Reply = ApiResult<unknown> | Error;

class SystemUnderTest {
  actor: Actor<typeof privilegesMachine> | null = null;
  calls: Array<{ input: { employeeId: string; flags: FlagRecord }; settle: (r: Reply) => void }> = [];
  answered = 0;
  said: string[] = [];

  open(input: Omit<PrivilegesInput, 'employeeId'>) {
    const machine = privilegesMachine.provide({
      actors: {
        saveFlags: fromPromise<ApiResult<unknown>, { employeeId: string; flags: FlagRecord }>(
          ({ input: sent }) => new Promise((resolve, reject) => this.calls.push({ input: sent, settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) })),
        ),
      },
      actions: {
        alert: (_, params) => void this.said.push(params.text),
        announce: (_, params) => void (params.text !== '' && this.said.push(`announce ${params.text}`)),
        reread: () => void this.said.push('read again'),
      },
    });
    this.actor = createActor(machine, { input: { employeeId: '7', ...input } }).start();
  }

  get snap() {
    if (!this.actor) throw new Error('the screen is not open');
    return this.actor.getSnapshot();
  }

  step(event: Parameters<Actor<typeof privilegesMachine>['send']>[0]) {
    this.said = [];
    this.actor?.send(event);
  }

  async answer(reply: Reply) {
    const call = this.calls[this.answered];
    if (!call || !this.actor) throw new Error('no call is waiting');
    this.said = [];
    this.answered += 1;
    call.settle(reply);
    await waitFor(this.actor, (s) => !s.matches({ open: 'saving' }));
  }
}

const expectedFlags = (c: ModelContext): FlagRecord => ({ ...(c.opened === 'ownersFlags' ? flagRecordOf([]) : HELD), purchase_list: c.purchase ? '1' : '0' });

describe('privilege management model: every shortest path, run against the real machine', () => {
  const paths = createTestModel(model).getShortestPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const sut = new SystemUnderTest();
      await path.test({
        states: {
          opening: () => expect(sut.actor).toBeNull(),
          unreadable: () => {
            expect(sut.snap.status).toBe('done');
            expect(sut.snap.context.readable).toBe(false);
          },
          editing: (state) => {
            expect(sut.snap.value).toEqual({ open: 'editing' });
            expect(sut.snap.context.flags).toEqual(expectedFlags(state.context));
            expect(sut.said).toEqual(state.context.said);
            expect(sut.calls).toHaveLength(sut.answered);
          },
          saving: (state) => {
            expect(sut.snap.value).toEqual({ open: 'saving' });
            expect(sut.calls).toHaveLength(sut.answered + 1);
            // Every box goes, as ticked.
            expect(sut.calls.at(-1)?.input).toEqual({ employeeId: '7', flags: expectedFlags(state.context) });
          },
        },
        events: {
          OPEN: () => sut.open({ flags: HELD, holderIsOwner: false, granterIsOwner: true }),
          // The signed-in rights arrive after the screen opens: a manager's say the owner's say no more.
          OPEN_AS_MANAGER: () => {
            sut.open({ flags: HELD, holderIsOwner: false, granterIsOwner: true });
            sut.step({ type: 'GRANTER', owner: false });
          },
          // The owner's record: every flag held (shown ticked), none may change. Its flags here are all 0 so a tick
          // that got through would show.
          OPEN_OWNERS: () => sut.open({ flags: emptyFlagRecord(), holderIsOwner: true, granterIsOwner: true }),
          OPEN_UNREAD: () => sut.open({ flags: null, holderIsOwner: false, granterIsOwner: true }),
          TICK: () => sut.step({ type: 'TICK', flag: 'purchase_list', on: sut.snap.context.flags.purchase_list !== '1' }),
          SAVE: () => sut.step({ type: 'SAVE' }),
          SAVED: () => sut.answer({ ok: true, body: null, msg: '' }),
          REFUSED: () => sut.answer({ ok: false, code: 403, msg: REFUSAL }),
          NETWORK: () => sut.answer({ ok: false, network: true }),
          THREW: () => sut.answer(new Error('socket hang up')),
        },
      });
    });
  }

  it('the model reaches every state and every outcome', () => {
    const visited = paths.flatMap((p) => [...p.steps.map((step) => step.state), p.state]);
    expect(new Set(visited.map((s) => String(s.value)))).toEqual(new Set(['opening', 'unreadable', 'editing', 'saving']));
    expect(new Set(visited.flatMap((s) => s.context.said))).toEqual(
      new Set([PRIVILEGES_UPDATED, 'read again', `announce ${REFUSAL}`, `${PRIVILEGES_FAILED}: ${REFUSAL}`, PRIVILEGES_FAILED]),
    );
  });
});
