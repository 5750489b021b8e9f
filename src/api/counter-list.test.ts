import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeProducts, encodeProducts, type CounterListBody, type CounterProduct } from '../../core/catalogue/counter-columns';
import type { CounterCopy } from '../../core/catalogue/counter-copy';
import { counterAnswer, counterProduct } from '../../core/catalogue/counter-fixtures.test-support';

// The browser's IndexedDB (src/api/counter-list-store.ts) as a map: what a till has kept between page loads.
const store = vi.hoisted(() => ({ kept: new Map<string, unknown>(), writes: 0 }));
vi.mock('./counter-list-store', () => ({
  readKeptList: async (name: string) => (store.kept.get(name) as CounterCopy | undefined) ?? null,
  keepList: async (name: string, list: CounterCopy) => {
    store.writes += 1;
    store.kept.set(name, list);
  },
}));

const product = (id: number, name: string, extra: Partial<CounterProduct> = {}) => counterProduct(id, name, { category_name: '', unit: '', ...extra });

const fan = product(1, 'Crompton HS Plus 1200mm');
const cooler = product(2, 'Symphony Diet 50T', { brand: 'Symphony', sell_rate: 245_050 });

const body = (
  epoch: string,
  version: number,
  since: number | null,
  products: CounterProduct[],
  removed: number[] = [],
  retailPrint = 'receipt',
): CounterListBody =>
  counterAnswer(epoch, version, since, products, removed, {
    customer: [{ customer_id: '1', name: 'Murugan Electricals' } as never],
    counter: { retail_print: retailPrint, seller_state: 'Tamil Nadu' },
  });
const ok = (answer: unknown) =>
  new Response(JSON.stringify({ head: { code: 200, msg: 'success' }, body: answer }), { headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
/** What the page sent with call `i`. */
const sent = (i: number) => ({ url: fetchMock.mock.calls[i]![0], body: JSON.parse(String((fetchMock.mock.calls[i]![1] as RequestInit).body)) as unknown });
/** The copy is kept after the current task: let it run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A new page load: this module's in-page copies start empty; the store keeps what it kept. */
async function page() {
  vi.resetModules();
  return import('./counter-list');
}

const productsOf = (result: Awaited<ReturnType<Awaited<ReturnType<typeof page>>['fetchCounterList']>>) =>
  result.ok && result.body.product_columns ? decodeProducts(result.body.product_columns) : null;

beforeEach(() => {
  store.kept.clear();
  store.writes = 0;
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  // Copies still to be kept are written before the next test starts.
  await settle();
  vi.unstubAllGlobals();
});

describe('the counter list in the browser', () => {
  it('a first visit asks for the whole list in columns and keeps it with its epoch and version', async () => {
    fetchMock.mockResolvedValueOnce(ok(body('e1', 7, null, [fan, cooler])));
    const { fetchCounterList } = await page();
    const result = await fetchCounterList('gst');
    expect(sent(0)).toEqual({ url: '/api/pos_api/pos_product_list.php', body: { format: 'columns' } });
    expect(productsOf(result)).toEqual([fan, cooler]);
    expect(result.ok && result.body.gst).toEqual({ cgst: '9.00', sgst: '9.00', packing_charge: '0.00' });
    await settle();
    expect(store.kept.get('wholesale')).toEqual({ epoch: 'e1', version: 7, products: encodeProducts([fan, cooler]) });
  });

  it('the next page load asks only for the changes since the kept copy, merges them and keeps the new version', async () => {
    const dearer = { ...cooler, sell_rate: 259_900 };
    fetchMock.mockResolvedValueOnce(ok(body('e1', 7, null, [fan, cooler]))).mockResolvedValueOnce(ok(body('e1', 9, 7, [dearer])));
    await (await page()).fetchCounterList('gst');
    await settle();
    const result = await (await page()).fetchCounterList('gst');
    expect(sent(1).body).toEqual({ format: 'columns', since: { epoch: 'e1', version: 7 } });
    expect(productsOf(result)).toEqual([fan, dearer]);
    await settle();
    expect(store.kept.get('wholesale')).toEqual({ epoch: 'e1', version: 9, products: encodeProducts([fan, dearer]) });
  });

  it('a removed product leaves the list, and a change read twice leaves it as it is', async () => {
    fetchMock
      .mockResolvedValueOnce(ok(body('e1', 7, null, [fan, cooler])))
      .mockResolvedValueOnce(ok(body('e1', 8, 7, [{ ...fan, stock: 9 }], [cooler.product_id])))
      .mockResolvedValueOnce(ok(body('e1', 8, 8, [{ ...fan, stock: 9 }], [cooler.product_id])));
    const { fetchCounterList } = await page();
    await fetchCounterList('gst');
    expect(productsOf(await fetchCounterList('gst'))).toEqual([{ ...fan, stock: 9 }]);
    expect(productsOf(await fetchCounterList('gst'))).toEqual([{ ...fan, stock: 9 }]);
    expect(sent(2).body).toEqual({ format: 'columns', since: { epoch: 'e1', version: 8 } });
  });

  it('nothing changed: the very list the screen already has (its catalogue is not rebuilt), and nothing written again', async () => {
    fetchMock.mockResolvedValueOnce(ok(body('e1', 7, null, [fan, cooler]))).mockResolvedValueOnce(ok(body('e1', 7, 7, [])));
    const { fetchCounterList } = await page();
    const first = await fetchCounterList('gst');
    await settle();
    expect(store.writes).toBe(1);
    const second = await fetchCounterList('gst');
    expect(second.ok && first.ok && second.body).toBe(first.ok && first.body);
    await settle();
    expect(store.writes).toBe(1);
  });

  it('a whole list after a server start or a restore (another epoch) replaces the copy', async () => {
    const renamed = { ...fan, brand: 'Crompton Greaves' };
    store.kept.set('wholesale', { epoch: 'e1', version: 7, products: encodeProducts([fan, cooler]) });
    fetchMock.mockResolvedValueOnce(ok(body('e2', 3, null, [renamed])));
    const result = await (await page()).fetchCounterList('gst');
    expect(sent(0).body).toEqual({ format: 'columns', since: { epoch: 'e1', version: 7 } });
    expect(productsOf(result)).toEqual([renamed]);
    await settle();
    expect(store.kept.get('wholesale')).toEqual({ epoch: 'e2', version: 3, products: encodeProducts([renamed]) });
  });

  it('changes that do not fit the copy (since another version) are not applied: the whole list is asked for', async () => {
    store.kept.set('wholesale', { epoch: 'e1', version: 7, products: encodeProducts([fan, cooler]) });
    fetchMock.mockResolvedValueOnce(ok(body('e1', 9, 5, [{ ...fan, stock: 1 }]))).mockResolvedValueOnce(ok(body('e1', 9, null, [fan])));
    const result = await (await page()).fetchCounterList('gst');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(1).body).toEqual({ format: 'columns' });
    expect(productsOf(result)).toEqual([fan]);
  });

  it("columns that do not hold together: the copy is dropped and the whole list asked for; broken again, the spec's kind of refusal", async () => {
    store.kept.set('wholesale', { epoch: 'e1', version: 7, products: encodeProducts([fan, cooler]) });
    const broken = { ...body('e1', 9, 7, [fan]), products: { ...encodeProducts([fan]), stock: [] } };
    fetchMock.mockResolvedValueOnce(ok(broken)).mockResolvedValueOnce(ok(body('e1', 9, null, [cooler])));
    const { fetchCounterList } = await page();
    expect(productsOf(await fetchCounterList('gst'))).toEqual([cooler]);
    expect(sent(1).body).toEqual({ format: 'columns' });

    fetchMock.mockResolvedValueOnce(ok(broken)).mockResolvedValueOnce(ok({ ...broken, since: null }));
    expect(await fetchCounterList('gst')).toEqual({ ok: false, code: 500, msg: 'The product list could not be read.' });
    expect(sent(3).body).toEqual({ format: 'columns' });
  });

  it('a network failure is handed back as it is, and the copy is still asked from next time', async () => {
    fetchMock
      .mockResolvedValueOnce(ok(body('e1', 7, null, [fan])))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(ok(body('e1', 7, 7, [])));
    const { fetchCounterList } = await page();
    await fetchCounterList('gst');
    expect(await fetchCounterList('gst')).toEqual({ ok: false, network: true });
    expect(productsOf(await fetchCounterList('gst'))).toEqual([fan]);
    expect(sent(2).body).toEqual({ format: 'columns', since: { epoch: 'e1', version: 7 } });
  });

  it('the retail counter asks its own list, kept apart, and takes how its bills print from it', async () => {
    store.kept.set('wholesale', { epoch: 'e1', version: 7, products: encodeProducts([fan, cooler]) });
    fetchMock.mockResolvedValueOnce(ok(body('e1', 9, null, [product(5, 'Bajaj 2-pin plug')], [], 'a4')));
    const { fetchCounterList } = await page();
    const { counterRetailPrint } = await import('./pos');
    const result = await fetchCounterList('retail');
    expect(sent(0)).toEqual({ url: '/api/pos_api/retail_pos_product_list.php', body: { format: 'columns' } });
    expect(productsOf(result)?.map((p) => p.product_name)).toEqual(['Bajaj 2-pin plug']);
    expect(counterRetailPrint()).toBe('a4');
    await settle();
    expect(store.kept.get('wholesale')).toMatchObject({ version: 7 });
    expect(store.kept.get('retail')).toMatchObject({ epoch: 'e1', version: 9 });
  });
});
