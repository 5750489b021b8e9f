// Model-based test of Edit Bill Date (/editbilldate, spec §2, issue 34 item 1). A small chart states what the user
// should see; @xstate/graph walks it, and every shortest path is replayed on the real machine, whose call is answered
// by hand: moved (with the server's words or none), refused, no answer, a thrown error.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type Actor } from 'xstate';
import type { ApiResult } from '../../core/api/result';
import { BILL_DATE_WORDS, billDateMachine, type BillDateSave } from '../../machines/bill-date';

const WORDS = {
  blank: 'Bill Date is required',
  bad: 'Bill Date must be a date as dd-mm-yyyy, not "31-02-2026"',
  refused: 'The new date must fall in the bill’s financial year 2026-27',
  network: BILL_DATE_WORDS.network,
} as const;

type Typed = 'loaded' | 'blank' | 'bad' | 'good';
const TEXT: Record<Typed, string> = { loaded: '20-11-2026', blank: '  ', bad: '31-02-2026', good: ' 21-11-2026 ' };

interface ModelContext {
  typed: Typed;
  message: string;
  /** What the last moved date said in its alert ('' for none yet). */
  alert: string;
}

type ModelEvent =
  | { type: 'DATE_READ' }
  | { type: 'DATE_REFUSED' }
  | { type: 'CLEAR' }
  | { type: 'TYPE_BAD' }
  | { type: 'TYPE_GOOD' }
  | { type: 'SAVE' }
  | { type: 'MOVED' }
  | { type: 'MOVED_QUIETLY' }
  | { type: 'REFUSED' }
  | { type: 'NETWORK' }
  | { type: 'THREW' };

const problemOf = (typed: Typed) => (typed === 'blank' ? WORDS.blank : typed === 'bad' ? WORDS.bad : '');

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: { isDate: ({ context }) => problemOf(context.typed) === '' },
}).createMachine({
  id: 'billDateModel',
  context: { typed: 'loaded', message: '', alert: '' },
  initial: 'opening',
  states: {
    opening: { on: { DATE_READ: 'editing', DATE_REFUSED: 'unreadable' } },
    unreadable: { type: 'final' },
    editing: {
      on: {
        CLEAR: { actions: assign({ typed: 'blank', message: '' }) },
        TYPE_BAD: { actions: assign({ typed: 'bad', message: '' }) },
        TYPE_GOOD: { actions: assign({ typed: 'good', message: '' }) },
        SAVE: [{ guard: 'isDate', target: 'saving' }, { actions: assign({ message: ({ context }) => problemOf(context.typed) }) }],
      },
    },
    saving: {
      on: {
        MOVED: { target: 'editing', actions: assign({ message: '', alert: 'Bill date updated successfully' }) },
        MOVED_QUIETLY: { target: 'editing', actions: assign({ message: '', alert: BILL_DATE_WORDS.updated }) },
        REFUSED: { target: 'editing', actions: assign({ message: WORDS.refused }) },
        NETWORK: { target: 'editing', actions: assign({ message: WORDS.network }) },
        THREW: { target: 'editing', actions: assign({ message: WORDS.network }) },
      },
    },
  },
});

class SystemUnderTest {
  actor: Actor<typeof billDateMachine> | null = null;
  calls: Array<{ input: BillDateSave; settle: (reply: ApiResult<unknown> | Error) => void }> = [];
  answered = 0;
  announced: string[] = [];
  alerts: string[] = [];
  focused = 0;

  open(date: string | null) {
    const machine = billDateMachine.provide({
      actors: {
        updateDate: fromPromise<ApiResult<unknown>, BillDateSave>(
          ({ input }) =>
            new Promise((resolve, reject) => this.calls.push({ input, settle: (reply) => (reply instanceof Error ? reject(reply) : resolve(reply)) })),
        ),
      },
      actions: {
        announce: (_, params) => void this.announced.push(params.text),
        focusDate: () => void (this.focused += 1),
        moved: (_, params) => void this.alerts.push(params.text),
      },
    });
    this.actor = createActor(machine, { input: { orderId: '41', date } }).start();
  }

  get snap() {
    if (!this.actor) throw new Error('the screen is not open');
    return this.actor.getSnapshot();
  }

  async answer(reply: ApiResult<unknown> | Error) {
    const call = this.calls[this.answered];
    if (!call || !this.actor) throw new Error('no call is waiting');
    this.answered += 1;
    call.settle(reply);
    await waitFor(this.actor, (s) => !s.matches({ open: 'saving' }));
  }
}

describe('edit bill date model: every shortest path, run against the real machine', () => {
  const paths = createTestModel(model).getShortestPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const sut = new SystemUnderTest();
      let problemsSaid = 0;
      await path.test({
        states: {
          opening: () => expect(sut.actor).toBeNull(),
          unreadable: () => {
            expect(sut.snap.status).toBe('done');
            expect(sut.snap.context.date).toBeNull();
          },
          editing: (state) => {
            const c = state.context;
            expect(sut.snap.value).toEqual({ open: 'editing' });
            expect(sut.snap.context.date).toBe(TEXT[c.typed]);
            expect(sut.snap.context.message).toBe(c.message);
            expect(sut.alerts.at(-1) ?? '').toBe(c.alert);
            // A problem of the date itself puts the cursor back in it and asks nothing of the server.
            expect(sut.focused).toBe(problemsSaid);
            expect(sut.calls).toHaveLength(sut.answered);
            if (c.message === WORDS.refused || c.message === WORDS.network) expect(sut.announced.at(-1)).toBe(c.message);
          },
          saving: (state) => {
            expect(sut.snap.value).toEqual({ open: 'saving' });
            expect(sut.calls).toHaveLength(sut.answered + 1);
            // The date goes as typed, trimmed.
            expect(sut.calls.at(-1)?.input).toEqual({ orderId: '41', newDate: TEXT[state.context.typed].trim() });
          },
        },
        events: {
          DATE_READ: () => sut.open(TEXT.loaded),
          DATE_REFUSED: () => sut.open(null),
          CLEAR: () => sut.actor?.send({ type: 'TYPE', text: TEXT.blank }),
          TYPE_BAD: () => sut.actor?.send({ type: 'TYPE', text: TEXT.bad }),
          TYPE_GOOD: () => sut.actor?.send({ type: 'TYPE', text: TEXT.good }),
          SAVE: () => {
            const before = sut.snap.context.date?.trim() ?? '';
            if (before === '' || before === TEXT.bad) problemsSaid += 1;
            sut.actor?.send({ type: 'SAVE' });
          },
          MOVED: () => sut.answer({ ok: true, body: null, msg: 'Bill date updated successfully' }),
          MOVED_QUIETLY: () => sut.answer({ ok: true, body: null, msg: '' }),
          REFUSED: () => sut.answer({ ok: false, code: 400, msg: WORDS.refused }),
          NETWORK: () => sut.answer({ ok: false, network: true }),
          THREW: () => sut.answer(new Error('socket hang up')),
        },
      });
    });
  }

  it('the model reaches every state and every message', () => {
    const visited = paths.flatMap((p) => [...p.steps.map((step) => step.state), p.state]);
    expect(new Set(visited.map((state) => String(state.value)))).toEqual(new Set(['opening', 'unreadable', 'editing', 'saving']));
    expect(new Set(visited.map((state) => state.context.message))).toEqual(new Set(['', ...Object.values(WORDS)]));
    expect(new Set(visited.map((state) => state.context.alert))).toEqual(new Set(['', 'Bill date updated successfully', BILL_DATE_WORDS.updated]));
  });

  it('typing while the call is out clears the message and the save still sends what was there at Save', async () => {
    const sut = new SystemUnderTest();
    sut.open('20-11-2026');
    sut.actor?.send({ type: 'SAVE' });
    sut.actor?.send({ type: 'TYPE', text: '22-11-2026' });
    await sut.answer({ ok: false, code: 400, msg: WORDS.refused });
    expect(sut.calls.map((c) => c.input.newDate)).toEqual(['20-11-2026']);
    expect(sut.snap.context).toMatchObject({ date: '22-11-2026', message: WORDS.refused });
  });
});
