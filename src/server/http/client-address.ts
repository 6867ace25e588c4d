/**
 * Who is asking: the client's address and whether the request came over https. Both come from the TCP
 * peer, never from a header a caller could forge, unless the peer is a reverse proxy listed in TRUST_PROXY:
 * then the client is the right-most X-Forwarded-For entry that is not itself a trusted proxy, and the
 * scheme is the proxy's X-Forwarded-Proto (docs/operations.md, "Behind a reverse proxy").
 */
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { requestHeader } from './response-headers.js';

export interface ClientInfo {
  address: string;
  isHttps: boolean;
}

/** TRUST_PROXY: comma-separated addresses or CIDR ranges (`127.0.0.1, 10.0.0.0/8, ::1`). */
export function parseTrustedProxies(value: string | undefined): BlockList | undefined {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return list;
}

const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

function isTrusted(proxies: BlockList, address: string): boolean {
  const plain = unmapped(address);
  const family = isIP(plain);
  return family !== 0 && proxies.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

export function resolveClient(peer: string, header: (name: string) => string | undefined, proxies: BlockList | undefined, requestUrl: string): ClientInfo {
  const direct = { address: unmapped(peer), isHttps: requestUrl.startsWith('https:') };
  if (!proxies || !isTrusted(proxies, peer)) return direct;
  const forwarded = (header('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter((part) => isIP(unmapped(part)));
  let address = direct.address;
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    address = unmapped(forwarded[index]!);
    if (!isTrusted(proxies, address)) break;
  }
  const proto = header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return { address, isHttps: proto ? proto === 'https' : direct.isHttps };
}

/** Sets `client` on the context for everything after it (rate limits, Better Auth, HSTS). */
export function clientInfo(proxies: BlockList | undefined): MiddlewareHandler<{ Variables: { client: ClientInfo } }> {
  return (c, next) => {
    let peer = 'unknown';
    try {
      peer = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // Not on a Node socket (app.request in a unit test).
    }
    c.set('client', resolveClient(peer, (name) => requestHeader(c, name), proxies, c.req.url));
    return next();
  };
}

export const clientOf = (c: Context): ClientInfo => (c.get('client') as ClientInfo | undefined) ?? { address: 'unknown', isHttps: false };
