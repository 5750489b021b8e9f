// The billing screens' product list (issue 24): pos_product_list.php / retail_pos_product_list.php in columns, kept in
// IndexedDB with its version and brought up to date by asking only for the changes since. The list is only what the
// screen offers; the server checks every product, price and stock again when the bill is saved.
import type { CounterListBody } from '../../core/catalogue/counter-columns';
import { counterListAfter } from '../../core/catalogue/counter-copy';
import { setShopReceiptPrinter } from '../devices/till-printer';
import { retailPrintOf, type CartMode, type PosListBody } from '../../core/cart';
import { callApi, type ApiResult } from './client';
import { keepList, readKeptList, type CounterListName, type KeptCounterList } from './counter-list-store';
import { setCounterRetailPrint } from './pos';

interface HeldList extends KeptCounterList {
  /** The body last handed to a screen: handed again while nothing in it changed, so its catalogue is not rebuilt. */
  body: PosListBody | null;
}

/**
 * Kept once the current task is over (the screen gets its list first). Not left for an idle moment: a till reloaded
 * or closed before one comes would download the whole list again. Packed, 100,000 products are a few large values,
 * so the copy into IndexedDB costs tens of milliseconds, not hundreds.
 */
function afterThisTask(work: () => void): void {
  setTimeout(work, 0);
}

/** This page's copies (read from the store once per page). */
const held = new Map<CounterListName, HeldList>();

function listOf(mode: CartMode): CounterListName {
  return mode === 'retail' ? 'retail' : 'wholesale';
}

async function heldCopy(name: CounterListName): Promise<HeldList | null> {
  const inPage = held.get(name);
  if (inPage) return inPage;
  const kept = await readKeptList(name);
  return kept ? { ...kept, body: null } : null;
}

function sameOthers(body: PosListBody | null, answer: CounterListBody): boolean {
  return body !== null && JSON.stringify([body.customer, body.gst, body.counter]) === JSON.stringify([answer.customer, answer.gst, answer.counter]);
}

async function ask(name: CounterListName, copy: HeldList | null): Promise<ApiResult<CounterListBody>> {
  const path = name === 'retail' ? 'pos_api/retail_pos_product_list.php' : 'pos_api/pos_product_list.php';
  return callApi<CounterListBody>(path, { format: 'columns', ...(copy ? { since: { epoch: copy.epoch, version: copy.version } } : {}) });
}

/** The list a billing screen sells from: the copy held, brought up to date, or the whole list on the first visit. */
export async function fetchCounterList(mode: CartMode, fromCopy = true): Promise<ApiResult<PosListBody>> {
  const name = listOf(mode);
  const copy = fromCopy ? await heldCopy(name) : null;
  const reply = await ask(name, copy);
  if (!reply.ok) return reply;
  const answer = reply.body;
  const next = counterListAfter(copy, answer);
  // An answer that cannot bring the copy up to date (core/catalogue/counter-copy.ts): the copy is dropped and the
  // list asked for whole.
  if (next.kind === 'ask-whole') {
    held.delete(name);
    return fromCopy ? fetchCounterList(mode, false) : { ok: false, code: 500, msg: 'The product list could not be read.' };
  }
  const body: PosListBody =
    next.unchanged && copy?.body && sameOthers(copy.body, answer)
      ? copy.body
      : { product_columns: next.copy.products, customer: answer.customer, gst: answer.gst, counter: answer.counter };
  held.set(name, { ...next.copy, body });
  if (next.keep) afterThisTask(() => void keepList(name, next.copy));
  if (mode === 'retail') setCounterRetailPrint(retailPrintOf(body));
  setShopReceiptPrinter(body.counter?.receipt_printer);
  return { ok: true, msg: reply.msg, body };
}
