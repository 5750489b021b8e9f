// decide(command, state, catalogue) → events | { error }: every cart rule of the spec (§4, §5) lives here.
import { isValidIsoDate } from '../dates';
import { isRejection as isGenericRejection, type Decision as GenericDecision, type Rejection } from '../decider';
import { defaultQty, findById, findByKey, normalizeKey, productKey, tracksUnitSerials, type Catalogue, type CatalogueProduct } from './cart.catalogue';
import { checkUnitSerial, normaliseUnitSerial, UNIT_SERIAL_MESSAGES } from '../unit-serials';
import type { CartCommand, NewLineMeta } from './cart.commands';
import type { CartEvent } from './cart.events';
import { isPercent, MAX_QTY, normalizeQty, parseEntryQty, parsePercentField, parseRate, parseWholeQty } from './cart.input';
import { CART_MESSAGES as M, unknownProductKey } from './cart.messages';
import { assertNever, findLine, isEmptyCart, isLocked, type CartLine, type CartState } from './cart.state';

export type CartRejection = Rejection;

export type Decision = GenericDecision<CartEvent>;

export const isRejection: (decision: Decision) => decision is CartRejection = isGenericRejection;

const reject = (error: string): CartRejection => ({ error });
const NOTHING: readonly CartEvent[] = [];

export function decide(command: CartCommand, state: CartState, catalogue: Catalogue): Decision {
  switch (command.type) {
    case 'SelectCustomer': {
      const { customer } = command;
      if (customer.userId.trim() === '') return reject(M.selectCustomer);
      const current = state.customer;
      const same =
        current !== null &&
        current.userId === customer.userId &&
        current.name === customer.name &&
        current.mobile === customer.mobile &&
        current.state === customer.state;
      return same ? NOTHING : [{ type: 'CustomerSelected', customer: { ...customer } }];
    }
    case 'AddProductByKey': {
      if (state.mode === 'estimate') return reject(M.notOnThisScreen);
      const product = findByKey(catalogue, command.key);
      const key = normalizeKey(command.key);
      if (!product) return reject(key === '' ? M.invalidProductOrQuantity : unknownProductKey(key));
      const qty = parseEntryQty(command.qty, defaultQty(product));
      if (qty === null) return reject(M.invalidProductOrQuantity);
      return addProduct(state, product, qty, command.meta, catalogue);
    }
    case 'AddSuggestedProduct': {
      if (state.mode === 'estimate') return reject(M.notOnThisScreen);
      const product = findById(catalogue, command.productId);
      if (!product || product.name === '' || productKey(state.mode, product) === '') return reject(M.invalidProductSelection);
      const qty = parseEntryQty(command.qty, defaultQty(product));
      if (qty === null) return reject(M.invalidProductOrQuantity);
      return addProduct(state, product, qty, command.meta, catalogue);
    }
    case 'AddManualLine': {
      if (state.mode !== 'estimate') return reject(M.notOnThisScreen);
      return addManualLine(state, command);
    }
    case 'ChangeQuantity': {
      const line = editableLine(state, command.lineId);
      if ('error' in line) return line;
      const qty = normalizeQty(command.qty);
      if (qty > MAX_QTY) return reject(M.quantityInvalid);
      return qty === line.qty ? NOTHING : [{ type: 'QuantityChanged', lineId: line.lineId, qty }];
    }
    case 'ChangeRate': {
      const line = editableLine(state, command.lineId);
      if ('error' in line) return line;
      const rate = parseRate(command.rate);
      if (rate === null) return reject(M.rateInvalid);
      return rate === line.rate ? NOTHING : [{ type: 'RateChanged', lineId: line.lineId, rate }];
    }
    case 'ChangeLineDiscount': {
      if (state.mode !== 'gst') return reject(M.notOnThisScreen);
      const line = editableLine(state, command.lineId);
      if ('error' in line) return line;
      const discountBp = parsePercentField(command.discount);
      if (discountBp === null) return reject(M.discountInvalid);
      return discountBp === line.discountBp ? NOTHING : [{ type: 'LineDiscountChanged', lineId: line.lineId, discountBp }];
    }
    case 'RemoveLine': {
      const line = findLine(state, command.lineId);
      if (!line) return reject(M.noSuchLine);
      if (isLocked(line)) return reject(M.savedLineDelete);
      return [{ type: 'LineRemoved', lineId: line.lineId }];
    }
    case 'AddUnitSerial':
      return addUnitSerial(state, command.lineId, command.unitSerial);
    case 'RemoveUnitSerial': {
      const line = editableLine(state, command.lineId);
      if ('error' in line) return line;
      const serial = normaliseUnitSerial(command.unitSerial);
      return line.unitSerials?.includes(serial) ? [{ type: 'UnitSerialRemoved', lineId: line.lineId, unitSerial: serial }] : NOTHING;
    }
    case 'ChangeDiscount': {
      const discountBp = parsePercentField(command.discount);
      if (discountBp === null) return reject(M.discountInvalid);
      return discountBp === state.rates.discountBp ? NOTHING : [{ type: 'DiscountChanged', discountBp }];
    }
    case 'ChangeCommission': {
      const commissionBp = parsePercentField(command.commission);
      if (commissionBp === null) return reject(M.commissionInvalid);
      return commissionBp === state.rates.commissionBp ? NOTHING : [{ type: 'CommissionChanged', commissionBp }];
    }
    case 'SetRates': {
      const { gstBp, packingBp } = command;
      const gstOnPacking = command.gstOnPacking === true;
      if (!isPercent(gstBp) || !isPercent(packingBp)) return reject(M.ratesInvalid);
      const same = gstBp === state.rates.gstBp && packingBp === state.rates.packingBp && gstOnPacking === (state.rates.gstOnPacking === true);
      // The rule rides on the event only when on, so a journal of a shop without it reads as it always did.
      return same ? NOTHING : [{ type: 'RatesSet', gstBp, packingBp, ...(gstOnPacking ? { gstOnPacking } : {}) }];
    }
    case 'ChangeOrderDate': {
      if (!isValidIsoDate(command.orderDate)) return reject(M.dateInvalid);
      return command.orderDate === state.orderDate ? NOTHING : [{ type: 'OrderDateChanged', orderDate: command.orderDate }];
    }
    case 'LoadSavedOrder': {
      const { order } = command;
      const readable = order.orderId !== '' && order.lines.every((line) => line.odId !== null && line.qty >= 1);
      return readable ? [{ type: 'SavedOrderLoaded', order }] : reject(M.savedOrderInvalid);
    }
    case 'ClearCart':
      return isEmptyCart(state) && state.savedOrder === null ? NOTHING : [{ type: 'CartCleared' }];
    default:
      return assertNever(command);
  }
}

/** The same product again raises the quantity of its unsaved line instead of adding a second one (§4). */
function addProduct(state: CartState, product: CatalogueProduct, qty: number, meta: NewLineMeta, catalogue: Catalogue): Decision {
  const existing = state.lines.find((line) => line.productId === product.productId && !isLocked(line));
  if (existing) {
    if (existing.qty + qty > MAX_QTY) return reject(M.invalidProductOrQuantity);
    return [{ type: 'QuantityIncreased', lineId: existing.lineId, by: qty }];
  }
  if (findLine(state, meta.lineId)) return reject(M.duplicateLineId);
  const line: CartLine = {
    lineId: meta.lineId,
    productId: product.productId,
    productName: product.name,
    serialNo: product.serialNo,
    productCode: product.productCode,
    rate: product.rate,
    qty,
    discountBp: 0,
    unit: product.unit,
    ratePer: product.ratePer,
    pricePerPcs: product.pricePerPcs,
    boxContents: product.boxContents,
    qtyPerBox: product.qtyPerBox,
    countOfPcs: product.countOfPcs,
    manual: false,
    odId: null,
    ...(product.gstBp === undefined ? {} : { gstBp: product.gstBp }),
    ...(tracksUnitSerials(catalogue, product) ? { unitSerials: [] } : {}),
  };
  return [{ type: 'ProductAdded', line }];
}

/** Estimate free-text line: name, amount and quantity must all be filled (§5). */
function addManualLine(state: CartState, command: Extract<CartCommand, { type: 'AddManualLine' }>): Decision {
  const name = command.name.trim();
  if (name === '') return reject(M.itemNameRequired);
  if (command.amount.trim() === '') return reject(M.amountRequired);
  const rate = parseRate(command.amount);
  if (rate === null || rate === 0) return reject(M.amountInvalid);
  if (command.qty.trim() === '') return reject(M.quantityRequired);
  const qty = parseWholeQty(command.qty);
  if (qty === null) return reject(M.quantityInvalid);
  if (findLine(state, command.meta.lineId)) return reject(M.duplicateLineId);
  const line: CartLine = {
    lineId: command.meta.lineId,
    productId: null,
    productName: name,
    serialNo: '',
    productCode: '',
    rate,
    qty,
    discountBp: 0,
    unit: '',
    ratePer: '',
    pricePerPcs: 0,
    boxContents: '',
    qtyPerBox: 0,
    countOfPcs: 0,
    manual: true,
    odId: null,
  };
  return [{ type: 'ManualLineAdded', line }];
}

/** A unit serial into a tracked line: normalised, once on the bill; qty follows (issue 33 item 4). */
function addUnitSerial(state: CartState, lineId: string, text: string): Decision {
  const line = editableLine(state, lineId);
  if ('error' in line) return line;
  if (line.unitSerials === undefined) return reject(UNIT_SERIAL_MESSAGES.notTracked(line.productName));
  const check = checkUnitSerial(text);
  if (!check.ok) return reject(check.message);
  if (state.lines.some((other) => other.unitSerials?.includes(check.serial))) return reject(UNIT_SERIAL_MESSAGES.twiceOnBill(check.serial));
  if (line.unitSerials.length + 1 > MAX_QTY) return reject(M.quantityInvalid);
  return [{ type: 'UnitSerialAdded', lineId: line.lineId, unitSerial: check.serial }];
}

/** Saved lines keep their rate, quantity and discount (§4). */
function editableLine(state: CartState, lineId: string): CartLine | CartRejection {
  const line = findLine(state, lineId);
  if (!line) return reject(M.noSuchLine);
  return isLocked(line) ? reject(M.lineLocked) : line;
}
