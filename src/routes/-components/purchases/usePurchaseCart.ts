// The purchase machine of /addpurchase or /editpurchase, wired to the server; /addpurchase's journal and the
// request_id of a save in flight live in localStorage (the billing screens' journal store), so a refresh loses nothing
// and a save cut off by one is sent again with the same request_id (DESIGN §6).
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { parseDmy, todayInKolkata } from '../../../../core/dates';
import { parseRupees } from '../../../../core/money';
import type { SavedPurchase } from '../../../../core/purchase-cart';
import { deserialisePurchaseJournal, serialisePurchaseJournal, type PurchaseJournal } from '../../../../core/purchase-journal';
import { tryParsePercent } from '../../../../core/percent';
import { pendingPurchaseSaveOf, purchaseMachine, type LineDeleteResult, type PurchaseListResult, type PurchaseSaveInput, type PurchaseSaveResult, type SavedPurchaseResult } from '../../../../machines/purchase';
import { fetchPosList } from '../../../api/pos';
import { deletePurchaseLine, editPurchase, fetchPurchase, savePurchase, type PurchaseDetail } from '../../../api/purchases';
import { browserStore, createDraftWriter, flushWhenLeaving, readStoredDraft, storePendingSave, type DraftCodec } from '../../../billing/journal-store';
import { newRequestId as newId } from '../../../api/request-id';

export type PurchaseActor = ActorRefFrom<typeof purchaseMachine>;

export const ADD_PURCHASE_KEY = 'kulir.cart.purchase';


const paise = (text: string) => {
  const parsed = parseRupees(text);
  return parsed.ok ? parsed.paise : 0;
};

function savedPurchaseOf(p: PurchaseDetail): SavedPurchase {
  const gst = tryParsePercent(p.gst_percentage);
  return {
    purchaseId: p.purchase_id,
    version: p.version,
    supplier: { supplierId: p.id, name: p.supplier_name },
    orderDate: parseDmy(p.orderdate) ?? todayInKolkata(new Date()),
    gstBp: gst.ok ? gst.bp : 0,
    lines: p.order_details.map((l) => ({
      lineId: `od-${l.od_id}`, productId: l.product_id, productName: l.product_name, serialNo: l.serial_no, rate: paise(l.amount_per_product), qty: l.qty,
      boxContents: l.box_contents, countOfPcs: l.count_of_pcs, ratePer: l.rate_per, unit: l.unit, odId: l.od_id,
    })),
  };
}

const machine = purchaseMachine.provide({
  actors: {
    loadCatalogue: fromPromise<PurchaseListResult>(() => fetchPosList('gst') as Promise<PurchaseListResult>),
    loadPurchase: fromPromise<SavedPurchaseResult, { purchaseId: string }>(async ({ input }) => {
      const reply = await fetchPurchase(input.purchaseId);
      return reply.ok ? { ok: true, purchase: savedPurchaseOf(reply.body) } : reply;
    }),
    savePurchase: fromPromise<PurchaseSaveResult, PurchaseSaveInput>(({ input }) =>
      'edit' in input ? editPurchase(input.edit) : savePurchase(input.body),
    ),
    deleteLine: fromPromise<LineDeleteResult, { odId: string }>(async ({ input }) => {
      const reply = await deletePurchaseLine(input.odId);
      return reply.ok ? { ok: true, version: reply.body.version } : reply;
    }),
  },
});

const purchaseCodec: DraftCodec<PurchaseJournal> = { serialise: serialisePurchaseJournal, parse: deserialisePurchaseJournal };

/** Starts /addpurchase from its stored journal (and a save that was in flight), and stores every change. */
export function usePurchaseCart(purchaseId?: string): PurchaseActor {
  const [start] = useState(() => {
    const store = browserStore();
    return { store, stored: purchaseId ? null : readStoredDraft(store, ADD_PURCHASE_KEY, purchaseCodec) };
  });
  const actor = useActorRef(machine, {
    input: { purchaseId, journal: start.stored?.journal, pendingSave: start.stored?.pendingSave ?? null, newId, today: () => todayInKolkata(new Date()) },
  });
  useEffect(() => {
    if (purchaseId) return undefined;
    const { store } = start;
    let pending = start.stored?.pendingSave ?? null;
    // As on the billing screens: written when the page is next idle, and at once before a pending save is stored
    // (the two are read back together), on pagehide and when the screen goes.
    const writer = createDraftWriter(store, ADD_PURCHASE_KEY, purchaseCodec);
    const journal = actor.on('journalChanged', (event) => writer.write(event.journal));
    const saves = actor.subscribe((snapshot) => {
      const next = pendingPurchaseSaveOf(snapshot);
      if (next === pending) return;
      pending = next;
      writer.flush();
      storePendingSave(store, ADD_PURCHASE_KEY, next);
    });
    const stopFlushing = flushWhenLeaving(writer);
    return () => {
      stopFlushing();
      writer.flush();
      journal.unsubscribe();
      saves.unsubscribe();
    };
  }, [actor, purchaseId, start]);
  return actor;
}
