// The invoice / quotation payload of spec §3 for one stored bill: the same stored figures as the details calls
// (order-views.ts), the seller from the settings row, the tax split by the seller's and buyer's states.
import { billNumber } from '../../core/bill-series';
import { DEFAULT_SELLER_STATE, type TaxSplit } from '../../core/billing';
import { toDmy } from '../../core/dates';
import { hsnSummary } from '../../core/hsn-summary';
import { formatRupees, roundToRupee } from '../../core/money';
import { formatPercent, type BasisPoints } from '../../core/percent';
import { billUpiLink } from '../../core/upi';
import type { Settings } from '../db/types';
import type { OrderRecord } from './order-record';
import { billingBlock, billSplit } from './order-views';

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

/**
 * The UPI QR's link for a bill (issue 22): the shop's UPI ID, the exact amount still due (the total less what is paid on
 * it), the bill number as the note. None for a quotation (nothing is owed on it), a cancelled bill, or one paid in full.
 */
/**
 * The UPI QR's link: what the customer pays by scanning it, that is what is still due plus what the counter booked as
 * UPI (the cashier takes UPI, prints, and the customer scans to pay it). The note is the bill's number as printed.
 */
export function invoiceUpiLink(order: Pick<OrderRecord['order'], 'kind' | 'cancelled' | 'total' | 'paid_amount' | 'credited_amount' | 'bill_no'>, settings: Settings, upiTaken = 0): string {
  if (order.kind === 'estimate' || order.cancelled === 1) return '';
  return billUpiLink(settings.upi_id, settings.shop_name || settings.user_name, amountDue(order) + upiTaken, billNumber(order.kind, order.bill_no));
}

function amountDue(order: Pick<OrderRecord['order'], 'total' | 'paid_amount' | 'credited_amount'>): number {
  return Math.max(0, Number(order.total) - Number(order.paid_amount) - Number(order.credited_amount));
}

/** print_detail.php, print_estimate_detail.php, retail_print_detail.php. */
export function invoicePayload({ order, lines }: OrderRecord, settings: Settings, buyerTaxNumber: string, upiTaken = 0) {
  const billing = billingBlock(order);
  const split: TaxSplit = billSplit(order, settings.state || DEFAULT_SELLER_STATE);
  const { cgstBp, sgstBp } = printedRates(order.gst_bp, settings);
  // GST is charged on the net (sub total less discount) rounded to a rupee: core/billing.ts salesTotals.
  const taxable = roundToRupee(order.subtotal - order.discount_amt);
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
    bill_detail: lines.map((line) => ({
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
      round_off: formatRupees(order.round_off),
      total: formatRupees(order.total),
      paid_amount: formatRupees(Number(order.paid_amount)),
      amount_due: formatRupees(amountDue(order)),
    },
    upi_link: invoiceUpiLink(order, settings, upiTaken),
    hsn_summary: hsnSummary(
      lines.map((line) => ({ hsn: line.hsn_code, total: line.total })),
      { taxable, cgst: order.cgst_amt, sgst: order.sgst_amt },
    ).map((row) => ({
      hsn_code: row.hsn,
      taxable_value: formatRupees(row.taxable),
      cgst: formatRupees(row.cgst),
      sgst: formatRupees(row.sgst),
      tax_total: formatRupees(row.cgst + row.sgst),
    })),
  };
}

export type InvoicePayload = ReturnType<typeof invoicePayload>;
