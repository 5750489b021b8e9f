// An editor's bill on the server: read on open (after the catalogue), read again after a saved line is deleted. The
// flow is machines/edited-bill.ts; this hook hands it the calls, the wait on the cart and the cart's events.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useRef } from 'react';
import { fromPromise, waitFor } from 'xstate';
import type { ApiResult } from '../../core/api/result';
import type { CartMode } from '../../core/cart';
import { editedBillMachine, type CartView, type EditedRecord, type SavedLineDelete } from '../../machines/edited-bill';
import { fetchOrderDetail } from '../api/orders';
import { deleteSavedLine } from '../api/pos';
import { announce } from '../ui/status';
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
  const refusedRef = useRef(onRefused);
  refusedRef.current = onRefused;
  const machine = useMemo(
    () =>
      editedBillMachine.provide({
        actors: {
          readBill: fromPromise(({ input }: { input: { mode: CartMode; orderId: string } }): Promise<ApiResult<EditedRecord>> =>
            fetchOrderDetail(input.mode, input.orderId),
          ),
          catalogueIn: fromPromise(async (): Promise<CartView> => {
            const snapshot = await waitFor(actor, (s) => !s.matches('loadingCatalogue'), { timeout: Infinity });
            return { saving: snapshot.matches('saving'), context: snapshot.context };
          }),
          deleteLine: fromPromise(({ input }: { input: SavedLineDelete }): Promise<ApiResult<unknown>> => deleteSavedLine(input.mode, input.odId, input.total)),
        },
        actions: {
          announce: (_, params) => announce(params.text),
          refused: (_, params) => refusedRef.current(params.text),
          toCart: (_, params) => {
            for (const event of params.events) actor.send(event);
          },
        },
      }),
    [actor],
  );
  // A new-bill screen has no bill to read: its editor stands ready at once.
  const editor = useActorRef(machine, { input: { mode: config.mode, orderId: config.edit?.orderId ?? null } });
  const editing = config.edit !== undefined;
  const opened = useSelector(editor, (s) => s.context.opened);

  const deleteLine = useCallback(
    async (lineId: string): Promise<boolean> => {
      if (!editing) return false;
      editor.send({ type: 'DELETE', cart: actor.getSnapshot().context.cart, lineId });
      const done = await waitFor(editor, (s) => s.matches('ready'), { timeout: Infinity });
      return done.context.deleted;
    },
    [actor, editor, editing],
  );

  return { loading: editing && !opened, deleteLine };
}
