// The purchase entry's journal: the one journal of core/journal.ts bound to the purchase decider, stored by
// /addpurchase. Version 1 was read through a hand-kept list of event types that left out SupplierCleared, so a draft
// whose supplier had been cleared was thrown away; version 2 reads every event type from one list of zod shapes.
import { z } from 'zod';
import { MAX_QTY } from '../cart/cart.input';
import { storedCount, storedIsoDate, storedPaise, storedPercent, storedQty, wholeNumber } from '../cart/cart.schema';
import {
  appendEvents,
  canRedoEvent,
  canUndoEvent,
  foldJournal,
  parseWith,
  redoEvent,
  serialiseWith,
  undoEvent,
  type Journal,
  type JournalFormat,
} from '../journal';
import type { Decider } from '../decider';
import type { PurchaseCatalogue } from './purchase.catalogue';
import type { PurchaseCommand } from './purchase.commands';
import { decidePurchase } from './purchase.decider';
import { isUndoablePurchaseEvent, type PurchaseEvent, type SavedPurchase } from './purchase.events';
import { evolvePurchase } from './purchase.evolve';
import { initialPurchase, purchaseCartTotals, type PurchaseCartState } from './purchase.state';

/** The purchase entry as a Decider: the same shape as the sales cart's, its rules reading the purchasable catalogue. */
export const purchaseDecider: Decider<PurchaseCartState, PurchaseCommand, PurchaseEvent, PurchaseCatalogue> = {
  initialState: initialPurchase,
  decide: decidePurchase,
  evolve: evolvePurchase,
  isUndoable: isUndoablePurchaseEvent,
};

export type PurchaseJournal = Journal<PurchaseEvent>;

export const PURCHASE_JOURNAL_VERSION = 2;

export const EMPTY_JOURNAL: PurchaseJournal = { events: [], cursor: 0 };

const supplier = z.object({ supplierId: z.string(), name: z.string() });
const line = z.object({
  lineId: z.string(),
  productId: z.string(),
  productName: z.string(),
  serialNo: z.string(),
  rate: storedPaise,
  // A saved purchase's line comes from the server, which may hold more than one entry's limit.
  qty: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  boxContents: z.string(),
  countOfPcs: storedCount,
  ratePer: z.string(),
  unit: z.string(),
  odId: z.string().nullable(),
  // Issue 33 item 4: a line of a product that tracks unit serials; drafts stored before it have none.
  unitSerials: z.array(z.string().min(1)).optional(),
});
const lineId = z.string();
const savedPurchase = z.object({
  purchaseId: z.string(),
  version: storedCount,
  supplier,
  orderDate: storedIsoDate,
  gstBp: storedPercent,
  lines: z.array(line),
  // Issue 30: drafts stored before it have none.
  supplierInvoiceNo: z.string().default(''),
  supplierInvoiceDate: storedIsoDate.nullable().default(null),
});

const header = z.object({ kind: z.literal('purchase') });

export const PURCHASE_JOURNAL_FORMAT: JournalFormat<PurchaseEvent, z.infer<typeof header>> = {
  version: PURCHASE_JOURNAL_VERSION,
  header,
  events: {
    SupplierSelected: z.object({ supplier }),
    SupplierCleared: z.object({}),
    OrderDateChanged: z.object({ orderDate: storedIsoDate }),
    SupplierInvoiceNoChanged: z.object({ invoiceNo: z.string().max(100) }),
    SupplierInvoiceDateChanged: z.object({ invoiceDate: storedIsoDate }),
    GstChanged: z.object({ gstBp: storedPercent }),
    DefaultGstSet: z.object({ gstBp: storedPercent }),
    ProductAdded: z.object({ line: line.extend({ qty: wholeNumber(1, MAX_QTY) }) }),
    QuantityIncreased: z.object({ lineId }),
    QuantityChanged: z.object({ lineId, qty: storedQty }),
    RateChanged: z.object({ lineId, rate: storedPaise }),
    LineRemoved: z.object({ lineId }),
    UnitSerialAdded: z.object({ lineId, unitSerial: z.string().min(1) }),
    UnitSerialRemoved: z.object({ lineId, unitSerial: z.string().min(1) }),
    SavedLineDeleted: z.object({ lineId, version: storedCount }),
    PurchaseLoaded: z.object({ purchase: savedPurchase }),
    PurchaseCleared: z.object({}),
  },
  upcasters: {
    // v1 → v2: the same envelope and events; only the reader changed (it now knows SupplierCleared).
    1: (stored) => ({ ...stored, version: 2 }),
  },
};

export function appendPurchase(journal: PurchaseJournal, events: readonly PurchaseEvent[]): PurchaseJournal {
  return appendEvents(journal, events);
}

export const canUndoPurchase = (journal: PurchaseJournal): boolean => canUndoEvent(journal, isUndoablePurchaseEvent);
export const canRedoPurchase = (journal: PurchaseJournal): boolean => canRedoEvent(journal);
export const undoPurchase = (journal: PurchaseJournal): PurchaseJournal => undoEvent(journal, isUndoablePurchaseEvent);
export const redoPurchase = (journal: PurchaseJournal): PurchaseJournal => redoEvent(journal);

/** The index of the last PurchaseLoaded in force for this purchase, or -1. */
function lastLoadOf(journal: PurchaseJournal, purchaseId: string): number {
  for (let i = journal.cursor - 1; i >= 0; i -= 1) {
    const event = journal.events[i];
    if (event?.type === 'PurchaseLoaded') return event.purchase.purchaseId === purchaseId ? i : -1;
  }
  return -1;
}

/**
 * The editor's stored draft when it is a draft of this purchase (it loaded it), else an empty journal: a draft of
 * another purchase, or one that never loaded its purchase, is nothing to edit here.
 */
export function editDraftOf(journal: PurchaseJournal, purchaseId: string): PurchaseJournal {
  return lastLoadOf(journal, purchaseId) >= 0 ? journal : EMPTY_JOURNAL;
}

/**
 * The editor's journal once its purchase is read from the server again (on open, after a refresh): the server's
 * purchase (its lines, version) as the baseline, and on top of it every change the draft made since it last loaded
 * this purchase (lines added, rates, quantities, supplier, date, GST %), so a refresh never drops an edit. A change to
 * a line the server no longer has folds to nothing; the draft's own baselines (a line deleted on the server) are in
 * the server's purchase already.
 */
export function reloadedPurchaseJournal(draft: PurchaseJournal, fresh: SavedPurchase): PurchaseJournal {
  const loaded = appendPurchase(EMPTY_JOURNAL, [{ type: 'PurchaseLoaded', purchase: fresh }]);
  const from = lastLoadOf(draft, fresh.purchaseId);
  if (from < 0) return loaded;
  return appendPurchase(loaded, draft.events.slice(from + 1, draft.cursor).filter(isUndoablePurchaseEvent));
}

export function foldPurchase(journal: PurchaseJournal): PurchaseCartState {
  return foldJournal(journal, purchaseDecider);
}

export function serialisePurchaseJournal(journal: PurchaseJournal): string {
  return serialiseWith(PURCHASE_JOURNAL_FORMAT, { kind: 'purchase' }, journal);
}

/** A stored journal of any version, or an empty one when it is unreadable, of another kind, or folds into nonsense. */
export function deserialisePurchaseJournal(stored: string | null | undefined): PurchaseJournal {
  const read = parseWith(PURCHASE_JOURNAL_FORMAT, stored);
  if (!read) return EMPTY_JOURNAL;
  try {
    // Events that are each well formed can still add up to a purchase past safe arithmetic.
    purchaseCartTotals(foldPurchase({ ...read.journal, cursor: read.journal.events.length }));
  } catch {
    return EMPTY_JOURNAL;
  }
  return read.journal;
}
