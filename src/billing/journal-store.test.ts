import { describe, expect, it, vi } from 'vitest';
import { append, createJournal } from '../../core/cart';
import { RAVI } from '../../core/cart/cart.fixtures';
import { createJournalWriter, memoryStore, readStoredCart, storeJournal, storePendingSave, type KeyValueStore, type Later } from './journal-store';

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

  describe('the journal writer (the scan stores its journal once the page is idle)', () => {
    /** A Later the test runs by hand: run() does the work waiting, as the browser's idle callback would. */
    function manualLater() {
      const queue: Array<() => void> = [];
      const later: Later = (work) => {
        queue.push(work);
        return () => {
          const at = queue.indexOf(work);
          if (at >= 0) queue.splice(at, 1);
        };
      };
      return { later, waiting: () => queue.length, run: () => queue.splice(0).forEach((work) => work()) };
    }
    /** A writer of kulir.cart.pos into a fresh store, its idle moments run by the test. */
    function writerWhenIdle() {
      const store = memoryStore();
      const idle = manualLater();
      return { store, idle, writer: createJournalWriter(store, 'kulir.cart.pos', idle.later) };
    }
    const one = append(createJournal('gst'), [{ type: 'CustomerSelected', customer: RAVI }]);
    const two = append(one, [{ type: 'CustomerSelected', customer: { ...RAVI, name: 'Ravi Kumar' } }]);

    it('writes nothing in the scan itself, then the last journal once, when idle', () => {
      const { store, idle, writer } = writerWhenIdle();
      const setItem = vi.spyOn(store, 'setItem');
      writer.write(one);
      writer.write(two);
      expect(setItem).not.toHaveBeenCalled();
      expect(idle.waiting()).toBe(1);
      idle.run();
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(readStoredCart(store, 'kulir.cart.pos', 'gst').journal).toEqual(two);
    });

    it('flush stores the waiting journal at once and leaves nothing to do when idle', () => {
      const { store, idle, writer } = writerWhenIdle();
      writer.write(one);
      writer.flush();
      expect(readStoredCart(store, 'kulir.cart.pos', 'gst').journal).toEqual(one);
      expect(idle.waiting()).toBe(0);
      const setItem = vi.spyOn(store, 'setItem');
      writer.flush();
      expect(setItem).not.toHaveBeenCalled();
    });

    it("cancel drops the waiting journal (an editor's saved bill is forgotten, not stored again)", () => {
      const { store, idle, writer } = writerWhenIdle();
      writer.write(one);
      writer.cancel();
      idle.run();
      writer.flush();
      expect(store.getItem('kulir.cart.pos')).toBeNull();
    });

    it('a write after the idle run is scheduled again', () => {
      const { store, idle, writer } = writerWhenIdle();
      writer.write(one);
      idle.run();
      writer.write(two);
      expect(idle.waiting()).toBe(1);
      idle.run();
      expect(readStoredCart(store, 'kulir.cart.pos', 'gst').journal).toEqual(two);
    });
  });
});

describe('a tender sent with a save in flight (issue 22)', () => {
  it('is kept beside the request_id and read back with it, and goes with it', () => {
    const store = memoryStore();
    const tender = { amounts: { cash: 77_000, upi: 100_000, card: 0 }, cashReceived: 80_000 };
    storePendingSave(store, 'kulir.cart.pos', 'req-7', tender);
    expect(readStoredCart(store, 'kulir.cart.pos', 'gst')).toMatchObject({ pendingSave: 'req-7', pendingTender: tender });
    storePendingSave(store, 'kulir.cart.pos', null);
    expect(readStoredCart(store, 'kulir.cart.pos', 'gst')).not.toHaveProperty('pendingTender');
    expect(store.getItem('kulir.cart.pos.pending-tender')).toBeNull();
  });
});
