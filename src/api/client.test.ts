import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, callApiTagged, INVALID_REPLY, parseReply, readEnvelope, setUnauthorizedHandler } from './client';

function replyWith(text: string, status = 200) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(text, { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

describe('parseReply', () => {
  it('reads a plain envelope', () => {
    expect(parseReply('{"head":{"code":200,"msg":"success"},"body":{"user_id":"1"}}')).toEqual({ head: { code: 200, msg: 'success' }, body: { user_id: '1' } });
  });
  it('strips a test-data prefix before the first "{"', () => {
    expect(parseReply('test data\n{"head":{"code":200,"msg":"success"},"body":null}')?.head.msg).toBe('success');
  });
  it('unwraps a reply that arrives as a JSON string', () => {
    expect(parseReply(JSON.stringify('prefix{"head":{"code":401,"msg":"no"},"body":null}'))?.head.code).toBe(401);
  });
  it('gives null for text that is not an envelope', () => {
    expect(parseReply('<html>')).toBeNull();
    expect(parseReply('{"ok":true}')).toBeNull();
    expect(parseReply('{broken')).toBeNull();
  });
});

describe('callApi', () => {
  it('posts JSON to the api base and answers ok with body and msg', async () => {
    const fetchMock = replyWith('{"head":{"code":200,"msg":"success"},"body":{"total_order":3}}');
    vi.stubGlobal('fetch', fetchMock);
    expect(await callApi('dashboard.php', {})).toEqual({ ok: true, body: { total_order: 3 }, msg: 'success' });
    expect(fetchMock).toHaveBeenCalledWith('/api/dashboard.php', expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{}' }));
  });

  it("carries a paged list's X-Total-Count as total", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"head":{"code":200,"msg":"success"},"body":[]}', { headers: { 'X-Total-Count': '1234' } })),
    );
    expect(await callApi('order.php', { page: 2, per_page: 25 })).toEqual({ ok: true, body: [], msg: 'success', total: 1234 });
  });

  it('uses the admin base when asked', async () => {
    const fetchMock = replyWith('{"head":{"code":200,"msg":"success"},"body":[]}');
    vi.stubGlobal('fetch', fetchMock);
    await callApi('banner_list.php', {}, { base: 'adminapi' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/adminapi/banner_list.php');
  });

  it('answers a non-200 head with its code and msg', async () => {
    vi.stubGlobal('fetch', replyWith('{"head":{"code":403,"msg":"Permission denied"},"body":null}', 403));
    expect(await callApi('customer_list.php')).toEqual({ ok: false, code: 403, msg: 'Permission denied' });
  });

  it('answers a network failure without throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await callApi('dashboard.php')).toEqual({ ok: false, network: true });
  });

  it('answers a reply that is not an envelope with "Invalid response from server."', async () => {
    vi.stubGlobal('fetch', replyWith('<!doctype html>', 502));
    expect(await callApi('dashboard.php')).toEqual({ ok: false, code: 502, msg: INVALID_REPLY });
  });

  it('sends the user to sign in on a 401, except from login.php itself', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    vi.stubGlobal('fetch', replyWith('{"head":{"code":401,"msg":"Please sign in again"},"body":null}', 401));
    await callApi('dashboard.php');
    expect(unauthorized).toHaveBeenCalledTimes(1);
    await callApi('login.php', { email: 'a', password: 'b' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('readEnvelope', () => {
  it('tells text that is not JSON from JSON of another shape (spec §8 has a message for each)', () => {
    expect(readEnvelope('<html>')).toEqual({ ok: false, why: 'not-json' });
    expect(readEnvelope('{broken')).toEqual({ ok: false, why: 'not-json' });
    expect(readEnvelope('{"ok":true}')).toEqual({ ok: false, why: 'not-envelope' });
    expect(readEnvelope('{"head":{"code":200,"msg":"success"},"body":[]}')).toEqual({ ok: true, envelope: { head: { code: 200, msg: 'success' }, body: [] } });
  });
});

describe('the ofetch client', () => {
  it('sends the body as JSON with its content type and asks for JSON back', async () => {
    const fetchMock = replyWith('{"head":{"code":200,"msg":"success"},"body":null}');
    vi.stubGlobal('fetch', fetchMock);
    await callApi('customer_add.php', { name: 'Ravi Traders', mobile: '9443012345' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"Ravi Traders","mobile":"9443012345"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('never retries a failed POST: a save is sent once', async () => {
    const fetchMock = replyWith('{"head":{"code":500,"msg":"Something went wrong"},"body":null}', 500);
    vi.stubGlobal('fetch', fetchMock);
    expect(await callApi('pos_api/pos_order.php', { request_id: 'r-1' })).toEqual({ ok: false, code: 500, msg: 'Something went wrong' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const busy = vi.fn(async () => new Response('{"head":{"code":503,"msg":"busy"},"body":null}', { status: 503 }));
    vi.stubGlobal('fetch', busy);
    expect(await callApi('pos_api/pos_order.php', { request_id: 'r-2' })).toEqual({ ok: false, code: 503, msg: 'busy' });
    expect(busy).toHaveBeenCalledTimes(1);
  });

  it('shows a 400 under the field label the screen uses, and any other refusal as the server wrote it', async () => {
    vi.stubGlobal('fetch', replyWith('{"head":{"code":400,"msg":"no such field here: must be set"},"body":null}', 400));
    expect(await callApi('dashboard.php')).toEqual({ ok: false, code: 400, msg: 'no such field here: must be set' });
  });

  it('names fields by their labels in every refusal: nested lines, the e-way bill panel, wire names in the text', async () => {
    const refusal = (code: number, msg: string) => replyWith(JSON.stringify({ head: { code, msg }, body: null }), code);
    vi.stubGlobal('fetch', refusal(400, 'productdetails.1.od_id: expected nonoptional'));
    expect(await callApi('pos_api/pos_order_edit.php')).toEqual({ ok: false, code: 400, msg: 'Line 2: Saved Line: expected nonoptional' });
    vi.stubGlobal('fetch', refusal(400, 'distance_km: must be a whole number of km from 0 to 4000'));
    expect(await callApi('ewaybill_json.php')).toEqual({ ok: false, code: 400, msg: 'Distance (km): must be a whole number of km from 0 to 4000' });
    vi.stubGlobal('fetch', refusal(404, 'No GST bill with order_id 5'));
    expect(await callApi('ewaybill_json.php')).toEqual({ ok: false, code: 404, msg: 'No GST bill with ID 5' });
    vi.stubGlobal('fetch', refusal(409, 'Bill no. 7 (order_id 31) is already cancelled.'));
    expect(await callApi('order_delete.php')).toEqual({ ok: false, code: 409, msg: 'Bill no. 7 (ID 31) is already cancelled.' });
  });

  it('sends a held tag and says unchanged on 304', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 304, headers: { ETag: '"v7"' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await callApiTagged('pos_api/pos_product_list.php', {}, '"v7"')).toEqual({ result: 'unchanged', tag: '"v7"' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('if-none-match')).toBe('"v7"');
  });

  it('answers a tagged call that cannot reach the server as a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await callApiTagged('pos_api/pos_product_list.php', {}, null)).toEqual({ result: { ok: false, network: true }, tag: null });
  });
});
