// An editor's bill on the server: read on open (after the catalogue), read again after a saved line is deleted.
// The cart takes it as LOAD_SAVED_ORDER: saved lines locked, manual lines kept, the bill's own rates and version.
import { useCallback, useEffect, useRef, useState } from 'react';
import { waitFor } from 'xstate';
import { CART_MESSAGES, findLine, savedOrderFromRecord, totals } from '../../core/cart';
import { formatRupees } from '../../core/money';
import { fetchOrderDetail } from '../api/orders';
import { deleteSavedLine } from '../api/pos';
import { announce } from '../ui/status';
import { headerEditsSince, lastLoadedOrder } from './edited-bill';
import type { BillingScreenConfig } from './screens';
import type { CartActor } from './useBillingCart';

export interface EditedBill {
  /** True until the bill's first read has answered (always false on a new-bill screen). */
  loading: boolean;
  /** Deletes a saved line on the server, then reads the bill again; true when the line went. */
  deleteLine(lineId: string): Promise<boolean>;
}

/**
 * `onRefused` hears why this user may not edit the bill at all (its date is in a closed period or a closed day: the
 * server's own words, as the save would answer them); the bill is then not loaded, so nothing is typed in vain.
 */
export function useEditedBill(actor: CartActor, config: BillingScreenConfig, onRefused: (message: string) => void): EditedBill {
  const [loading, setLoading] = useState(config.edit !== undefined);
  const refusedRef = useRef(onRefused);
  refusedRef.current = onRefused;

  const reload = useCallback(async (): Promise<boolean> => {
    if (!config.edit) return false;
    const reply = await fetchOrderDetail(config.mode, config.edit.orderId);
    if (!reply.ok) {
      announce(reply.network ? CART_MESSAGES.billLoadFailed : reply.msg || CART_MESSAGES.billLoadFailed);
      return false;
    }
    if (reply.body.edit_refused) {
      refusedRef.current(reply.body.edit_refused);
      return false;
    }
    // The customer is looked up in the catalogue, so the bill waits for it (a failed list still ends the wait).
    const snapshot = await waitFor(actor, (s) => !s.matches('loadingCatalogue'), { timeout: Infinity });
    // A save resumed after a refresh goes out as stored; the page leaves once it is answered.
    if (snapshot.matches('saving')) return true;
    const order = savedOrderFromRecord(config.mode, reply.body, snapshot.context.catalogue);
    if (!order) {
      announce(CART_MESSAGES.savedOrderInvalid);
      return false;
    }
    const edits = headerEditsSince(lastLoadedOrder(snapshot.context.journal), snapshot.context.cart);
    actor.send({ type: 'LOAD_SAVED_ORDER', order });
    for (const event of edits) actor.send(event);
    return true;
  }, [actor, config]);

  useEffect(() => {
    if (!config.edit) return;
    let live = true;
    // A screen closed before the bill came in (its cart actor stopped) has nothing to load it into.
    void reload()
      .catch(() => false)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [config, reload]);

  const deleteLine = useCallback(
    async (lineId: string): Promise<boolean> => {
      const cart = actor.getSnapshot().context.cart;
      const line = findLine(cart, lineId);
      if (!line?.odId) return false;
      const total = totals(cart).lineTotals[cart.lines.indexOf(line)] ?? 0;
      const reply = await deleteSavedLine(config.mode, line.odId, formatRupees(total));
      if (!reply.ok) {
        announce(reply.network ? CART_MESSAGES.deleteFailed : reply.msg || CART_MESSAGES.deleteFailed);
        return false;
      }
      await reload().catch(() => false);
      announce(reply.msg || CART_MESSAGES.productDeleted);
      return true;
    },
    [actor, config, reload],
  );

  return { loading, deleteLine };
}
