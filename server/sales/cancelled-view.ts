// cancel_order.php: the spec's "Cancelled order". kulir keeps one address per customer, so delivery is billing.
import { toDmy } from '../../core/dates';
import { formatIndian, formatRupees } from '../../core/money';
import { formatPercent } from '../../core/percent';
import type { OrderRecord } from './order-record';
import { billingBlock, billSplit, figures } from './order-views';

export function cancelledOrder({ order, lines }: OrderRecord, sellerState: string) {
  const billing = billingBlock(order);
  const place = { city: order.customer_city, state: billing.billing_state, pincode: order.customer_pincode };
  return {
    order_id: String(order.order_id),
    bill_no: String(order.bill_no),
    orderdate: toDmy(order.order_date, '/'),
    name: order.customer_name,
    mobile: billing.mobile,
    amount: formatIndian(order.total),
    email: order.customer_email,
    billing_name: billing.billing_name,
    billing_address: billing.billing_address,
    billing_city: place.city,
    billing_state: place.state,
    billing_pincode: place.pincode,
    delivery_name: billing.billing_name,
    delivery_address: billing.billing_address,
    delivery_city: place.city,
    delivery_state: place.state,
    delivery_pincode: place.pincode,
    order_details: lines.map((line) => ({
      order_detail_id: String(line.od_id),
      product_name: line.product_name,
      qty: line.qty,
      amount: formatRupees(line.rate),
      totalamount: formatRupees(line.total),
    })),
    // The spec's subtotal, cgst_amt, sgst_amt and total, and the bill's discount, commission and packing (with their
    // percents) as the other detail calls send them: without them the block on screen would not add up.
    ...figures(order),
    gst_percentage: formatPercent(order.gst_bp),
    tax_split: billSplit(order, sellerState),
  };
}
