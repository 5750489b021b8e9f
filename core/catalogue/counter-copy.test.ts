import { describe, expect, it } from 'vitest';
import { decodeProducts, encodeProducts, packColumns, type CounterListBody, type CounterProduct, type ProductColumns } from './counter-columns';
import { counterListAfter, fromStoredCopy, toStoredCopy, type CounterCopy } from './counter-copy';
import { counterAnswer, counterProduct } from './counter-fixtures.test-support';

const product = counterProduct;

const fan = product(1, 'Crompton HS Plus 1200mm');
const cooler = product(2, 'Symphony Diet 50T', { brand: 'Symphony', sell_rate: 245_050 });
const heater = product(3, 'Bajaj Majesty 15L', { brand: 'Bajaj', stock: 0 });

const answer = counterAnswer;

const copyAt = (epoch: string, version: number, products: CounterProduct[]): CounterCopy => ({ epoch, version, products: encodeProducts(products) });

/** The list a copy holds, as products. */
function listOf(outcome: ReturnType<typeof counterListAfter>): CounterProduct[] {
  if (outcome.kind !== 'list') throw new Error(`expected a list, got ${outcome.kind}`);
  return decodeProducts(outcome.copy.products);
}

describe('what an answer of the list call makes of the copy held', () => {
  it("a first visit (no copy): the whole list, at the answer's epoch and version, worth keeping", () => {
    const outcome = counterListAfter(null, answer('e1', 7, null, [fan, cooler]));
    expect(outcome).toMatchObject({ kind: 'list', copy: { epoch: 'e1', version: 7 }, unchanged: false, keep: true });
    expect(listOf(outcome)).toEqual([fan, cooler]);
  });

  it("a price changed since the copy's version: merged into the copy, at the new version", () => {
    const copy = copyAt('e1', 7, [fan, cooler, heater]);
    const dearer = { ...cooler, sell_rate: 259_900 };
    const outcome = counterListAfter(copy, answer('e1', 9, 7, [dearer]));
    expect(outcome).toMatchObject({ kind: 'list', copy: { epoch: 'e1', version: 9 }, unchanged: false, keep: true });
    expect(listOf(outcome)).toEqual([heater, fan, dearer]);
  });

  it('a product removed (deleted or archived) leaves the copy; a new one goes in at its place', () => {
    const copy = copyAt('e1', 7, [fan, cooler, heater]);
    const bulb = product(4, 'Philips 9W LED', { brand: 'Philips' });
    const outcome = counterListAfter(copy, answer('e1', 8, 7, [bulb], [heater.product_id]));
    expect(listOf(outcome)).toEqual([fan, bulb, cooler]);
  });

  it('the removal of a product the copy never had changes nothing', () => {
    const copy = copyAt('e1', 7, [fan, cooler]);
    expect(listOf(counterListAfter(copy, answer('e1', 8, 7, [], [99])))).toEqual([fan, cooler]);
  });

  it("nothing changed at the same version: the copy's very products, nothing to keep", () => {
    const copy = copyAt('e1', 7, [fan, cooler]);
    const outcome = counterListAfter(copy, answer('e1', 7, 7, []));
    expect(outcome).toMatchObject({ kind: 'list', unchanged: true, keep: false });
    expect(outcome.kind === 'list' && outcome.copy.products).toBe(copy.products);
  });

  it('nothing changed in this list while the version moved (the other list changed): the same products, the new version kept', () => {
    const copy = copyAt('e1', 7, [fan, cooler]);
    const outcome = counterListAfter(copy, answer('e1', 12, 7, []));
    expect(outcome).toMatchObject({ kind: 'list', copy: { epoch: 'e1', version: 12 }, unchanged: true, keep: true });
    expect(outcome.kind === 'list' && outcome.copy.products).toBe(copy.products);
  });

  it('a change the copy already holds, sent again (a change read twice), leaves the copy as it is', () => {
    const dearer = { ...cooler, sell_rate: 259_900 };
    const copy = copyAt('e1', 9, [fan, dearer]);
    const outcome = counterListAfter(copy, answer('e1', 9, 9, [dearer], [heater.product_id]));
    expect(outcome.kind === 'list' && outcome.copy.products).toEqual(copy.products);
    // And the same change set applied to its own result once more: still the same list.
    if (outcome.kind !== 'list') throw new Error('expected a list');
    const again = counterListAfter(outcome.copy, answer('e1', 9, 9, [dearer], [heater.product_id]));
    expect(again.kind === 'list' && again.copy.products).toEqual(copy.products);
  });

  it('a whole answer replaces the copy whatever it held: another epoch (a server start, a restore), a rename, an old version', () => {
    const copy = copyAt('e1', 7, [fan, cooler, heater]);
    const renamed = { ...fan, brand: 'Crompton Greaves' };
    for (const whole of [answer('e2', 3, null, [renamed, cooler]), answer('e1', 9, null, [renamed, cooler])]) {
      const outcome = counterListAfter(copy, whole);
      expect(outcome).toMatchObject({ kind: 'list', copy: { epoch: whole.epoch, version: whole.version }, unchanged: false, keep: true });
      expect(listOf(outcome)).toEqual([renamed, cooler]);
    }
  });

  it('changes that do not fit the copy are never applied: the whole list is asked for', () => {
    const copy = copyAt('e1', 7, [fan, cooler]);
    const dearer = { ...cooler, sell_rate: 259_900 };
    expect(counterListAfter(null, answer('e1', 9, 7, [dearer]))).toEqual({ kind: 'ask-whole' });
    // Another database's changes, or changes since a version the copy is not at.
    expect(counterListAfter(copy, answer('e2', 9, 7, [dearer]))).toEqual({ kind: 'ask-whole' });
    expect(counterListAfter(copy, answer('e1', 9, 5, [dearer]))).toEqual({ kind: 'ask-whole' });
    expect(counterListAfter(copy, answer('e1', 9, 8, [dearer]))).toEqual({ kind: 'ask-whole' });
    // A version older than the one the changes start from.
    expect(counterListAfter(copy, answer('e1', 6, 7, []))).toEqual({ kind: 'ask-whole' });
  });

  it('columns that do not hold together, or removed ids that are not ids, ask for the whole list', () => {
    const copy = copyAt('e1', 7, [fan, cooler]);
    const good = answer('e1', 9, 7, [{ ...fan, stock: 9 }]);
    const broken: ProductColumns = { ...good.products, stock: [] };
    expect(counterListAfter(copy, { ...good, products: broken })).toEqual({ kind: 'ask-whole' });
    expect(counterListAfter(null, { ...answer('e1', 9, null, [fan]), products: broken })).toEqual({ kind: 'ask-whole' });
    expect(counterListAfter(copy, { ...good, removed: null as unknown as number[] })).toEqual({ kind: 'ask-whole' });
    expect(counterListAfter(copy, { ...good, removed: ['2'] as unknown as number[] })).toEqual({ kind: 'ask-whole' });
    expect(counterListAfter(copy, { ...good, epoch: '' })).toEqual({ kind: 'ask-whole' });
    expect(counterListAfter(copy, { ...good, version: 9.5 })).toEqual({ kind: 'ask-whole' });
  });

  it('three page loads, the copy stored and read back between them, end at the list the server holds', () => {
    const dearer = { ...cooler, sell_rate: 259_900 };
    const bulb = product(4, 'Philips 9W LED', { brand: 'Philips' });
    let stored: unknown = null;
    const load = (reply: CounterListBody) => {
      const outcome = counterListAfter(fromStoredCopy(stored), reply);
      if (outcome.kind !== 'list') throw new Error('expected a list');
      if (outcome.keep) stored = toStoredCopy(outcome.copy);
      return outcome.copy;
    };
    load(answer('e1', 7, null, [fan, cooler, heater]));
    load(answer('e1', 8, 7, [dearer]));
    const last = load(answer('e1', 10, 8, [bulb], [heater.product_id]));
    expect(last.products).toEqual(encodeProducts([fan, dearer, bulb]));
    expect(fromStoredCopy(stored)).toEqual({ epoch: 'e1', version: 10, products: encodeProducts([fan, dearer, bulb]) });
  });
});

describe('the copy as IndexedDB stores it', () => {
  it('stored and read back: the same copy, also an empty list', () => {
    const copy = copyAt('e1', 7, [fan, cooler, heater]);
    expect(fromStoredCopy(toStoredCopy(copy))).toEqual(copy);
    expect(fromStoredCopy(toStoredCopy(copyAt('e1', 1, [])))).toEqual(copyAt('e1', 1, []));
  });

  it("a value that does not hold together reads as no copy (an older build's, or damaged)", () => {
    const stored = toStoredCopy(copyAt('e1', 7, [fan, cooler]));
    const packed = packColumns(encodeProducts([fan, cooler]));
    for (const bad of [
      null,
      undefined,
      'e1',
      {},
      { ...stored, epoch: undefined },
      { ...stored, epoch: '' },
      { ...stored, version: '7' },
      { ...stored, version: 7.5 },
      { ...stored, products: undefined },
      { ...stored, products: encodeProducts([fan, cooler]) },
      { ...stored, products: { ...packed, numbers: Array.from(packed.numbers) } },
      { ...stored, products: { ...packed, texts: [1, 2, 3] } },
      { ...stored, products: { ...packed, count: 3 } },
    ]) {
      expect(fromStoredCopy(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
