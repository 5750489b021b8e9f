// The address a request comes from: the socket's peer. X-Forwarded-For is read only when that peer is one of the
// owner's trusted proxies (KULIR_TRUSTED_PROXIES: addresses or CIDRs, comma-separated); then the client is the
// right-most address in it that is not itself a trusted proxy, since a client can write anything to the left.
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

export type TrustedProxies = BlockList;

/** Strips the IPv4-mapped prefix a dual-stack socket reports ("::ffff:10.0.0.5" → "10.0.0.5"). */
function plain(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const kind = isIP(address);
  return kind === 4 ? 'ipv4' : kind === 6 ? 'ipv6' : null;
}

/** "10.0.0.1, 192.168.0.0/16, ::1" → a list to check peers against; a malformed entry stops the server with its reason. */
export function parseTrustedProxies(spec: string | undefined): TrustedProxies {
  const list = new BlockList();
  for (const entry of (spec ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const kind = family(plain(address));
    if (!kind) throw new Error(`KULIR_TRUSTED_PROXIES: "${entry}" is not an address or CIDR`);
    if (prefix === undefined) list.addAddress(plain(address), kind);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (kind === 'ipv4' ? 32 : 128)) throw new Error(`KULIR_TRUSTED_PROXIES: "${entry}" has a bad prefix`);
      list.addSubnet(plain(address), bits, kind);
    }
  }
  return list;
}

export function isTrusted(proxies: TrustedProxies, address: string): boolean {
  const kind = family(address);
  return kind !== null && proxies.check(address, kind);
}

/** The socket's peer as @hono/node-server hands it over (c.env.incoming), or null in-process without a socket. */
export function socketAddress(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return address ? plain(address) : null;
}

export function clientAddress(c: Context, proxies: TrustedProxies): string {
  const peer = socketAddress(c);
  if (!peer) return 'unknown';
  if (!isTrusted(proxies, peer)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map(plain).filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i -= 1) {
    const hop = forwarded[i];
    if (!family(hop)) return peer;
    if (!isTrusted(proxies, hop)) return hop;
  }
  return forwarded[0] ?? peer;
}
