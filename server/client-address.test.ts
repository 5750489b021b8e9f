import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies } from './client-address';

/** Just what clientAddress reads of a request: the socket's peer and the X-Forwarded-For header. */
function request(peer: string | undefined, forwardedFor?: string): Context {
  return {
    env: peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } },
    req: { header: (name: string) => (name === 'x-forwarded-for' ? forwardedFor : undefined) },
  } as unknown as Context;
}

describe('clientAddress', () => {
  const none = parseTrustedProxies(undefined);
  const proxies = parseTrustedProxies('10.0.0.0/8, 192.168.1.1, ::1');

  it('is the socket peer, whatever X-Forwarded-For says, when no proxy is trusted', () => {
    expect(clientAddress(request('203.0.113.9', '1.2.3.4'), none)).toBe('203.0.113.9');
    expect(clientAddress(request('::ffff:203.0.113.9'), none)).toBe('203.0.113.9');
  });

  it('behind a trusted proxy, is the right-most forwarded address that is not itself a trusted proxy', () => {
    expect(clientAddress(request('10.0.0.2', 'forged, 198.51.100.7, 10.4.4.4'), proxies)).toBe('198.51.100.7');
    expect(clientAddress(request('::1', '198.51.100.8'), proxies)).toBe('198.51.100.8');
    expect(clientAddress(request('192.168.1.1'), proxies)).toBe('192.168.1.1');
    expect(clientAddress(request('192.168.1.2', '198.51.100.9'), proxies)).toBe('192.168.1.2');
  });

  it('keeps the proxy when a forwarded hop is not an address', () => {
    expect(clientAddress(request('10.0.0.2', '198.51.100.7, garbage'), proxies)).toBe('10.0.0.2');
  });

  it('is "unknown" without a socket (in-process requests)', () => {
    expect(clientAddress(request(undefined, '1.2.3.4'), proxies)).toBe('unknown');
  });

  it('refuses a malformed KULIR_TRUSTED_PROXIES entry with its reason', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('"10.0.0.0/33" has a bad prefix');
    expect(() => parseTrustedProxies('proxy.local')).toThrow('"proxy.local" is not an address or CIDR');
  });
});
