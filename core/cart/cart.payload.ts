// The spec's "Saved order payload" (§3), built from the folded cart: money as "2450.00", percents as "18.00".
import { toDmy, type IsoDate } from '../dates';
import { formatRupees } from '../money';
import { formatPercent } from '../percent';
import { CART_MESSAGES } from './cart.messages';
import { billUnitSerialFault } from '../unit-serials';
import { assertNever, totals, type CartCustomer, type CartLine, type CartState } from './cart.state';

export interface SaveMeta {
  /** One per cart contents: a repeat of the same save is answered with the first result (DESIGN §4). */
  requestId: string;
  /** The bill date of a new order. */
  today: IsoDate;
}

export type SaveableCart = CartState & { customer: CartCustomer };

export type SaveCheck = { ok: true; cart: SaveableCart } | { ok: false; message: string };

interface PayloadHeader {
  request_id: string;
  /** Edits only. */
  order_id?: string;
  /** Edits only. */
  bill_no?: string;
  /** Edits only: the bill's version when it was read; a stale one is refused. */
  version?: number;
  /** Not in the spec (issue 29): the owner's approval of a bill over the customer's credit limit (core/credit-limit.ts). */
  credit_approval?: { email: string; password: string };
  user_id: string;
  billing_name: string;
  billing_phonenumber: string;
  billing_state: string;
  total: string;
  subtotal: string;
  gst_percentage: string;
  /** Amounts: each half of the GST amount. */
  cgst: string;
  sgst: string;
  /** The packing percent the server's POS list gave (or the saved order's). */
  packing_charge: string;
  discount_percentage: string;
  discount_amount: string;
  commision_percentage: string;
  commision_amount: string;
  packing_percentage: string;
  packing_amount: string;
}

interface PayloadLineBase {
  /** Edits only: the saved line's order_detail_id, null for a line added in the editor. */
  od_id?: string | null;
  product_name: string;
  qty: number;
  amount_per_product: string;
  total_per_product: string;
}

export interface GstPayloadLine extends PayloadLineBase {
  product_id: string | null;
  rate_per: string;
  price_per_pcs: string;
  box_contents: string;
  unit: string;
  discount_percentage: string;
  /** Issue 33 item 4: the units sold, on a line of a product that tracks unit serials. */
  unit_serials?: string[];
}

export interface RetailPayloadLine extends PayloadLineBase {
  product_id: string | null;
  qty_per_box: string;
  /** Issue 33 item 4: the units sold, on a line of a retail product that tracks unit serials. */
  unit_serials?: string[];
}

export interface EstimatePayloadLine extends PayloadLineBase {
  /** The estimate editor reads a line's quantity from here. */
  quantity: number;
}

export interface GstOrderPayload extends PayloadHeader {
  order_date: string;
  productdetails: GstPayloadLine[];
}

/** The retail variant has no order_date, unless the retail editor's date was picked. */
export interface RetailOrderPayload extends PayloadHeader {
  order_date?: string;
  productdetails: RetailPayloadLine[];
}

export interface EstimateOrderPayload extends PayloadHeader {
  order_date: string;
  productdetails: EstimatePayloadLine[];
}

export type OrderPayload = GstOrderPayload | RetailOrderPayload | EstimateOrderPayload;

/** Not in the spec (issue 22): the tender taken at the counter, sent with a new GST or retail bill. */
export interface TenderPayloadFields {
  payments?: Array<{ mode: 'cash' | 'upi' | 'card'; amount: string }>;
  cash_received?: string;
}

/** Save (editors and POS): a customer first, then at least one line (§5). */
export function validateForSave(state: CartState): SaveCheck {
  const { customer } = state;
  if (customer === null) return { ok: false, message: CART_MESSAGES.selectCustomer };
  if (state.lines.length === 0) return { ok: false, message: CART_MESSAGES.selectProduct };
  const fault = billUnitSerialFault(
    state.lines.map((line) => ({
      productName: line.productName,
      // A saved line holds its units on the server already (the editor does not read them back).
      tracksUnitSerials: line.unitSerials !== undefined && line.odId === null,
      qty: line.qty,
      unitSerials: line.unitSerials ?? [],
    })),
  );
  if (fault) return { ok: false, message: fault.message };
  return { ok: true, cart: { ...state, customer } };
}

export function toOrderPayload(cart: SaveableCart, meta: SaveMeta): OrderPayload {
  const sums = totals(cart);
  const { rates, customer, savedOrder } = cart;
  const header: PayloadHeader = {
    request_id: meta.requestId,
    ...(savedOrder
      ? { order_id: savedOrder.orderId, bill_no: savedOrder.billNo, ...(savedOrder.version === undefined ? {} : { version: savedOrder.version }) }
      : {}),
    user_id: customer.userId,
    billing_name: customer.name,
    billing_phonenumber: customer.mobile,
    billing_state: customer.state,
    total: formatRupees(sums.grandTotal),
    subtotal: formatRupees(sums.subtotal),
    gst_percentage: formatPercent(rates.gstBp),
    cgst: formatRupees(sums.cgst),
    sgst: formatRupees(sums.sgst),
    packing_charge: formatPercent(rates.packingBp),
    discount_percentage: formatPercent(rates.discountBp),
    discount_amount: formatRupees(sums.discount),
    commision_percentage: formatPercent(rates.commissionBp),
    commision_amount: formatRupees(sums.commission),
    packing_percentage: formatPercent(rates.packingBp),
    packing_amount: formatRupees(sums.packing),
  };
  const orderDate = toDmy(cart.orderDate ?? meta.today);
  const base = (line: CartLine, index: number): PayloadLineBase => ({
    ...(savedOrder ? { od_id: line.odId } : {}),
    product_name: line.productName,
    qty: line.qty,
    amount_per_product: formatRupees(line.rate),
    total_per_product: formatRupees(sums.lineTotals[index]),
  });
  switch (cart.mode) {
    case 'gst':
      return {
        ...header,
        order_date: orderDate,
        productdetails: cart.lines.map((line, index) => ({
          ...base(line, index),
          product_id: line.productId,
          rate_per: line.ratePer,
          price_per_pcs: formatRupees(line.pricePerPcs),
          box_contents: line.boxContents,
          unit: line.unit,
          discount_percentage: formatPercent(line.discountBp),
          ...(line.unitSerials ? { unit_serials: [...line.unitSerials] } : {}),
        })),
      };
    case 'retail':
      return {
        ...header,
        // A date the cashier picked on the retail editor is sent rather than lost; a new retail bill has none.
        ...(cart.orderDate ? { order_date: orderDate } : {}),
        productdetails: cart.lines.map((line, index) => ({
          ...base(line, index),
          product_id: line.productId,
          qty_per_box: String(line.qtyPerBox),
          ...(line.unitSerials ? { unit_serials: [...line.unitSerials] } : {}),
        })),
      };
    case 'estimate':
      return {
        ...header,
        order_date: orderDate,
        productdetails: cart.lines.map((line, index) => ({ ...base(line, index), quantity: line.qty })),
      };
    default:
      return assertNever(cart.mode);
  }
}
