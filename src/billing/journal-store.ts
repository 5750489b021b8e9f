// Each billing screen's cart lives in localStorage (DESIGN §6): the journal, and the request_id of a save in flight.
import { deserialiseJournal, serialiseJournal, type CartJournal, type CartMode } from '../../core/cart';

/** The part of Storage this needs; tests pass a Map-backed one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredCart {
  journal: CartJournal;
  pendingSave: string | null;
}

const pendingKey = (key: string) => `${key}.pending-save`;

/** A full or blocked storage must never stop a bill: the cart carries on in memory. */
function attempt(write: () => void): boolean {
  try {
    write();
    return true;
  } catch (error) {
    console.error('kulir: could not store the cart', error);
    return false;
  }
}

export function readStoredCart(store: KeyValueStore, key: string, mode: CartMode): StoredCart {
  let journalText: string | null = null;
  let pendingSave: string | null = null;
  attempt(() => {
    journalText = store.getItem(key);
    pendingSave = store.getItem(pendingKey(key)) || null;
  });
  return { journal: deserialiseJournal(journalText, mode), pendingSave };
}

export function storeJournal(store: KeyValueStore, key: string, journal: CartJournal): boolean {
  return attempt(() => store.setItem(key, serialiseJournal(journal)));
}

export function storePendingSave(store: KeyValueStore, key: string, requestId: string | null): boolean {
  return attempt(() => (requestId === null ? store.removeItem(pendingKey(key)) : store.setItem(pendingKey(key), requestId)));
}

/** An editor's bill once saved: its journal and pending save are dropped, so the next open starts from the server. */
export function forgetStoredCart(store: KeyValueStore, key: string): boolean {
  return attempt(() => {
    store.removeItem(key);
    store.removeItem(pendingKey(key));
  });
}

/** The browser's localStorage, or a throwaway one where there is none. */
export function browserStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // storage disabled
  }
  return memoryStore();
}

export function memoryStore(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}
