// The counter's copy of its product list, kept in the browser's IndexedDB between visits (issue 24), so a reload or
// the next day's first bill asks the server only for what changed since. Raw IndexedDB: two calls (get, put) on one
// object store do not justify a dependency. Any failure (private mode, storage full, an old browser) reads as "no
// copy": the list is then downloaded whole, as before.
import { fromStoredCopy, toStoredCopy, type CounterCopy } from '../../core/catalogue/counter-copy';

export type CounterListName = 'wholesale' | 'retail';

/** A kept list: the database it came from, the catalogue version it is at, its products in columns. */
export type KeptCounterList = CounterCopy;

const DATABASE = 'kulir-counter';
const STORE = 'lists';

let opening: Promise<IDBDatabase | null> | null = null;

function openStore(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

export async function readKeptList(name: CounterListName): Promise<KeptCounterList | null> {
  const db = await openStore();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(name);
      request.onsuccess = () => resolve(fromStoredCopy(request.result));
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Resolves once written (or failed: the next visit then asks for more). */
export async function keepList(name: CounterListName, list: KeptCounterList): Promise<void> {
  const db = await openStore();
  if (!db) return;
  await new Promise<void>((resolve) => {
    try {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(toStoredCopy(list), name);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => resolve();
      transaction.onabort = () => resolve();
    } catch {
      resolve();
    }
  });
}
