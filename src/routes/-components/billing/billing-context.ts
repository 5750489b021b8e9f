// What every part of a billing screen shares: the cart actor, the screen's settings and its focusable fields.
import { createContext, useContext, type RefObject } from 'react';
import type { CartActor } from '../../../billing/useBillingCart';
import type { BillingScreenConfig } from '../../../billing/screens';

export interface BillingFields {
  customer: RefObject<HTMLInputElement | null>;
  /** Serial number, product code, or the estimate's item name. */
  key: RefObject<HTMLInputElement | null>;
  name: RefObject<HTMLInputElement | null>;
  discount: RefObject<HTMLInputElement | null>;
  lines: RefObject<HTMLTableSectionElement | null>;
  /** The editors' bill date. */
  date: RefObject<HTMLInputElement | null>;
}

export interface Billing {
  actor: CartActor;
  config: BillingScreenConfig;
  fields: BillingFields;
  /** Focus a field now (selecting its text), unless it already has the focus. */
  focus(field: RefObject<HTMLElement | null>): void;
  /** Esc with nothing left to clear: other fields step back to the key field, the key field leaves the screen. */
  escape(from: 'key' | 'field'): void;
  /** Focuses a line's row, rendering it first when it is out of view (the line table sets it while mounted). */
  focusLine: { current: ((lineId: string) => void) | null };
  /** Editors only: a saved line is deleted on the server, after a confirm. */
  askDeleteSavedLine?(lineId: string): void;
}

export const BillingContext = createContext<Billing | null>(null);

export function useBilling(): Billing {
  const billing = useContext(BillingContext);
  if (!billing) throw new Error('useBilling outside a billing screen');
  return billing;
}

/** Focuses an element, selecting an input's text so typing replaces it; a field already focused is left alone. */
export function focusNow(element: HTMLElement | null | undefined): void {
  if (!element || document.activeElement === element) return;
  element.focus();
  if (element instanceof HTMLInputElement) element.select();
}
