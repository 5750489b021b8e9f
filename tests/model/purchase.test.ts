// Model-based test of the purchase entry flow (/addpurchase). A small abstract chart states what the buyer should see
// (back-office §4, §5, §8); @xstate/graph walks it, and every shortest path is replayed on the real purchase machine,
// whose product list and save calls are answered by hand.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type SnapshotFrom } from 'xstate';
import { onlyInStock, PURCHASE_MESSAGES as M } from '../../core/purchase';
import { purchaseMachine, type PurchaseListResult, type PurchaseSaveInput, type PurchaseSaveResult } from '../../machines/purchase';

const STOCK = 2;

interface ModelContext {
  supplier: boolean;
  qty: number;
  message: string;
}

type ModelEvent =
  | { type: 'LOAD_OK' }
  | { type: 'LOAD_REFUSED' }
  | { type: 'LOAD_THREW' }
  | { type: 'RELOAD' }
  | { type: 'SCAN_KNOWN' }
  | { type: 'SCAN_UNKNOWN' }
  | { type: 'SELECT_SUPPLIER' }
  | { type: 'CLEAR_SUPPLIER' }
  | { type: 'SAVE' }
  | { type: 'SAVE_OK' }
  | { type: 'SAVE_REFUSED' }
  | { type: 'SAVE_NETWORK' };

const purchaseModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    hasSupplier: ({ context }) => context.supplier,
    hasLine: ({ context }) => context.qty > 0,
    belowStock: ({ context }) => context.qty === 0 || context.qty < STOCK,
  },
  actions: {
    scan: assign(({ context }) => ({ qty: context.qty + 1, message: '' })),
    refuseStock: assign({ message: onlyInStock(STOCK) }),
    refuseScan: assign({ message: M.invalidDetails }),
    selectSupplier: assign({ supplier: true, message: '' }),
    clearSupplier: assign({ supplier: false, message: '' }),
    askSupplier: assign({ message: M.selectSupplier }),
    askProduct: assign({ message: M.selectProduct }),
    clearMessage: assign({ message: '' }),
    startAfresh: assign({ supplier: false, qty: 0, message: M.saved }),
    showRefusal: assign({ message: 'total: payload says ₹1.00, server computes ₹2.00' }),
    showSaveFailure: assign({ message: M.saveFailed }),
    showLoadRefusal: assign({ message: 'down' }),
    showLoadFailure: assign({ message: 'Failed to fetch data' }),
  },
}).createMachine({
  id: 'purchaseModel',
  context: { supplier: false, qty: 0, message: '' },
  initial: 'loading',
  states: {
    loading: {
      on: {
        LOAD_OK: 'ready',
        LOAD_REFUSED: { target: 'failed', actions: 'showLoadRefusal' },
        LOAD_THREW: { target: 'failed', actions: 'showLoadFailure' },
      },
    },
    failed: { on: { RELOAD: { target: 'loading', actions: 'clearMessage' } } },
    ready: {
      on: {
        SCAN_KNOWN: [{ guard: 'belowStock', actions: 'scan' }, { actions: 'refuseStock' }],
        SCAN_UNKNOWN: { actions: 'refuseScan' },
        SELECT_SUPPLIER: { actions: 'selectSupplier' },
        CLEAR_SUPPLIER: { actions: 'clearSupplier' },
        SAVE: [{ guard: { type: 'hasSupplier' }, target: 'checkLines' }, { actions: 'askSupplier' }],
        RELOAD: 'loading',
      },
    },
    // A step of the model only: Save checks the supplier first, then the lines (§5).
    checkLines: {
      always: [
        { guard: 'hasLine', target: 'saving', actions: 'clearMessage' },
        { target: 'ready', actions: 'askProduct' },
      ],
    },
    saving: {
      on: {
        // §4: success clears the lines and reloads.
        SAVE_OK: { target: 'loading', actions: 'startAfresh' },
        SAVE_REFUSED: { target: 'ready', actions: 'showRefusal' },
        SAVE_NETWORK: { target: 'ready', actions: 'showSaveFailure' },
      },
    },
  },
});

type ModelSnapshot = SnapshotFrom<typeof purchaseModel>;
type MachineSnapshot = SnapshotFrom<typeof purchaseMachine>;

const STATES = ['loading', 'failed', 'ready', 'saving'] as const;
type FlowState = (typeof STATES)[number];

function flowState(snapshot: { matches: (state: FlowState) => boolean }): FlowState {
  return STATES.find((state) => snapshot.matches(state)) ?? expect.fail('in no state of the flow');
}

const expectedView = (s: ModelSnapshot) => ({ state: flowState(s), ...s.context });
const actualView = (s: MachineSnapshot) => ({
  state: flowState(s),
  supplier: s.context.purchase.supplier !== null,
  qty: s.context.purchase.lines.reduce((sum, l) => sum + l.qty, 0),
  message: s.context.message,
});

const LIST: PurchaseListResult = {
  ok: true,
  body: {
    product: [{ product_id: '1', product_name: 'Crompton HS Plus 1200mm', serial_no: 'CRHS1200', purchase_rate: '1200.00', stock: STOCK }],
    gst: { cgst: '9', sgst: '9' },
  },
};

function startPurchase() {
  let ids = 0;
  let load: { resolve: (r: PurchaseListResult) => void; reject: (e: Error) => void } | null = null;
  let save: { resolve: (r: PurchaseSaveResult) => void } | null = null;
  const actor = createActor(
    purchaseMachine.provide({
      actors: {
        loadCatalogue: fromPromise<PurchaseListResult>(() => new Promise((resolve, reject) => (load = { resolve, reject }))),
        savePurchase: fromPromise<PurchaseSaveResult, PurchaseSaveInput>(() => new Promise((resolve) => (save = { resolve }))),
      },
    }),
    { input: { newId: () => `id-${++ids}`, today: () => '2026-11-21' } },
  );
  actor.start();
  const pendingLoad = () => load ?? expect.fail('no product list call in flight');
  const pendingSave = () => save ?? expect.fail('no save call in flight');
  function perform(event: ModelEvent): void {
    switch (event.type) {
      case 'LOAD_OK':
        return pendingLoad().resolve(LIST);
      case 'LOAD_REFUSED':
        return pendingLoad().resolve({ ok: false, code: 500, msg: 'down' });
      case 'LOAD_THREW':
        return pendingLoad().reject(new Error('offline'));
      case 'SAVE_OK':
        return pendingSave().resolve({ ok: true, body: { purchase_id: '7' } });
      case 'SAVE_REFUSED':
        return pendingSave().resolve({ ok: false, code: 400, msg: 'total: payload says ₹1.00, server computes ₹2.00' });
      case 'SAVE_NETWORK':
        return pendingSave().resolve({ ok: false, network: true });
      case 'SCAN_KNOWN':
        return actor.send({ type: 'SCAN', serial: ' crhs1200 ' });
      case 'SCAN_UNKNOWN':
        return actor.send({ type: 'SCAN', serial: 'NOPE' });
      case 'SELECT_SUPPLIER':
        // The supplier's invoice goes with the supplier in this model's step (issue 30: required to save).
        actor.send({ type: 'SET_SUPPLIER_INVOICE_NO', invoiceNo: 'CF/77' });
        actor.send({ type: 'SET_SUPPLIER_INVOICE_DATE', invoiceDate: '2026-11-01' });
        return actor.send({ type: 'SELECT_SUPPLIER', supplier: { supplierId: '4', name: 'Chennai Fans' } });
      case 'SAVE':
      case 'RELOAD':
      case 'CLEAR_SUPPLIER':
        return actor.send({ type: event.type });
      default: {
        const unhandled: never = event;
        throw new Error(`no way to perform ${JSON.stringify(unhandled)}`);
      }
    }
  }
  return { actor, perform };
}

function serializeState(snapshot: ModelSnapshot, event: ModelEvent | undefined, previous: ModelSnapshot | undefined): string {
  return JSON.stringify({ ...expectedView(snapshot), from: previous ? flowState(previous) : null, via: event?.type ?? null });
}

const paths = createTestModel(purchaseModel, { serializeState }).getShortestPaths();

describe('purchase entry flow, model-based (@xstate/graph)', () => {
  it('the walk reaches every state and takes every transition of the model', () => {
    const taken = new Set(
      paths.flatMap((path) => path.steps.map((step, index) => `${index === 0 ? 'start' : flowState(path.steps[index - 1].state)} ${step.event.type}`)),
    );
    const defined = STATES.flatMap((state) => Object.keys(purchaseModel.getStateNodeById(`purchaseModel.${state}`).on).map((type) => `${state} ${type}`));
    expect(defined.filter((transition) => !taken.has(transition))).toEqual([]);
  });

  for (const path of paths) {
    it(`${flowState(path.state)} ← ${path.steps
      .slice(1)
      .map((step) => step.event.type)
      .join(' → ')}`, async () => {
      const purchase = startPurchase();
      const expected = createActor(purchaseModel).start();
      const see = (vertex: ModelSnapshot) => {
        expect(flowState(expected.getSnapshot())).toBe(flowState(vertex));
        expect(actualView(purchase.actor.getSnapshot())).toEqual(expectedView(expected.getSnapshot()));
      };
      const perform = async ({ event }: { event: ModelEvent }) => {
        expected.send(event);
        purchase.perform(event);
        await waitFor(purchase.actor, (s) => s.matches(flowState(expected.getSnapshot())), { timeout: 1000 });
      };
      see(createActor(purchaseModel).getSnapshot());
      await path.test({
        states: Object.fromEntries(STATES.map((state) => [state, see])),
        events: Object.fromEntries(path.steps.slice(1).map((step) => [step.event.type, perform])),
      });
      purchase.actor.stop();
      expected.stop();
    });
  }
});
