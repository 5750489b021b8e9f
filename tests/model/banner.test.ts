// Model-based test of the banner picture forms (/addbanner, /editbanner, sales §2, §5, §8; issue 34 item 1). A small
// chart states what the user should see after each step; @xstate/graph walks it, and every shortest path is replayed
// on the real machine. The picture's bytes are read and checked for real (machines/banner-file.ts); the call is
// answered by hand: saved, refused with words or without, no answer, a thrown error.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type Actor } from 'xstate';
import type { ApiResult } from '../../core/api/result';
import { BANNER_MESSAGES as M, bannerMachine, type BannerInput, type BannerMode } from '../../machines/banner';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FILES = {
  png: new Blob([PNG], { type: 'image/png' }),
  // Named .png by the browser, but not a picture by its bytes.
  svg: new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }),
  empty: new Blob([], { type: 'image/png' }),
} as const;
type Picked = keyof typeof FILES | 'none';
const REFUSAL = 'image: must be at most 2 MB';

interface ModelContext {
  mode: BannerMode;
  picked: Picked;
  /** What the last step alerted, in order, and whether it went back to the list. */
  said: string[];
}

type ModelEvent =
  | { type: 'NEW' }
  | { type: 'READ' }
  | { type: 'READ_REFUSED' }
  | { type: 'READ_NETWORK' }
  | { type: 'PICK_PNG' }
  | { type: 'PICK_SVG' }
  | { type: 'PICK_EMPTY' }
  | { type: 'UNPICK' }
  | { type: 'SUBMIT' }
  | { type: 'SAVED' }
  | { type: 'REFUSED' }
  | { type: 'REFUSED_SILENTLY' }
  | { type: 'NETWORK' }
  | { type: 'THREW' };

const submitted = (c: ModelContext): string[] =>
  c.picked === 'none'
    ? [c.mode === 'add' ? M.pickAdd : M.pickEdit]
    : c.picked === 'svg'
      ? [M.failed('image: must be a JPEG, PNG, WebP or GIF picture')]
      : c.picked === 'empty'
        ? [M.failed('image: the file is empty')]
        : [];

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: { picture: ({ context }) => context.picked === 'png' },
}).createMachine({
  id: 'bannerModel',
  context: { mode: 'add', picked: 'none', said: [] },
  initial: 'opening',
  states: {
    opening: {
      on: {
        NEW: { target: 'choosing', actions: assign({ mode: 'add' }) },
        READ: { target: 'choosing', actions: assign({ mode: 'edit' }) },
        READ_REFUSED: { target: 'choosing', actions: assign({ mode: 'edit', said: [M.loadFailed('No data found')] }) },
        READ_NETWORK: { target: 'choosing', actions: assign({ mode: 'edit', said: [M.loadNetwork] }) },
      },
    },
    choosing: {
      on: {
        PICK_PNG: { actions: assign({ picked: 'png', said: [] }) },
        PICK_SVG: { actions: assign({ picked: 'svg', said: [] }) },
        PICK_EMPTY: { actions: assign({ picked: 'empty', said: [] }) },
        UNPICK: { actions: assign({ picked: 'none', said: [] }) },
        SUBMIT: [{ guard: 'picture', target: 'sending', actions: assign({ said: [] }) }, { actions: assign({ said: ({ context }) => submitted(context) }) }],
      },
    },
    sending: {
      on: {
        SAVED: { target: 'sent', actions: assign({ said: ({ context }) => [context.mode === 'add' ? M.added : M.updated, 'back to the list'] }) },
        REFUSED: { target: 'choosing', actions: assign({ said: [M.failed(REFUSAL)] }) },
        REFUSED_SILENTLY: { target: 'choosing', actions: assign({ said: [M.unexpected] }) },
        NETWORK: { target: 'choosing', actions: assign({ said: [M.network] }) },
        THREW: { target: 'choosing', actions: assign({ said: [M.network] }) },
      },
    },
    sent: { type: 'final' },
  },
});

type Reply = ApiResult<unknown> | Error;

class SystemUnderTest {
  actor: Actor<typeof bannerMachine> | null = null;
  calls: Array<{ dataUrl: string; settle: (reply: Reply) => void }> = [];
  answered = 0;
  said: string[] = [];

  open(input: BannerInput) {
    const machine = bannerMachine.provide({
      actors: {
        sendImage: fromPromise<ApiResult<unknown>, { dataUrl: string }>(
          ({ input: sent }) =>
            new Promise((resolve, reject) =>
              this.calls.push({ dataUrl: sent.dataUrl, settle: (reply) => (reply instanceof Error ? reject(reply) : resolve(reply)) }),
            ),
        ),
      },
      actions: { alert: (_, params) => void this.said.push(params.text), backToList: () => void this.said.push('back to the list') },
    });
    this.said = [];
    this.actor = createActor(machine, { input }).start();
  }

  get snap() {
    if (!this.actor) throw new Error('the screen is not open');
    return this.actor.getSnapshot();
  }

  step(run: (actor: Actor<typeof bannerMachine>) => void) {
    if (!this.actor) throw new Error('the screen is not open');
    this.said = [];
    run(this.actor);
  }

  async submit() {
    this.step((actor) => actor.send({ type: 'SUBMIT' }));
    if (this.actor) await waitFor(this.actor, (s) => !s.matches('reading'));
  }

  async answer(reply: Reply) {
    const call = this.calls[this.answered];
    if (!call || !this.actor) throw new Error('no call is waiting');
    this.said = [];
    this.answered += 1;
    call.settle(reply);
    await waitFor(this.actor, (s) => !s.matches('sending'));
  }
}

describe('banner picture model: every shortest path, run against the real machine', () => {
  const paths = createTestModel(model).getShortestPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const sut = new SystemUnderTest();
      await path.test({
        states: {
          opening: () => expect(sut.actor).toBeNull(),
          choosing: (state) => {
            expect(sut.snap.value).toBe('choosing');
            expect(sut.snap.context.mode).toBe(state.context.mode);
            expect(sut.said).toEqual(state.context.said);
            // A missing or refused picture asks nothing of the server.
            expect(sut.calls).toHaveLength(sut.answered);
          },
          sending: () => {
            expect(sut.snap.value).toBe('sending');
            expect(sut.calls).toHaveLength(sut.answered + 1);
            expect(sut.calls.at(-1)?.dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
          },
          sent: (state) => {
            expect(sut.snap.status).toBe('done');
            expect(sut.said).toEqual(state.context.said);
          },
        },
        events: {
          NEW: () => sut.open({ mode: 'add' }),
          READ: () => sut.open({ mode: 'edit' }),
          READ_REFUSED: () => sut.open({ mode: 'edit', loadFailure: { msg: 'No data found' } }),
          READ_NETWORK: () => sut.open({ mode: 'edit', loadFailure: { network: true } }),
          PICK_PNG: () => sut.step((actor) => actor.send({ type: 'PICK', file: FILES.png })),
          PICK_SVG: () => sut.step((actor) => actor.send({ type: 'PICK', file: FILES.svg })),
          PICK_EMPTY: () => sut.step((actor) => actor.send({ type: 'PICK', file: FILES.empty })),
          UNPICK: () => sut.step((actor) => actor.send({ type: 'PICK', file: null })),
          SUBMIT: () => sut.submit(),
          SAVED: () => sut.answer({ ok: true, body: { banner_id: '3' }, msg: '' }),
          REFUSED: () => sut.answer({ ok: false, code: 400, msg: REFUSAL }),
          REFUSED_SILENTLY: () => sut.answer({ ok: false, code: 500, msg: '' }),
          NETWORK: () => sut.answer({ ok: false, network: true }),
          THREW: () => sut.answer(new Error('socket hang up')),
        },
      });
    });
  }

  it('the model reaches every state and every message of both screens', () => {
    const visited = paths.flatMap((p) => [...p.steps.map((step) => step.state), p.state]);
    expect(new Set(visited.map((s) => String(s.value)))).toEqual(new Set(['opening', 'choosing', 'sending', 'sent']));
    const said = new Set(visited.flatMap((s) => s.context.said));
    for (const words of [M.pickAdd, M.pickEdit, M.added, M.updated, M.unexpected, M.network, M.loadNetwork, M.loadFailed('No data found'), M.failed(REFUSAL)]) {
      expect(said).toContain(words);
    }
  });

  it('Submit again while the picture is being read or sent asks nothing more', async () => {
    const sut = new SystemUnderTest();
    sut.open({ mode: 'add' });
    sut.step((actor) => actor.send({ type: 'PICK', file: FILES.png }));
    sut.step((actor) => {
      actor.send({ type: 'SUBMIT' });
      actor.send({ type: 'SUBMIT' });
    });
    await waitFor(sut.actor as Actor<typeof bannerMachine>, (s) => s.matches('sending'));
    sut.actor?.send({ type: 'SUBMIT' });
    expect(sut.calls).toHaveLength(1);
  });
});
