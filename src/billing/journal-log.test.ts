import { describe, expect, it } from 'vitest';
import { append, createJournal, describeJournal, undo, type CartEvent } from '../../core/cart';
import { FAN_LINE, RAVI } from '../../core/cart/cart.fixtures';
import { createJournalLog } from './journal-log';

const events: CartEvent[] = [
  { type: 'RatesSet', gstBp: 1800, packingBp: 200 },
  { type: 'CustomerSelected', customer: RAVI },
  { type: 'ProductAdded', line: FAN_LINE },
  { type: 'QuantityIncreased', lineId: FAN_LINE.lineId, by: 1 },
  { type: 'DiscountChanged', discountBp: 500 },
];

describe('the journal log', () => {
  it('says what describeJournal says, oldest first, numbered from 1', () => {
    const journal = append(createJournal('gst'), events);
    const log = createJournalLog();
    expect(log(journal).map((e) => e.text)).toEqual(describeJournal(journal));
    expect(log(journal).map((e) => e.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives only the newest entries when asked, still describing lines by name', () => {
    const journal = append(createJournal('gst'), events);
    const entries = createJournalLog()(journal, 2);
    expect(entries).toEqual([
      { n: 4, text: describeJournal(journal)[3] },
      { n: 5, text: 'discount → 5%' },
    ]);
    expect(entries[0].text).toContain(FAN_LINE.productName);
  });

  it('follows undo and a new change after it', () => {
    const log = createJournalLog();
    let journal = append(createJournal('gst'), events);
    log(journal);
    journal = undo(journal);
    expect(log(journal)).toHaveLength(4);
    journal = append(journal, [{ type: 'LineRemoved', lineId: FAN_LINE.lineId }]);
    expect(log(journal).map((e) => e.text)).toEqual(describeJournal(journal));
  });
});
