// Printing the bill just saved, from the counter (issue 22): its print page opens in a window of its own, prints itself
// (machines/print.ts) and closes, so the cashier never leaves the counter. A GST bill prints the A4 tax invoice, a
// quotation the A4 quotation, a retail bill the 80 mm receipt or the A4 retail invoice, as the settings say.
import type { CartMode, RetailPrint } from '../../core/cart';

/** The name of the counter's print window: a print page opened under it closes itself once printed. */
export const COUNTER_PRINT_WINDOW = 'kulir-counter-print';

export interface SavedAtCounter {
  orderId: string;
  billNo: string;
  mode: CartMode;
}

export function counterPrintPath(bill: Pick<SavedAtCounter, 'orderId' | 'mode'>, retailPrint: RetailPrint): string {
  switch (bill.mode) {
    case 'gst':
      return `/invoice/${bill.orderId}`;
    case 'estimate':
      return `/estimate_invoice/${bill.orderId}`;
    case 'retail':
      return retailPrint === 'a4'
        ? `/retailinvoice/${bill.orderId}`
        : retailPrint === 'receipt58'
          ? `/retailreceipt58/${bill.orderId}`
          : `/retailreceipt/${bill.orderId}`;
    default: {
      const unreachable: never = bill.mode;
      return unreachable;
    }
  }
}

/** Opens (or reuses) the print window on the bill's print page; false when the browser blocked it. */
export function openCounterPrint(path: string): boolean {
  const opened = window.open(path, COUNTER_PRINT_WINDOW, 'popup,width=900,height=1000');
  return opened !== null;
}

/** Whether this page was opened by the counter to print (it closes itself once printed). */
export function isCounterPrintWindow(): boolean {
  return window.name === COUNTER_PRINT_WINDOW && window.opener !== null;
}
