// Model-based test of an editor's bill (issue 34 item 1): read on open after the catalogue, read again after a saved
// line is deleted. A small chart states what the cashier should see; @xstate/graph walks it, and every shortest path
// is replayed on the real machine, whose calls and cart are answered by hand: the bill read, refused for its date,
// refused, unanswered, thrown or unreadable; the cart in, saving, or gone; the delete done, refused, unanswered, thrown.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type Actor } from 'xstate';
import type { ApiResult } from '../../core/api/result';
import { CART_MESSAGES, createJournal, fold, savedOrderFromRecord, type CartMode, type CartState } from '../../core/cart';
import { CATALOGUES, stateOf } from '../../core/cart/cart.fixtures';
import type { CartMachineEvent } from '../../machines/cart';
import { editedBillMachine, type CartView, type EditedRecord, type SavedLineDelete } from '../../machines/edited-bill';

const RECORD: EditedRecord = {
  order_id: 12,
  bill_no: '3',
  orderdate: '20-11-2026',
  user_id: '7',
  gst_percentage: '18.00',
  order_details: [
    { order_detail_id: 55, product_name: 'Crompton HS Plus', serial_no: 'CRHSP1200-000123', amount: '2450.00', qty: '2', discount_percentage: '5' },
  ],
};
const ORDER = savedOrderFromRecord('gst', RECORD, CATALOGUES.gst);
if (!ORDER) throw new Error('the fixture bill does not read');
/** The cart once the bill is in: one saved line (od-55) and one typed by hand. */
const CART: CartState = { ...stateOf('gst', [{ type: 'SavedOrderLoaded', order: ORDER }]) };
const MANUAL_LINE = 'typed-by-hand';

const WORDS = {
  closed: 'Bills dated on or before 31-10-2026 are closed',
  readRefused: 'Bill not found',
  deletedBy: 'Deleted from the bill',
  deleteRefused: 'The line was already deleted',
} as const;

type Said =
  | ''
  | typeof WORDS.readRefused
  | typeof CART_MESSAGES.billLoadFailed
  | typeof CART_MESSAGES.savedOrderInvalid
  | typeof WORDS.deletedBy
  | typeof CART_MESSAGES.productDeleted
  | typeof WORDS.deleteRefused
  | typeof CART_MESSAGES.deleteFailed;

interface ModelContext {
  record: 'good' | 'bad';
  /** The last words on the status line. */
  said: Said;
  /** The refusal to edit at all, said once. */
  refused: boolean;
  /** Whether the last read and wait sent the bill to the cart. */
  loaded: boolean;
  opened: boolean;
  deleted: boolean;
  /** The words to say when the read after a delete is over (null: not after a delete). */
  afterDelete: Said | null;
}

type ModelEvent =
  | { type: 'READ' }
  | { type: 'READ_BAD' }
  | { type: 'READ_CLOSED' }
  | { type: 'READ_REFUSED' }
  | { type: 'READ_NETWORK' }
  | { type: 'READ_THREW' }
  | { type: 'CART_IN' }
  | { type: 'CART_SAVING' }
  | { type: 'CART_GONE' }
  | { type: 'DELETE_SAVED' }
  | { type: 'DELETE_MANUAL' }
  | { type: 'DELETED' }
  | { type: 'DELETED_QUIETLY' }
  | { type: 'DELETE_REFUSED' }
  | { type: 'DELETE_NETWORK' }
  | { type: 'DELETE_THREW' };

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    /** The read is over: the deletion is said (after a delete) and the editor stands ready. */
    settle: assign(({ context }, params: { said: Said | null }) => ({
      said: context.afterDelete ?? params.said ?? context.said,
      afterDelete: null,
      opened: true,
    })),
  },
}).createMachine({
  id: 'editedBillModel',
  context: { record: 'good', said: '', refused: false, loaded: false, opened: false, deleted: false, afterDelete: null },
  initial: 'reading',
  states: {
    reading: {
      entry: assign({ loaded: false }),
      on: {
        READ: { target: 'waiting', actions: assign({ record: 'good' }) },
        READ_BAD: { target: 'waiting', actions: assign({ record: 'bad' }) },
        READ_CLOSED: { target: 'ready', actions: [assign({ refused: true }), { type: 'settle', params: { said: null } }] },
        READ_REFUSED: { target: 'ready', actions: { type: 'settle', params: { said: WORDS.readRefused } } },
        READ_NETWORK: { target: 'ready', actions: { type: 'settle', params: { said: CART_MESSAGES.billLoadFailed } } },
        READ_THREW: { target: 'ready', actions: { type: 'settle', params: { said: null } } },
      },
    },
    waiting: {
      on: {
        CART_IN: [
          {
            guard: ({ context }) => context.record === 'good',
            target: 'ready',
            actions: [assign({ loaded: true }), { type: 'settle', params: { said: null } }],
          },
          { target: 'ready', actions: { type: 'settle', params: { said: CART_MESSAGES.savedOrderInvalid } } },
        ],
        CART_SAVING: { target: 'ready', actions: { type: 'settle', params: { said: null } } },
        CART_GONE: { target: 'ready', actions: { type: 'settle', params: { said: null } } },
      },
    },
    ready: {
      on: {
        DELETE_SAVED: { target: 'deleting', actions: assign({ deleted: false }) },
        DELETE_MANUAL: { actions: assign({ deleted: false }) },
      },
    },
    deleting: {
      on: {
        DELETED: { target: 'reading', actions: assign({ deleted: true, afterDelete: WORDS.deletedBy }) },
        DELETED_QUIETLY: { target: 'reading', actions: assign({ deleted: true, afterDelete: CART_MESSAGES.productDeleted }) },
        DELETE_REFUSED: { target: 'ready', actions: assign({ said: WORDS.deleteRefused }) },
        DELETE_NETWORK: { target: 'ready', actions: assign({ said: CART_MESSAGES.deleteFailed }) },
        DELETE_THREW: { target: 'ready', actions: assign({ said: CART_MESSAGES.deleteFailed }) },
      },
    },
  },
});

interface Call<In, Out> {
  input: In;
  settle: (reply: Out | Error) => void;
}

function hand<In, Out>(calls: Array<Call<In, Out>>) {
  return fromPromise<Out, In>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ input, settle: (reply) => (reply instanceof Error ? reject(reply) : resolve(reply)) })),
  );
}

class SystemUnderTest {
  reads: Array<Call<{ mode: CartMode; orderId: string }, ApiResult<EditedRecord>>> = [];
  waits: Array<Call<unknown, CartView>> = [];
  deletes: Array<Call<SavedLineDelete, ApiResult<unknown>>> = [];
  said: string[] = [];
  refusals: string[] = [];
  toCart: CartMachineEvent[][] = [];
  actor: Actor<typeof editedBillMachine>;

  constructor() {
    const machine = editedBillMachine.provide({
      actors: { readBill: hand(this.reads), catalogueIn: hand(this.waits), deleteLine: hand(this.deletes) },
      actions: {
        announce: (_, params) => void this.said.push(params.text),
        refused: (_, params) => void this.refusals.push(params.text),
        toCart: (_, params) => void this.toCart.push(params.events),
      },
    });
    this.actor = createActor(machine, { input: { mode: 'gst', orderId: '12' } }).start();
  }

  get snap() {
    return this.actor.getSnapshot();
  }

  async answer<In, Out>(calls: Array<Call<In, Out>>, reply: Out | Error) {
    const call = calls.at(-1);
    if (!call) throw new Error('no call is waiting');
    const before = this.snap.value;
    call.settle(reply);
    await waitFor(this.actor, (s) => s.value !== before);
  }
}

describe('edited bill model: every shortest path, run against the real machine', () => {
  const paths = createTestModel(model).getShortestPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const sut = new SystemUnderTest();
      let loads = 0;
      let deletesSent = 0;
      const sees = (c: ModelContext) => {
        expect(sut.said.at(-1) ?? '').toBe(c.said);
        expect(sut.refusals.length > 0).toBe(c.refused);
        expect(new Set(sut.refusals)).toEqual(new Set(c.refused ? [WORDS.closed] : []));
        expect(sut.snap.context.opened).toBe(c.opened);
        expect(sut.snap.context.deleted).toBe(c.deleted);
        expect(sut.deletes).toHaveLength(deletesSent);
      };
      await path.test({
        states: {
          reading: (state) => {
            expect(sut.snap.value).toBe('reading');
            expect(sut.reads.at(-1)?.input).toEqual({ mode: 'gst', orderId: '12' });
            loads = sut.toCart.length;
            sees(state.context);
          },
          waiting: (state) => {
            expect(sut.snap.value).toBe('waiting');
            expect(sut.waits.length).toBeGreaterThan(0);
            sees(state.context);
          },
          ready: (state) => {
            expect(sut.snap.value).toBe('ready');
            // The bill goes to the cart as LOAD_SAVED_ORDER with nothing to put back over a cart that has no load.
            expect(sut.toCart.length).toBe(loads + (state.context.loaded ? 1 : 0));
            if (state.context.loaded) expect(sut.toCart.at(-1)).toEqual([{ type: 'LOAD_SAVED_ORDER', order: ORDER }]);
            sees(state.context);
          },
          deleting: (state) => {
            expect(sut.snap.value).toBe('deleting');
            // The saved line's id and its total as the server takes it: 2 × 2450.00 less 5%.
            expect(sut.deletes.at(-1)?.input).toEqual({ mode: 'gst', odId: '55', total: '4655.00' });
            sees(state.context);
          },
        },
        events: {
          READ: () => sut.answer(sut.reads, { ok: true, msg: '', body: RECORD }),
          READ_BAD: () => sut.answer(sut.reads, { ok: true, msg: '', body: { ...RECORD, order_id: '' } }),
          READ_CLOSED: () => sut.answer(sut.reads, { ok: true, msg: '', body: { ...RECORD, edit_refused: WORDS.closed } }),
          READ_REFUSED: () => sut.answer(sut.reads, { ok: false, code: 404, msg: WORDS.readRefused }),
          READ_NETWORK: () => sut.answer(sut.reads, { ok: false, network: true }),
          READ_THREW: () => sut.answer(sut.reads, new Error('socket hang up')),
          CART_IN: () =>
            sut.answer(sut.waits, { saving: false, context: { catalogue: CATALOGUES.gst, journal: createJournal('gst'), cart: fold(createJournal('gst')) } }),
          CART_SAVING: () =>
            sut.answer(sut.waits, { saving: true, context: { catalogue: CATALOGUES.gst, journal: createJournal('gst'), cart: fold(createJournal('gst')) } }),
          CART_GONE: () => sut.answer(sut.waits, new Error('the cart stopped')),
          DELETE_SAVED: () => {
            deletesSent += 1;
            sut.actor.send({ type: 'DELETE', cart: CART, lineId: 'od-55' });
          },
          DELETE_MANUAL: () => sut.actor.send({ type: 'DELETE', cart: CART, lineId: MANUAL_LINE }),
          DELETED: () => sut.answer(sut.deletes, { ok: true, msg: WORDS.deletedBy, body: null }),
          DELETED_QUIETLY: () => sut.answer(sut.deletes, { ok: true, msg: '', body: null }),
          DELETE_REFUSED: () => sut.answer(sut.deletes, { ok: false, code: 409, msg: WORDS.deleteRefused }),
          DELETE_NETWORK: () => sut.answer(sut.deletes, { ok: false, network: true }),
          DELETE_THREW: () => sut.answer(sut.deletes, new Error('socket hang up')),
        },
      });
    });
  }

  it('the model reaches every state and every message', () => {
    const visited = paths.flatMap((p) => [...p.steps.map((step) => step.state), p.state]);
    expect(new Set(visited.map((state) => String(state.value)))).toEqual(new Set(['reading', 'waiting', 'ready', 'deleting']));
    expect(new Set(visited.map((state) => state.context.said))).toEqual(
      new Set([
        '',
        WORDS.readRefused,
        CART_MESSAGES.billLoadFailed,
        CART_MESSAGES.savedOrderInvalid,
        WORDS.deletedBy,
        CART_MESSAGES.productDeleted,
        WORDS.deleteRefused,
        CART_MESSAGES.deleteFailed,
      ]),
    );
  });

  it('a reload puts back the header the cashier changed since the last load', async () => {
    const sut = new SystemUnderTest();
    await sut.answer(sut.reads, { ok: true, msg: '', body: RECORD });
    const journal = createJournal('gst');
    const loaded = {
      ...journal,
      events: [
        { type: 'SavedOrderLoaded' as const, order: ORDER },
        { type: 'DiscountChanged' as const, discountBp: 250 },
      ],
      cursor: 2,
    };
    await sut.answer(sut.waits, { saving: false, context: { catalogue: CATALOGUES.gst, journal: loaded, cart: fold(loaded) } });
    expect(sut.toCart.at(-1)).toEqual([
      { type: 'LOAD_SAVED_ORDER', order: ORDER },
      { type: 'SET_DISCOUNT', discount: '2.5' },
    ]);
  });

  it('a new-bill screen reads nothing and stands ready', () => {
    const reads: Array<Call<{ mode: CartMode; orderId: string }, ApiResult<EditedRecord>>> = [];
    const actor = createActor(editedBillMachine.provide({ actors: { readBill: hand(reads) } }), { input: { mode: 'gst', orderId: null } }).start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.opened).toBe(true);
    expect(reads).toEqual([]);
  });
});
