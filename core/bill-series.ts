// Numbers as people read them: each series kulir numbers (the three kinds of sales bill and credit notes per financial
// year, receipts and payment vouchers) runs its own 1, 2, 3…, so every number carries its series' prefix where it is
// printed and a GST bill (tax invoice) keeps its bare number, as its invoice prints it. The one place a number is
// formatted: lists, reports, exports, messages, the audit trail and the editors all ask here (issue 32).
import type { NumberSeries } from './number-floors';

export type SalesBillKind = 'gst' | 'retail';

/** The prefix of each series as its paper prints it. */
export const SERIES_PREFIX: Readonly<Record<NumberSeries, string>> = {
  gst: '',
  retail: 'R-',
  estimate: '',
  credit_note: 'CN-',
  debit_note: 'DN-',
  receipt: 'RC-',
  voucher: 'PV-',
};

/** A number as its paper prints it: "28" for GST bill 28, "R-28" for retail bill 28, "CN-3", "DN-5", "RC-7", "PV-2". */
export function billNumber(series: NumberSeries, no: number | string): string {
  return `${SERIES_PREFIX[series]}${no}`;
}

/** What a bare number is called where several series meet (the audit trail, an editor's title, a credit note's bill). */
const SERIES_WORD: Readonly<Partial<Record<NumberSeries, string>>> = { gst: 'GST', estimate: 'Quotation' };

/**
 * A document's identity as a person reads it wherever it could be taken for another series': the printed number with
 * its series named, "GST 103", "R-31", "CN-4", "Quotation 26". Lists of one series show billNumber under their heading.
 */
export function billName(series: NumberSeries, no: number | string): string {
  const word = SERIES_WORD[series];
  return word === undefined ? billNumber(series, no) : `${word} ${no}`;
}

/** The series of a sales order's kind ('gst', 'retail' or 'estimate'), anything else being a GST bill. */
export function orderSeries(kind: string): 'gst' | 'retail' | 'estimate' {
  return kind === 'retail' || kind === 'estimate' ? kind : 'gst';
}

export function isSalesBillKind(kind: string): kind is SalesBillKind {
  return kind === 'gst' || kind === 'retail';
}
