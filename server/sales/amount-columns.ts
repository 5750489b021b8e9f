import { billTaxable, type SalesRates, type SalesTotals } from '../../core/billing';
import type { BasisPoints } from '../../core/percent';
import type { Order, OrderTable } from '../db/types';

type AmountColumn = 'subtotal' | 'discount_amt' | 'commission_amt' | 'gst_amt' | 'cgst_amt' | 'sgst_amt' | 'packing_amt' | 'round_off' | 'total';

/** A bill's computed figures as its stored columns: the one place the two meet, for new bills, edits and line deletes. */
export function amountColumns(totals: SalesTotals): Pick<OrderTable, AmountColumn> {
  return {
    subtotal: totals.subtotal,
    discount_amt: totals.discount,
    commission_amt: totals.commission,
    gst_amt: totals.gst,
    cgst_amt: totals.cgst,
    sgst_amt: totals.sgst,
    packing_amt: totals.packing,
    round_off: totals.roundOff,
    total: totals.grandTotal,
  };
}

/** A stored bill's own rates and GST-on-packing rule: what re-figures it (a line deleted, a return), never today's settings. */
export function storedRates(order: Pick<Order, 'discount_bp' | 'commission_bp' | 'gst_bp' | 'packing_bp' | 'gst_on_packing'>): SalesRates {
  return {
    discountBp: order.discount_bp,
    commissionBp: order.commission_bp,
    gstBp: order.gst_bp,
    packingBp: order.packing_bp,
    gstOnPacking: Number(order.gst_on_packing) === 1,
  };
}

/** A stored bill's taxable value, by its own rule: every print, report and export of a bill reads this. */
export function storedBillTaxable(order: {
  subtotal: number | string;
  discount_amt: number | string;
  packing_amt: number | string;
  gst_on_packing: number | string;
}): number {
  return billTaxable({
    net: Number(order.subtotal) - Number(order.discount_amt),
    packing: Number(order.packing_amt),
    gstOnPacking: Number(order.gst_on_packing) === 1,
  });
}

/** A stored line's GST rate (issue 31 item 4): its own, or, on a line written before item-wise rates, its bill's. */
export function storedLineGstBp(line: { gst_bp: number | string | null }, order: { gst_bp: number | string }): BasisPoints {
  return line.gst_bp === null ? Number(order.gst_bp) : Number(line.gst_bp);
}
