// Shape checks for events read back from storage: a journal from an old build or a bad write must not reach evolve.
import { isValidIsoDate } from '../dates';
import type { CartEvent, CartEventType } from './cart.events';
import { MAX_PERCENT, MAX_QTY, MAX_RATE } from './cart.input';

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text: Check = (value) => typeof value === 'string';
const flag: Check = (value) => typeof value === 'boolean';
const whole = (min: number, max: number): Check => (value) => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const orNull = (check: Check): Check => (value) => value === null || check(value);
const shape = (fields: Record<string, Check>): Check => (value) =>
  isRecord(value) && Object.entries(fields).every(([name, check]) => check(value[name]));
const listOf = (check: Check): Check => (value) => Array.isArray(value) && value.every(check);

const qty = whole(1, MAX_QTY);
const paise = whole(0, MAX_RATE);
const percent = whole(0, MAX_PERCENT);
const isoDate: Check = (value) => typeof value === 'string' && isValidIsoDate(value);
const lineId = text;

const customer = shape({ userId: text, name: text, mobile: text, state: text });
const line = shape({
  lineId: text, productId: orNull(text), productName: text, serialNo: text, productCode: text, rate: paise, qty,
  discountBp: percent, unit: text, ratePer: text, pricePerPcs: whole(0, Number.MAX_SAFE_INTEGER), boxContents: text,
  qtyPerBox: whole(0, Number.MAX_SAFE_INTEGER), countOfPcs: whole(0, Number.MAX_SAFE_INTEGER), manual: flag, odId: orNull(text),
});
const rates = shape({ discountBp: percent, commissionBp: percent, gstBp: percent, packingBp: percent });
const optional = (check: Check): Check => (value) => value === undefined || check(value);
const savedOrder = shape({
  orderId: text, billNo: text, version: optional(whole(0, Number.MAX_SAFE_INTEGER)), orderDate: orNull(isoDate), customer, rates, lines: listOf(line),
});

const EVENT_FIELDS: { [T in CartEventType]: Record<string, Check> } = {
  CustomerSelected: { customer },
  ProductAdded: { line },
  ManualLineAdded: { line },
  QuantityIncreased: { lineId, by: qty },
  QuantityChanged: { lineId, qty },
  RateChanged: { lineId, rate: paise },
  LineDiscountChanged: { lineId, discountBp: percent },
  LineRemoved: { lineId },
  DiscountChanged: { discountBp: percent },
  CommissionChanged: { commissionBp: percent },
  RatesSet: { gstBp: percent, packingBp: percent },
  OrderDateChanged: { orderDate: isoDate },
  SavedOrderLoaded: { order: savedOrder },
  CartCleared: {},
};

const isEventType = (type: unknown): type is CartEventType => typeof type === 'string' && Object.hasOwn(EVENT_FIELDS, type);

export function isCartEvent(value: unknown): value is CartEvent {
  return isRecord(value) && isEventType(value.type) && shape(EVENT_FIELDS[value.type])(value);
}
