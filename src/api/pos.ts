// The billing screens' calls: the POS product lists, the three saves of a new bill, the three edits and the line deletes (spec §7).
import { setShopReceiptPrinter } from '../devices/till-printer';
import { retailPrintOf, type CartMode, type OrderPayload, type PosListBody, type RetailPrint } from '../../core/cart';
import { callApi, callApiTagged, type ApiResult } from './client';
import { customerCreditReply } from '../../core/credit-limit';
import { rupeesToPaise, type Paise } from '../../core/money';

/** What each new-bill save answers: the bill it made. */
export interface SavedBill {
  order_id: string;
  bill_no: string | number;
  total: string;
  /** Only when a tender was sent (issue 22): what was booked, what stays on credit, the change handed back. */
  paid_amount?: string;
  balance?: string;
  change_due?: string;
  payments?: Array<{ paid_id: string; mode: string; amount: string }>;
}

/**
 * The lists already read in this page, with their ETags: going back to a billing screen asks the server whether the
 * list changed (304: the same parsed object again, nothing downloaded or parsed) instead of reading 7 MB anew. Any
 * write from a billing screen (a save, an edit, a line deleted) moves stock, so it drops them. The list is only
 * what the screen offers; the server checks every product, price and stock again when the bill is saved.
 */
const heldLists = new Map<string, { tag: string; body: PosListBody }>();

/** How a saved retail bill prints, as the last retail list said (the settings move the list's version on). */
let retailPrint: RetailPrint = 'receipt';

export function counterRetailPrint(): RetailPrint {
  return retailPrint;
}

/** The counter's list in columns (src/api/counter-list.ts) says it too. */
export function setCounterRetailPrint(print: RetailPrint): void {
  retailPrint = print;
}

/** Drops the lists held (after anything that changed stock). */
export function forgetPosLists(): void {
  heldLists.clear();
}

/** pos_api/pos_product_list.php (wholesale and estimates) or retail_pos_product_list.php: products, customers, gst. */
export async function fetchPosList(mode: CartMode): Promise<ApiResult<PosListBody>> {
  const path = mode === 'retail' ? 'pos_api/retail_pos_product_list.php' : 'pos_api/pos_product_list.php';
  const held = heldLists.get(path);
  const { result, tag } = await callApiTagged<PosListBody>(path, {}, held?.tag ?? null);
  if (result === 'unchanged' && held) return { ok: true, body: held.body, msg: 'success' };
  if (result === 'unchanged') return fetchPosList(mode);
  if (result.ok && tag) heldLists.set(path, { tag, body: result.body });
  else heldLists.delete(path);
  if (result.ok && mode === 'retail') retailPrint = retailPrintOf(result.body);
  if (result.ok) setShopReceiptPrinter(result.body.counter?.receipt_printer);
  return result;
}

/** A write that moved stock (or may have): the held lists go, whatever the answer (a refusal may follow a race). */
async function changingStock<T>(reply: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    return await reply;
  } finally {
    forgetPosLists();
  }
}

// A quotation turned into a GST bill (issue 32): its details' B key asks the counter to open it ('to-open'); the counter
// takes it into its cart and bills it ('billing'), and the bill's save carries its id as from_estimate_id. Kept for
// the tab (sessionStorage), so a refresh of the counter still records the bill on the quotation.
const QUOTATION_KEYS = { 'to-open': 'kulir.quotation.to-open', billing: 'kulir.quotation.billing' } as const;

export function quotationFor(stage: keyof typeof QUOTATION_KEYS): string | null {
  try {
    return window.sessionStorage.getItem(QUOTATION_KEYS[stage]);
  } catch {
    return null;
  }
}

export function setQuotationFor(stage: keyof typeof QUOTATION_KEYS, orderId: string | null): void {
  try {
    if (orderId === null) window.sessionStorage.removeItem(QUOTATION_KEYS[stage]);
    else window.sessionStorage.setItem(QUOTATION_KEYS[stage], orderId);
  } catch {
    // Storage refused (private mode): the bill is still made, only not recorded on the quotation.
  }
}

/** pos_api/pos_order.php: a new wholesale GST bill; made from a quotation, it names it (from_estimate_id). */
export async function savePosOrder(payload: OrderPayload): Promise<ApiResult<SavedBill>> {
  const quotation = quotationFor('billing');
  const reply = await changingStock(callApi<SavedBill>('pos_api/pos_order.php', quotation ? { ...payload, from_estimate_id: quotation } : payload));
  // Billed, or refused for the quotation itself (unknown, already billed): the next bill is no longer this quotation's.
  if (quotation && (reply.ok || (!reply.network && (reply.code === 404 || reply.code === 409)))) setQuotationFor('billing', null);
  return reply;
}

/** pos_api/pos_estimate.php: a new quotation of free-text lines. */
export function savePosEstimate(payload: OrderPayload): Promise<ApiResult<SavedBill>> {
  return changingStock(callApi<SavedBill>('pos_api/pos_estimate.php', payload));
}

/** pos_api/retail_pos_order.php: a new retail bill (/retailpos and /posretailadd). */
export function saveRetailPosOrder(payload: OrderPayload): Promise<ApiResult<SavedBill>> {
  return changingStock(callApi<SavedBill>('pos_api/retail_pos_order.php', payload));
}

/** What an edit answers: the bill as it now stands, with its new version. */
export interface EditedBill extends SavedBill {
  version: number;
}

/** pos_api/pos_order_edit.php: a saved wholesale bill changed (order_id, bill_no, version, od_id per saved line). */
export function editPosOrder(payload: OrderPayload): Promise<ApiResult<EditedBill>> {
  return changingStock(callApi<EditedBill>('pos_api/pos_order_edit.php', payload));
}

/** pos_api/pos_estimate_edit.php: a saved quotation changed. */
export function editPosEstimate(payload: OrderPayload): Promise<ApiResult<EditedBill>> {
  return changingStock(callApi<EditedBill>('pos_api/pos_estimate_edit.php', payload));
}

/** pos_api/retail_pos_order_edit.php: a saved retail bill changed. */
export function editRetailPosOrder(payload: OrderPayload): Promise<ApiResult<EditedBill>> {
  return changingStock(callApi<EditedBill>('pos_api/retail_pos_order_edit.php', payload));
}

/** What a saved-line delete answers: the bill's new total and version. */
export interface DeletedLine {
  order_id: string;
  total: string;
  version: number;
}

/**
 * pos_api/order_detail_delete.php (wholesale and estimates) or retail_order_detail_delete.php: one saved line off the
 * bill. total: the line's total, as the legacy call sent it.
 */
export function deleteSavedLine(mode: CartMode, orderDetailId: string, total: string): Promise<ApiResult<DeletedLine>> {
  const path = mode === 'retail' ? 'pos_api/retail_order_detail_delete.php' : 'pos_api/order_detail_delete.php';
  return changingStock(callApi<DeletedLine>(path, { order_detail_id: orderDetailId, total }));
}

/** pos_api/customer_credit.php (issue 29): the chosen customer's outstanding and credit limit, in paise. */
export interface CustomerCredit {
  userId: string;
  name: string;
  outstanding: Paise;
  limit: Paise;
}

export async function fetchCustomerCredit(userId: string): Promise<ApiResult<CustomerCredit>> {
  const reply = await callApi<unknown>('pos_api/customer_credit.php', { user_id: userId });
  if (!reply.ok) return reply;
  const parsed = customerCreditReply.safeParse(reply.body);
  if (!parsed.success) return { ok: false, code: 0, msg: 'Invalid response from server.' };
  const b = parsed.data;
  return {
    ok: true,
    msg: reply.msg,
    body: { userId: b.user_id, name: b.name, outstanding: rupeesToPaise(b.outstanding), limit: rupeesToPaise(b.credit_limit) },
  };
}
