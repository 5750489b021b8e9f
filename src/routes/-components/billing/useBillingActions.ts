// What the billing keys do (DESIGN §7): each focuses a field or sends the cart one event; none changes state itself.
import { useMemo } from 'react';
import { CART_MESSAGES, findLine, isLocked } from '../../../../core/cart';
import type { BillingActions } from '../../../billing/billing-commands';
import { focusNow, type Billing } from './billing-context';

function focusedRow(): HTMLTableRowElement | null {
  const active = document.activeElement;
  return active instanceof HTMLTableRowElement && active.dataset.lineId ? active : null;
}

export function useBillingActions(billing: Billing, openAddCustomer: () => void): BillingActions {
  return useMemo(() => {
    const { actor, fields: f } = billing;
    return {
      focusKey: () => focusNow(f.key.current),
      focusName: () => focusNow(f.name.current),
      focusCustomer: () => focusNow(f.customer.current),
      focusDiscount: () => focusNow(f.discount.current),
      focusDate: () => focusNow(f.date.current),
      focusLines: () => {
        // The bill's first line (issue 32), rendered first when scrolled out of view; Home/End on a row go to the ends.
        const first = actor.getSnapshot().context.cart.lines[0];
        if (first) billing.focusLine.current?.(first.lineId);
      },
      save: () => {
        // A value still being typed in a cell counts: leaving the cell commits it before the bill is sent.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        actor.send({ type: 'SAVE' });
        const refusal = actor.getSnapshot().context.message;
        focusNow((refusal === CART_MESSAGES.selectCustomer ? f.customer : f.key).current);
      },
      undo: () => actor.send({ type: 'UNDO' }),
      redo: () => actor.send({ type: 'REDO' }),
      removeFocusedLine: () => {
        const row = focusedRow();
        if (!row?.dataset.lineId) return;
        const line = findLine(actor.getSnapshot().context.cart, row.dataset.lineId);
        // An editor's saved line goes through the server (after a confirm); elsewhere the cart refuses it.
        if (line && isLocked(line) && billing.askDeleteSavedLine) {
          billing.askDeleteSavedLine(line.lineId);
          return;
        }
        const isLine = (el: Element | null): el is HTMLElement => el instanceof HTMLElement && Boolean(el.dataset.lineId);
        const neighbour = [row.nextElementSibling, row.previousElementSibling].find(isLine);
        actor.send({ type: 'REMOVE_LINE', lineId: row.dataset.lineId });
        if (neighbour) neighbour.focus();
        else focusNow(f.key.current);
      },
      back: () => billing.escape(focusedRow() ? 'field' : 'key'),
      addCustomer: openAddCustomer,
    };
  }, [billing, openAddCustomer]);
}
