// The folded cart: what every billing screen shows, and what the save payload is built from.
import { salesTotals, type SalesRates, type SalesTotals } from '../billing';
import type { IsoDate } from '../dates';
import type { Paise } from '../money';
import type { BasisPoints } from '../percent';

/** 'gst': wholesale POS and order editor; 'estimate': quotations (free-text lines); 'retail': entry by product code. */
export type CartMode = 'gst' | 'estimate' | 'retail';

export interface CartCustomer {
  userId: string;
  name: string;
  mobile: string;
  state: string;
}

export interface CartLine {
  lineId: string;
  /** null for free-text lines. */
  productId: string | null;
  productName: string;
  serialNo: string;
  productCode: string;
  rate: Paise;
  /** A whole number, at least 1. */
  qty: number;
  /** The line's own discount, wholesale POS only. */
  discountBp: BasisPoints;
  unit: string;
  ratePer: string;
  pricePerPcs: Paise;
  boxContents: string;
  qtyPerBox: number;
  countOfPcs: number;
  /** Typed by hand (name, amount, quantity) rather than picked from the catalogue. */
  manual: boolean;
  /** The server's order_detail_id once saved: such a line is locked and is deleted through the server. */
  odId: string | null;
  /**
   * The line's own GST rate (issue 31 item 4): its product's, or on a saved line the rate it was billed at; absent, the
   * bill's (rates.gstBp, the shop's CGST + SGST).
   */
  gstBp?: BasisPoints;
  /** Issue 33 item 4: present when the product tracks unit serials, the units on this line (normalised); qty follows them. */
  unitSerials?: string[];
}

export interface SavedOrderRef {
  orderId: string;
  billNo: string;
  /** The bill's version when it was read (optimistic lock): an edit sends it back, a stale one is refused (409). */
  version?: number;
}

export interface CartState {
  mode: CartMode;
  customer: CartCustomer | null;
  lines: readonly CartLine[];
  rates: SalesRates;
  /** The bill date picked on an editor; a new bill takes today's date when saved. */
  orderDate: IsoDate | null;
  /** Set when the cart edits an order already on the server. */
  savedOrder: SavedOrderRef | null;
}

export const NO_RATES: SalesRates = { discountBp: 0, commissionBp: 0, gstBp: 0, packingBp: 0 };

/** Every rate starts at 0 (the spec's retail default) until the server's values arrive as RatesSet. */
export function initialState(mode: CartMode): CartState {
  return { mode, customer: null, lines: [], rates: NO_RATES, orderDate: null, savedOrder: null };
}

export function totals(state: CartState): SalesTotals {
  const perLineDiscount = state.mode === 'gst';
  return salesTotals(
    state.lines.map((line) => ({
      rate: line.rate,
      qty: line.qty,
      discountBp: perLineDiscount ? line.discountBp : 0,
      ...(line.gstBp === undefined ? {} : { gstBp: line.gstBp }),
    })),
    state.rates,
  );
}

export function findLine(state: CartState, lineId: string): CartLine | undefined {
  return state.lines.find((line) => line.lineId === lineId);
}

export function isLocked(line: CartLine): boolean {
  return line.odId !== null;
}

export function isEmptyCart(state: CartState): boolean {
  return state.customer === null && state.lines.length === 0;
}

/** Closes every switch over a union: a new case that is not handled fails to compile. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
