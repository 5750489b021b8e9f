// How a payment received or made came or went (issue 29 item 6): cash, UPI, card, bank transfer or cheque (with the
// cheque's number and date), and an optional reference (a UPI or bank transfer's UTR, a card slip's transaction id).
// The one rule, shared by the payment calls (pending reports, cash book) and the payment forms. The counter's tender
// (core/tender.ts) takes the first three of these modes only.
import { z } from 'zod';
import { parseDmy, toDmy, type IsoDate } from './dates';
import { TENDER_MODES } from './tender';

export const PAYMENT_MODES = [...TENDER_MODES, 'bank', 'cheque'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** How each mode is named on screen, on a receipt and in a report. */
export const PAYMENT_MODE_NAMES: Readonly<Record<PaymentMode, string>> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank: 'Bank Transfer',
  cheque: 'Cheque',
};

/** The key that picks each mode on the payment forms (C for cash; Q for cheque, as C is taken). */
export const PAYMENT_MODE_KEYS: Readonly<Record<PaymentMode, string>> = { cash: 'c', upi: 'u', card: 'd', bank: 'b', cheque: 'q' };

export const REFERENCE_MAX = 40;

export const MODE_RULE = `must be one of ${PAYMENT_MODES.join(', ')}`;
export const CHEQUE_NO_RULE = 'must be the 6-digit number printed on the cheque';
export const CHEQUE_NO_NEEDED = 'is required for a cheque payment';
export const CHEQUE_DATE_RULE = 'must be a date as dd-mm-yyyy';
export const CHEQUE_DATE_NEEDED = 'is required for a cheque payment';
export const CHEQUE_ONLY = 'is only for a cheque payment';
export const REFERENCE_RULE = `must be at most ${REFERENCE_MAX} characters`;

export function isPaymentMode(value: unknown): value is PaymentMode {
  return typeof value === 'string' && (PAYMENT_MODES as readonly string[]).includes(value);
}

/** The mode of a payment as stored: a cheque's number and date ('' and null for every other mode). */
export interface PaymentModeDetail {
  mode: PaymentMode;
  chequeNo: string;
  chequeDate: IsoDate | null;
  reference: string;
}

/** The mode's fields as a form sends them (each optional on the wire; absent is cash). */
export interface ModeFields {
  mode: PaymentMode;
  cheque_no?: string;
  cheque_date?: string;
  reference?: string;
}

export const CASH: PaymentModeDetail = { mode: 'cash', chequeNo: '', chequeDate: null, reference: '' };

/** Absent, null or blank text is not given. */
const blankText = z
  .union([z.string(), z.number()], { error: 'must be text' })
  .nullish()
  .transform((input) => (input === undefined || input === null ? '' : String(input).trim()));

/**
 * The wire fields, each optional so that the spec's payloads without them stay as they were (cash): merge this shape
 * into a call's object and refine it with checkPaymentMode, then read it with paymentModeOf.
 */
export const paymentModeShape = {
  mode: z
    .string({ error: MODE_RULE })
    .nullish()
    .transform((input) => (input === undefined || input === null || input.trim() === '' ? 'cash' : input.trim().toLowerCase()))
    .refine(isPaymentMode, { error: MODE_RULE }),
  cheque_no: blankText,
  cheque_date: blankText,
  reference: blankText.refine((value) => value.length <= REFERENCE_MAX, { error: REFERENCE_RULE }).meta({ maxLength: REFERENCE_MAX }),
};

interface ModeFieldsOut {
  mode: string;
  cheque_no: string;
  cheque_date: string;
  reference: string;
}

/** The cheque's rule: a cheque needs its number and date; no other mode takes them. Each refusal names its field. */
export function checkPaymentMode(fields: ModeFieldsOut, ctx: z.RefinementCtx): void {
  if (fields.mode !== 'cheque') {
    if (fields.cheque_no !== '') ctx.addIssue({ code: 'custom', path: ['cheque_no'], message: CHEQUE_ONLY });
    else if (fields.cheque_date !== '') ctx.addIssue({ code: 'custom', path: ['cheque_date'], message: CHEQUE_ONLY });
    return;
  }
  if (fields.cheque_no === '') ctx.addIssue({ code: 'custom', path: ['cheque_no'], message: CHEQUE_NO_NEEDED });
  else if (!/^\d{6}$/.test(fields.cheque_no)) ctx.addIssue({ code: 'custom', path: ['cheque_no'], message: CHEQUE_NO_RULE });
  if (fields.cheque_date === '') ctx.addIssue({ code: 'custom', path: ['cheque_date'], message: CHEQUE_DATE_NEEDED });
  else if (parseDmy(fields.cheque_date) === null) ctx.addIssue({ code: 'custom', path: ['cheque_date'], message: CHEQUE_DATE_RULE });
}

/** The checked wire fields as stored. */
export function paymentModeOf(fields: ModeFieldsOut): PaymentModeDetail {
  const mode = isPaymentMode(fields.mode) ? fields.mode : 'cash';
  return {
    mode,
    chequeNo: mode === 'cheque' ? fields.cheque_no : '',
    chequeDate: mode === 'cheque' ? parseDmy(fields.cheque_date) : null,
    reference: fields.reference,
  };
}

/** The mode's fields alone (the payment forms parse with this): the rule above, read as stored. */
export const paymentModeSchema = z.object(paymentModeShape).superRefine(checkPaymentMode).transform(paymentModeOf);

/** "Cash"; "Cheque 123456 dated 05-12-2026"; "UPI, ref 433912345678": how a receipt, a report or a ledger row says it. */
export function describePaymentMode(detail: PaymentModeDetail): string {
  const cheque =
    detail.mode === 'cheque' && detail.chequeNo !== '' ? ` ${detail.chequeNo}${detail.chequeDate ? ` dated ${toDmy(detail.chequeDate)}` : ''}` : '';
  const reference = detail.reference === '' ? '' : `, ref ${detail.reference}`;
  return `${PAYMENT_MODE_NAMES[detail.mode]}${cheque}${reference}`;
}

/** The mode's fields on the wire (replies): the mode's value and name, the cheque's number and date (dd-mm-yyyy or ''), the reference. */
export function paymentModeWire(detail: PaymentModeDetail) {
  return {
    mode: detail.mode,
    payment_mode: describePaymentMode(detail),
    cheque_no: detail.chequeNo,
    cheque_date: detail.chequeDate === null ? '' : toDmy(detail.chequeDate),
    reference: detail.reference,
  };
}

/** Money by mode, every mode present (0 when unused). */
export type ModeTotals = Record<PaymentMode, number>;

export const noModeTotals = (): ModeTotals => ({ cash: 0, upi: 0, card: 0, bank: 0, cheque: 0 });

/** Sums amounts by their mode (paise in, paise out). */
export function totalsByMode(rows: ReadonlyArray<{ mode: PaymentMode; amount: number }>): ModeTotals {
  const totals = noModeTotals();
  for (const row of rows) totals[row.mode] += row.amount;
  return totals;
}

/** A cash book's money in less money out, by mode (paise): what each mode added to or took from the shop. */
export function netByMode(rows: ReadonlyArray<{ mode: PaymentMode; amount: number; out: boolean }>): ModeTotals {
  return totalsByMode(rows.map((row) => ({ mode: row.mode, amount: row.out ? -row.amount : row.amount })));
}
