// The invoice's totals rows (spec §9): each only when above 0; Sub-Total (rounded) only when a charge or deduction is
// present; Discount and Commission deducted (-); the tax lines and Packing added (+); a Round Off line for whatever
// the rows shown leave to the Grand Total (DESIGN §5); the Grand Total to 2 decimals.
import { DEFAULT_SELLER_STATE, type TaxSplit } from '../billing';
import { saleSplit } from '../tax-columns';
import { roundToRupee } from '../money';
import type { BasisPoints } from '../percent';
import type { InvoiceData } from '../api/print-document';
import { amountOf } from '../records/order-rows';
import { chargeRows, closeWithTotal, percentOf, rateRowsOf, type TotalsRow } from '../records/totals-rows';

/** A totals row; the amount is shown without its sign (the sign column carries it). */
export type InvoiceRow = TotalsRow;
/** CGST + SGST or one IGST line: the server's decision, else the server's rule (saleSplit) on the invoice's own states. */
export function splitOf(invoice: Pick<InvoiceData, 'final_billing' | 'buyer_detail' | 'seller_detail'>): TaxSplit {
  const { buyer_detail: buyer } = invoice;
  return invoice.final_billing.tax_split ?? saleSplit(buyer.state, buyer.tax_number, invoice.seller_detail.state || DEFAULT_SELLER_STATE);
}

/** The IGST rate: the bill's GST rate, else CGST + SGST rates. */
export function igstRate(billing: InvoiceData['final_billing']): BasisPoints {
  return percentOf(billing.gst_percentage) || percentOf(billing.cgst_percentage) + percentOf(billing.sgst_percentage);
}

export function invoiceRows(invoice: Pick<InvoiceData, 'final_billing' | 'buyer_detail' | 'seller_detail' | 'tax_by_rate'>): InvoiceRow[] {
  const billing = invoice.final_billing;
  const subtotal = amountOf(billing.subtotal);
  const total = amountOf(billing.total);
  const rows = chargeRows({
    subtotal: roundToRupee(subtotal),
    discount: amountOf(billing.discount_amt),
    discountBp: percentOf(billing.discount_percentage),
    commission: amountOf(billing.commission_amt),
    commissionBp: percentOf(billing.commission_percentage),
    split: splitOf(invoice),
    cgst: amountOf(billing.cgst),
    cgstBp: percentOf(billing.cgst_percentage),
    sgst: amountOf(billing.sgst),
    sgstBp: percentOf(billing.sgst_percentage),
    igstBp: igstRate(billing),
    packing: amountOf(billing.packing_amt),
    packingBp: percentOf(billing.packing_percentage),
    packingTaxed: billing.gst_on_packing === '1',
    byRate: rateRowsOf(invoice.tax_by_rate),
  });
  return closeWithTotal(rows, subtotal, total);
}

/** The document title while printing: Invoice_{buyer name}_{dd-mm-yyyy}, Quotation_… for a quotation. */
export function printTitle(kind: 'invoice' | 'quotation' | 'retail' | 'receipt', buyerName: string, date: string): string {
  const word = kind === 'quotation' ? 'Quotation' : kind === 'receipt' ? 'Receipt' : 'Invoice';
  return `${word}_${buyerName.trim()}_${date}`;
}
