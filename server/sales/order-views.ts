// The reply shapes of spec §3 for one bill: order / estimate detail, retail order detail, customer order detail.
import { rateHalves, storedRateBreakdown, type TaxSplit } from '../../core/billing';
import { taxColumns } from '../../core/tax-columns';
import type { BasisPoints } from '../../core/percent';
import { storedBillTaxable, storedLineGstBp } from './amount-columns';
import { toDmy } from '../../core/dates';
import { formatRupees } from '../../core/money';
import { formatPercent } from '../../core/percent';
import { saleSplit } from '../../core/tax-columns';
import type { OrderLine, OrderRecord, OrderWithCustomer } from './order-record';

const id = (value: number | null) => (value === null ? null : String(value));

/** The bill's own snapshot, falling back to the customer record where the bill left a field blank. */
export function billingBlock(order: OrderWithCustomer) {
  return {
    billing_name: order.billing_name || order.customer_name,
    billing_address: order.billing_address || order.customer_address,
    billing_state: order.billing_state || order.customer_state,
    mobile: order.billing_phonenumber || order.customer_mobile,
  };
}

/**
 * CGST + SGST ('intra') or one IGST line ('inter'): the bill's place of supply (its state, else its customer's, else
 * the customer's GSTIN's) against the seller's state from the settings. Every detail, the invoice and the GST report
 * decide it this way, so the screens never compare states themselves.
 */
export function billSplit(order: OrderWithCustomer, sellerState: string): TaxSplit {
  return saleSplit(billingBlock(order).billing_state, order.customer_tax_number, sellerState);
}

/** The bill's stored figures, as every detail call sends them. */
export function figures(order: OrderWithCustomer) {
  return {
    subtotal: formatRupees(order.subtotal),
    discount_percentage: formatPercent(order.discount_bp),
    discount_amt: formatRupees(order.discount_amt),
    commission_percentage: formatPercent(order.commission_bp),
    commission_amt: formatRupees(order.commission_amt),
    cgst_amt: formatRupees(order.cgst_amt),
    sgst_amt: formatRupees(order.sgst_amt),
    packing_percentage: formatPercent(order.packing_bp),
    gst_on_packing: Number(order.gst_on_packing) === 1 ? '1' : '0',
    packing_amt: formatRupees(order.packing_amt),
    total: formatRupees(order.total),
  };
}

function header(order: OrderWithCustomer, sellerState: string) {
  return {
    order_id: String(order.order_id),
    orderdate: toDmy(order.order_date, '-'),
    bill_no: String(order.bill_no),
    user_id: String(order.customer_id),
    ...billingBlock(order),
    ...figures(order),
    gst_percentage: formatPercent(order.gst_bp),
    tax_split: billSplit(order, sellerState),
    version: order.version,
    cancelled: order.cancelled === 1 ? '1' : '0',
  };
}

/** Not in the spec (issue 31 item 4): the GST rate a line was billed at, which an edit keeps. */
const lineRate = (line: OrderLine, order: OrderWithCustomer) => formatPercent(storedLineGstBp(line, order));

function wholesaleLine(line: OrderLine, order: OrderWithCustomer, withQuantity: boolean) {
  return {
    order_detail_id: String(line.od_id),
    od_id: String(line.od_id),
    product_id: id(line.product_id),
    product_name: line.product_name,
    brand_name: line.brand_name,
    serial_no: line.serial_no,
    qty_per_box: line.qty_per_box,
    amount: formatRupees(line.rate),
    qty: line.qty,
    ...(withQuantity ? { quantity: line.qty } : {}),
    totalamount: formatRupees(line.total),
    discount_percentage: formatPercent(line.discount_bp),
    gst_percentage: lineRate(line, order),
  };
}

/**
 * A document's tax lines rate by rate as the prints and details show them: CGST and SGST rates (the bill's printed
 * halves for its own rate, else the rate halved) and amounts, or IGST for another state.
 */
export function taxByRate(
  byRate: ReadonlyArray<{ gstBp: BasisPoints; taxable: number; cgst: number; sgst: number }>,
  billGstBp: BasisPoints,
  billHalves: { cgstBp: BasisPoints; sgstBp: BasisPoints },
  split: TaxSplit,
) {
  return byRate.map((rate) => {
    const halves = rate.gstBp === billGstBp ? billHalves : rateHalves(rate.gstBp);
    const columns = taxColumns(split, rate.cgst, rate.sgst);
    return {
      gst_percentage: formatPercent(rate.gstBp),
      cgst_percentage: formatPercent(halves.cgstBp),
      sgst_percentage: formatPercent(halves.sgstBp),
      taxable_value: formatRupees(rate.taxable),
      cgst: formatRupees(columns.cgst),
      sgst: formatRupees(columns.sgst),
      igst: formatRupees(columns.igst),
      tax_total: formatRupees(rate.cgst + rate.sgst),
    };
  });
}

export type TaxByRateRow = ReturnType<typeof taxByRate>[number];

/**
 * Not in the spec (issue 31 item 4): on a bill whose lines are at more than one GST rate, the tax rate by rate
 * (tax_by_rate); a one-rate bill's reply has none. Each line carries its own rate either way (wholesaleLine).
 */
function ratesOfBill({ order, lines }: OrderRecord, sellerState: string) {
  const rated = lines.map((line) => ({ total: Number(line.total), gstBp: storedLineGstBp(line, order) }));
  const byRate = storedRateBreakdown(rated, { taxable: storedBillTaxable(order), cgst: Number(order.cgst_amt), sgst: Number(order.sgst_amt) });
  if (byRate.length <= 1) return { fields: {} };
  return { fields: { tax_by_rate: taxByRate(byRate, order.gst_bp, rateHalves(order.gst_bp), billSplit(order, sellerState)) } };
}

/** order_details.php and estimate_details.php; an estimate's lines also carry `quantity`. */
export function orderDetail(record: OrderRecord, sellerState: string) {
  const { order, lines } = record;
  const rates = ratesOfBill(record, sellerState);
  return {
    ...header(order, sellerState),
    ...billedAs(order),
    ...rates.fields,
    order_details: lines.map((line) => wholesaleLine(line, order, order.kind === 'estimate')),
  };
}

/** Not in the spec (issue 32): a billed quotation names the GST bill it became; any other bill's reply is the spec's. */
export function billedAs(order: Pick<OrderWithCustomer, 'kind' | 'billed_order_id' | 'billed_bill_no'>): { billed_order_id?: string; billed_bill_no?: string } {
  if (order.kind !== 'estimate' || order.billed_order_id === null) return {};
  return { billed_order_id: String(order.billed_order_id), billed_bill_no: String(order.billed_bill_no ?? '') };
}

export type OrderDetail = ReturnType<typeof orderDetail>;

/** retail_order_details.php: `rate` and `amount` are both the unit rate; totalamount is the line total. */
export function retailOrderDetail(record: OrderRecord, sellerState: string) {
  const { order, lines } = record;
  const rates = ratesOfBill(record, sellerState);
  return {
    ...header(order, sellerState),
    ...rates.fields,
    order_details: lines.map((line) => ({
      od_id: String(line.od_id),
      order_detail_id: String(line.od_id),
      product_id: id(line.retail_product_id ?? line.product_id),
      product_name: line.product_name,
      // Not in the spec's retail line: the editor shows each saved line's code, as the new-bill screen does.
      product_code: line.product_code,
      hsn_code: line.hsn_code,
      qty_per_box: line.qty_per_box,
      rate: formatRupees(line.rate),
      qty: line.qty,
      amount: formatRupees(line.rate),
      totalamount: formatRupees(line.total),
      gst_percentage: lineRate(line, order),
    })),
  };
}

/** customer_order_details.php: totalamount is rate × qty before the line's discount, net_total after it. */
export function customerOrderDetail({ order, lines }: OrderRecord, sellerState: string) {
  const { billing_name, billing_address, mobile, billing_state } = billingBlock(order);
  return {
    order_id: String(order.order_id),
    bill_no: String(order.bill_no),
    orderdate: toDmy(order.order_date, '-'),
    billing_name,
    billing_address,
    mobile,
    billing_state,
    ...figures(order),
    tax_split: billSplit(order, sellerState),
    order_details: lines.map((line) => ({
      order_detail_id: String(line.od_id),
      product_name: line.product_name,
      rate_per: line.rate_per,
      hsn_code: line.hsn_code,
      price_per_pcs: formatRupees(line.price_per_pcs),
      amount: formatRupees(line.rate),
      qty: line.qty,
      totalamount: formatRupees(line.rate * line.qty),
      discount_percentage: formatPercent(line.discount_bp),
      net_total: formatRupees(line.total),
      gst_percentage: lineRate(line, order),
    })),
  };
}
