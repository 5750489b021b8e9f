// Figures of an order list row: payment status from balance (spec §4) and the page's Total row.
import { formatIndian, parseRupees, type Paise } from '../money';

export type PaymentStatus = 'Pending' | 'Paid';

/** Paise of an amount as the lists send it ("1,23,456.00", "1234.00"); unreadable text counts as 0. */
export function amountOf(text: string | number | null | undefined): Paise {
  if (text === null || text === undefined) return 0;
  const parsed = parseRupees(text);
  return parsed.ok ? parsed.paise : 0;
}

/** Balance above 0 is Pending (red), otherwise Paid (green). */
export function paymentStatus(balance: string | number | null | undefined): PaymentStatus {
  return amountOf(balance) > 0 ? 'Pending' : 'Paid';
}

/** The Total row: the sum of the amounts on the page shown, Indian-grouped. */
export function pageTotal(rows: ReadonlyArray<{ amount: string }>): string {
  return formatIndian(rows.reduce((sum, row) => sum + amountOf(row.amount), 0));
}

/** Any amount as the screens show it: 2 decimals, Indian grouping. */
export function rupeesShown(text: string | number | null | undefined): string {
  return formatIndian(amountOf(text));
}
