// The purchase entry cart (DESIGN §6): commands decided against the purchasable catalogue, events folded into the
// purchase (a Decider, journalled by core/purchase-journal.ts), and the save payload in the spec's shape. The catalogue
// index (serial lookup, name suggestions) is the POS's own (core/cart), with the purchase rate as the line rate.
import { produce } from 'immer';
import { purchaseTotals, type PurchaseTotals } from '../billing';
import {
  catalogueFromPosList,
  createCatalogue,
  findById,
  findByKey,
  tracksUnitSerials,
  type Catalogue,
  type CatalogueProduct,
  type PosListBody,
  type PosProductRecord,
} from '../cart/cart.catalogue';
import { MAX_QTY, MAX_RATE, normalizeQty, parsePercentField, parseRate } from '../cart/cart.input';
import { wireWhole, type WireValue } from '../cart/cart.wire';
import { isValidIsoDate, toDmy, type IsoDate } from '../dates';
import { isRejection, type Decider, type Decision, type Rejection } from '../decider';
import { formatMoney, formatRupees, type Paise } from '../money';
import { formatPercent, type BasisPoints } from '../percent';
import type { PurchaseBody, PurchaseEditBody } from './purchase.payload';
import { supplierInvoiceFormProblem } from './purchase.supplier-invoice';
import { checkUnitSerial, normaliseUnitSerial, purchaseUnitSerialFault, qtyForUnitSerials, UNIT_SERIAL_MESSAGES } from '../unit-serials';

export const PURCHASE_MESSAGES = {
  selectSupplier: 'Please select a customer.',
  selectProduct: 'Please select a product',
  invalidSelection: 'Invalid product selection!',
  invalidDetails: 'Invalid product details!',
  saved: 'Purchase saved successfully!',
  saveFailed: 'Failed to save Purchase.',
  rateInvalid: `Rate must be a number from ${formatMoney(0)} to ${formatMoney(MAX_RATE)}, with at most 2 decimals.`,
  gstInvalid: 'GST % must be a number from 0 to 100, with at most 2 decimals.',
  quantityInvalid: 'Quantity must be a whole number from 1 to 1,00,000.',
  dateInvalid: 'Please enter a valid date.',
  lineLocked: 'This line is already saved: its quantity cannot be changed.',
  noSuchLine: 'That line is no longer in the purchase.',
  /** The editor refuses a saved purchase it cannot read (core/purchase-detail.ts), as the bill editors do. */
  savedPurchaseInvalid: 'The saved purchase could not be read.',
} as const;

export const onlyInStock = (stock: number) => `Only ${stock} items available in stock!`;

export interface PurchaseSupplier {
  supplierId: string;
  name: string;
}

export interface PurchaseCartLine {
  lineId: string;
  productId: string;
  productName: string;
  serialNo: string;
  rate: Paise;
  qty: number;
  boxContents: string;
  countOfPcs: number;
  ratePer: string;
  unit: string;
  /** The saved line's od_id on the editor: its quantity is read-only and it is deleted through the server. */
  odId: string | null;
  /**
   * Issue 33 item 4: present on a line of a product that tracks unit serials, the units received (normalised); qty
   * follows them. A saved line shows the units it received (they stay as saved).
   */
  unitSerials?: string[];
}

export interface SavedPurchaseRef {
  purchaseId: string;
  version: number;
}

export interface PurchaseCartState {
  supplier: PurchaseSupplier | null;
  /** null: today when saved. */
  orderDate: IsoDate | null;
  gstBp: BasisPoints;
  lines: readonly PurchaseCartLine[];
  saved: SavedPurchaseRef | null;
  /** Issue 30: the supplier's invoice number ('' none yet) and date (null none yet); required to save. */
  supplierInvoiceNo: string;
  supplierInvoiceDate: IsoDate | null;
}

export interface SavedPurchase extends SavedPurchaseRef {
  supplier: PurchaseSupplier;
  orderDate: IsoDate;
  gstBp: BasisPoints;
  lines: readonly PurchaseCartLine[];
  supplierInvoiceNo: string;
  supplierInvoiceDate: IsoDate | null;
}

export type PurchaseEvent =
  | { type: 'SupplierSelected'; supplier: PurchaseSupplier }
  /** "Select Supplier" again (or a scanner burst's typeahead in the supplier list undone, when none was chosen). */
  | { type: 'SupplierCleared' }
  | { type: 'OrderDateChanged'; orderDate: IsoDate }
  | { type: 'SupplierInvoiceNoChanged'; invoiceNo: string }
  | { type: 'SupplierInvoiceDateChanged'; invoiceDate: IsoDate }
  | { type: 'GstChanged'; gstBp: BasisPoints }
  /** The shop's CGST + SGST as the default: a baseline undo stops at. */
  | { type: 'DefaultGstSet'; gstBp: BasisPoints }
  | { type: 'ProductAdded'; line: PurchaseCartLine }
  | { type: 'QuantityIncreased'; lineId: string }
  | { type: 'QuantityChanged'; lineId: string; qty: number }
  | { type: 'RateChanged'; lineId: string; rate: Paise }
  | { type: 'LineRemoved'; lineId: string }
  /** A unit's serial scanned or typed into a tracked line (issue 33 item 4): qty follows the serials. */
  | { type: 'UnitSerialAdded'; lineId: string; unitSerial: string }
  | { type: 'UnitSerialRemoved'; lineId: string; unitSerial: string }
  /** The server deleted a saved line; the purchase's version moved on. A baseline too. */
  | { type: 'SavedLineDeleted'; lineId: string; version: number }
  | { type: 'PurchaseLoaded'; purchase: SavedPurchase }
  | { type: 'PurchaseCleared' };

export type PurchaseCommand =
  | { type: 'SelectSupplier'; supplier: PurchaseSupplier }
  | { type: 'ClearSupplier' }
  | { type: 'ChangeOrderDate'; orderDate: IsoDate }
  | { type: 'ChangeSupplierInvoiceNo'; invoiceNo: string }
  | { type: 'ChangeSupplierInvoiceDate'; invoiceDate: IsoDate }
  | { type: 'ChangeGst'; gst: string }
  | { type: 'SetDefaultGst'; gstBp: BasisPoints }
  | { type: 'AddBySerial'; serial: string; lineId: string }
  | { type: 'AddByProductId'; productId: string; lineId: string }
  | { type: 'ChangeQuantity'; lineId: string; qty: string | number }
  | { type: 'ChangeRate'; lineId: string; rate: string }
  | { type: 'RemoveLine'; lineId: string }
  | { type: 'AddUnitSerial'; lineId: string; unitSerial: string }
  | { type: 'RemoveUnitSerial'; lineId: string; unitSerial: string }
  | { type: 'ForgetSavedLine'; lineId: string; version: number }
  | { type: 'LoadPurchase'; purchase: SavedPurchase }
  | { type: 'ClearPurchase' };

export type PurchaseDecision = Decision<PurchaseEvent>;

export interface PurchaseCatalogue {
  index: Catalogue;
  stock: ReadonlyMap<string, number>;
  defaultGstBp: BasisPoints;
}

/** The purchasable products of pos_product_list (§3 Purchasable product): the line rate is the purchase rate. */
export type PurchasableRecord = PosProductRecord & { purchase_rate?: WireValue; stock?: WireValue };

export function purchaseCatalogue(
  body: (Omit<PosListBody, 'product'> & { product?: readonly PurchasableRecord[] | null }) | null | undefined,
): PurchaseCatalogue {
  const records = (body?.product ?? []).map((p) => ({ ...p, sell_rate: p.purchase_rate ?? '0', sell_price: undefined, amount: undefined, rate: undefined }));
  const index = catalogueFromPosList('gst', { ...body, product: records });
  const stock = new Map((body?.product ?? []).map((p) => [String(p.product_id), wireWhole(p.stock)]));
  return { index, stock, defaultGstBp: index.defaultRates.gstBp };
}

export const EMPTY_PURCHASE_CATALOGUE: PurchaseCatalogue = { index: createCatalogue('gst', []), stock: new Map(), defaultGstBp: 0 };

export function initialPurchase(): PurchaseCartState {
  return { supplier: null, orderDate: null, gstBp: 0, lines: [], saved: null, supplierInvoiceNo: '', supplierInvoiceDate: null };
}

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

export function evolvePurchase(state: PurchaseCartState, event: PurchaseEvent): PurchaseCartState {
  if (event.type === 'PurchaseLoaded') {
    const { purchase } = event;
    return {
      supplier: purchase.supplier,
      orderDate: purchase.orderDate,
      gstBp: purchase.gstBp,
      lines: [...purchase.lines],
      saved: { purchaseId: purchase.purchaseId, version: purchase.version },
      supplierInvoiceNo: purchase.supplierInvoiceNo,
      supplierInvoiceDate: purchase.supplierInvoiceDate,
    };
  }
  if (event.type === 'PurchaseCleared') return { ...initialPurchase(), gstBp: state.gstBp };
  return produce(state, (draft) => {
    const line = (id: string) => draft.lines.find((l) => l.lineId === id);
    switch (event.type) {
      case 'SupplierSelected':
        draft.supplier = event.supplier;
        break;
      case 'SupplierCleared':
        draft.supplier = null;
        break;
      case 'OrderDateChanged':
        draft.orderDate = event.orderDate;
        break;
      case 'SupplierInvoiceNoChanged':
        draft.supplierInvoiceNo = event.invoiceNo;
        break;
      case 'SupplierInvoiceDateChanged':
        draft.supplierInvoiceDate = event.invoiceDate;
        break;
      case 'GstChanged':
      case 'DefaultGstSet':
        draft.gstBp = event.gstBp;
        break;
      case 'ProductAdded':
        draft.lines.push(event.line);
        break;
      case 'QuantityIncreased': {
        const l = line(event.lineId);
        if (l) l.qty += 1;
        break;
      }
      case 'QuantityChanged': {
        const l = line(event.lineId);
        if (l) l.qty = event.qty;
        break;
      }
      case 'RateChanged': {
        const l = line(event.lineId);
        if (l) l.rate = event.rate;
        break;
      }
      case 'LineRemoved':
        draft.lines = draft.lines.filter((l) => l.lineId !== event.lineId);
        break;
      case 'UnitSerialAdded': {
        const l = line(event.lineId);
        if (l) {
          l.unitSerials = [...(l.unitSerials ?? []), event.unitSerial];
          l.qty = qtyForUnitSerials(l.unitSerials);
        }
        break;
      }
      case 'UnitSerialRemoved': {
        const l = line(event.lineId);
        if (l) {
          l.unitSerials = (l.unitSerials ?? []).filter((serial) => serial !== event.unitSerial);
          // Qty follows the serials, never below the floor of 1 (§5).
          l.qty = Math.max(1, qtyForUnitSerials(l.unitSerials));
        }
        break;
      }
      case 'SavedLineDeleted':
        draft.lines = draft.lines.filter((l) => l.lineId !== event.lineId);
        if (draft.saved) draft.saved.version = event.version;
        break;
      default: {
        const never: never = event;
        throw new Error(`Unhandled purchase event: ${JSON.stringify(never)}`);
      }
    }
  });
}

/** Server-given baselines undo stops at: the default GST, a saved line deleted on the server, the purchase loaded. */
const BASELINES: ReadonlySet<PurchaseEvent['type']> = new Set<PurchaseEvent['type']>(['DefaultGstSet', 'SavedLineDeleted', 'PurchaseLoaded']);

export function isUndoablePurchaseEvent(event: PurchaseEvent): boolean {
  return !BASELINES.has(event.type);
}

/** The purchase entry as a Decider: the same shape as the sales cart's, its rules reading the purchasable catalogue. */
export const purchaseDecider: Decider<PurchaseCartState, PurchaseCommand, PurchaseEvent, PurchaseCatalogue> = {
  initialState: initialPurchase,
  decide: decidePurchase,
  evolve: evolvePurchase,
  isUndoable: isUndoablePurchaseEvent,
};

export function purchaseCartTotals(state: PurchaseCartState): PurchaseTotals {
  return purchaseTotals(
    state.lines.map((l) => ({ rate: l.rate, qty: l.qty })),
    state.gstBp,
  );
}

// ---- save payload ----

/**
 * The first thing that keeps the purchase from being saved, in the spec's words (then the supplier invoice's rule,
 * core/purchase-invoice's form schema), or null. `today` dates a purchase with no date picked.
 */
export function purchaseSaveProblem(state: PurchaseCartState, today: IsoDate): string | null {
  if (!state.supplier) return PURCHASE_MESSAGES.selectSupplier;
  if (state.lines.length === 0) return PURCHASE_MESSAGES.selectProduct;
  const fault = purchaseUnitSerialFault(
    state.lines.map((line) => ({
      productName: line.productName,
      // A saved line keeps the units it received on the server.
      tracksUnitSerials: line.unitSerials !== undefined && line.odId === null,
      qty: line.qty,
      unitSerials: line.odId === null ? (line.unitSerials ?? []) : [],
    })),
  );
  if (fault) return fault.message;
  return supplierInvoiceFormProblem({
    invoiceNo: state.supplierInvoiceNo,
    invoiceDate: state.supplierInvoiceDate,
    purchaseDate: state.orderDate ?? today,
  });
}

/** The spec's Purchase save payload, figures from core/billing; `today` dates a purchase with no date picked. */
export function purchaseBodyOf(state: PurchaseCartState, today: IsoDate, requestId: string): PurchaseBody {
  const t = purchaseCartTotals(state);
  return {
    request_id: requestId,
    supplier_id: state.supplier?.supplierId ?? '',
    supplier_name: state.supplier?.name ?? '',
    order_date: toDmy(state.orderDate ?? today),
    supplier_invoice_no: state.supplierInvoiceNo,
    supplier_invoice_date: state.supplierInvoiceDate ? toDmy(state.supplierInvoiceDate) : '',
    gst_percentage: formatPercent(state.gstBp),
    subtotal: formatRupees(t.subtotal),
    cgst: formatRupees(t.cgst),
    sgst: formatRupees(t.sgst),
    total: formatRupees(t.grandTotal),
    productdetails: state.lines.map((l, i) => ({
      product_id: l.productId,
      product_name: l.productName,
      box_contents: l.boxContents,
      count_of_pcs: String(l.countOfPcs),
      rate_per: l.ratePer,
      unit: l.unit,
      qty: l.qty,
      amount_per_product: formatRupees(l.rate),
      total_per_product: formatRupees(t.lineTotals[i]),
      // Issue 33 item 4: a new line's units; a saved line sends none and keeps what it received.
      ...(l.unitSerials && l.odId === null ? { unit_serials: [...l.unitSerials] } : {}),
    })),
  };
}

/** On edit each line carries od_id instead of count_of_pcs, rate_per and unit (§3), plus purchase_id and the version read. */
export function purchaseEditBodyOf(state: PurchaseCartState, saved: SavedPurchaseRef, today: IsoDate, requestId: string): PurchaseEditBody {
  const body = purchaseBodyOf(state, today, requestId);
  return {
    ...body,
    purchase_id: saved.purchaseId,
    version: saved.version,
    productdetails: state.lines.map((l, i) => {
      const { count_of_pcs: _c, rate_per: _r, unit: _u, ...line } = body.productdetails[i];
      return { ...line, od_id: l.odId ?? '' };
    }),
  };
}
