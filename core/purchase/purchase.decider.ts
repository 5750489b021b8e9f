// decidePurchase(command, state, catalogue) → events | { error }: every rule of the purchase entry (DESIGN §6, spec §4,
// §5), decided against the purchasable catalogue (purchase.catalogue.ts). The events fold in purchase.evolve.ts; the
// Decider that binds the two is journalled in purchase.journal.ts, and the save body is built in purchase.save.ts.
import { findById, findByKey, tracksUnitSerials, type CatalogueProduct } from '../cart/cart.catalogue';
import { MAX_QTY, normalizeQty, parsePercentField, parseRate } from '../cart/cart.input';
import { isValidIsoDate } from '../dates';
import { isRejection, type Decision, type Rejection } from '../decider';
import { checkUnitSerial, normaliseUnitSerial, UNIT_SERIAL_MESSAGES } from '../unit-serials';
import type { PurchaseCatalogue } from './purchase.catalogue';
import type { PurchaseCommand } from './purchase.commands';
import type { PurchaseEvent } from './purchase.events';
import { onlyInStock, PURCHASE_MESSAGES } from './purchase.messages';
import type { PurchaseCartState } from './purchase.state';

export type PurchaseDecision = Decision<PurchaseEvent>;

const reject = (error: string): Rejection => ({ error });
const NOTHING: readonly PurchaseEvent[] = [];

export const isPurchaseRejection: (decision: PurchaseDecision) => decision is Rejection = isRejection;

export function decidePurchase(command: PurchaseCommand, state: PurchaseCartState, catalogue: PurchaseCatalogue): PurchaseDecision {
  switch (command.type) {
    case 'SelectSupplier':
      if (command.supplier.supplierId.trim() === '') return reject(PURCHASE_MESSAGES.selectSupplier);
      return state.supplier?.supplierId === command.supplier.supplierId && state.supplier.name === command.supplier.name
        ? NOTHING
        : [{ type: 'SupplierSelected', supplier: { ...command.supplier } }];
    case 'ClearSupplier':
      return state.supplier === null ? NOTHING : [{ type: 'SupplierCleared' }];
    case 'ChangeOrderDate':
      if (!isValidIsoDate(command.orderDate)) return reject(PURCHASE_MESSAGES.dateInvalid);
      return command.orderDate === state.orderDate ? NOTHING : [{ type: 'OrderDateChanged', orderDate: command.orderDate }];
    case 'ChangeSupplierInvoiceNo': {
      const invoiceNo = command.invoiceNo.trim().replace(/\s+/g, ' ');
      return invoiceNo === state.supplierInvoiceNo ? NOTHING : [{ type: 'SupplierInvoiceNoChanged', invoiceNo }];
    }
    case 'ChangeSupplierInvoiceDate':
      if (!isValidIsoDate(command.invoiceDate)) return reject(PURCHASE_MESSAGES.dateInvalid);
      return command.invoiceDate === state.supplierInvoiceDate ? NOTHING : [{ type: 'SupplierInvoiceDateChanged', invoiceDate: command.invoiceDate }];
    case 'ChangeGst': {
      const gstBp = parsePercentField(command.gst);
      if (gstBp === null) return reject(PURCHASE_MESSAGES.gstInvalid);
      return gstBp === state.gstBp ? NOTHING : [{ type: 'GstChanged', gstBp }];
    }
    case 'SetDefaultGst':
      return command.gstBp === state.gstBp ? NOTHING : [{ type: 'DefaultGstSet', gstBp: command.gstBp }];
    case 'AddBySerial': {
      const product = findByKey(catalogue.index, command.serial);
      return product ? addProduct(state, catalogue, product, command.lineId) : reject(PURCHASE_MESSAGES.invalidDetails);
    }
    case 'AddByProductId': {
      const product = findById(catalogue.index, command.productId);
      return product && product.name !== '' ? addProduct(state, catalogue, product, command.lineId) : reject(PURCHASE_MESSAGES.invalidSelection);
    }
    case 'ChangeQuantity': {
      const line = state.lines.find((l) => l.lineId === command.lineId);
      if (!line) return reject(PURCHASE_MESSAGES.noSuchLine);
      if (line.odId !== null) return reject(PURCHASE_MESSAGES.lineLocked);
      const qty = normalizeQty(command.qty);
      if (qty > MAX_QTY) return reject(PURCHASE_MESSAGES.quantityInvalid);
      return qty === line.qty ? NOTHING : [{ type: 'QuantityChanged', lineId: line.lineId, qty }];
    }
    case 'ChangeRate': {
      const line = state.lines.find((l) => l.lineId === command.lineId);
      if (!line) return reject(PURCHASE_MESSAGES.noSuchLine);
      const rate = parseRate(command.rate);
      if (rate === null) return reject(PURCHASE_MESSAGES.rateInvalid);
      return rate === line.rate ? NOTHING : [{ type: 'RateChanged', lineId: line.lineId, rate }];
    }
    case 'RemoveLine': {
      const line = state.lines.find((l) => l.lineId === command.lineId);
      if (!line) return reject(PURCHASE_MESSAGES.noSuchLine);
      return line.odId !== null ? reject(PURCHASE_MESSAGES.lineLocked) : [{ type: 'LineRemoved', lineId: line.lineId }];
    }
    case 'AddUnitSerial':
      return addUnitSerial(state, command.lineId, command.unitSerial);
    case 'RemoveUnitSerial': {
      const line = state.lines.find((l) => l.lineId === command.lineId);
      if (!line) return reject(PURCHASE_MESSAGES.noSuchLine);
      if (line.odId !== null) return reject(PURCHASE_MESSAGES.lineLocked);
      const unitSerial = normaliseUnitSerial(command.unitSerial);
      return line.unitSerials?.includes(unitSerial) ? [{ type: 'UnitSerialRemoved', lineId: line.lineId, unitSerial }] : NOTHING;
    }
    case 'ForgetSavedLine': {
      const line = state.lines.find((l) => l.lineId === command.lineId);
      if (!line || line.odId === null) return reject(PURCHASE_MESSAGES.noSuchLine);
      return [{ type: 'SavedLineDeleted', lineId: line.lineId, version: command.version }];
    }
    case 'LoadPurchase':
      return [{ type: 'PurchaseLoaded', purchase: command.purchase }];
    case 'ClearPurchase':
      return state.supplier === null &&
        state.lines.length === 0 &&
        state.orderDate === null &&
        state.saved === null &&
        state.supplierInvoiceNo === '' &&
        state.supplierInvoiceDate === null
        ? NOTHING
        : [{ type: 'PurchaseCleared' }];
    default: {
      const never: never = command;
      throw new Error(`Unhandled purchase command: ${JSON.stringify(never)}`);
    }
  }
}

/** §4, §5: the same product again adds 1 to its unsaved line, but never above its stock. */
function addProduct(state: PurchaseCartState, catalogue: PurchaseCatalogue, product: CatalogueProduct, lineId: string): PurchaseDecision {
  const existing = state.lines.find((l) => l.productId === product.productId && l.odId === null);
  if (existing) {
    const stock = catalogue.stock.get(product.productId) ?? 0;
    if (existing.qty + 1 > stock) return reject(onlyInStock(stock));
    return [{ type: 'QuantityIncreased', lineId: existing.lineId }];
  }
  if (state.lines.some((l) => l.lineId === lineId)) return reject(PURCHASE_MESSAGES.invalidSelection);
  return [
    {
      type: 'ProductAdded',
      line: {
        lineId,
        productId: product.productId,
        productName: product.name,
        serialNo: product.serialNo,
        rate: product.rate,
        qty: 1,
        boxContents: product.boxContents,
        countOfPcs: product.countOfPcs,
        ratePer: product.ratePer,
        unit: product.unit,
        odId: null,
        ...(tracksUnitSerials(catalogue.index, product) ? { unitSerials: [] } : {}),
      },
    },
  ];
}

/** A unit's serial into a tracked, unsaved line: normalised, once on the purchase; qty follows (issue 33 item 4). */
function addUnitSerial(state: PurchaseCartState, lineId: string, text: string): PurchaseDecision {
  const line = state.lines.find((l) => l.lineId === lineId);
  if (!line) return reject(PURCHASE_MESSAGES.noSuchLine);
  if (line.unitSerials === undefined) return reject(UNIT_SERIAL_MESSAGES.notTracked(line.productName));
  if (line.odId !== null) return reject(PURCHASE_MESSAGES.lineLocked);
  const check = checkUnitSerial(text);
  if (!check.ok) return reject(check.message);
  if (state.lines.some((other) => other.unitSerials?.includes(check.serial))) return reject(UNIT_SERIAL_MESSAGES.twiceOnPurchase(check.serial));
  if (line.unitSerials.length + 1 > MAX_QTY) return reject(PURCHASE_MESSAGES.quantityInvalid);
  return [{ type: 'UnitSerialAdded', lineId: line.lineId, unitSerial: check.serial }];
}
