// Model-based test of the cart flow. A small abstract chart states what a cashier should see (spec §5, §8; DESIGN §4,
// §6); @xstate/graph walks it, and every shortest path is replayed on the real cart machine, whose product list and
// save calls are answered by hand, comparing what the cashier sees after each step.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type SnapshotFrom } from 'xstate';
import { CART_MESSAGES as M, canRedo, canUndo, unknownProductKey, type CartMode, type OrderPayload } from '../../core/cart';
import { RAVI, WHOLESALE_LIST } from '../../core/cart/cart.fixtures';
import { cartMachine, type CatalogueLoadResult, type SaveOrderResult } from '../../machines/cart';

/** The cart as far as the flow is concerned: one product (scanned again, its quantity grows) and a customer. */
interface Bill {
  customer: boolean;
  qty: number;
}

interface ModelContext {
  catalogue: boolean;
  bill: Bill;
  message: string;
  past: Bill[];
  future: Bill[];
  /** The current cart already has a request id: a repeat save reuses it. */
  requestHeld: boolean;
  /** One number per save call: equal numbers are the same request_id. */
  requests: number[];
}

type ModelEvent =
  | { type: 'LOAD_OK' }
  | { type: 'LOAD_REFUSED' }
  | { type: 'LOAD_THREW' }
  | { type: 'SCAN_KNOWN' }
  | { type: 'SCAN_UNKNOWN' }
  | { type: 'SELECT_CUSTOMER' }
  | { type: 'REMOVE_LINE' }
  | { type: 'CLEAR_CART' }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'SAVE' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'SAVE_OK' }
  | { type: 'SAVE_REFUSED' }
  | { type: 'SAVE_NETWORK' }
  | { type: 'SAVE_THREW' };

const EMPTY: Bill = { customer: false, qty: 0 };

/** A change the cashier made: remembered for undo, and the cart needs a new request id. */
function changed(context: ModelContext, bill: Bill): Partial<ModelContext> {
  return { bill, past: [...context.past, context.bill], future: [], message: '', requestHeld: false };
}

const cartModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    hasCatalogue: ({ context }) => context.catalogue,
    hasCustomer: ({ context }) => context.bill.customer,
    hasLine: ({ context }) => context.bill.qty > 0,
    isEmpty: ({ context }) => !context.bill.customer && context.bill.qty === 0,
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
  },
  actions: {
    // The server's rates arrive as a baseline event: undo stops there and nothing is left to redo.
    storeCatalogue: assign(({ context }) => (context.catalogue ? { message: '' } : { catalogue: true, past: [], future: [], message: '' })),
    scan: assign(({ context }) => changed(context, { ...context.bill, qty: context.bill.qty + 1 })),
    selectCustomer: assign(({ context }) => (context.bill.customer ? { message: '' } : changed(context, { ...context.bill, customer: true }))),
    removeLine: assign(({ context }) => changed(context, { ...context.bill, qty: 0 })),
    clearCart: assign(({ context }) => changed(context, EMPTY)),
    undo: assign(({ context }) => ({
      bill: context.past[context.past.length - 1],
      past: context.past.slice(0, -1),
      future: [context.bill, ...context.future],
      message: '',
      requestHeld: false,
    })),
    redo: assign(({ context }) => ({
      bill: context.future[0],
      future: context.future.slice(1),
      past: [...context.past, context.bill],
      message: '',
      requestHeld: false,
    })),
    // An unknown serial is named in the refusal (issue 32): with no list loaded, every serial is unknown.
    refuseScan: assign({ message: unknownProductKey('CRHSP1200-000123') }),
    refuseUnknownScan: assign({ message: unknownProductKey('NOPE') }),
    refuseRemove: assign({ message: M.noSuchLine }),
    clearMessage: assign({ message: '' }),
    askCustomer: assign({ message: M.selectCustomer }),
    askProduct: assign({ message: M.selectProduct }),
    sendSave: assign(({ context }) => {
      const request = context.requestHeld ? context.requests[context.requests.length - 1] : context.requests.length + 1;
      return { requestHeld: true, message: '', requests: [...context.requests, request] };
    }),
    startNextBill: assign({ bill: EMPTY, past: [], future: [], requestHeld: false, message: M.orderSaved }),
    showSaveFailure: assign({ message: M.saveFailed }),
    showLoading: assign({ message: M.busyLoading }),
    showSaving: assign({ message: M.busySaving }),
  },
}).createMachine({
  id: 'cartModel',
  context: { catalogue: false, bill: EMPTY, message: '', past: [], future: [], requestHeld: false, requests: [] },
  initial: 'loadingCatalogue',
  states: {
    loadingCatalogue: {
      on: {
        LOAD_OK: { target: 'editing', actions: 'storeCatalogue' },
        LOAD_REFUSED: 'editing',
        LOAD_THREW: 'editing',
        SCAN_KNOWN: { actions: 'showLoading' },
        SCAN_UNKNOWN: { actions: 'showLoading' },
        SELECT_CUSTOMER: { actions: 'showLoading' },
        REMOVE_LINE: { actions: 'showLoading' },
        CLEAR_CART: { actions: 'showLoading' },
        UNDO: { actions: 'showLoading' },
        REDO: { actions: 'showLoading' },
        SAVE: { actions: 'showLoading' },
      },
    },
    editing: {
      on: {
        SCAN_KNOWN: [
          { guard: 'hasCatalogue', target: 'editing', actions: 'scan' },
          { target: 'editing', actions: 'refuseScan' },
        ],
        SCAN_UNKNOWN: { target: 'editing', actions: 'refuseUnknownScan' },
        SELECT_CUSTOMER: { target: 'editing', actions: 'selectCustomer' },
        REMOVE_LINE: [
          { guard: 'hasLine', target: 'editing', actions: 'removeLine' },
          { target: 'editing', actions: 'refuseRemove' },
        ],
        CLEAR_CART: [
          { guard: 'isEmpty', target: 'editing', actions: 'clearMessage' },
          { target: 'editing', actions: 'clearCart' },
        ],
        UNDO: [{ guard: 'canUndo', target: 'editing', actions: 'undo' }, { target: 'editing' }],
        REDO: [{ guard: 'canRedo', target: 'editing', actions: 'redo' }, { target: 'editing' }],
        SAVE: [
          { guard: { type: 'hasCustomer' }, target: 'checkLines' },
          { target: 'editing', actions: 'askCustomer' },
        ],
        RELOAD: 'loadingCatalogue',
      },
    },
    // A step of the model only: Save checks the customer first, then the lines (§5).
    checkLines: {
      always: [
        { guard: 'hasLine', target: 'saving', actions: 'sendSave' },
        { target: 'editing', actions: 'askProduct' },
      ],
    },
    saving: {
      on: {
        SAVE_OK: { target: 'saved', actions: 'startNextBill' },
        // A non-200 code is only logged (§8): no message, the cart kept.
        SAVE_REFUSED: 'editing',
        SAVE_NETWORK: { target: 'failed', actions: 'showSaveFailure' },
        SAVE_THREW: { target: 'failed', actions: 'showSaveFailure' },
        SCAN_KNOWN: { actions: 'showSaving' },
        SCAN_UNKNOWN: { actions: 'showSaving' },
        SELECT_CUSTOMER: { actions: 'showSaving' },
        REMOVE_LINE: { actions: 'showSaving' },
        CLEAR_CART: { actions: 'showSaving' },
        UNDO: { actions: 'showSaving' },
        REDO: { actions: 'showSaving' },
        SAVE: { actions: 'showSaving' },
      },
    },
    saved: {
      on: {
        SCAN_KNOWN: [
          { guard: 'hasCatalogue', target: 'editing', actions: 'scan' },
          { target: 'editing', actions: 'refuseScan' },
        ],
        SCAN_UNKNOWN: { target: 'editing', actions: 'refuseUnknownScan' },
        SELECT_CUSTOMER: { target: 'editing', actions: 'selectCustomer' },
        REMOVE_LINE: { target: 'editing', actions: 'refuseRemove' },
        CLEAR_CART: { target: 'editing', actions: 'clearMessage' },
        UNDO: 'editing',
        REDO: 'editing',
        SAVE: { target: 'editing', actions: 'askCustomer' },
        RELOAD: 'loadingCatalogue',
      },
    },
    failed: {
      on: {
        SCAN_KNOWN: { target: 'editing', actions: 'scan' },
        SCAN_UNKNOWN: { target: 'editing', actions: 'refuseUnknownScan' },
        SELECT_CUSTOMER: { target: 'editing', actions: 'selectCustomer' },
        REMOVE_LINE: { target: 'editing', actions: 'removeLine' },
        CLEAR_CART: { target: 'editing', actions: 'clearCart' },
        UNDO: [{ guard: 'canUndo', target: 'editing', actions: 'undo' }, { target: 'editing' }],
        REDO: [{ guard: 'canRedo', target: 'editing', actions: 'redo' }, { target: 'editing' }],
        SAVE: { target: 'saving', actions: 'sendSave' },
        RETRY: { target: 'saving', actions: 'sendSave' },
        RELOAD: 'loadingCatalogue',
      },
    },
  },
});

type ModelSnapshot = SnapshotFrom<typeof cartModel>;
type CartSnapshot = SnapshotFrom<typeof cartMachine>;

const STATES = ['loadingCatalogue', 'editing', 'saving', 'saved', 'failed'] as const;
type FlowState = (typeof STATES)[number];

function flowState(snapshot: { matches: (state: FlowState) => boolean }): FlowState {
  return STATES.find((state) => snapshot.matches(state)) ?? expect.fail('in no state of the flow');
}

/** What the cashier sees, read from the model. */
function expectedView(snapshot: ModelSnapshot) {
  const { bill, message, past, future } = snapshot.context;
  return {
    state: flowState(snapshot),
    message,
    customer: bill.customer,
    lines: bill.qty > 0 ? 1 : 0,
    qty: bill.qty,
    undo: past.length > 0,
    redo: future.length > 0,
  };
}

/** What the cashier sees, read from the real machine. */
function actualView(snapshot: CartSnapshot) {
  const { cart, message, journal } = snapshot.context;
  return {
    state: flowState(snapshot),
    message,
    customer: cart.customer !== null,
    lines: cart.lines.length,
    qty: cart.lines.reduce((sum, line) => sum + line.qty, 0),
    undo: canUndo(journal),
    redo: canRedo(journal),
  };
}

/** The real machine, its product list and save calls held open until the path says how they end. */
function startCart() {
  let ids = 0;
  let load: { resolve: (result: CatalogueLoadResult) => void; reject: (error: Error) => void } | null = null;
  let save: { resolve: (result: SaveOrderResult) => void; reject: (error: Error) => void } | null = null;
  const sent: OrderPayload[] = [];
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCatalogue: fromPromise<CatalogueLoadResult, { mode: CartMode }>(
          () =>
            new Promise((resolve, reject) => {
              load = { resolve, reject };
            }),
        ),
        saveOrder: fromPromise<SaveOrderResult, { payload: OrderPayload }>(({ input }) => {
          sent.push(input.payload);
          return new Promise((resolve, reject) => {
            save = { resolve, reject };
          });
        }),
      },
      actions: { logProblem: () => {} },
    }),
    { input: { mode: 'gst', newId: () => `id-${++ids}`, today: () => '2026-11-21' } },
  );
  actor.start();
  const pendingLoad = () => load ?? expect.fail('no product list call in flight');
  const pendingSave = () => save ?? expect.fail('no save call in flight');
  const firstLine = () => actor.getSnapshot().context.cart.lines[0]?.lineId ?? 'none';

  function perform(event: ModelEvent): void {
    switch (event.type) {
      case 'LOAD_OK':
        return pendingLoad().resolve({ ok: true, body: WHOLESALE_LIST });
      case 'LOAD_REFUSED':
        return pendingLoad().resolve({ ok: false, code: 500, msg: 'down' });
      case 'LOAD_THREW':
        return pendingLoad().reject(new Error('offline'));
      case 'SAVE_OK':
        return pendingSave().resolve({ ok: true, body: { order_id: '41' } });
      case 'SAVE_REFUSED':
        return pendingSave().resolve({ ok: false, code: 409, msg: 'stale' });
      case 'SAVE_NETWORK':
        return pendingSave().resolve({ ok: false, network: true });
      case 'SAVE_THREW':
        return pendingSave().reject(new TypeError('fetch failed'));
      case 'SCAN_KNOWN':
        return actor.send({ type: 'SCAN', key: 'crhsp1200-000123' });
      case 'SCAN_UNKNOWN':
        return actor.send({ type: 'SCAN', key: 'NOPE' });
      case 'SELECT_CUSTOMER':
        return actor.send({ type: 'SELECT_CUSTOMER', customer: RAVI });
      case 'REMOVE_LINE':
        return actor.send({ type: 'REMOVE_LINE', lineId: firstLine() });
      case 'CLEAR_CART':
      case 'UNDO':
      case 'REDO':
      case 'SAVE':
      case 'RETRY':
      case 'RELOAD':
        return actor.send({ type: event.type });
      default: {
        const unhandled: never = event;
        throw new Error(`no way to perform ${JSON.stringify(unhandled)}`);
      }
    }
  }
  return { actor, sent, perform };
}

// A vertex is what the cashier sees in summary plus the transition that led there (from which state, by which event),
// so the shortest paths take every transition of the model, not only reach every state.
function serializeState(snapshot: ModelSnapshot, event: ModelEvent | undefined, previous: ModelSnapshot | undefined): string {
  const { qty, ...view } = expectedView(snapshot);
  const { catalogue, requestHeld } = snapshot.context;
  return JSON.stringify({ ...view, catalogue, requestHeld, from: previous ? flowState(previous) : null, via: event?.type ?? null });
}

const model = createTestModel(cartModel, { serializeState });
const paths = model.getShortestPaths();

describe('cart flow, model-based (@xstate/graph)', () => {
  it('the walk reaches every state and takes every transition of the model', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => flowState(step.state))));
    expect([...reached].sort()).toEqual([...STATES].sort());
    const taken = new Set(
      paths.flatMap((path) =>
        path.steps.map((step, index) => {
          const from = index === 0 ? 'start' : flowState(path.steps[index - 1].state);
          return `${from} ${step.event.type}`;
        }),
      ),
    );
    const defined = STATES.flatMap((state) => Object.keys(cartModel.getStateNodeById(`cartModel.${state}`).on).map((type) => `${state} ${type}`));
    expect(defined.filter((transition) => !taken.has(transition))).toEqual([]);
  });

  for (const path of paths) {
    it(`${flowState(path.state)} ← ${path.steps
      .slice(1)
      .map((step) => step.event.type)
      .join(' → ')}`, async () => {
      const cart = startCart();
      // The walk keeps one snapshot per vertex, so its context may come from another path to the same vertex:
      // the model is replayed beside the machine to know exactly what this path should show.
      const expected = createActor(cartModel).start();
      const see = (vertex: ModelSnapshot) => {
        expect(flowState(expected.getSnapshot())).toBe(flowState(vertex));
        expect(actualView(cart.actor.getSnapshot())).toEqual(expectedView(expected.getSnapshot()));
      };
      const perform = async ({ event }: { event: ModelEvent }) => {
        expected.send(event);
        cart.perform(event);
        await waitFor(cart.actor, (snapshot) => snapshot.matches(flowState(expected.getSnapshot())), { timeout: 1000 });
      };
      see(createActor(cartModel).getSnapshot());
      await path.test({
        states: Object.fromEntries(STATES.map((state) => [state, see])),
        events: Object.fromEntries(path.steps.slice(1).map((step) => [step.event.type, perform])),
      });
      // One request_id per cart contents: a retry or a repeat save of the same cart reuses it (DESIGN §4).
      const sameAsFirst = <T>(values: T[]) => values.map((value) => values.indexOf(value));
      const { requests } = expected.getSnapshot().context;
      expect(sameAsFirst(cart.sent.map((payload) => payload.request_id))).toEqual(sameAsFirst(requests));
      cart.actor.stop();
      expected.stop();
    });
  }
});
