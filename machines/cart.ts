// The billing flow of every cart screen (POS, estimate, retail, the editors): load the catalogue, edit, save.
// Rules live in core/cart; this chart owns loading, saving, messages and the journal. It knows no URLs.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  append,
  assertNever,
  CART_MESSAGES,
  catalogueFromPosList,
  createJournal,
  decide,
  emptyCatalogue,
  evolve,
  fold,
  isRejection,
  missingHsnWarning,
  overStockWarning,
  redo,
  stockTaken,
  toOrderPayload,
  undo,
  validateForSave,
  type Catalogue,
  type CartCommand,
  type CartCustomer,
  type CartJournal,
  type CartMode,
  type CartState,
  type OrderPayload,
  type PosListBody,
  type SavedOrder,
} from '../core/cart';
import type { IsoDate } from '../core/dates';
import { formatRupees } from '../core/money';
import { tenderWire, type Tender } from '../core/tender';
import type { CreditApproval } from '../core/credit-limit';

/** What src/api answers; the machine only reads ok, code and network. */
export type CatalogueLoadResult = { ok: true; body: PosListBody } | { ok: false; code: number; msg: string } | { ok: false; network: true };
export type SaveOrderResult = { ok: true; body: unknown } | { ok: false; code: number; msg: string } | { ok: false; network: true };

export interface CartMachineInput {
  mode: CartMode;
  /** The journal stored for this screen (deserialiseJournal), to carry on a bill after a refresh or crash. */
  journal?: CartJournal;
  /** New line ids and save request ids; injected so tests are deterministic. */
  newId: () => string;
  /** Today in Asia/Kolkata, the date of a new bill. */
  today: () => IsoDate;
  /**
   * The request_id of a save that had no answer when the page went away (pendingSaveOf, stored with the journal).
   * The stored cart is sent again with it once the catalogue is in: the server answers a repeat with the first result.
   */
  pendingSave?: string | null;
  /** The tender sent with that save, sent again with it. */
  pendingTender?: Tender | null;
}

export interface CartMachineContext {
  mode: CartMode;
  catalogue: Catalogue;
  journal: CartJournal;
  /** fold(journal), kept beside it so a render never refolds. */
  cart: CartState;
  /** The status line: a refusal, a save result, or ''. */
  message: string;
  /** The request_id of the cart as it stands: a retry of an unchanged cart reuses it, so the bill is booked once. */
  requestId: string | null;
  /** A stored save is to be sent again, unchanged, as soon as the catalogue has loaded. */
  resumingSave: boolean;
  /** What the cashier took for the bill being saved (SAVE with a tender); null: none, the bill stays pending. */
  tender: Tender | null;
  /** The owner's approval of a bill over the customer's credit limit, sent with this save only (never stored). */
  creditApproval: CreditApproval | null;
  newId: () => string;
  today: () => IsoDate;
}

export type CartMachineEvent =
  /** A serial number (wholesale) or product code (retail), from the scanner or typed, with the quantity field. */
  | { type: 'SCAN'; key: string; qty?: string }
  | { type: 'ADD_BY_NAME'; productId: string; qty?: string }
  | { type: 'ADD_MANUAL_LINE'; name: string; amount: string; qty: string }
  | { type: 'SET_QTY'; lineId: string; qty: string }
  | { type: 'SET_RATE'; lineId: string; rate: string }
  | { type: 'SET_LINE_DISCOUNT'; lineId: string; discount: string }
  | { type: 'REMOVE_LINE'; lineId: string }
  /** A unit serial scanned or typed into a tracked line (issue 33 item 4). */
  | { type: 'ADD_UNIT_SERIAL'; lineId: string; unitSerial: string }
  | { type: 'REMOVE_UNIT_SERIAL'; lineId: string; unitSerial: string }
  | { type: 'SET_DISCOUNT'; discount: string }
  | { type: 'SET_COMMISSION'; commission: string }
  | { type: 'SET_ORDER_DATE'; orderDate: IsoDate }
  | { type: 'SELECT_CUSTOMER'; customer: CartCustomer }
  | { type: 'LOAD_SAVED_ORDER'; order: SavedOrder }
  | { type: 'CLEAR_CART' }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  /** tender: the money taken at the counter (new GST and retail bills); booked with the bill. */
  | { type: 'SAVE'; tender?: Tender; creditApproval?: CreditApproval }
  | { type: 'RETRY' }
  | { type: 'RELOAD' };

export type CartMachineEmitted =
  /** Store it (serialiseJournal) under the screen's key: the bill survives a refresh. */
  | { type: 'journalChanged'; journal: CartJournal }
  /** The server's reply to a successful save: editors go back, the POS may print. */
  | { type: 'orderSaved'; body: unknown }
  /** The server refused the save (its code and message): the counter may offer the owner's approval. */
  | { type: 'saveRefused'; code: number; msg: string };

/** The machine events that become cart commands; ids are minted here, outside the pure decider. */
function commandFor(event: CartMachineEvent, newId: () => string): CartCommand | null {
  switch (event.type) {
    case 'SCAN':
      return { type: 'AddProductByKey', key: event.key, qty: event.qty, meta: { lineId: newId() } };
    case 'ADD_BY_NAME':
      return { type: 'AddSuggestedProduct', productId: event.productId, qty: event.qty, meta: { lineId: newId() } };
    case 'ADD_MANUAL_LINE':
      return { type: 'AddManualLine', name: event.name, amount: event.amount, qty: event.qty, meta: { lineId: newId() } };
    case 'SET_QTY':
      return { type: 'ChangeQuantity', lineId: event.lineId, qty: event.qty };
    case 'SET_RATE':
      return { type: 'ChangeRate', lineId: event.lineId, rate: event.rate };
    case 'SET_LINE_DISCOUNT':
      return { type: 'ChangeLineDiscount', lineId: event.lineId, discount: event.discount };
    case 'REMOVE_LINE':
      return { type: 'RemoveLine', lineId: event.lineId };
    case 'ADD_UNIT_SERIAL':
      return { type: 'AddUnitSerial', lineId: event.lineId, unitSerial: event.unitSerial };
    case 'REMOVE_UNIT_SERIAL':
      return { type: 'RemoveUnitSerial', lineId: event.lineId, unitSerial: event.unitSerial };
    case 'SET_DISCOUNT':
      return { type: 'ChangeDiscount', discount: event.discount };
    case 'SET_COMMISSION':
      return { type: 'ChangeCommission', commission: event.commission };
    case 'SET_ORDER_DATE':
      return { type: 'ChangeOrderDate', orderDate: event.orderDate };
    case 'SELECT_CUSTOMER':
      return { type: 'SelectCustomer', customer: event.customer };
    case 'LOAD_SAVED_ORDER':
      return { type: 'LoadSavedOrder', order: event.order };
    case 'CLEAR_CART':
      return { type: 'ClearCart' };
    case 'UNDO':
    case 'REDO':
    case 'SAVE':
    case 'RETRY':
    case 'RELOAD':
      return null;
    default:
      return assertNever(event);
  }
}

/** A new bill takes the server's GST and packing rates; an edited order keeps its own. */
function withCatalogueRates(journal: CartJournal, cart: CartState, catalogue: Catalogue): { journal: CartJournal; message: string } {
  if (cart.savedOrder !== null) return { journal, message: '' };
  const decision = decide({ type: 'SetRates', ...catalogue.defaultRates }, cart, catalogue);
  // Rates past 100% are shown, never billed silently at 0.
  return isRejection(decision) ? { journal, message: decision.error } : { journal: append(journal, decision), message: '' };
}

/** A server's refusal as the counter reads it (a network failure is none). */
function refusalOf(result: SaveOrderResult): { code: number; msg: string } {
  return !result.ok && 'code' in result ? { code: result.code, msg: result.msg } : { code: 0, msg: '' };
}

/** The save body for the cart as it stands; SAVE is guarded by validateForSave, so a failure here is a bug. */
function payloadOf(context: CartMachineContext): OrderPayload {
  const check = validateForSave(context.cart);
  if (!check.ok || context.requestId === null) throw new Error(`save started without a saveable cart: ${check.ok ? 'no request id' : check.message}`);
  const payload = toOrderPayload(check.cart, { requestId: context.requestId, today: context.today() });
  // A quotation takes no money; the editors do not send a tender.
  const paid = context.tender && context.mode !== 'estimate' ? { ...payload, ...tenderWire(context.tender, formatRupees) } : payload;
  return context.creditApproval && context.mode !== 'estimate' ? { ...paid, credit_approval: context.creditApproval } : paid;
}

const EDIT_IN_PLACE = { actions: 'applyCommand' } as const;
const EDIT_AND_RESUME = { target: 'editing', actions: 'applyCommand' } as const;
const LOADING = { actions: 'showLoading' } as const;
const SAVING = { actions: 'showSaving' } as const;
const SAVE = [
  { guard: 'isReadyToSave', target: 'saving', actions: 'prepareSave' },
  { target: 'editing', actions: 'showSaveRefusal' },
] as const;

/** The editing events, handled alike wherever the cart can be edited. */
function editTransitions<T>(transition: T) {
  return {
    SCAN: transition,
    ADD_BY_NAME: transition,
    ADD_MANUAL_LINE: transition,
    SET_QTY: transition,
    SET_RATE: transition,
    SET_LINE_DISCOUNT: transition,
    REMOVE_LINE: transition,
    ADD_UNIT_SERIAL: transition,
    REMOVE_UNIT_SERIAL: transition,
    SET_DISCOUNT: transition,
    SET_COMMISSION: transition,
    SET_ORDER_DATE: transition,
    SELECT_CUSTOMER: transition,
    LOAD_SAVED_ORDER: transition,
    CLEAR_CART: transition,
  };
}

export const cartMachine = setup({
  types: {
    context: {} as CartMachineContext,
    events: {} as CartMachineEvent,
    input: {} as CartMachineInput,
    emitted: {} as CartMachineEmitted,
  },
  actors: {
    // The screen provides the real calls (src/api); these defaults answer as if the network were down.
    loadCatalogue: fromPromise<CatalogueLoadResult, { mode: CartMode }>(async () => ({ ok: false, network: true })),
    saveOrder: fromPromise<SaveOrderResult, { payload: OrderPayload }>(async () => ({ ok: false, network: true })),
  },
  actions: {
    applyCommand: enqueueActions(({ context, event, enqueue }) => {
      const command = commandFor(event, context.newId);
      if (command === null) return;
      const decision = decide(command, context.cart, context.catalogue);
      if (isRejection(decision)) {
        enqueue.assign({ message: decision.error });
        return;
      }
      if (decision.length === 0) {
        enqueue.assign({ message: '' });
        return;
      }
      const journal = append(context.journal, decision);
      const cart = decision.reduce(evolve, context.cart);
      // Said at once, the sale still allowed: no HSN code, or more than the list's stock (the server decides at save).
      const message = missingHsnWarning(decision, context.catalogue) || overStockWarning(decision, cart, context.catalogue);
      enqueue.assign({ journal, cart, message, requestId: null });
      enqueue.emit({ type: 'journalChanged', journal });
    }),
    replay: enqueueActions(({ context, event, enqueue }) => {
      const journal = event.type === 'UNDO' ? undo(context.journal) : event.type === 'REDO' ? redo(context.journal) : context.journal;
      if (journal === context.journal) return;
      enqueue.assign({ journal, cart: fold(journal), message: '', requestId: null });
      enqueue.emit({ type: 'journalChanged', journal });
    }),
    storeCatalogue: enqueueActions(({ context, enqueue }, params: { result: CatalogueLoadResult }) => {
      if (!params.result.ok) return;
      const catalogue = catalogueFromPosList(context.mode, params.result.body);
      // A save resumed after a refresh goes out exactly as it was sent; the new rates wait for the next bill.
      if (context.resumingSave) {
        enqueue.assign({ catalogue });
        return;
      }
      const { journal, message } = withCatalogueRates(context.journal, context.cart, catalogue);
      if (journal === context.journal) {
        enqueue.assign({ catalogue, message });
        return;
      }
      enqueue.assign({ catalogue, journal, cart: fold(journal), message, requestId: null });
      enqueue.emit({ type: 'journalChanged', journal });
    }),
    startNextBill: enqueueActions(({ context, enqueue }, params: { body: unknown }) => {
      // The till's list shows the stock the bill just took until its next refresh brings the server's own figure. The
      // list is this till's copy: its few sold products are brought down in place (no copy of a 100,000-product list).
      for (const [productId, qty] of stockTaken(context.cart)) {
        const product = context.catalogue.byId.get(productId);
        if (product?.stock !== undefined) product.stock -= qty;
      }
      const fresh = createJournal(context.mode);
      const { journal } = withCatalogueRates(fresh, fold(fresh), context.catalogue);
      enqueue.emit({ type: 'orderSaved', body: params.body });
      enqueue.assign({ journal, cart: fold(journal), requestId: null, tender: null, creditApproval: null, message: CART_MESSAGES.orderSaved });
      enqueue.emit({ type: 'journalChanged', journal });
    }),
    prepareSave: assign({
      requestId: ({ context }) => context.requestId ?? context.newId(),
      message: '',
      // A retry (RETRY, or SAVE again after a failure) keeps the tender it was sent with unless a new one is given.
      tender: ({ context, event }) => (event.type === 'SAVE' ? (event.tender ?? (context.requestId === null ? null : context.tender)) : context.tender),
      // An approval goes with the one save it was typed for.
      creditApproval: ({ event }) => (event.type === 'SAVE' ? (event.creditApproval ?? null) : null),
    }),
    forgetApproval: assign({ creditApproval: null }),
    emitRefusal: enqueueActions(({ enqueue }, params: { code: number; msg: string }) => {
      enqueue.emit({ type: 'saveRefused', code: params.code, msg: params.msg });
    }),
    resumeSave: assign({ resumingSave: false, message: '' }),
    showSaveRefusal: assign({
      message: ({ context }) => {
        const check = validateForSave(context.cart);
        return check.ok ? '' : check.message;
      },
    }),
    showSaveFailure: assign({ message: CART_MESSAGES.saveFailed }),
    showLoading: assign({ message: CART_MESSAGES.busyLoading }),
    showSaving: assign({ message: CART_MESSAGES.busySaving }),
    // The spec logs these and shows nothing (§8); the screen may provide its own logger.
    logProblem: (_, params: { problem: string }) => {
      console.error(params.problem);
    },
  },
  guards: {
    isReadyToSave: ({ context }) => validateForSave(context.cart).ok,
    isResumingSave: ({ context }) => context.resumingSave,
    isOk: (_, params: { result: { ok: boolean } }) => params.result.ok,
    isRefusedByServer: (_, params: { result: SaveOrderResult }) => !params.result.ok && 'code' in params.result,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => {
    const journal = input.journal?.mode === input.mode ? input.journal : createJournal(input.mode);
    const cart = fold(journal);
    const pendingSave = input.pendingSave && validateForSave(cart).ok ? input.pendingSave : null;
    return {
      mode: input.mode,
      catalogue: emptyCatalogue(input.mode),
      journal,
      cart,
      message: '',
      requestId: pendingSave,
      resumingSave: pendingSave !== null,
      tender: pendingSave !== null ? (input.pendingTender ?? null) : null,
      creditApproval: null,
      newId: input.newId,
      today: input.today,
    };
  },
  initial: 'loadingCatalogue',
  states: {
    loadingCatalogue: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ mode: context.mode }),
        // A failed list is only logged (spec §8): the screen stays usable with what it has.
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: { type: 'storeCatalogue', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'logProblem', params: ({ event }) => ({ problem: `Product list failed: ${JSON.stringify(event.output)}` }) },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'logProblem', params: ({ event }) => ({ problem: `Product list failed: ${String(event.error)}` }) },
        },
      },
      // An editor's saved order needs no catalogue, so it is taken even while the list loads.
      on: { ...editTransitions(LOADING), LOAD_SAVED_ORDER: EDIT_IN_PLACE, UNDO: LOADING, REDO: LOADING, SAVE: LOADING },
    },
    editing: {
      // Only after a refresh in the middle of a save: send it again with its own request_id.
      always: { guard: 'isResumingSave', target: 'saving', actions: 'resumeSave' },
      on: { ...editTransitions(EDIT_IN_PLACE), UNDO: { actions: 'replay' }, REDO: { actions: 'replay' }, SAVE, RELOAD: 'loadingCatalogue' },
    },
    saving: {
      invoke: {
        id: 'saveOrder',
        src: 'saveOrder',
        input: ({ context }) => ({ payload: payloadOf(context) }),
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => ({ result: event.output }) },
            target: 'saved',
            actions: { type: 'startNextBill', params: ({ event }) => ({ body: event.output.ok ? event.output.body : null }) },
          },
          {
            // A non-200 code is only logged, with no alert (spec §8); the cart stays as it was.
            guard: { type: 'isRefusedByServer', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: [
              { type: 'logProblem', params: ({ event }) => ({ problem: `Save refused: ${JSON.stringify(event.output)}` }) },
              'forgetApproval',
              { type: 'emitRefusal', params: ({ event }) => refusalOf(event.output) },
            ],
          },
          { target: 'failed', actions: ['showSaveFailure', 'forgetApproval'] },
        ],
        onError: {
          target: 'failed',
          actions: ['showSaveFailure', 'forgetApproval', { type: 'logProblem', params: ({ event }) => ({ problem: `Save failed: ${String(event.error)}` }) }],
        },
      },
      // The cart is frozen while its save is in flight: an edit now could be cleared with the saved bill.
      on: { ...editTransitions(SAVING), UNDO: SAVING, REDO: SAVING, SAVE: SAVING },
    },
    saved: {
      on: {
        ...editTransitions(EDIT_AND_RESUME),
        UNDO: { target: 'editing', actions: 'replay' },
        REDO: { target: 'editing', actions: 'replay' },
        SAVE,
        RELOAD: 'loadingCatalogue',
      },
    },
    failed: {
      on: {
        ...editTransitions(EDIT_AND_RESUME),
        UNDO: { target: 'editing', actions: 'replay' },
        REDO: { target: 'editing', actions: 'replay' },
        SAVE,
        RETRY: SAVE,
        RELOAD: 'loadingCatalogue',
      },
    },
  },
});

/**
 * The request_id to store beside the journal: set while a save is in flight or failed on the network (it may have
 * been booked), null once the server answered or the cart changed. A stored one is passed back as input.pendingSave.
 */
export function pendingSaveOf(snapshot: { context: Pick<CartMachineContext, 'requestId'>; matches(state: 'saving' | 'failed'): boolean }): string | null {
  return snapshot.matches('saving') || snapshot.matches('failed') ? snapshot.context.requestId : null;
}
