// Which network receipt printer this till prints to (issue 33): the till's own, kept in this browser's storage (set in
// /settings, "This till's receipt printer"), else the shop's default from the settings (the counter's list carries it),
// else none: the browser prints, as it always has.
import { parsePrinterAddress } from '../../core/devices/printer-address';

const TILL_PRINTER_KEY = 'kulir.till.receiptPrinter';
let shopPrinter = '';

/** The shop's default, as the last counter list said. */
export function setShopReceiptPrinter(printer: unknown): void {
  shopPrinter = typeof printer === 'string' && parsePrinterAddress(printer) ? printer : '';
}

/** This till's own printer as stored, '' for none. */
export function tillOwnPrinter(): string {
  try {
    return localStorage.getItem(TILL_PRINTER_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps (or with '' forgets) this till's own printer; false when the browser keeps nothing (a private window). */
export function setTillOwnPrinter(printer: string): boolean {
  try {
    if (printer === '') localStorage.removeItem(TILL_PRINTER_KEY);
    else localStorage.setItem(TILL_PRINTER_KEY, printer);
    return true;
  } catch {
    return false;
  }
}

/** The printer this till prints receipts to, '' for the browser's print. */
export function tillReceiptPrinter(): string {
  const own = tillOwnPrinter();
  return own !== '' && parsePrinterAddress(own) ? own : shopPrinter;
}
