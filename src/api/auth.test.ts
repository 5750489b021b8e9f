import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from './auth';

function serverSays(text: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text, { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('succeeds when head.msg is "success" and reads body.user_id and body.name', async () => {
    serverSays('{"head":{"code":200,"msg":"success"},"body":{"user_id":"7","name":"meena"}}');
    expect(await login('meena@kulir.local', 'pw')).toEqual({ ok: true, user: { userId: '7', name: 'meena' } });
  });

  it('sends e-mail and password as entered', async () => {
    serverSays('{"head":{"code":200,"msg":"success"},"body":{"user_id":"7","name":"meena"}}');
    await login(' Meena@Kulir.Local ', ' pw ');
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ email: ' Meena@Kulir.Local ', password: ' pw ' });
  });

  it('shows head.msg when the server refuses', async () => {
    serverSays('{"head":{"code":401,"msg":"Invalid email or password"},"body":null}', 401);
    expect(await login('a@b.c', 'x')).toEqual({ ok: false, message: 'Invalid email or password' });
  });

  it('shows head.msg when code is 200 but msg is not "success"', async () => {
    serverSays('{"head":{"code":200,"msg":"Account disabled"},"body":null}');
    expect(await login('a@b.c', 'x')).toEqual({ ok: false, message: 'Account disabled' });
  });

  it('says "Invalid response from server." for a reply it cannot read', async () => {
    serverSays('Fatal error: something broke');
    expect(await login('a@b.c', 'x')).toEqual({ ok: false, message: 'Invalid response from server.' });
  });

  it('says "Invalid response from server." when success carries no user id', async () => {
    serverSays('{"head":{"code":200,"msg":"success"},"body":{}}');
    expect(await login('a@b.c', 'x')).toEqual({ ok: false, message: 'Invalid response from server.' });
  });

  it('says "An error occurred while logging in." when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await login('a@b.c', 'x')).toEqual({ ok: false, message: 'An error occurred while logging in.' });
  });
});
