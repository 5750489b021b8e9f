// The receipt printer's calls (issue 33): receipt_print.php sends a retail bill's receipt to the till's printer (and
// pulses the cash drawer when the bill took cash and the counter asks, right after its save); drawer_open.php opens
// the drawer on its own, with the reason the cashier gave (audited).
import { z } from 'zod';
import type { RetailPrint } from '../cart/cart.catalogue';
import type { CartMode } from '../cart/cart.state';
import { idField, oneOrZero, requiredText } from '../forms/fields';
import { printerAddressField } from './printer-address';

export const MAX_DRAWER_REASON = 200;

export const receiptPrintBody = z.object({
  order_id: idField(),
  printer: printerAddressField,
  // "1" right after the save at the counter: a cash tender opens the drawer. A reprint leaves it shut.
  open_drawer: oneOrZero().optional(),
});

export const drawerOpenBody = z.object({
  printer: printerAddressField,
  reason: requiredText(MAX_DRAWER_REASON),
});

export type ReceiptPrintBody = z.input<typeof receiptPrintBody>;
export type DrawerOpenBody = z.input<typeof drawerOpenBody>;

/** What receipt_print.php answers: whether the drawer was pulsed with the receipt. */
export interface ReceiptPrinted {
  order_id: string;
  printer: string;
  drawer_opened: '1' | '0';
}

export interface DrawerOpened {
  printer: string;
}

/**
 * What the till's receipt printer gets after a bill is saved at the counter (issue 33): a retail bill the shop prints on
 * a roll (Settings, Retail Bill Print: 80 mm or 58 mm) goes to it as the receipt, the drawer pulsed with it on cash; a
 * bill printed on A4 through the browser (every GST bill, a retail bill when the setting is A4) gives it only the
 * drawer's pulse, and only when the bill took cash. A quotation takes no money: nothing.
 */
export type TillPrinterJob = 'receipt' | 'drawer' | 'none';

export function tillPrinterJob(mode: CartMode, retailPrint: RetailPrint, cash: boolean): TillPrinterJob {
  if (mode === 'estimate') return 'none';
  if (mode === 'retail' && retailPrint !== 'a4') return 'receipt';
  return cash ? 'drawer' : 'none';
}
