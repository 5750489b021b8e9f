// Property: whatever events a cart's journal holds (every event type of both carts, any undo depth), storing it and
// reading it back through the journal store, as a refresh does, gives the same journal and the same folded state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { append, createJournal, fold, undo, type CartEvent, type CartEventType, type CartLine, type CartMode } from '../../core/cart';
import type { PurchaseCartLine, PurchaseEvent } from '../../core/purchase';
import {
  appendPurchase,
  deserialisePurchaseJournal,
  EMPTY_JOURNAL,
  foldPurchase,
  serialisePurchaseJournal,
  undoPurchase,
} from '../../core/purchase/purchase.journal';
import { createDraftWriter, memoryStore, readStoredCart, readStoredDraft, storeJournal, storePendingSave } from './journal-store';

type Arbitraries<E extends { type: string }> = { [T in E['type']]: fc.Arbitrary<Extract<E, { type: T }>> };

// Small enough that any bill of them stays within safe arithmetic, large enough to need paise and lakhs.
const lineIds = fc.constantFrom('L1', 'L2', 'L3', 'od-7');
const text = fc.string({ maxLength: 12 });
const qty = fc.integer({ min: 1, max: 500 });
const paise = fc.integer({ min: 0, max: 10_000_000 });
const percent = fc.integer({ min: 0, max: 10_000 });
const isoDate = fc
  .date({ min: new Date('2024-04-01T00:00:00Z'), max: new Date('2027-03-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const customer = fc.record({
  userId: fc.stringMatching(/^[1-9]\d{0,3}$/),
  name: text,
  mobile: fc.stringMatching(/^[6-9]\d{9}$/),
  state: fc.constantFrom('Tamil Nadu', 'Karnataka', 'Kerala'),
});
const cartLine: fc.Arbitrary<CartLine> = fc.record({
  lineId: lineIds,
  productId: fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: null }),
  productName: text,
  serialNo: text,
  productCode: text,
  rate: paise,
  qty,
  discountBp: percent,
  unit: text,
  ratePer: text,
  pricePerPcs: paise,
  boxContents: text,
  qtyPerBox: fc.nat(50),
  countOfPcs: fc.nat(50),
  manual: fc.boolean(),
  odId: fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: null }),
});
const rates = fc.record({ discountBp: percent, commissionBp: percent, gstBp: percent, packingBp: percent });

const CART_EVENTS: Arbitraries<CartEvent> = {
  CustomerSelected: fc.record({ type: fc.constant('CustomerSelected'), customer }),
  ProductAdded: fc.record({ type: fc.constant('ProductAdded'), line: cartLine }),
  ManualLineAdded: fc.record({ type: fc.constant('ManualLineAdded'), line: cartLine }),
  QuantityIncreased: fc.record({ type: fc.constant('QuantityIncreased'), lineId: lineIds, by: fc.integer({ min: 1, max: 5 }) }),
  QuantityChanged: fc.record({ type: fc.constant('QuantityChanged'), lineId: lineIds, qty }),
  RateChanged: fc.record({ type: fc.constant('RateChanged'), lineId: lineIds, rate: paise }),
  LineDiscountChanged: fc.record({ type: fc.constant('LineDiscountChanged'), lineId: lineIds, discountBp: percent }),
  LineRemoved: fc.record({ type: fc.constant('LineRemoved'), lineId: lineIds }),
  UnitSerialAdded: fc.record({ type: fc.constant('UnitSerialAdded'), lineId: lineIds, unitSerial: fc.stringMatching(/^[A-Z0-9]{1,12}$/) }),
  UnitSerialRemoved: fc.record({ type: fc.constant('UnitSerialRemoved'), lineId: lineIds, unitSerial: fc.stringMatching(/^[A-Z0-9]{1,12}$/) }),
  DiscountChanged: fc.record({ type: fc.constant('DiscountChanged'), discountBp: percent }),
  CommissionChanged: fc.record({ type: fc.constant('CommissionChanged'), commissionBp: percent }),
  RatesSet: fc.record({ type: fc.constant('RatesSet'), gstBp: percent, packingBp: percent }),
  OrderDateChanged: fc.record({ type: fc.constant('OrderDateChanged'), orderDate: isoDate }),
  SavedOrderLoaded: fc.record({
    type: fc.constant('SavedOrderLoaded'),
    order: fc.record(
      {
        orderId: fc.stringMatching(/^\d{1,4}$/),
        billNo: fc.stringMatching(/^\d{1,4}$/),
        version: fc.nat(20),
        orderDate: fc.option(isoDate, { nil: null }),
        customer,
        rates,
        lines: fc.array(cartLine, { maxLength: 3 }),
      },
      { requiredKeys: ['orderId', 'billNo', 'orderDate', 'customer', 'rates', 'lines'] },
    ),
  }),
  CartCleared: fc.record({ type: fc.constant('CartCleared') }),
};

const purchaseLine: fc.Arbitrary<PurchaseCartLine> = fc.record(
  {
    lineId: lineIds,
    productId: fc.stringMatching(/^\d{1,4}$/),
    productName: text,
    serialNo: text,
    rate: paise,
    qty: fc.constant(1),
    boxContents: text,
    countOfPcs: fc.nat(50),
    ratePer: text,
    unit: text,
    odId: fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: null }),
    unitSerials: fc.array(fc.stringMatching(/^[A-Z0-9]{1,12}$/), { maxLength: 1 }),
  },
  { requiredKeys: ['lineId', 'productId', 'productName', 'serialNo', 'rate', 'qty', 'boxContents', 'countOfPcs', 'ratePer', 'unit', 'odId'] },
);
const supplier = fc.record({ supplierId: fc.stringMatching(/^[1-9]\d{0,3}$/), name: text });

const PURCHASE_EVENTS: Arbitraries<PurchaseEvent> = {
  SupplierSelected: fc.record({ type: fc.constant('SupplierSelected'), supplier }),
  SupplierCleared: fc.record({ type: fc.constant('SupplierCleared') }),
  OrderDateChanged: fc.record({ type: fc.constant('OrderDateChanged'), orderDate: isoDate }),
  SupplierInvoiceNoChanged: fc.record({ type: fc.constant('SupplierInvoiceNoChanged'), invoiceNo: fc.string({ maxLength: 30 }) }),
  SupplierInvoiceDateChanged: fc.record({ type: fc.constant('SupplierInvoiceDateChanged'), invoiceDate: isoDate }),
  GstChanged: fc.record({ type: fc.constant('GstChanged'), gstBp: percent }),
  DefaultGstSet: fc.record({ type: fc.constant('DefaultGstSet'), gstBp: percent }),
  ProductAdded: fc.record({ type: fc.constant('ProductAdded'), line: purchaseLine }),
  QuantityIncreased: fc.record({ type: fc.constant('QuantityIncreased'), lineId: lineIds }),
  QuantityChanged: fc.record({ type: fc.constant('QuantityChanged'), lineId: lineIds, qty }),
  RateChanged: fc.record({ type: fc.constant('RateChanged'), lineId: lineIds, rate: paise }),
  LineRemoved: fc.record({ type: fc.constant('LineRemoved'), lineId: lineIds }),
  UnitSerialAdded: fc.record({ type: fc.constant('UnitSerialAdded'), lineId: lineIds, unitSerial: fc.stringMatching(/^[A-Z0-9]{1,12}$/) }),
  UnitSerialRemoved: fc.record({ type: fc.constant('UnitSerialRemoved'), lineId: lineIds, unitSerial: fc.stringMatching(/^[A-Z0-9]{1,12}$/) }),
  SavedLineDeleted: fc.record({ type: fc.constant('SavedLineDeleted'), lineId: lineIds, version: fc.nat(20) }),
  PurchaseLoaded: fc.record({
    type: fc.constant('PurchaseLoaded'),
    purchase: fc.record({
      purchaseId: fc.stringMatching(/^\d{1,4}$/),
      version: fc.nat(20),
      supplier,
      orderDate: isoDate,
      gstBp: percent,
      lines: fc.array(purchaseLine, { maxLength: 3 }),
      supplierInvoiceNo: fc.string({ maxLength: 30 }),
      supplierInvoiceDate: fc.option(isoDate, { nil: null }),
    }),
  }),
  PurchaseCleared: fc.record({ type: fc.constant('PurchaseCleared') }),
};

const anyOf = <E extends { type: string }>(arbitraries: Arbitraries<E>): fc.Arbitrary<E> => fc.oneof(...(Object.values(arbitraries) as fc.Arbitrary<E>[]));
const eventTypes = (events: readonly { type: string }[]) => new Set(events.map((event) => event.type));

describe("a cart's draft (and the request_id of its save) survives a refresh, whatever its events", () => {
  it('every event type of the sales cart is generated', () => {
    const seen = eventTypes(fc.sample(anyOf(CART_EVENTS), 2_000));
    expect([...seen].sort()).toEqual((Object.keys(CART_EVENTS) as CartEventType[]).sort());
  });

  it('sales: store → refresh → read gives the same journal and the same bill, in every mode', () => {
    fc.assert(
      fc.property(fc.constantFrom<CartMode>('gst', 'estimate', 'retail'), fc.array(anyOf(CART_EVENTS), { maxLength: 30 }), fc.nat(5), (mode, events, undos) => {
        let journal = append(createJournal(mode), events);
        for (let i = 0; i < undos; i += 1) journal = undo(journal);
        const store = memoryStore();
        expect(storeJournal(store, 'kulir.cart.pos', journal)).toBe(true);
        const read = readStoredCart(store, 'kulir.cart.pos', mode).journal;
        expect(read).toEqual(journal);
        expect(fold(read)).toEqual(fold(journal));
      }),
      { numRuns: 300 },
    );
  });

  it('every event type of the purchase entry is generated', () => {
    const seen = eventTypes(fc.sample(anyOf(PURCHASE_EVENTS), 2_000));
    expect([...seen].sort()).toEqual(Object.keys(PURCHASE_EVENTS).sort());
  });

  it('purchase: store → refresh → read gives the same journal and the same purchase', () => {
    const codec = { serialise: serialisePurchaseJournal, parse: deserialisePurchaseJournal };
    fc.assert(
      fc.property(fc.array(anyOf(PURCHASE_EVENTS), { maxLength: 30 }), fc.nat(5), (events, undos) => {
        let journal = appendPurchase(EMPTY_JOURNAL, events);
        for (let i = 0; i < undos; i += 1) journal = undoPurchase(journal);
        const store = memoryStore();
        const writer = createDraftWriter(store, 'kulir.cart.purchase', codec, () => () => undefined);
        writer.write(journal);
        // A refresh: pagehide flushes what the idle write had not yet stored.
        writer.flush();
        storePendingSave(store, 'kulir.cart.purchase', 'req-1');
        const { journal: read, pendingSave } = readStoredDraft(store, 'kulir.cart.purchase', codec);
        expect(pendingSave).toBe('req-1');
        expect(read).toEqual(journal);
        expect(foldPurchase(read)).toEqual(foldPurchase(journal));
      }),
      { numRuns: 300 },
    );
  });
});
