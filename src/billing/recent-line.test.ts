import { describe, expect, it } from 'vitest';
import { append, createJournal, undo } from '../../core/cart';
import { FAN_LINE, RAVI } from '../../core/cart/cart.fixtures';
import { recentLineId } from './recent-line';

describe('the line touched last', () => {
  it('is the line an add, a repeat scan or an edit changed; nothing after other events or at the start', () => {
    let journal = createJournal('gst');
    expect(recentLineId(journal)).toBeNull();
    journal = append(journal, [{ type: 'ProductAdded', line: FAN_LINE }]);
    expect(recentLineId(journal)).toBe(FAN_LINE.lineId);
    journal = append(journal, [{ type: 'QuantityIncreased', lineId: FAN_LINE.lineId, by: 1 }]);
    expect(recentLineId(journal)).toBe(FAN_LINE.lineId);
    journal = append(journal, [{ type: 'CustomerSelected', customer: RAVI }]);
    expect(recentLineId(journal)).toBeNull();
    expect(recentLineId(undo(journal))).toBe(FAN_LINE.lineId);
    expect(recentLineId(append(journal, [{ type: 'LineRemoved', lineId: FAN_LINE.lineId }]))).toBeNull();
  });
});
