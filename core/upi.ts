// UPI payments by QR (NPCI's UPI linking specification): the shop's UPI ID (a VPA, name@bank) and the upi://pay link
// a payer's app opens for the exact amount due on a bill.
import { z } from 'zod';
import { formatRupees, type Paise } from './money';

/** A VPA: a handle of letters, digits, dot, hyphen or underscore, "@", and the bank's handle (letters and digits). */
const VPA = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/;

/** The longest UPI ID the settings take (NPCI caps a VPA at 255 characters). */
export const MAX_UPI_ID = 255;

export const UPI_ID_RULE = 'must be a UPI ID such as shopname@okaxis';

/** The settings' UPI ID: "" (no QR on bills) or a VPA, trimmed and lower-cased (UPI IDs are not case-sensitive). */
export const upiIdField = z
  .union([z.string(), z.null()], { error: UPI_ID_RULE })
  .optional()
  .transform((input) => (input ?? '').trim().toLowerCase())
  .refine((value) => value === '' || (value.length <= MAX_UPI_ID && VPA.test(value)), { error: UPI_ID_RULE })
  .meta({ maxLength: MAX_UPI_ID });

export function isUpiId(value: string): boolean {
  return VPA.test(value.trim().toLowerCase());
}

export interface UpiPayment {
  /** The payee's VPA (pa). */
  upiId: string;
  /** The payee's name as the payer's app shows it (pn). */
  payeeName: string;
  amount: Paise;
  /** The transaction note (tn): the bill number. */
  note: string;
}

// encodeURIComponent, keeping "@" as it is: allowed in a query (RFC 3986 pchar) and what every UPI app expects in pa.
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/** upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…, each value URL-encoded; the amount in rupees with 2 decimals. */
export function upiPayLink({ upiId, payeeName, amount, note }: UpiPayment): string {
  const params: Array<[string, string]> = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', formatRupees(amount)],
    ['cu', 'INR'],
    ['tn', note],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
}

/** The link for a bill, or '' when there is nothing to pay by QR: no UPI ID set, or nothing due. */
export function billUpiLink(upiId: string, payeeName: string, amountDue: Paise, billNo: string): string {
  if (upiId === '' || amountDue <= 0) return '';
  return upiPayLink({ upiId, payeeName, amount: amountDue, note: billNo });
}
