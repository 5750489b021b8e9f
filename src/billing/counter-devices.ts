// The counter's receipt printer and cash drawer (issue 33), in one place for the billing screen: after a retail bill
// is saved, its receipt goes to the till's network printer (the drawer pulsed when the bill took cash); Ctrl+Shift+D
// asks why and opens the drawer on its own. With no printer set, nothing here runs: the browser's print (Ctrl+P) stays.
import { billNumber } from '../../core/bill-series';
import type { CartMode, RetailPrint } from '../../core/cart';
import { tillPrinterJob } from '../../core/devices/receipt-print';
import { openCashDrawer, printReceipt } from '../api/receipt-printer';
import type { Command } from '../commands/types';
import { tillReceiptPrinter } from '../devices/till-printer';
import type { SavedAtCounter } from './counter-print';

export const NO_TILL_PRINTER = 'No receipt printer is set for this till: set one in Settings, "This till\'s receipt printer".';
export const DRAWER_REASON_NEEDED = 'Say why the drawer is opened.';

/** Whether a counter of this mode takes money (and so has a drawer): a new GST or retail bill, not a quotation or an edit. */
export function takesMoney(mode: CartMode, editing: boolean): boolean {
  return !editing && mode !== 'estimate';
}

/** Ctrl+Shift+D at a counter that takes money. */
export function drawerCommands(mode: CartMode, editing: boolean, askReason: () => void): readonly Command[] {
  if (!takesMoney(mode, editing)) return [];
  return [
    {
      id: 'billing.open-drawer',
      title: 'Open cash drawer',
      group: 'Screen',
      kbd: 'ctrl+shift+d',
      flag: 'gstbill',
      keywords: ['drawer', 'cash drawer', 'till', 'open'],
      run: () => askReason(),
    },
  ];
}

/** Whether a save's tender booked any cash (the drawer opens for it). */
export function tookCash(payments: readonly { mode: string }[] | undefined): boolean {
  return (payments ?? []).some((p) => p.mode === 'cash');
}

/**
 * After a save, with a printer set for this till, as core's tillPrinterJob says: a retail bill printed on a roll sends
 * its receipt to it (the server pulses the drawer when the stored bill took cash); a bill printed on A4 through the
 * browser (a GST bill, a retail bill when Settings' Retail Bill Print is A4) only opens the drawer on a cash tender,
 * through the audited drawer call with the bill named as the reason. The message to show, or null when nothing ran.
 */
export async function printSavedReceipt(
  saved: Pick<SavedAtCounter, 'orderId' | 'mode' | 'billNo'>,
  cash = false,
  retailPrint: RetailPrint = 'receipt',
): Promise<string | null> {
  const printer = tillReceiptPrinter();
  if (printer === '') return null;
  const job = tillPrinterJob(saved.mode, retailPrint, cash);
  if (job === 'none') return null;
  if (job === 'drawer') {
    const opened = await openCashDrawer(
      printer,
      `Cash sale: ${saved.mode === 'retail' ? 'retail bill' : 'GST bill'} ${billNumber(saved.mode, Number(saved.billNo))}`,
    );
    if (opened.ok) return 'Cash drawer opened.';
    return opened.network ? 'Could not reach the server to open the cash drawer. The bill is saved.' : `${opened.msg} The bill is saved.`;
  }
  const reply = await printReceipt(saved.orderId, printer, true);
  if (reply.ok) return reply.body.drawer_opened === '1' ? 'Receipt printed; cash drawer opened.' : 'Receipt printed.';
  if (reply.network) return 'Could not reach the server to print the receipt. The bill is saved: Ctrl+P prints it in the browser.';
  return `${reply.msg} Ctrl+P prints it in the browser.`;
}

/** Ctrl+Shift+D's dialog, once the reason is given: the message to show, and whether the drawer opened. */
export async function openDrawerFor(reason: string): Promise<{ ok: boolean; msg: string }> {
  const printer = tillReceiptPrinter();
  if (printer === '') return { ok: false, msg: NO_TILL_PRINTER };
  if (reason.trim() === '') return { ok: false, msg: DRAWER_REASON_NEEDED };
  const reply = await openCashDrawer(printer, reason.trim());
  if (reply.ok) return { ok: true, msg: reply.msg || 'Cash drawer opened.' };
  return { ok: false, msg: reply.network ? 'Could not reach the server. Please try again.' : reply.msg };
}
