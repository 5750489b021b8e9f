// The invoice / quotation payload of spec §3 for one stored bill: the same stored figures as the details calls
// (order-views.ts), the seller from the settings row, the tax split by the seller's and buyer's states.
import { storedBillTaxable, storedLineGstBp } from './amount-columns';
import { billNumber } from '../../core/bill-series';
import { DEFAULT_SELLER_STATE, storedRateBreakdown, type TaxSplit } from '../../core/billing';
import { toDmy } from '../../core/dates';
import { hsnRateSummary } from '../../core/hsn-summary';
import { formatRupees } from '../../core/money';
import { formatPercent, type BasisPoints } from '../../core/percent';
import { billUpiLink } from '../../core/upi';
import { amountDue, upiToScan } from '../../core/bill-balance';
import type { TenderMode } from '../../core/tender';
import type { Settings } from '../db/types';
import type { OrderRecord } from './order-record';
import { billingBlock, billSplit, taxByRate } from './order-views';

export { taxByRate };

/** The CGST and SGST rates printed: the settings' rates when they make up the bill's GST rate, else the bill's rate halved. */
export function printedRates(gstBp: BasisPoints, settings: Pick<Settings, 'cgst_bp' | 'sgst_bp'>): { cgstBp: BasisPoints; sgstBp: BasisPoints } {
  if (settings.cgst_bp + settings.sgst_bp === gstBp) return { cgstBp: settings.cgst_bp, sgstBp: settings.sgst_bp };
  const cgstBp = Math.ceil(gstBp / 2);
  return { cgstBp, sgstBp: gstBp - cgstBp };
}

export function sellerDetail(settings: Settings) {
  return {
    shop_name: settings.shop_name,
    gst_no: settings.gst_no,
    address: settings.address,
    city: settings.city,
    state: settings.state,
    pincode: settings.pincode,
    email: settings.email,
    phone: settings.phone,
    bank_name: settings.bank_name,
    acc_holder_name: settings.acc_holder_name,
    acc_no: settings.acc_no,
    ifsc_code: settings.ifsc_code,
    micr_code: settings.micr_code,
    upi_id: settings.upi_id,
  };
}

/** What the counter took with the bill (its stored tender), as the receipt prints it; read by print-details.ts. */
export interface CounterTender {
  /** The paid entries booked with the bill, in the order booked. */
  payments: Array<{ mode: TenderMode; amount: number }>;
  /** Whether a credit note was made on the bill since (the UPI taken at the counter is then long paid). */
  returned: boolean;
}

function figuresOf(order: Pick<OrderRecord['order'], 'kind' | 'total' | 'paid_amount' | 'credited_amount'>) {
  return { kind: order.kind, total: Number(order.total), paid: Number(order.paid_amount), credited: Number(order.credited_amount) };
}

/**
 * The UPI QR (issue 22): its amount is core's upiToScan (what is due, with the UPI the counter booked), the payee the
 * shop's UPI ID, the note the bill's number as printed. No link when there is nothing to scan for.
 */
function upiOf(
  order: Pick<OrderRecord['order'], 'kind' | 'cancelled' | 'total' | 'paid_amount' | 'credited_amount' | 'bill_no'>,
  settings: Settings,
  tender: CounterTender,
) {
  const upiAtCounter = tender.payments.filter((p) => p.mode === 'upi').reduce((sum, p) => sum + p.amount, 0);
  const amount = upiToScan({ ...figuresOf(order), cancelled: order.cancelled === 1, upiAtCounter, returned: tender.returned });
  if (order.kind === 'estimate' || amount === 0) return { amount: 0, link: '' };
  const link = billUpiLink(settings.upi_id, settings.shop_name || settings.user_name, amount, billNumber(order.kind, order.bill_no));
  return { amount: link === '' ? 0 : amount, link };
}

/** The tender block of the receipt: each mode taken, the cash handed over and the change; null when none was taken. */
function tenderBlock(order: Pick<OrderRecord['order'], 'cash_received'>, tender: CounterTender) {
  if (tender.payments.length === 0) return null;
  const cash = tender.payments.filter((p) => p.mode === 'cash').reduce((sum, p) => sum + p.amount, 0);
  const handed = order.cash_received === null ? cash : Number(order.cash_received);
  return {
    payments: tender.payments.map((p) => ({ mode: p.mode, amount: formatRupees(p.amount) })),
    cash_received: formatRupees(handed),
    change: formatRupees(Math.max(0, handed - cash)),
  };
}

/** print_detail.php, print_estimate_detail.php, retail_print_detail.php. */
export function invoicePayload(
  { order, lines }: OrderRecord,
  settings: Settings,
  buyerTaxNumber: string,
  tender: CounterTender = { payments: [], returned: false },
  /** Issue 33 item 4: each line's unit serials by od_id, printed under its name. */
  unitSerials: ReadonlyMap<number, readonly string[]> = new Map(),
) {
  const upi = upiOf(order, settings, tender);
  const billing = billingBlock(order);
  const split: TaxSplit = billSplit(order, settings.state || DEFAULT_SELLER_STATE);
  const { cgstBp, sgstBp } = printedRates(order.gst_bp, settings);
  // What GST was charged on, by the bill's own GST-on-packing rule: core/billing.ts billTaxable.
  const taxable = storedBillTaxable(order);
  // Each line's own rate and the bill's figures rate by rate (issue 31 item 4), held to its stored CGST and SGST.
  const rated = lines.map((line) => ({ hsn: line.hsn_code, total: Number(line.total), gstBp: storedLineGstBp(line, order) }));
  const stored = { taxable, cgst: Number(order.cgst_amt), sgst: Number(order.sgst_amt) };
  return {
    order_id: String(order.order_id),
    bill_no: String(order.bill_no),
    bill_type: order.kind,
    order_date: toDmy(order.order_date, '-'),
    cancelled: order.cancelled === 1 ? '1' : '0',
    seller_detail: sellerDetail(settings),
    buyer_detail: {
      name: billing.billing_name,
      tax_number: buyerTaxNumber,
      address: billing.billing_address,
      state: billing.billing_state,
      telephone: billing.mobile,
    },
    bill_detail: lines.map((line, i) => ({
      order_detail_id: String(line.od_id),
      brand_name: line.brand_name,
      product_name: line.product_name,
      serial_no: line.serial_no,
      product_code: line.product_code,
      model: line.model,
      type: line.type,
      batch_no: line.batch_no,
      hsn_code: line.hsn_code,
      amount_per_product: formatRupees(line.rate),
      qty: line.qty,
      qty_per_box: line.qty_per_box,
      unit: line.unit,
      discount_percentage: formatPercent(line.discount_bp),
      total_per_product: formatRupees(line.total),
      gst_percentage: formatPercent(rated[i].gstBp),
      unit_serials: [...(unitSerials.get(line.od_id) ?? [])],
    })),
    final_billing: {
      subtotal: formatRupees(order.subtotal),
      cgst: formatRupees(order.cgst_amt),
      sgst: formatRupees(order.sgst_amt),
      cgst_percentage: formatPercent(cgstBp),
      sgst_percentage: formatPercent(sgstBp),
      gst_percentage: formatPercent(order.gst_bp),
      gst_total: formatRupees(order.cgst_amt + order.sgst_amt),
      tax_split: split,
      discount_percentage: formatPercent(order.discount_bp),
      discount_amt: formatRupees(order.discount_amt),
      commission_percentage: formatPercent(order.commission_bp),
      commission_amt: formatRupees(order.commission_amt),
      packing_percentage: formatPercent(order.packing_bp),
      packing_amt: formatRupees(order.packing_amt),
      gst_on_packing: (Number(order.gst_on_packing) === 1 ? '1' : '0') as '1' | '0',
      round_off: formatRupees(order.round_off),
      total: formatRupees(order.total),
      paid_amount: formatRupees(Number(order.paid_amount)),
      amount_due: formatRupees(amountDue(figuresOf(order))),
    },
    /** Not in the spec: what the UPI QR asks for (0.00: no QR). */
    upi_amount: formatRupees(upi.amount),
    /** Not in the spec: what the counter took with the bill (the receipt's payment lines), or null. */
    tender: tenderBlock(order, tender),
    upi_link: upi.link,
    /** Not in the spec (issue 31 item 4): the taxable value and tax of each GST rate on the bill; they add up to final_billing. */
    tax_by_rate: taxByRate(storedRateBreakdown(rated, stored), order.gst_bp, { cgstBp, sgstBp }, split),
    hsn_summary: hsnRateSummary(rated, stored).map((row) => ({
      hsn_code: row.hsn,
      gst_percentage: formatPercent(row.gstBp),
      taxable_value: formatRupees(row.taxable),
      cgst: formatRupees(row.cgst),
      sgst: formatRupees(row.sgst),
      tax_total: formatRupees(row.cgst + row.sgst),
    })),
  };
}

export type InvoicePayload = ReturnType<typeof invoicePayload>;
