// Reads an order already on the server (order_details.php, estimate_details.php, retail_order_details.php) into a cart.
import { parseDmy } from '../dates';
import type { Catalogue } from './cart.catalogue';
import type { SavedOrder } from './cart.events';
import { MAX_QTY } from './cart.input';
import type { CartLine, CartMode } from './cart.state';
import { wirePaise, wirePercent, wireText as text, wireWhole, type WireValue } from './cart.wire';

export interface SavedOrderLineRecord {
  order_detail_id?: WireValue;
  od_id?: WireValue;
  product_id?: WireValue;
  product_name?: WireValue;
  serial_no?: WireValue;
  product_code?: WireValue;
  /** The rate on retail orders. */
  rate?: WireValue;
  /** The rate on wholesale and estimate orders. */
  amount?: WireValue;
  qty?: WireValue;
  /** Estimates carry the quantity here. */
  quantity?: WireValue;
  discount_percentage?: WireValue;
  unit?: WireValue;
  rate_per?: WireValue;
  price_per_pcs?: WireValue;
  box_contents?: WireValue;
  qty_per_box?: WireValue;
  count_of_pcs?: WireValue;
  /** Not in the spec (issue 31 item 4): the rate the line was billed at, in percent; an edit keeps it. */
  gst_percentage?: WireValue;
}

export interface SavedOrderRecord {
  order_id?: WireValue;
  bill_no?: WireValue;
  orderdate?: WireValue;
  user_id?: WireValue;
  billing_name?: WireValue;
  billing_state?: WireValue;
  mobile?: WireValue;
  billing_phonenumber?: WireValue;
  discount_percentage?: WireValue;
  commission_percentage?: WireValue;
  gst_percentage?: WireValue;
  packing_percentage?: WireValue;
  /** Issue 31 item 5: the rule the bill was made under ("1" packing taxed); an edit keeps it. */
  gst_on_packing?: WireValue;
  /** The bill's version (optimistic lock), sent back with an edit. */
  version?: WireValue;
  order_details?: readonly SavedOrderLineRecord[] | null;
}

/** null when the record lacks an order id, a line id or a valid quantity; the customer comes from the catalogue when known. */
export function savedOrderFromRecord(mode: CartMode, record: SavedOrderRecord, catalogue: Catalogue): SavedOrder | null {
  const orderId = text(record.order_id);
  const userId = text(record.user_id);
  if (orderId === '') return null;
  const known = catalogue.customers.find((customer) => customer.userId === userId);
  const lines = (record.order_details ?? []).map((line) => lineFromRecord(mode, line));
  if (lines.some((line) => line === null)) return null;
  const version = Number(text(record.version));
  return {
    orderId,
    billNo: text(record.bill_no),
    ...(text(record.version) !== '' && Number.isSafeInteger(version) && version >= 0 ? { version } : {}),
    orderDate: parseDmy(text(record.orderdate)),
    customer: known ?? {
      userId,
      name: text(record.billing_name),
      mobile: text(record.mobile) || text(record.billing_phonenumber),
      state: text(record.billing_state),
    },
    rates: {
      discountBp: wirePercent(record.discount_percentage),
      commissionBp: wirePercent(record.commission_percentage),
      gstBp: wirePercent(record.gst_percentage),
      packingBp: wirePercent(record.packing_percentage),
      ...(text(record.gst_on_packing) === '1' ? { gstOnPacking: true } : {}),
    },
    lines: lines.filter((line): line is CartLine => line !== null),
  };
}

function lineFromRecord(mode: CartMode, record: SavedOrderLineRecord): CartLine | null {
  const odId = text(record.order_detail_id) || text(record.od_id);
  const qtyText = mode === 'estimate' ? text(record.quantity) || text(record.qty) : text(record.qty) || text(record.quantity);
  const qty = Number(qtyText);
  if (odId === '' || !/^\d+$/.test(qtyText) || qty < 1 || qty > MAX_QTY) return null;
  const productId = mode === 'estimate' ? null : text(record.product_id) || null;
  return {
    lineId: `od-${odId}`,
    productId,
    productName: text(record.product_name),
    serialNo: text(record.serial_no),
    productCode: text(record.product_code),
    rate: wirePaise(mode === 'retail' ? (record.rate ?? record.amount) : (record.amount ?? record.rate)) ?? 0,
    qty,
    discountBp: mode === 'gst' ? wirePercent(record.discount_percentage) : 0,
    unit: text(record.unit),
    ratePer: text(record.rate_per),
    pricePerPcs: wirePaise(record.price_per_pcs) ?? 0,
    boxContents: text(record.box_contents),
    qtyPerBox: wireWhole(record.qty_per_box),
    countOfPcs: wireWhole(record.count_of_pcs),
    manual: mode === 'estimate',
    odId,
    ...(text(record.gst_percentage).trim() === '' ? {} : { gstBp: wirePercent(record.gst_percentage) }),
  };
}
