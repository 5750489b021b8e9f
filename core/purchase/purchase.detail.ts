// Reads a purchase already on the server (pos_purchase_list_details.php) into the purchase entry's SavedPurchase, through
// one zod schema: a rate, GST %, date, quantity or id it cannot read refuses the whole purchase (null), as the sales
// editors refuse a saved order they cannot read, rather than editing a rate of 0, a GST of 0 or today's date.
import { z } from 'zod';
import { MAX_PERCENT, MAX_RATE } from '../cart/cart.input';
import { parseDmy } from '../dates';
import { formatMoney } from '../money';
import { tryParsePercent, type BasisPoints } from '../percent';
import type { SavedPurchase } from './purchase.events';
import type { PurchaseCartLine } from './purchase.state';
import { dmyDate, MAX_RECORD_ID, refuse, rupees, text } from '../wire';

/** An id the server wrote: a positive whole number (or its digits), read as text. */
const id = () =>
  z.union([z.string(), z.number()]).transform((input, ctx): string => {
    const value = String(input).trim();
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_RECORD_ID) return refuse(ctx, `must be a record id, not ${value}`);
    return value;
  });

/** A purchase rate the entry can hold and save again (at most ₹1,00,00,000). */
const rate = () => rupees().refine((paise) => paise <= MAX_RATE, { error: `must be at most ${formatMoney(MAX_RATE)}` });

/** A saved line's quantity: a whole number of at least 1 (the server may hold more than one entry's limit). */
const savedQty = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\s*\d+\s*$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));

/** A count the server keeps (pieces in a box, the version): a whole number from 0. */
const count = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\s*\d+\s*$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/** "" or absent is not a GST of 0: a saved purchase always has its percent, from 0 to 100. */
const gstPercent = z.union([z.string(), z.number()]).transform((input, ctx): BasisPoints => {
  const parsed = tryParsePercent(input);
  if (!parsed.ok || parsed.bp > MAX_PERCENT) return refuse(ctx, `must be a percent from 0 to 100, not ${String(input)}`);
  return parsed.bp;
});

const line = z.object({
  od_id: id(),
  product_id: id(),
  product_name: text(500),
  serial_no: text(200),
  qty: savedQty,
  amount_per_product: rate(),
  box_contents: text(500),
  count_of_pcs: count,
  rate_per: text(100),
  unit: text(100),
  // Issue 33 item 4: the units the line received (a server without them sends none).
  unit_serials: z.array(text(100)).optional(),
});

export const purchaseDetailSchema = z
  .object({
    purchase_id: id(),
    id: id(),
    supplier_name: text(200),
    orderdate: dmyDate(),
    gst_percentage: gstPercent,
    version: count,
    order_details: z.array(line),
    // Issue 30: a purchase booked without the supplier's invoice (or a server without the fields) has none.
    supplier_invoice_no: text(100).optional(),
    supplier_invoice_date: z.string().nullish(),
  })
  .transform((p): SavedPurchase => ({
    purchaseId: p.purchase_id,
    version: p.version,
    supplier: { supplierId: p.id, name: p.supplier_name },
    orderDate: p.orderdate,
    gstBp: p.gst_percentage,
    supplierInvoiceNo: p.supplier_invoice_no ?? '',
    supplierInvoiceDate: p.supplier_invoice_date ? parseDmy(p.supplier_invoice_date) : null,
    lines: p.order_details.map((l): PurchaseCartLine => ({
      lineId: `od-${l.od_id}`,
      productId: l.product_id,
      productName: l.product_name,
      serialNo: l.serial_no,
      rate: l.amount_per_product,
      qty: l.qty,
      boxContents: l.box_contents,
      countOfPcs: l.count_of_pcs,
      ratePer: l.rate_per,
      unit: l.unit,
      odId: l.od_id,
      ...(l.unit_serials && l.unit_serials.length > 0 ? { unitSerials: l.unit_serials } : {}),
    })),
  }));

/** The saved purchase, or null when any of it cannot be read (the screen says PURCHASE_MESSAGES.savedPurchaseInvalid). */
export function savedPurchaseFromDetail(record: unknown): SavedPurchase | null {
  const parsed = purchaseDetailSchema.safeParse(record);
  return parsed.success ? parsed.data : null;
}
