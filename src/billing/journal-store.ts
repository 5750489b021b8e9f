// Each billing screen's cart lives in localStorage (DESIGN §6): the journal, and the request_id of a save in flight.
// The same store serves the sales carts and the purchase entry: each brings its journal's serialise and parse.
import { deserialiseJournal, serialiseJournal, type CartJournal, type CartMode } from '../../core/cart';
import { readTender, type Tender } from '../../core/tender';

/** The part of Storage this needs; tests pass a Map-backed one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredDraft<J> {
  journal: J;
  pendingSave: string | null;
  /** The tender sent with that save (issue 22), so a save resumed after a refresh books the same payments. */
  pendingTender?: Tender;
}

const pendingKey = (key: string) => `${key}.pending-save`;
const tenderKey = (key: string) => `${key}.pending-tender`;

function parsed(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

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

export type StoredCart = StoredDraft<CartJournal>;

/** How one cart's journal is written and read back (parse gives an empty journal for anything it cannot read). */
export interface DraftCodec<J> {
  serialise(journal: J): string;
  parse(stored: string | null): J;
}

export const salesCodec = (mode: CartMode): DraftCodec<CartJournal> => ({ serialise: serialiseJournal, parse: (stored) => deserialiseJournal(stored, mode) });

export function readStoredCart(store: KeyValueStore, key: string, mode: CartMode): StoredCart {
  return readStoredDraft(store, key, salesCodec(mode));
}

/** A cart's stored journal, and the request_id (and tender) of a save that had no answer when the page went. */
export function readStoredDraft<J>(store: KeyValueStore, key: string, codec: DraftCodec<J>): StoredDraft<J> {
  let journalText: string | null = null;
  let pendingSave: string | null = null;
  let tenderText: string | null = null;
  attempt(() => {
    journalText = store.getItem(key);
    pendingSave = store.getItem(pendingKey(key)) || null;
    tenderText = store.getItem(tenderKey(key));
  });
  const pendingTender = pendingSave ? readTender(parsed(tenderText)) : null;
  return { journal: codec.parse(journalText), pendingSave, ...(pendingTender ? { pendingTender } : {}) };
}

export function storeJournal(store: KeyValueStore, key: string, journal: CartJournal): boolean {
  return storeDraft(store, key, journal, salesCodec(journal.mode));
}

export function storeDraft<J>(store: KeyValueStore, key: string, journal: J, codec: Pick<DraftCodec<J>, 'serialise'>): boolean {
  return attempt(() => store.setItem(key, codec.serialise(journal)));
}

/** Runs `work` later and returns a cancel; the default is the browser's first idle moment (at most IDLE_WAIT_MS). */
export type Later = (work: () => void) => () => void;

/**
 * A scan's journal is stored at most this long after it (only a browser crash inside that window could lose the scan);
 * a cashier between scans leaves the page idle far sooner.
 */
export const IDLE_WAIT_MS = 100;

export const whenIdle: Later = (work) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
};

export interface JournalWriter<J = CartJournal> {
  /** The journal to store: written when the page is next idle (the last one wins), not in the keydown's task. */
  write(journal: J): void;
  /** Stores the journal waiting, now (before a pending save is stored, on pagehide, on unmount). */
  flush(): void;
  /** Drops the journal waiting (an editor's saved bill: its stored cart is forgotten, not written again). */
  cancel(): void;
}

/**
 * Stores a billing screen's journal off the scan's critical path: serialising a 300-line journal and localStorage's
 * setItem cost ~1.2 ms, which the keydown task would otherwise spend before the new row can be drawn. A burst of scans
 * is written once. The caller flushes on pagehide, so a refresh or a closed tab still finds every line.
 */
export function createJournalWriter(store: KeyValueStore, key: string, later: Later = whenIdle): JournalWriter {
  return createDraftWriter(store, key, { serialise: serialiseJournal }, later);
}

export function createDraftWriter<J>(store: KeyValueStore, key: string, codec: Pick<DraftCodec<J>, 'serialise'>, later: Later = whenIdle): JournalWriter<J> {
  let waiting: J | null = null;
  let cancelLater: (() => void) | null = null;
  const unschedule = () => {
    cancelLater?.();
    cancelLater = null;
  };
  const flush = () => {
    unschedule();
    const journal = waiting;
    waiting = null;
    if (journal !== null) storeDraft(store, key, journal, codec);
  };
  return {
    write(journal) {
      waiting = journal;
      cancelLater ??= later(() => {
        cancelLater = null;
        flush();
      });
    },
    flush,
    cancel() {
      unschedule();
      waiting = null;
    },
  };
}

/** Writes a draft still waiting for an idle moment when the page is hidden or left; returns the unsubscribe. */
export function flushWhenLeaving(writer: { flush(): void }): () => void {
  const leaving = () => writer.flush();
  const hidden = () => {
    if (document.visibilityState === 'hidden') writer.flush();
  };
  window.addEventListener('pagehide', leaving);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    window.removeEventListener('pagehide', leaving);
    document.removeEventListener('visibilitychange', hidden);
  };
}

export function storePendingSave(store: KeyValueStore, key: string, requestId: string | null, tender: Tender | null = null): boolean {
  return attempt(() => {
    if (requestId === null || tender === null) store.removeItem(tenderKey(key));
    else store.setItem(tenderKey(key), JSON.stringify(tender));
    if (requestId === null) store.removeItem(pendingKey(key));
    else store.setItem(pendingKey(key), requestId);
  });
}

/** An editor's bill once saved: its journal and pending save are dropped, so the next open starts from the server. */
export function forgetStoredCart(store: KeyValueStore, key: string): boolean {
  return attempt(() => {
    store.removeItem(key);
    store.removeItem(pendingKey(key));
    store.removeItem(tenderKey(key));
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
