// Shape checks for events read back from storage: a journal from an old build or a bad write must not reach evolve.
import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import type { CartEvent, CartEventType } from './cart.events';
import { MAX_PERCENT, MAX_QTY, MAX_RATE } from './cart.input';

const text = z.string();
const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const count = whole(0, Number.MAX_SAFE_INTEGER);

const qty = whole(1, MAX_QTY);
const paise = whole(0, MAX_RATE);
const percent = whole(0, MAX_PERCENT);
const isoDate = z.string().refine(isValidIsoDate);
const lineId = text;

const customer = z.object({ userId: text, name: text, mobile: text, state: text });
const line = z.object({
  lineId: text, productId: text.nullable(), productName: text, serialNo: text, productCode: text, rate: paise, qty,
  discountBp: percent, unit: text, ratePer: text, pricePerPcs: count, boxContents: text,
  qtyPerBox: count, countOfPcs: count, manual: z.boolean(), odId: text.nullable(),
});
const rates = z.object({ discountBp: percent, commissionBp: percent, gstBp: percent, packingBp: percent });
const savedOrder = z.object({
  orderId: text, billNo: text, version: count.optional(), orderDate: isoDate.nullable(), customer, rates, lines: z.array(line),
});

const event = <T extends CartEventType, F extends z.ZodRawShape>(type: T, fields: F) => z.object({ type: z.literal(type), ...fields });

const cartEvent = z.discriminatedUnion('type', [
  event('CustomerSelected', { customer }),
  event('ProductAdded', { line }),
  event('ManualLineAdded', { line }),
  event('QuantityIncreased', { lineId, by: qty }),
  event('QuantityChanged', { lineId, qty }),
  event('RateChanged', { lineId, rate: paise }),
  event('LineDiscountChanged', { lineId, discountBp: percent }),
  event('LineRemoved', { lineId }),
  event('DiscountChanged', { discountBp: percent }),
  event('CommissionChanged', { commissionBp: percent }),
  event('RatesSet', { gstBp: percent, packingBp: percent }),
  event('OrderDateChanged', { orderDate: isoDate }),
  event('SavedOrderLoaded', { order: savedOrder }),
  event('CartCleared', {}),
]);

export function isCartEvent(value: unknown): value is CartEvent {
  return cartEvent.safeParse(value).success;
}
