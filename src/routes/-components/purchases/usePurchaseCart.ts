// The purchase machine of /addpurchase or /editpurchase, wired to the server. As on the billing screens (DESIGN §6),
// the journal and the request_id of a save in flight live in localStorage (the billing screens' journal store):
// /addpurchase's under one key, the editor's per purchase (kulir.cart.edit.purchase.{id}, as a bill editor's is
// kulir.cart.edit.{mode}.{id}), so a refresh loses nothing and a save cut off by one is sent again with the same
// request_id. An edited purchase once saved forgets its draft.
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { todayInKolkata } from '../../../../core/dates';
import { deserialisePurchaseJournal, serialisePurchaseJournal, type PurchaseJournal } from '../../../../core/purchase/purchase.journal';
import {
  pendingPurchaseSaveOf,
  purchaseMachine,
  type LineDeleteResult,
  type PurchaseListResult,
  type PurchaseSaveInput,
  type PurchaseSaveResult,
  type SavedPurchaseResult,
} from '../../../../machines/purchase';
import { fetchPosList } from '../../../api/pos';
import { deletePurchaseLine, editPurchase, fetchPurchase, savePurchase } from '../../../api/purchases';
import {
  browserStore,
  createDraftWriter,
  flushWhenLeaving,
  forgetStoredCart,
  readStoredDraft,
  storePendingSave,
  type DraftCodec,
} from '../../../billing/journal-store';
import { newRequestId as newId } from '../../../api/request-id';

export type PurchaseActor = ActorRefFrom<typeof purchaseMachine>;

export const ADD_PURCHASE_KEY = 'kulir.cart.purchase';

/** The editor's draft of one purchase. */
export const editPurchaseKey = (purchaseId: string) => `kulir.cart.edit.purchase.${purchaseId}`;

const machine = purchaseMachine.provide({
  actors: {
    loadCatalogue: fromPromise<PurchaseListResult>(() => fetchPosList('gst') as Promise<PurchaseListResult>),
    loadPurchase: fromPromise<SavedPurchaseResult, { purchaseId: string }>(({ input }) => fetchPurchase(input.purchaseId)),
    savePurchase: fromPromise<PurchaseSaveResult, PurchaseSaveInput>(({ input }) => ('edit' in input ? editPurchase(input.edit) : savePurchase(input.body))),
    deleteLine: fromPromise<LineDeleteResult, { odId: string }>(async ({ input }) => {
      const reply = await deletePurchaseLine(input.odId);
      return reply.ok ? { ok: true, version: reply.body.version } : reply;
    }),
  },
});

const purchaseCodec: DraftCodec<PurchaseJournal> = { serialise: serialisePurchaseJournal, parse: deserialisePurchaseJournal };

/** Starts the screen from its stored journal (and a save that was in flight), and stores every change. */
export function usePurchaseCart(purchaseId?: string): PurchaseActor {
  const [start] = useState(() => {
    const store = browserStore();
    const key = purchaseId ? editPurchaseKey(purchaseId) : ADD_PURCHASE_KEY;
    return { store, key, stored: readStoredDraft(store, key, purchaseCodec) };
  });
  const actor = useActorRef(machine, {
    input: { purchaseId, journal: start.stored.journal, pendingSave: start.stored.pendingSave, newId, today: () => todayInKolkata(new Date()) },
  });
  useEffect(() => {
    const { store, key } = start;
    let pending = start.stored.pendingSave;
    // An edited purchase is done once saved: its draft goes, and is not stored again.
    let finished = false;
    // As on the billing screens: written when the page is next idle, and at once before a pending save is stored
    // (the two are read back together), on pagehide and when the screen goes.
    const writer = createDraftWriter(store, key, purchaseCodec);
    const journal = actor.on('journalChanged', (event) => {
      if (!finished) writer.write(event.journal);
    });
    const done = actor.on('purchaseSaved', () => {
      if (!purchaseId) return;
      finished = true;
      writer.cancel();
      forgetStoredCart(store, key);
    });
    const saves = actor.subscribe((snapshot) => {
      const next = pendingPurchaseSaveOf(snapshot);
      if (finished || next === pending) return;
      pending = next;
      writer.flush();
      storePendingSave(store, key, next);
    });
    const stopFlushing = flushWhenLeaving(writer);
    return () => {
      stopFlushing();
      writer.flush();
      journal.unsubscribe();
      done.unsubscribe();
      saves.unsubscribe();
    };
  }, [actor, purchaseId, start]);
  return actor;
}
