import { describe, expect, it } from 'vitest';
import type { SavedPurchase } from './purchase.events';
import type { PurchaseCartLine } from './purchase.state';
import { appendPurchase, editDraftOf, EMPTY_JOURNAL, foldPurchase, reloadedPurchaseJournal, undoPurchase } from './purchase.journal';

const line = (lineId: string, odId: string | null, rate = 100_000): PurchaseCartLine => ({
  lineId,
  productId: '1',
  productName: 'Fan',
  serialNo: 'CRHS1200',
  rate,
  qty: 2,
  boxContents: '',
  countOfPcs: 1,
  ratePer: '',
  unit: '',
  odId,
});
const saved = (version: number, lines: PurchaseCartLine[], purchaseId = '9'): SavedPurchase => ({
  purchaseId,
  version,
  supplier: { supplierId: '4', name: 'Chennai Fans' },
  orderDate: '2026-11-20',
  gstBp: 1800,
  lines,
  supplierInvoiceNo: 'SF/9',
  supplierInvoiceDate: '2026-11-19',
});

describe("the editor's draft", () => {
  it('is the stored journal only when it loaded this purchase', () => {
    const draft = appendPurchase(EMPTY_JOURNAL, [{ type: 'PurchaseLoaded', purchase: saved(1, [line('od-7', '7')]) }]);
    expect(editDraftOf(draft, '9')).toBe(draft);
    expect(editDraftOf(draft, '10')).toBe(EMPTY_JOURNAL);
    expect(editDraftOf(EMPTY_JOURNAL, '9')).toBe(EMPTY_JOURNAL);
    // A load undone past (never: it is a baseline) or not in force does not count.
    expect(editDraftOf({ ...draft, cursor: 0 }, '9')).toBe(EMPTY_JOURNAL);
  });

  it("read again: the server's purchase, then the draft's own changes; the draft's server baselines are not repeated", () => {
    const draft = appendPurchase(EMPTY_JOURNAL, [
      { type: 'PurchaseLoaded', purchase: saved(1, [line('od-7', '7'), line('od-8', '8'), line('od-6', '6')]) },
      { type: 'RateChanged', lineId: 'od-7', rate: 90_000 },
      { type: 'SavedLineDeleted', lineId: 'od-6', version: 2 },
      { type: 'ProductAdded', line: line('new', null, 50_000) },
      { type: 'RateChanged', lineId: 'od-8', rate: 80_000 },
      { type: 'GstChanged', gstBp: 1200 },
      { type: 'OrderDateChanged', orderDate: '2026-11-19' },
    ]);
    // Line 8 went elsewhere; the server is at version 3.
    const journal = reloadedPurchaseJournal(draft, saved(3, [line('od-7', '7')]));
    const purchase = foldPurchase(journal);
    expect(purchase.saved).toEqual({ purchaseId: '9', version: 3 });
    expect(purchase.lines.map((l) => [l.lineId, l.rate])).toEqual([
      ['od-7', 90_000],
      ['new', 50_000],
    ]);
    expect([purchase.gstBp, purchase.orderDate]).toEqual([1200, '2026-11-19']);
    expect(journal.events.map((e) => e.type)).toEqual(['PurchaseLoaded', 'RateChanged', 'ProductAdded', 'RateChanged', 'GstChanged', 'OrderDateChanged']);
    // Undo stops at the purchase as read.
    let undone = journal;
    for (let i = 0; i < 10; i += 1) undone = undoPurchase(undone);
    expect(undone.cursor).toBe(1);
  });

  it('changes undone in the draft stay undone; a draft of another purchase adds nothing', () => {
    const draft = appendPurchase(EMPTY_JOURNAL, [
      { type: 'PurchaseLoaded', purchase: saved(1, [line('od-7', '7')]) },
      { type: 'RateChanged', lineId: 'od-7', rate: 90_000 },
    ]);
    expect(foldPurchase(reloadedPurchaseJournal(undoPurchase(draft), saved(1, [line('od-7', '7')]))).lines[0].rate).toBe(100_000);
    expect(reloadedPurchaseJournal(draft, saved(1, [line('od-1', '1')], '12')).events).toHaveLength(1);
  });
});
