import { describe, expect, it, vi } from 'vitest';
import { append, createJournal } from '../../core/cart';
import { RAVI } from '../../core/cart/cart.fixtures';
import { memoryStore, readStoredCart, storeJournal, storePendingSave, type KeyValueStore } from './journal-store';

describe('the stored cart of a billing screen', () => {
  it('reads back the journal and the pending save it stored', () => {
    const store = memoryStore();
    const journal = append(createJournal('gst'), [{ type: 'CustomerSelected', customer: RAVI }]);
    expect(storeJournal(store, 'kulir.cart.pos', journal)).toBe(true);
    storePendingSave(store, 'kulir.cart.pos', 'req-1');
    expect(readStoredCart(store, 'kulir.cart.pos', 'gst')).toEqual({ journal, pendingSave: 'req-1' });
    storePendingSave(store, 'kulir.cart.pos', null);
    expect(readStoredCart(store, 'kulir.cart.pos', 'gst').pendingSave).toBeNull();
  });

  it('each screen has its own key; nothing stored is an empty cart', () => {
    const store = memoryStore();
    storeJournal(store, 'kulir.cart.pos', append(createJournal('gst'), [{ type: 'CustomerSelected', customer: RAVI }]));
    expect(readStoredCart(store, 'kulir.cart.estimate', 'estimate')).toEqual({ journal: createJournal('estimate'), pendingSave: null });
  });

  it('a store that throws (full, blocked) never stops the bill', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredCart(broken, 'k', 'retail')).toEqual({ journal: createJournal('retail'), pendingSave: null });
    expect(storeJournal(broken, 'k', createJournal('retail'))).toBe(false);
    expect(storePendingSave(broken, 'k', 'r')).toBe(false);
    error.mockRestore();
  });
});
