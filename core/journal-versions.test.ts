// Drafts stored by every build that wrote a journal (tests/fixtures/journals, made by those builds' own code with
// scripts/journal-fixtures.ts) load with today's reader into the state that build folded them into: never dropped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deserialiseJournal, fold, JOURNAL_VERSION, type CartMode } from './cart';
import { deserialisePurchaseJournal, foldPurchase, PURCHASE_JOURNAL_VERSION } from './purchase/purchase.journal';

interface Fixture {
  note: string;
  stored: string;
  mode?: CartMode;
  events: number;
  cursor: number;
  state: unknown;
}

const DIR = join(import.meta.dirname, '../tests/fixtures/journals');
const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .sort();
const fixture = (name: string): Fixture => JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Fixture;
const versionOf = (name: string) => Number(/-v(\d+)-/.exec(name)?.[1]);
/**
 * What the purchase cart has kept since the fixtures' builds (the supplier's invoice, issue 30): an older draft folds
 * into the state its build did, with these empty; every field that build had must come back as it was.
 */
const PURCHASE_FIELDS_SINCE = { supplierInvoiceNo: '', supplierInvoiceDate: null };

describe('stored journals of every version load', () => {
  it.each([
    ['sales', JOURNAL_VERSION],
    ['purchase', PURCHASE_JOURNAL_VERSION],
  ] as const)('there is a stored %s journal of every version up to the current one', (cart, current) => {
    const versions = new Set(files.filter((name) => name.startsWith(`${cart}-`)).map(versionOf));
    expect([...versions].sort()).toEqual(Array.from({ length: current }, (_, i) => i + 1));
  });

  it.each(files.filter((name) => name.startsWith('sales-')))('%s', (name) => {
    const { stored, mode, events, cursor, state, note } = fixture(name);
    const journal = deserialiseJournal(stored, mode ?? 'gst');
    expect(journal.events, note).toHaveLength(events);
    expect(journal.cursor).toBe(cursor);
    expect(fold(journal)).toEqual(state);
  });

  it.each(files.filter((name) => name.startsWith('purchase-')))('%s', (name) => {
    const { stored, events, cursor, state, note } = fixture(name);
    const journal = deserialisePurchaseJournal(stored);
    expect(journal.events, note).toHaveLength(events);
    expect(journal.cursor).toBe(cursor);
    expect(foldPurchase(journal)).toEqual({ ...PURCHASE_FIELDS_SINCE, ...(state as object) });
  });

  it('the v1 purchase draft whose supplier was cleared (the old reader threw it away) keeps every event', () => {
    const { stored } = fixture('purchase-v1-214fc6e.json');
    expect(deserialisePurchaseJournal(stored).events.map((event) => event.type)).toContain('SupplierCleared');
  });
});
