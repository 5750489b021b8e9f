// An editor's bill on the server (issue 34 item 1): read on open (after the catalogue), read again after a saved line
// is deleted. The cart takes it as LOAD_SAVED_ORDER: saved lines locked, manual lines kept, the bill's own rates and
// version, and the cashier's header changes since the last load put back on top (edited-bill-header.ts).
// - A bill this user may not edit for its date (edit_refused) is not loaded: the screen hears the server's words.
// - A read refused or unanswered says so ("Could not load the bill" unless the server gave words); a thrown read is
//   quiet, as before. A save resumed after a refresh goes out as stored: the bill is not loaded over it.
// - Deleting a saved line sends its id and line total; refused or unanswered, the status line says why and the line
//   stays; deleted, the bill is read again and the server's words (else "Product deleted") are said.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../core/api/result';
import { CART_MESSAGES, findLine, savedOrderFromRecord, totals, type CartMode, type CartState, type SavedOrderRecord } from '../core/cart';
import { formatRupees } from '../core/money';
import type { CartMachineContext, CartMachineEvent } from './cart';
import { headerEditsSince, lastLoadedOrder } from './edited-bill-header';

export type EditedRecord = SavedOrderRecord & { edit_refused?: string };

/** The cart as the editor needs it once the catalogue is in. */
export interface CartView {
  /** A stored save is going out again: the bill is not loaded over it. */
  saving: boolean;
  context: Pick<CartMachineContext, 'catalogue' | 'journal' | 'cart'>;
}

export interface EditedBillContext {
  mode: CartMode;
  /** null on a new-bill screen: nothing to read, the editor stands ready at once. */
  orderId: string | null;
  record: EditedRecord | null;
  /** False until the first read and load are over: the screen shows "Loading..." meanwhile. */
  opened: boolean;
  /** The saved line being deleted. */
  pending: { odId: string; total: string } | null;
  /** Whether the last DELETE took the line off the bill. */
  deleted: boolean;
  /** Set while the bill is read again after a delete: the server's words for the deletion, said once it is done. */
  deletedWords: string | null;
}

export type EditedBillEvent = { type: 'DELETE'; cart: CartState; lineId: string };

export interface SavedLineDelete {
  mode: CartMode;
  odId: string;
  /** The line's total as the server takes it ("1234.50"). */
  total: string;
}

/** The saved line's id and total, or null when the line is not a saved one. */
export function lineToDelete(cart: CartState, lineId: string): { odId: string; total: string } | null {
  const line = findLine(cart, lineId);
  if (!line?.odId) return null;
  return { odId: line.odId, total: formatRupees(totals(cart).lineTotals[cart.lines.indexOf(line)] ?? 0) };
}

const failed = (reply: ApiResult<unknown>, fallback: string) => (reply.ok ? '' : reply.network ? fallback : reply.msg || fallback);

/** What the cart is sent for the bill as read: the load and the header changes put back, or the words for a bad record. */
export function cartEventsFor(mode: CartMode, record: EditedRecord, view: CartView): { events: CartMachineEvent[] } | { problem: string } | null {
  // A save resumed after a refresh goes out as stored; the page leaves once it is answered.
  if (view.saving) return null;
  const order = savedOrderFromRecord(mode, record, view.context.catalogue);
  if (!order) return { problem: CART_MESSAGES.savedOrderInvalid };
  const edits = headerEditsSince(lastLoadedOrder(view.context.journal), view.context.cart);
  return { events: [{ type: 'LOAD_SAVED_ORDER', order }, ...edits] };
}

export const editedBillMachine = setup({
  types: {
    context: {} as EditedBillContext,
    events: {} as EditedBillEvent,
    input: {} as { mode: CartMode; orderId: string | null },
  },
  actors: {
    // The screen provides the real calls (src/api/orders.ts, src/api/pos.ts) and the wait on its cart; tests their own.
    readBill: fromPromise<ApiResult<EditedRecord>, { mode: CartMode; orderId: string }>(async () => ({ ok: false, network: true })),
    catalogueIn: fromPromise<CartView>(async () => {
      throw new Error('no cart was provided');
    }),
    deleteLine: fromPromise<ApiResult<unknown>, SavedLineDelete>(async () => ({ ok: false, network: true })),
  },
  actions: {
    // Provided by the screen: the status line, the refusal to edit at all, and the cart's events.
    announce: (_, _params: { text: string }) => {},
    refused: (_, _params: { text: string }) => {},
    toCart: (_, _params: { events: CartMachineEvent[] }) => {},
  },
}).createMachine({
  id: 'editedBill',
  context: ({ input }) => ({
    mode: input.mode,
    orderId: input.orderId,
    record: null,
    opened: false,
    pending: null,
    deleted: false,
    deletedWords: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: ({ context }) => context.orderId === null, target: 'settled' }, { target: 'reading' }] },
    reading: {
      invoke: {
        src: 'readBill',
        input: ({ context }) => ({ mode: context.mode, orderId: context.orderId ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok && Boolean(event.output.body.edit_refused),
            target: 'settled',
            actions: { type: 'refused', params: ({ event }) => ({ text: (event.output.ok && event.output.body.edit_refused) || '' }) },
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'waiting',
            actions: assign({ record: ({ event }) => (event.output.ok ? event.output.body : null) }),
          },
          { target: 'settled', actions: { type: 'announce', params: ({ event }) => ({ text: failed(event.output, CART_MESSAGES.billLoadFailed) }) } },
        ],
        // A read that threw (the screen closed under it) is quiet, as before.
        onError: 'settled',
      },
    },
    /** The customer is looked up in the catalogue, so the bill waits for it (a failed list still ends the wait). */
    waiting: {
      invoke: {
        src: 'catalogueIn',
        onDone: {
          target: 'settled',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const next = context.record ? cartEventsFor(context.mode, context.record, event.output) : null;
            if (next === null) return;
            if ('problem' in next) enqueue({ type: 'announce', params: { text: next.problem } });
            else enqueue({ type: 'toCart', params: { events: next.events } });
          }),
        },
        onError: 'settled',
      },
    },
    settled: {
      always: {
        target: 'ready',
        actions: enqueueActions(({ context, enqueue }) => {
          if (context.deletedWords !== null) enqueue({ type: 'announce', params: { text: context.deletedWords || CART_MESSAGES.productDeleted } });
          enqueue.assign({ opened: true, deletedWords: null });
        }),
      },
    },
    ready: {
      on: {
        DELETE: [
          {
            guard: ({ event }) => lineToDelete(event.cart, event.lineId) !== null,
            target: 'deleting',
            actions: assign({ pending: ({ event }) => lineToDelete(event.cart, event.lineId), deleted: false }),
          },
          { actions: assign({ deleted: false }) },
        ],
      },
    },
    deleting: {
      invoke: {
        src: 'deleteLine',
        input: ({ context }) => ({ mode: context.mode, odId: context.pending?.odId ?? '', total: context.pending?.total ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'reading',
            actions: assign({ deleted: true, pending: null, deletedWords: ({ event }) => (event.output.ok ? event.output.msg : '') }),
          },
          {
            target: 'ready',
            actions: [assign({ pending: null }), { type: 'announce', params: ({ event }) => ({ text: failed(event.output, CART_MESSAGES.deleteFailed) }) }],
          },
        ],
        onError: { target: 'ready', actions: [assign({ pending: null }), { type: 'announce', params: { text: CART_MESSAGES.deleteFailed } }] },
      },
    },
  },
});
