// Model-based test of the bulk price update (/updatelist, /updateretaillist; issue 34 item 1). A small chart states
// what the user should see; @xstate/graph walks it, and every shortest path is replayed on the real machine, whose
// calls are answered by hand: the list read, refused, unanswered or thrown; the save taken, refused (with or without
// words), unanswered or thrown.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type Actor } from 'xstate';
import type { ApiResult } from '../../core/api/result';
import type { EditColumn } from '../../core/catalogue/price-edits';
import { UPDATE_MESSAGES, createPriceUpdateMachine, pendingChanges, type PriceList, type PriceSave } from '../../machines/price-update';

interface Row {
  product_id: string;
  product_name: string;
  product_code: string;
  category_name: string;
  rate: string;
}

const COLUMNS: ReadonlyArray<EditColumn<Row>> = [{ key: 'rate', header: 'Rate', kind: 'money' }];
const TEA: Row = { product_id: '7', product_name: 'Tea', product_code: 'T1', category_name: 'Drinks', rate: '10.00' };
const COFFEE: Row = { product_id: '8', product_name: 'Coffee', product_code: 'C1', category_name: 'Drinks', rate: '20.00' };
const LIST: PriceList<Row> = { ok: true, msg: '', body: { update_productlist: [{ category_name: 'Drinks', products: [TEA, COFFEE] }] } };

const WORDS = {
  none: UPDATE_MESSAGES.none,
  bad: 'Tea: Rate must be an amount in rupees such as 1234.50, not "ten" (not a number)',
  saved: 'Products updated successfully!',
  refused: 'Product 7 is not in your catalogue',
  failed: 'Failed to update products.',
} as const;

type Typed = 'none' | 'same' | 'good' | 'bad';
const TEXT: Record<Exclude<Typed, 'none'>, string> = { same: '10', good: ' 12.50 ', bad: 'ten' };

interface ModelContext {
  /** Whether the list shows rows (false: it could not be read, "No Record found"). */
  rows: boolean;
  typed: Typed;
  /** The last alert ('' for none yet). */
  alert: string;
  /** How many list reads failed (each logged once). */
  logged: number;
}

type ModelEvent =
  | { type: 'LISTED' }
  | { type: 'LIST_REFUSED' }
  | { type: 'LIST_NETWORK' }
  | { type: 'LIST_THREW' }
  | { type: 'TYPE_SAME' }
  | { type: 'TYPE_GOOD' }
  | { type: 'TYPE_BAD' }
  | { type: 'SAVE' }
  | { type: 'SAVED' }
  | { type: 'REFUSED' }
  | { type: 'REFUSED_QUIETLY' }
  | { type: 'NETWORK' }
  | { type: 'THREW' };

const problemOf = (typed: Typed) => (typed === 'bad' ? WORDS.bad : typed === 'good' ? '' : WORDS.none);

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: { listFailed: assign({ rows: false, typed: 'none' as Typed, logged: ({ context }) => context.logged + 1 }) },
  guards: { hasRows: ({ context }) => context.rows, mayGo: ({ context }) => problemOf(context.typed) === '' },
}).createMachine({
  id: 'priceUpdateModel',
  context: { rows: false, typed: 'none', alert: '', logged: 0 },
  initial: 'reading',
  states: {
    reading: {
      on: {
        LISTED: { target: 'editing', actions: assign({ rows: true }) },
        LIST_REFUSED: { target: 'editing', actions: 'listFailed' },
        LIST_NETWORK: { target: 'editing', actions: 'listFailed' },
        LIST_THREW: { target: 'editing', actions: 'listFailed' },
      },
    },
    editing: {
      on: {
        TYPE_SAME: { guard: 'hasRows', actions: assign({ typed: 'same' }) },
        TYPE_GOOD: { guard: 'hasRows', actions: assign({ typed: 'good' }) },
        TYPE_BAD: { guard: 'hasRows', actions: assign({ typed: 'bad' }) },
        SAVE: [{ guard: 'mayGo', target: 'saving' }, { actions: assign({ alert: ({ context }) => problemOf(context.typed) }) }],
      },
    },
    saving: {
      on: {
        SAVED: { target: 'reading', actions: assign({ typed: 'none', alert: WORDS.saved }) },
        REFUSED: { target: 'editing', actions: assign({ alert: WORDS.refused }) },
        REFUSED_QUIETLY: { target: 'editing', actions: assign({ alert: WORDS.failed }) },
        NETWORK: { target: 'editing', actions: assign({ alert: WORDS.failed }) },
        THREW: { target: 'editing', actions: assign({ alert: WORDS.failed }) },
      },
    },
  },
});

interface Call<In, Out> {
  input: In;
  settle: (reply: Out | Error) => void;
}

class SystemUnderTest {
  reads: Array<Call<void, PriceList<Row>>> = [];
  saves: Array<Call<PriceSave<Row>, ApiResult<unknown>>> = [];
  readsAnswered = 0;
  savesAnswered = 0;
  alerts: string[] = [];
  logged: string[] = [];
  actor: Actor<ReturnType<typeof createPriceUpdateMachine<Row>>>;

  constructor() {
    const machine = createPriceUpdateMachine<Row>().provide({
      actors: {
        load: fromPromise<PriceList<Row>>(() => new Promise((resolve, reject) => this.reads.push({ input: undefined, settle: settler(resolve, reject) }))),
        save: fromPromise<ApiResult<unknown>, PriceSave<Row>>(
          ({ input }) => new Promise((resolve, reject) => this.saves.push({ input, settle: settler(resolve, reject) })),
        ),
      },
      actions: {
        alert: (_, params) => void this.alerts.push(params.text),
        listFailed: (_, params) => void this.logged.push(params.text),
      },
    });
    this.actor = createActor(machine, { input: { columns: COLUMNS } }).start();
  }

  get snap() {
    return this.actor.getSnapshot();
  }

  /** Types in Tea's Rate cell; an empty list has no cell to type in. */
  typeRate(value: string) {
    if ((this.snap.context.groups ?? []).length === 0) return;
    this.actor.send({ type: 'EDIT', productId: TEA.product_id, key: 'rate', value });
  }

  async answerRead(reply: PriceList<Row> | Error) {
    const call = this.reads[this.readsAnswered];
    if (!call) throw new Error('no read is waiting');
    this.readsAnswered += 1;
    call.settle(reply);
    await waitFor(this.actor, (s) => !s.matches({ open: 'reading' }));
  }

  async answerSave(reply: ApiResult<unknown> | Error) {
    const call = this.saves[this.savesAnswered];
    if (!call) throw new Error('no save is waiting');
    this.savesAnswered += 1;
    call.settle(reply);
    await waitFor(this.actor, (s) => !s.matches({ open: 'saving' }));
  }
}

function settler<Out>(resolve: (value: Out) => void, reject: (error: Error) => void) {
  return (reply: Out | Error) => (reply instanceof Error ? reject(reply) : resolve(reply));
}

describe('bulk price update model: every shortest path, run against the real machine', () => {
  const paths = createTestModel(model).getShortestPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const sut = new SystemUnderTest();
      await path.test({
        states: {
          reading: (state) => {
            expect(sut.snap.value).toEqual({ open: 'reading' });
            expect(sut.reads).toHaveLength(sut.readsAnswered + 1);
            // The first read shows the spinner; a read after a save keeps the rows shown, the edits cleared.
            if (sut.readsAnswered === 0) expect(sut.snap.context.groups).toBeNull();
            else expect(sut.snap.context.groups?.length).toBe(state.context.rows ? 1 : 0);
            expect(sut.snap.context.edits.size).toBe(0);
            expect(sut.alerts.at(-1) ?? '').toBe(state.context.alert);
          },
          editing: (state) => {
            const c = state.context;
            expect(sut.snap.value).toEqual({ open: 'editing' });
            // A list that could not be read shows as empty, its failure on the console.
            expect(sut.snap.context.groups).toEqual(c.rows ? LIST.ok && LIST.body.update_productlist : []);
            expect(sut.logged).toHaveLength(c.logged);
            expect(sut.snap.context.edits.get(TEA.product_id)?.rate).toBe(c.typed === 'none' ? undefined : TEXT[c.typed]);
            expect(pendingChanges(sut.snap.context)).toHaveLength(c.typed === 'good' || c.typed === 'bad' ? 1 : 0);
            expect(sut.alerts.at(-1) ?? '').toBe(c.alert);
            expect(sut.saves).toHaveLength(sut.savesAnswered);
          },
          saving: () => {
            expect(sut.snap.value).toEqual({ open: 'saving' });
            expect(sut.saves).toHaveLength(sut.savesAnswered + 1);
            // Only the changed row goes, as loaded with its cells as typed, trimmed.
            expect(sut.saves.at(-1)?.input).toEqual([{ row: TEA, values: { rate: '12.50' } }]);
            // Save again while one is out asks nothing more.
            sut.actor.send({ type: 'SAVE' });
            expect(sut.saves).toHaveLength(sut.savesAnswered + 1);
          },
        },
        events: {
          LISTED: () => sut.answerRead(LIST),
          LIST_REFUSED: () => sut.answerRead({ ok: false, code: 403, msg: 'Not allowed' }),
          LIST_NETWORK: () => sut.answerRead({ ok: false, network: true }),
          LIST_THREW: () => sut.answerRead(new Error('socket hang up')),
          TYPE_SAME: () => sut.typeRate(TEXT.same),
          TYPE_GOOD: () => sut.typeRate(TEXT.good),
          TYPE_BAD: () => sut.typeRate(TEXT.bad),
          SAVE: () => sut.actor.send({ type: 'SAVE' }),
          SAVED: () => sut.answerSave({ ok: true, body: { updated: 1 }, msg: '' }),
          REFUSED: () => sut.answerSave({ ok: false, code: 400, msg: WORDS.refused }),
          REFUSED_QUIETLY: () => sut.answerSave({ ok: false, code: 500, msg: '' }),
          NETWORK: () => sut.answerSave({ ok: false, network: true }),
          THREW: () => sut.answerSave(new Error('socket hang up')),
        },
      });
    });
  }

  it('the model reaches every state and every message', () => {
    const visited = paths.flatMap((p) => [...p.steps.map((step) => step.state), p.state]);
    expect(new Set(visited.map((state) => String(state.value)))).toEqual(new Set(['reading', 'editing', 'saving']));
    expect(new Set(visited.map((state) => state.context.alert))).toEqual(new Set(['', ...Object.values(WORDS)]));
  });

  it('a failed read is logged in its own words', async () => {
    const sut = new SystemUnderTest();
    await sut.answerRead({ ok: false, code: 403, msg: 'Not allowed' });
    expect(sut.logged).toEqual(['403 Not allowed']);
  });

  it('a cell typed while the save is out is kept, and the rows stay shown while the list is read again', async () => {
    const sut = new SystemUnderTest();
    await sut.answerRead(LIST);
    sut.actor.send({ type: 'EDIT', productId: TEA.product_id, key: 'rate', value: '12' });
    sut.actor.send({ type: 'SAVE' });
    sut.actor.send({ type: 'EDIT', productId: COFFEE.product_id, key: 'rate', value: '25' });
    expect(sut.saves[0]?.input).toEqual([{ row: TEA, values: { rate: '12' } }]);
    await sut.answerSave({ ok: false, network: true });
    expect(pendingChanges(sut.snap.context).map((c) => c.row.product_id)).toEqual(['7', '8']);
  });
});
