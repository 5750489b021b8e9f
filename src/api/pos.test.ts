import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPosList, forgetPosLists, savePosOrder } from './pos';
import type { OrderPayload } from '../../core/cart';

const LIST = { product: [{ product_id: '1', product_name: 'Fan' }], customer: [], gst: { cgst: '9.00', sgst: '9.00', packing_charge: '0.00' } };
const ok = (body: unknown, tag: string | null) =>
  new Response(JSON.stringify({ head: { code: 200, msg: 'success' }, body }), { headers: tag ? { ETag: tag } : {} });
const notModified = (tag: string) => new Response(null, { status: 304, headers: { ETag: tag } });
const tagSent = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('if-none-match');

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPosLists();
});

describe('fetchPosList', () => {
  it('asks with the tag it holds and answers the very list it already has on 304', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(ok(LIST, '"v1"')).mockResolvedValueOnce(notModified('"v1"'));
    vi.stubGlobal('fetch', fetchMock);
    const first = await fetchPosList('gst');
    const second = await fetchPosList('gst');
    expect(first).toEqual({ ok: true, body: LIST, msg: 'success' });
    expect(second.ok && first.ok && second.body).toBe(first.ok && first.body);
    expect(tagSent(fetchMock.mock.calls[0]!)).toBeNull();
    expect(tagSent(fetchMock.mock.calls[1]!)).toBe('"v1"');
  });

  it('takes a changed list and its new tag', async () => {
    const changed = { ...LIST, product: [] };
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(ok(LIST, '"v1"'))
      .mockResolvedValueOnce(ok(changed, '"v2"'))
      .mockResolvedValueOnce(notModified('"v2"'));
    vi.stubGlobal('fetch', fetchMock);
    await fetchPosList('gst');
    expect(await fetchPosList('gst')).toEqual({ ok: true, body: changed, msg: 'success' });
    expect(await fetchPosList('gst')).toEqual({ ok: true, body: changed, msg: 'success' });
    expect(tagSent(fetchMock.mock.calls[2]!)).toBe('"v2"');
  });

  it('holds wholesale and retail lists apart', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(ok(LIST, '"w1"')).mockResolvedValueOnce(ok(LIST, '"r1"'));
    vi.stubGlobal('fetch', fetchMock);
    await fetchPosList('gst');
    await fetchPosList('retail');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/pos_api/retail_pos_product_list.php');
    expect(tagSent(fetchMock.mock.calls[1]!)).toBeNull();
  });

  it('drops what it holds once a bill is saved: stock has changed', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(ok(LIST, '"v1"'))
      .mockResolvedValueOnce(ok({ order_id: '7', bill_no: 1, total: '10.00' }, null))
      .mockResolvedValueOnce(ok(LIST, '"v2"'));
    vi.stubGlobal('fetch', fetchMock);
    await fetchPosList('gst');
    await savePosOrder({} as OrderPayload);
    await fetchPosList('gst');
    expect(tagSent(fetchMock.mock.calls[2]!)).toBeNull();
  });

  it('holds nothing from a refusal or a network failure', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify({ head: { code: 403, msg: 'no' }, body: null }), { status: 403, headers: { ETag: '"x"' } }))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(ok(LIST, '"v1"'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchPosList('gst')).toEqual({ ok: false, code: 403, msg: 'no' });
    expect(await fetchPosList('gst')).toEqual({ ok: false, network: true });
    await fetchPosList('gst');
    expect(tagSent(fetchMock.mock.calls[2]!)).toBeNull();
  });
});
