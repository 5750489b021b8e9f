// The zod shapes of the events a journal stores: a journal from an old build or a bad write must not reach evolve.
// One entry per event type (EventShapes), so an event the cart can emit but the reader does not know cannot exist.
import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import type { EventShapes } from '../journal';
import type { CartEvent } from './cart.events';
import { MAX_PERCENT, MAX_QTY, MAX_RATE } from './cart.input';

export const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max);
export const storedQty = wholeNumber(1, MAX_QTY);
export const storedPaise = wholeNumber(0, MAX_RATE);
export const storedPercent = wholeNumber(0, MAX_PERCENT);
export const storedCount = wholeNumber(0, Number.MAX_SAFE_INTEGER);
export const storedIsoDate = z.string().refine(isValidIsoDate);

const customer = z.object({ userId: z.string(), name: z.string(), mobile: z.string(), state: z.string() });
const line = z.object({
  lineId: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  serialNo: z.string(),
  productCode: z.string(),
  rate: storedPaise,
  qty: storedQty,
  discountBp: storedPercent,
  unit: z.string(),
  ratePer: z.string(),
  pricePerPcs: storedCount,
  boxContents: z.string(),
  qtyPerBox: storedCount,
  countOfPcs: storedCount,
  manual: z.boolean(),
  odId: z.string().nullable(),
  unitSerials: z.array(z.string()).optional(),
  gstBp: storedPercent.optional(),
});
const rates = z.object({
  discountBp: storedPercent,
  commissionBp: storedPercent,
  gstBp: storedPercent,
  packingBp: storedPercent,
  gstOnPacking: z.boolean().optional(),
});
const savedOrder = z.object({
  orderId: z.string(),
  billNo: z.string(),
  version: storedCount.optional(),
  orderDate: storedIsoDate.nullable(),
  customer,
  rates,
  lines: z.array(line),
});
const lineId = z.string();

export const CART_EVENT_SHAPES: EventShapes<CartEvent> = {
  CustomerSelected: z.object({ customer }),
  ProductAdded: z.object({ line }),
  ManualLineAdded: z.object({ line }),
  QuantityIncreased: z.object({ lineId, by: storedQty }),
  QuantityChanged: z.object({ lineId, qty: storedQty }),
  RateChanged: z.object({ lineId, rate: storedPaise }),
  LineDiscountChanged: z.object({ lineId, discountBp: storedPercent }),
  LineRemoved: z.object({ lineId }),
  UnitSerialAdded: z.object({ lineId, unitSerial: z.string().min(1) }),
  UnitSerialRemoved: z.object({ lineId, unitSerial: z.string().min(1) }),
  DiscountChanged: z.object({ discountBp: storedPercent }),
  CommissionChanged: z.object({ commissionBp: storedPercent }),
  RatesSet: z.object({ gstBp: storedPercent, packingBp: storedPercent, gstOnPacking: z.boolean().optional() }),
  OrderDateChanged: z.object({ orderDate: storedIsoDate }),
  SavedOrderLoaded: z.object({ order: savedOrder }),
  CartCleared: z.object({}),
};
