import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, INVALID_REPLY, parseReply, setUnauthorizedHandler } from './client';

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

  it('carries a paged list\'s X-Total-Count as total', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"head":{"code":200,"msg":"success"},"body":[]}', { headers: { 'X-Total-Count': '1234' } })));
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
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
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
