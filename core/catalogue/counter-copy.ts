// The browser's copy of the counter's product list (issue 24) and what an answer of the list call makes of it. Pure,
// so the decision is tested apart from fetch and IndexedDB: src/api/counter-list.ts asks and holds, and
// src/api/counter-list-store.ts keeps the copy in IndexedDB in the stored form below.
import { applyChanges, packColumns, readProductColumns, unpackColumns, type CounterListBody, type PackedColumns, type ProductColumns } from './counter-columns';

/** A copy of a list: the database it came from (epoch), the catalogue version it is at, its products in columns. */
export interface CounterCopy {
  epoch: string;
  version: number;
  products: ProductColumns;
}

/** What an answer makes of the copy held. */
export type CounterAnswerOutcome =
  /** The answer cannot bring the copy up to date: the copy is dropped and the list asked for whole. */
  | { kind: 'ask-whole' }
  /**
   * The list as it now stands. `unchanged`: the copy's products as they were (the same array, nothing to rebuild);
   * `keep`: the copy is worth writing to the store (its products or its version moved).
   */
  | { kind: 'list'; copy: CounterCopy; unchanged: boolean; keep: boolean };

/**
 * The copy after an answer asked with it (`copy` null: asked for the whole list). A whole answer (`since` null)
 * replaces the copy, whatever it held (another database, a version the server no longer covers, a rename). Changes
 * apply only to the copy they were asked for: the same epoch, from the very version it holds, to a version not older;
 * anything else, or columns that do not hold together, asks for the whole list rather than patching a copy it may not fit.
 */
export function counterListAfter(copy: CounterCopy | null, answer: CounterListBody): CounterAnswerOutcome {
  const changes = readProductColumns(answer.products);
  const removed: unknown = answer.removed;
  if (!changes || !Array.isArray(removed) || !removed.every((id) => Number.isSafeInteger(id))) return { kind: 'ask-whole' };
  if (typeof answer.epoch !== 'string' || answer.epoch === '' || !Number.isSafeInteger(answer.version)) return { kind: 'ask-whole' };
  const stand = { epoch: answer.epoch, version: answer.version };
  if (answer.since === null) return { kind: 'list', copy: { ...stand, products: changes }, unchanged: false, keep: true };
  if (!copy || answer.epoch !== copy.epoch || answer.since !== copy.version || answer.version < answer.since) return { kind: 'ask-whole' };
  const ids = removed as number[];
  const unchanged = changes.product_id.length === 0 && ids.length === 0;
  const products = unchanged ? copy.products : applyChanges(copy.products, changes, ids);
  return { kind: 'list', copy: { ...stand, products }, unchanged, keep: !unchanged || answer.version !== copy.version };
}

/** A copy as IndexedDB stores it: the columns packed (core/catalogue/counter-columns.ts). */
export interface StoredCounterCopy {
  epoch: string;
  version: number;
  products: PackedColumns;
}

export function toStoredCopy(copy: CounterCopy): StoredCounterCopy {
  return { epoch: copy.epoch, version: copy.version, products: packColumns(copy.products) };
}

/** What the store gives back, checked (written by this code, but perhaps by an older build, or damaged): null reads as no copy. */
export function fromStoredCopy(value: unknown): CounterCopy | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<StoredCounterCopy>;
  const packed = stored.products;
  if (typeof stored.epoch !== 'string' || stored.epoch === '' || typeof stored.version !== 'number' || !Number.isSafeInteger(stored.version)) return null;
  if (typeof packed !== 'object' || packed === null) return null;
  if (
    typeof packed.dict !== 'string' ||
    !Array.isArray(packed.texts) ||
    !packed.texts.every((t) => typeof t === 'string') ||
    !(packed.numbers instanceof Float64Array)
  )
    return null;
  const products = unpackColumns(packed);
  return products && { epoch: stored.epoch, version: stored.version, products };
}
