// The purchase entry flow of /addpurchase and /editpurchase/{order_id}: load the purchasable catalogue (and, on the
// editor, the purchase), edit, delete a saved line on the server, save. Rules live in core/purchase; this chart
// owns loading, saving, messages and the journal. It knows no URLs. Both screens start from their stored draft and
// the request_id of a save that had no answer (the editor's kept per purchase, as the bill editors keep theirs).
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { PosCounterRecord } from '../core/cart/cart.catalogue';
import type { IsoDate } from '../core/dates';
import {
  EMPTY_PURCHASE_CATALOGUE,
  isPurchaseRejection,
  purchaseBodyOf,
  purchaseCatalogue,
  purchaseDecider,
  purchaseEditBodyOf,
  purchaseSaveProblem,
  PURCHASE_MESSAGES,
  type PurchasableRecord,
  type PurchaseCartState,
  type PurchaseCatalogue,
  type PurchaseCommand,
  type PurchaseSupplier,
} from '../core/purchase';
import { savedPurchaseFromDetail } from '../core/purchase/purchase.detail';
import {
  appendPurchase,
  editDraftOf,
  EMPTY_JOURNAL,
  foldPurchase,
  redoPurchase,
  reloadedPurchaseJournal,
  undoPurchase,
  type PurchaseJournal,
} from '../core/purchase/purchase.journal';
import type { PurchaseBody, PurchaseEditBody } from '../core/purchase/purchase.payload';

type Failure = { ok: false; code: number; msg: string } | { ok: false; network: true };
export type PurchaseListResult =
  | {
      ok: true;
      body: {
        product?: readonly PurchasableRecord[] | null;
        gst?: { cgst?: string | number | null; sgst?: string | number | null } | null;
        /** Issue 33 item 4: which products take each unit's serial (the counter's list names them). */
        counter?: Pick<PosCounterRecord, 'unit_serial_products'> | null;
      };
    }
  | Failure;
/** pos_purchase_list_details.php's answer, read here with core/purchase/purchase.detail.ts (an unreadable one is refused). */
export type SavedPurchaseResult = { ok: true; body: unknown } | Failure;
export type PurchaseSaveResult = { ok: true; body: unknown } | Failure;
export type LineDeleteResult = { ok: true; version: number } | Failure;
/** A new purchase's body, or an edit's. */
export type PurchaseSaveInput = { body: PurchaseBody } | { edit: PurchaseEditBody };

export interface PurchaseMachineInput {
  /** The editor's purchase id; absent on /addpurchase. */
  purchaseId?: string;
  /**
   * The stored journal: /addpurchase's, or the editor's draft of this purchase (a draft of another purchase is not
   * taken). The purchase survives a refresh.
   */
  journal?: PurchaseJournal;
  /**
   * The request_id of a save that had no answer when the page went away (pendingPurchaseSaveOf, stored with the
   * journal). The stored purchase is sent again with it once the catalogue is in (on the editor before the purchase is
   * read again, so the same edit goes): the server books a repeat once.
   */
  pendingSave?: string | null;
  newId: () => string;
  today: () => IsoDate;
}

export interface PurchaseMachineContext {
  purchaseId: string | null;
  catalogue: PurchaseCatalogue;
  journal: PurchaseJournal;
  purchase: PurchaseCartState;
  message: string;
  /** The request_id of the purchase as it stands: a retry of an unchanged purchase reuses it. */
  requestId: string | null;
  /** A save of requestId went out and no answer came back (in flight, or lost on the network): it may be booked. */
  saveUnanswered: boolean;
  /** A stored save is to be sent again, unchanged, as soon as the catalogue has loaded. */
  resumingSave: boolean;
  /** The line being deleted on the server. */
  deleting: string | null;
  newId: () => string;
  today: () => IsoDate;
}

export type PurchaseMachineEvent =
  | { type: 'SCAN'; serial: string }
  | { type: 'ADD_BY_NAME'; productId: string }
  | { type: 'SELECT_SUPPLIER'; supplier: PurchaseSupplier }
  | { type: 'CLEAR_SUPPLIER' }
  | { type: 'SET_DATE'; orderDate: IsoDate }
  | { type: 'SET_SUPPLIER_INVOICE_NO'; invoiceNo: string }
  | { type: 'SET_SUPPLIER_INVOICE_DATE'; invoiceDate: IsoDate }
  | { type: 'SET_GST'; gst: string }
  | { type: 'SET_QTY'; lineId: string; qty: string }
  | { type: 'SET_RATE'; lineId: string; rate: string }
  | { type: 'REMOVE_LINE'; lineId: string }
  /** A unit serial scanned or typed into a tracked line (issue 33 item 4). */
  | { type: 'ADD_UNIT_SERIAL'; lineId: string; unitSerial: string }
  | { type: 'REMOVE_UNIT_SERIAL'; lineId: string; unitSerial: string }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'SAVE' }
  | { type: 'RELOAD' };

export type PurchaseMachineEmitted =
  | { type: 'journalChanged'; journal: PurchaseJournal }
  /** A save went through: /addpurchase starts afresh, the editor goes back. */
  | { type: 'purchaseSaved'; body: unknown };

function commandFor(event: PurchaseMachineEvent, newId: () => string): PurchaseCommand | null {
  switch (event.type) {
    case 'SCAN':
      return { type: 'AddBySerial', serial: event.serial, lineId: newId() };
    case 'ADD_BY_NAME':
      return { type: 'AddByProductId', productId: event.productId, lineId: newId() };
    case 'SELECT_SUPPLIER':
      return { type: 'SelectSupplier', supplier: event.supplier };
    case 'CLEAR_SUPPLIER':
      return { type: 'ClearSupplier' };
    case 'SET_DATE':
      return { type: 'ChangeOrderDate', orderDate: event.orderDate };
    case 'SET_SUPPLIER_INVOICE_NO':
      return { type: 'ChangeSupplierInvoiceNo', invoiceNo: event.invoiceNo };
    case 'SET_SUPPLIER_INVOICE_DATE':
      return { type: 'ChangeSupplierInvoiceDate', invoiceDate: event.invoiceDate };
    case 'SET_GST':
      return { type: 'ChangeGst', gst: event.gst };
    case 'SET_QTY':
      return { type: 'ChangeQuantity', lineId: event.lineId, qty: event.qty };
    case 'SET_RATE':
      return { type: 'ChangeRate', lineId: event.lineId, rate: event.rate };
    case 'REMOVE_LINE':
      return { type: 'RemoveLine', lineId: event.lineId };
    case 'ADD_UNIT_SERIAL':
      return { type: 'AddUnitSerial', lineId: event.lineId, unitSerial: event.unitSerial };
    case 'REMOVE_UNIT_SERIAL':
      return { type: 'RemoveUnitSerial', lineId: event.lineId, unitSerial: event.unitSerial };
    default:
      return null;
  }
}

const failureText = (reply: Failure, fallback: string) => ('network' in reply && reply.network ? fallback : (reply as { msg: string }).msg || fallback);

function withJournal(journal: PurchaseJournal, message = '') {
  return { journal, purchase: foldPurchase(journal), message, requestId: null, saveUnanswered: false };
}

/** A network failure: the server may have booked it, so the same request_id goes again. */
const isNetworkFailure = (reply: PurchaseSaveResult) => !reply.ok && 'network' in reply;

export const purchaseMachine = setup({
  types: {
    input: {} as PurchaseMachineInput,
    context: {} as PurchaseMachineContext,
    events: {} as PurchaseMachineEvent,
    emitted: {} as PurchaseMachineEmitted,
  },
  actors: {
    loadCatalogue: fromPromise<PurchaseListResult>(async () => {
      throw new Error('loadCatalogue is provided by the screen');
    }),
    loadPurchase: fromPromise<SavedPurchaseResult, { purchaseId: string }>(async () => {
      throw new Error('loadPurchase is provided by the screen');
    }),
    savePurchase: fromPromise<PurchaseSaveResult, PurchaseSaveInput>(async () => {
      throw new Error('savePurchase is provided by the screen');
    }),
    deleteLine: fromPromise<LineDeleteResult, { odId: string }>(async () => {
      throw new Error('deleteLine is provided by the screen');
    }),
  },
  guards: {
    isEditor: ({ context }) => context.purchaseId !== null,
    isSavedLine: ({ context, event }) => event.type === 'REMOVE_LINE' && context.purchase.lines.some((l) => l.lineId === event.lineId && l.odId !== null),
    cannotSave: ({ context }) => purchaseSaveProblem(context.purchase, context.today()) !== null,
    isResumingSave: ({ context }) => context.resumingSave,
  },
  actions: {
    apply: enqueueActions(({ context, event, enqueue }) => {
      const command = commandFor(event, context.newId);
      if (!command) return;
      const decision = purchaseDecider.decide(command, context.purchase, context.catalogue);
      if (isPurchaseRejection(decision)) {
        enqueue.assign({ message: decision.error });
        return;
      }
      if (decision.length === 0) {
        enqueue.assign({ message: '' });
        return;
      }
      const journal = appendPurchase(context.journal, decision);
      enqueue.assign(withJournal(journal));
      enqueue.emit({ type: 'journalChanged', journal });
    }),
    undo: enqueueActions(({ context, enqueue }) => {
      const journal = undoPurchase(context.journal);
      if (journal === context.journal) return;
      enqueue.assign(withJournal(journal));
      enqueue.emit({ type: 'journalChanged', journal });
    }),
    redo: enqueueActions(({ context, enqueue }) => {
      const journal = redoPurchase(context.journal);
      if (journal === context.journal) return;
      enqueue.assign(withJournal(journal));
      enqueue.emit({ type: 'journalChanged', journal });
    }),
    showSaveProblem: assign(({ context }) => ({ message: purchaseSaveProblem(context.purchase, context.today()) ?? '' })),
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => {
    const stored = input.journal ?? EMPTY_JOURNAL;
    const journal = input.purchaseId ? editDraftOf(stored, input.purchaseId) : stored;
    const purchase = foldPurchase(journal);
    const pendingSave = input.pendingSave && purchaseSaveProblem(purchase, input.today()) === null ? input.pendingSave : null;
    return {
      purchaseId: input.purchaseId ?? null,
      catalogue: EMPTY_PURCHASE_CATALOGUE,
      journal,
      purchase,
      message: '',
      requestId: pendingSave,
      saveUnanswered: pendingSave !== null,
      resumingSave: pendingSave !== null,
      deleting: null,
      newId: input.newId,
      today: input.today,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCatalogue',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'loaded',
            actions: enqueueActions(({ context, event, enqueue }) => {
              if (!event.output.ok) return;
              const catalogue = purchaseCatalogue(event.output.body);
              enqueue.assign({ catalogue });
              // The default GST percent is the server's CGST + SGST (§7), a baseline undo stops at.
              if (context.purchaseId === null) {
                const decision = purchaseDecider.decide({ type: 'SetDefaultGst', gstBp: catalogue.defaultGstBp }, context.purchase, catalogue);
                if (!isPurchaseRejection(decision) && decision.length > 0 && context.journal.events.length === 0) {
                  const journal = appendPurchase(context.journal, decision);
                  enqueue.assign(withJournal(journal));
                  enqueue.emit({ type: 'journalChanged', journal });
                }
              }
            }),
          },
          { target: 'failed', actions: assign(({ event }) => ({ message: event.output.ok ? '' : failureText(event.output, 'Failed to fetch data') })) },
        ],
        onError: { target: 'failed', actions: assign({ message: 'Failed to fetch data' }) },
      },
    },
    loaded: {
      always: [
        // Only after a refresh in the middle of a save: send it again with its own request_id (on the editor, the
        // stored edit as it was sent, before the purchase is read again).
        { guard: 'isResumingSave', target: 'saving', actions: assign({ resumingSave: false }) },
        { guard: 'isEditor', target: 'loadingPurchase' },
        { target: 'ready' },
      ],
    },
    loadingPurchase: {
      invoke: {
        src: 'loadPurchase',
        input: ({ context }) => ({ purchaseId: context.purchaseId ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok && savedPurchaseFromDetail(event.output.body) !== null,
            target: 'ready',
            actions: enqueueActions(({ context, event, enqueue }) => {
              const fresh = event.output.ok ? savedPurchaseFromDetail(event.output.body) : null;
              if (!fresh) return;
              // The server's purchase, with the stored draft's changes on top (none on a first open).
              const journal = reloadedPurchaseJournal(context.journal, fresh);
              enqueue.assign(withJournal(journal));
              if (context.journal.events.length > 0) enqueue.emit({ type: 'journalChanged', journal });
            }),
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({
              message: event.output.ok ? PURCHASE_MESSAGES.savedPurchaseInvalid : failureText(event.output, 'No data found'),
            })),
          },
        ],
        onError: { target: 'failed', actions: assign({ message: 'Failed to fetch data' }) },
      },
    },
    failed: {
      // A new attempt: the last failure's words go.
      on: { RELOAD: { target: 'loading', actions: assign({ message: '' }) } },
    },
    ready: {
      on: {
        SCAN: { actions: 'apply' },
        ADD_BY_NAME: { actions: 'apply' },
        SELECT_SUPPLIER: { actions: 'apply' },
        CLEAR_SUPPLIER: { actions: 'apply' },
        SET_DATE: { actions: 'apply' },
        SET_SUPPLIER_INVOICE_NO: { actions: 'apply' },
        SET_SUPPLIER_INVOICE_DATE: { actions: 'apply' },
        SET_GST: { actions: 'apply' },
        SET_QTY: { actions: 'apply' },
        SET_RATE: { actions: 'apply' },
        ADD_UNIT_SERIAL: { actions: 'apply' },
        REMOVE_UNIT_SERIAL: { actions: 'apply' },
        REMOVE_LINE: [
          { guard: 'isSavedLine', target: 'deletingLine', actions: assign(({ event }) => ({ deleting: event.lineId, message: '' })) },
          { actions: 'apply' },
        ],
        UNDO: { actions: 'undo' },
        REDO: { actions: 'redo' },
        SAVE: [{ guard: 'cannotSave', actions: 'showSaveProblem' }, { target: 'saving' }],
        RELOAD: 'loading',
      },
    },
    deletingLine: {
      invoke: {
        src: 'deleteLine',
        input: ({ context }) => ({ odId: context.purchase.lines.find((l) => l.lineId === context.deleting)?.odId ?? '' }),
        onDone: {
          target: 'ready',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const reply = event.output;
            if (!reply.ok) {
              enqueue.assign({ deleting: null, message: failureText(reply, 'Failed To Delete Subcategory') });
              return;
            }
            const decision = purchaseDecider.decide(
              { type: 'ForgetSavedLine', lineId: context.deleting ?? '', version: reply.version },
              context.purchase,
              context.catalogue,
            );
            if (isPurchaseRejection(decision)) {
              enqueue.assign({ deleting: null, message: decision.error });
              return;
            }
            const journal = appendPurchase(context.journal, decision);
            enqueue.assign({ ...withJournal(journal, 'Data Deleted Successfully'), deleting: null });
            enqueue.emit({ type: 'journalChanged', journal });
          }),
        },
        onError: { target: 'ready', actions: assign({ deleting: null, message: 'Failed To Delete Subcategory' }) },
      },
    },
    saving: {
      entry: assign(({ context }) => ({ requestId: context.requestId ?? context.newId(), saveUnanswered: true, message: '' })),
      invoke: {
        src: 'savePurchase',
        input: ({ context }) => {
          const today = context.today();
          const requestId = context.requestId ?? '';
          const saved = context.purchase.saved;
          return saved ? { edit: purchaseEditBodyOf(context.purchase, saved, today, requestId) } : { body: purchaseBodyOf(context.purchase, today, requestId) };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok && !!event.output,
            target: 'saved',
            actions: [
              assign({ saveUnanswered: false }),
              emit(({ event }) => ({ type: 'purchaseSaved' as const, body: event.output.ok ? event.output.body : null })),
            ],
          },
          {
            target: 'ready',
            actions: assign(({ event }) => ({
              message: event.output.ok ? '' : failureText(event.output, PURCHASE_MESSAGES.saveFailed),
              saveUnanswered: isNetworkFailure(event.output),
            })),
          },
        ],
        onError: { target: 'ready', actions: assign({ message: PURCHASE_MESSAGES.saveFailed }) },
      },
    },
    saved: {
      always: [
        { guard: 'isEditor', target: 'done' },
        {
          // §4: a saved purchase clears the lines and reloads (the stock it added shows in the catalogue).
          target: 'loading',
          actions: enqueueActions(({ context, enqueue }) => {
            const journal = appendPurchase(EMPTY_JOURNAL, [{ type: 'DefaultGstSet', gstBp: context.catalogue.defaultGstBp }]);
            enqueue.assign({ ...withJournal(journal, PURCHASE_MESSAGES.saved) });
            enqueue.emit({ type: 'journalChanged', journal });
          }),
        },
      ],
    },
    done: { type: 'final', entry: assign({ message: PURCHASE_MESSAGES.saved }) },
  },
});

/**
 * The request_id to store beside the screen's journal: set while a save is in flight or was lost on the network
 * (it may have been booked), null once the server answered or the purchase changed. Passed back as input.pendingSave.
 */
export function pendingPurchaseSaveOf(snapshot: { context: Pick<PurchaseMachineContext, 'requestId' | 'saveUnanswered'> }): string | null {
  return snapshot.context.saveUnanswered ? snapshot.context.requestId : null;
}
