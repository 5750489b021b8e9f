import type { SalesTotals } from '../../core/billing';
import type { OrderTable } from '../db/types';

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
