// The totals block of the detail screens (spec §9): each row only when above 0; Sub-Total only when a charge or
// deduction is present; Discount and Commission deducted (-); tax lines and Packing added (+); then Grand Total.
import { DEFAULT_SELLER_STATE, taxSplit } from '../../../core/billing';
import type { Paise } from '../../../core/money';
import { formatPercentShort, tryParsePercent, type BasisPoints } from '../../../core/percent';
import { amountOf } from './order-rows';

/** The detail fields the block reads (orders, estimates, retail, customer orders, cancelled orders). */
export interface TotalsSource {
  subtotal: string;
  discount_percentage?: string;
  discount_amt?: string;
  commission_percentage?: string;
  commission_amt?: string;
  cgst_amt: string;
  sgst_amt: string;
  packing_percentage?: string;
  packing_amt?: string;
  gst_percentage?: string;
  total: string;
  billing_state: string;
}

export interface TotalsRow {
  label: string;
  sign: '' | '-' | '+';
  amount: Paise;
  grand?: true;
}

/** The spec's fixed GST display rate when the bill does not carry its own. */
const SPEC_GST: BasisPoints = 1800;

function bp(text: string | undefined): BasisPoints {
  if (text === undefined) return 0;
  const parsed = tryParsePercent(text);
  return parsed.ok ? parsed.bp : 0;
}

const pct = (value: BasisPoints) => `${formatPercentShort(value)}%`;

export function totalsRows(source: TotalsSource, sellerState = DEFAULT_SELLER_STATE): TotalsRow[] {
  const subtotal = amountOf(source.subtotal);
  const discount = amountOf(source.discount_amt);
  const commission = amountOf(source.commission_amt);
  const cgst = amountOf(source.cgst_amt);
  const sgst = amountOf(source.sgst_amt);
  const packing = amountOf(source.packing_amt);
  const total = amountOf(source.total);
  const gstRate = bp(source.gst_percentage) || SPEC_GST;

  const rows: TotalsRow[] = [];
  const add = (row: TotalsRow) => row.amount > 0 && rows.push(row);
  if (sgst > 0 || packing > 0 || commission > 0 || discount > 0) add({ label: 'Sub-Total', sign: '', amount: subtotal });
  add({ label: `Discount ${pct(bp(source.discount_percentage))}`, sign: '-', amount: discount });
  add({ label: `Commission ${pct(bp(source.commission_percentage))}`, sign: '-', amount: commission });
  if (taxSplit(source.billing_state.trim(), sellerState) === 'intra') {
    add({ label: `CGST ${pct(Math.round(gstRate / 2))}`, sign: '+', amount: cgst });
    add({ label: `SGST ${pct(Math.round(gstRate / 2))}`, sign: '+', amount: sgst });
  } else {
    add({ label: `IGST ${pct(gstRate)}`, sign: '+', amount: cgst + sgst });
  }
  add({ label: `Packing ${pct(bp(source.packing_percentage))}`, sign: '+', amount: packing });
  add({ label: 'Grand Total', sign: '', amount: total, grand: true });
  return rows;
}
