// The invoice's totals rows (spec §9): each only when above 0; Sub-Total (rounded) only when a charge or deduction is
// present; Discount and Commission deducted (-); the tax lines and Packing added (+); a Round Off line for whatever
// the rows shown leave to the Grand Total (DESIGN §5); the Grand Total to 2 decimals.
import { DEFAULT_SELLER_STATE, taxSplit, type TaxSplit } from '../../core/billing';
import { roundToRupee, type Paise } from '../../core/money';
import { formatPercentShort, tryParsePercent, type BasisPoints } from '../../core/percent';
import type { InvoiceData } from '../api/print';
import { amountOf } from '../ui/records/order-rows';

export interface InvoiceRow {
  label: string;
  sign: '' | '-' | '+';
  /** Shown without its sign (the sign column carries it). */
  amount: Paise;
  grand?: true;
}

export function percentOf(text: string | undefined): BasisPoints {
  if (text === undefined) return 0;
  const parsed = tryParsePercent(text);
  return parsed.ok ? parsed.bp : 0;
}

export const percentShown = (bp: BasisPoints): string => `${formatPercentShort(bp)}%`;

/** CGST + SGST or one IGST line: the server's decision, else the two states compared (spaces ignored). */
export function splitOf(invoice: Pick<InvoiceData, 'final_billing' | 'buyer_detail' | 'seller_detail'>): TaxSplit {
  return invoice.final_billing.tax_split ?? taxSplit(invoice.buyer_detail.state, invoice.seller_detail.state || DEFAULT_SELLER_STATE);
}

/** The IGST rate: the bill's GST rate, else CGST + SGST rates. */
export function igstRate(billing: InvoiceData['final_billing']): BasisPoints {
  return percentOf(billing.gst_percentage) || percentOf(billing.cgst_percentage) + percentOf(billing.sgst_percentage);
}

export function invoiceRows(invoice: Pick<InvoiceData, 'final_billing' | 'buyer_detail' | 'seller_detail'>): InvoiceRow[] {
  const billing = invoice.final_billing;
  const subtotal = amountOf(billing.subtotal);
  const discount = amountOf(billing.discount_amt);
  const commission = amountOf(billing.commission_amt);
  const cgst = amountOf(billing.cgst);
  const sgst = amountOf(billing.sgst);
  const packing = amountOf(billing.packing_amt);
  const total = amountOf(billing.total);

  const rows: InvoiceRow[] = [];
  const add = (row: InvoiceRow) => row.amount > 0 && rows.push(row);
  if (sgst > 0 || packing > 0 || commission > 0 || discount > 0) add({ label: 'Sub-Total', sign: '', amount: roundToRupee(subtotal) });
  add({ label: `Discount ${percentShown(percentOf(billing.discount_percentage))}`, sign: '-', amount: discount });
  add({ label: `Commission ${percentShown(percentOf(billing.commission_percentage))}`, sign: '-', amount: commission });
  if (splitOf(invoice) === 'intra') {
    add({ label: `CGST ${percentShown(percentOf(billing.cgst_percentage))}`, sign: '+', amount: cgst });
    add({ label: `SGST ${percentShown(percentOf(billing.sgst_percentage))}`, sign: '+', amount: sgst });
  } else {
    add({ label: `IGST ${percentShown(igstRate(billing))}`, sign: '+', amount: cgst + sgst });
  }
  add({ label: `Packing ${percentShown(percentOf(billing.packing_percentage))}`, sign: '+', amount: packing });
  // The rows before the Grand Total add up to it exactly: Round Off takes the difference (rupee rounding, and the
  // sub total shown rounded).
  const base = rows.length > 0 ? 0 : subtotal;
  const shown = rows.reduce((sum, row) => sum + (row.sign === '-' ? -row.amount : row.amount), base);
  const roundOff = total - shown;
  if (roundOff !== 0) rows.push({ label: 'Round Off', sign: roundOff < 0 ? '-' : '+', amount: Math.abs(roundOff) });
  rows.push({ label: 'Grand Total', sign: '', amount: total, grand: true });
  return rows;
}

/** The document title while printing: Invoice_{buyer name}_{dd-mm-yyyy}, Quotation_… for a quotation. */
export function printTitle(kind: 'invoice' | 'quotation' | 'retail' | 'receipt', buyerName: string, date: string): string {
  const word = kind === 'quotation' ? 'Quotation' : kind === 'receipt' ? 'Receipt' : 'Invoice';
  return `${word}_${buyerName.trim()}_${date}`;
}
