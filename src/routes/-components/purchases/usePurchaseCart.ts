// The purchase machine of /addpurchase or /editpurchase, wired to the server; /addpurchase's journal lives in
// localStorage so a refresh loses nothing (DESIGN §6).
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { parseDmy, todayInKolkata } from '../../../../core/dates';
import { parseRupees } from '../../../../core/money';
import { deserialisePurchaseJournal, serialisePurchaseJournal, type SavedPurchase } from '../../../../core/purchase-cart';
import { tryParsePercent } from '../../../../core/percent';
import { purchaseMachine, type LineDeleteResult, type PurchaseListResult, type PurchaseSaveInput, type PurchaseSaveResult, type SavedPurchaseResult } from '../../../../machines/purchase';
import { fetchPosList } from '../../../api/pos';
import { deletePurchaseLine, editPurchase, fetchPurchase, savePurchase, type PurchaseDetail } from '../../../api/purchases';

export type PurchaseActor = ActorRefFrom<typeof purchaseMachine>;

export const ADD_PURCHASE_KEY = 'kulir.cart.purchase';

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

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

function stored(): string | null {
  try {
    return window.localStorage.getItem(ADD_PURCHASE_KEY);
  } catch {
    return null;
  }
}

export function usePurchaseCart(purchaseId?: string): PurchaseActor {
  const [journal] = useState(() => (purchaseId ? undefined : deserialisePurchaseJournal(stored())));
  const actor = useActorRef(machine, { input: { purchaseId, journal, newId, today: () => todayInKolkata(new Date()) } });
  useEffect(() => {
    if (purchaseId) return undefined;
    const sub = actor.on('journalChanged', (event) => {
      try {
        window.localStorage.setItem(ADD_PURCHASE_KEY, serialisePurchaseJournal(event.journal));
      } catch (error) {
        // A full or blocked storage must never stop a purchase: it carries on in memory.
        console.error('kulir: could not store the purchase', error);
      }
    });
    return () => sub.unsubscribe();
  }, [actor, purchaseId]);
  return actor;
}
