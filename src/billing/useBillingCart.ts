// The cart machine of one billing screen, wired to the server and to localStorage: a refresh loses nothing.
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { CartMode, OrderPayload } from '../../core/cart';
import { todayInKolkata } from '../../core/dates';
import { cartMachine, pendingSaveOf, type CatalogueLoadResult, type SaveOrderResult } from '../../machines/cart';
import { fetchCounterList } from '../api/counter-list';
import { announce } from '../ui/status';
import { browserStore, createJournalWriter, flushWhenLeaving, forgetStoredCart, readStoredCart, storePendingSave } from './journal-store';
import type { BillingScreenConfig } from './screens';
import { newRequestId as newId } from '../api/request-id';

export type CartActor = ActorRefFrom<typeof cartMachine>;

function machineFor(config: BillingScreenConfig) {
  return cartMachine.provide({
    actors: {
      loadCatalogue: fromPromise<CatalogueLoadResult, { mode: CartMode }>(({ input }) => fetchCounterList(input.mode)),
      saveOrder: fromPromise<SaveOrderResult, { payload: OrderPayload }>(async ({ input }) => {
        const reply = await config.save(input.payload);
        // The spec only logs a refusal (§8); the cashier still needs to know why the bill was not booked.
        if (!reply.ok && !reply.network) announce(reply.msg);
        return reply;
      }),
    },
  });
}

/** Starts the screen's cart from its stored journal (and a save that was in flight), and stores every change. */
export function useBillingCart(config: BillingScreenConfig): CartActor {
  const [start] = useState(() => {
    const store = browserStore();
    return { store, machine: machineFor(config), stored: readStoredCart(store, config.storageKey, config.mode) };
  });
  const actor = useActorRef(start.machine, {
    input: {
      mode: config.mode,
      journal: start.stored.journal,
      pendingSave: start.stored.pendingSave,
      pendingTender: start.stored.pendingTender,
      newId,
      today: () => todayInKolkata(new Date()),
    },
  });
  useEffect(() => {
    const { store } = start;
    let pending = start.stored.pendingSave;
    // An editor's bill is done once saved: its stored cart goes, and the emptied cart is not stored again.
    let finished = false;
    // The journal is written when the page is next idle (after the scan's frame), and at once when it matters:
    // before a pending save is stored (the two are read back together), on pagehide, and when the screen goes.
    const writer = createJournalWriter(store, config.storageKey);
    const journal = actor.on('journalChanged', (event) => {
      if (!finished) writer.write(event.journal);
    });
    const done = actor.on('orderSaved', () => {
      if (!config.edit) return;
      finished = true;
      writer.cancel();
      forgetStoredCart(store, config.storageKey);
    });
    const saves = actor.subscribe((snapshot) => {
      const next = pendingSaveOf(snapshot);
      if (finished || next === pending) return;
      pending = next;
      writer.flush();
      storePendingSave(store, config.storageKey, next, snapshot.context.tender);
    });
    const stopFlushing = flushWhenLeaving(writer);
    return () => {
      stopFlushing();
      writer.flush();
      journal.unsubscribe();
      done.unsubscribe();
      saves.unsubscribe();
    };
  }, [actor, config.storageKey, config.edit, start]);
  return actor;
}

/** Sends an event; true when the cart took it (its journal changed). */
export function applied(actor: CartActor, event: Parameters<CartActor['send']>[0]): boolean {
  const before = actor.getSnapshot().context.journal;
  actor.send(event);
  return actor.getSnapshot().context.journal !== before;
}
