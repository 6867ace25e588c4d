/**
 * The store's own address, for links in mails, canonical URLs and the origin check: PUBLIC_URL when set
 * (required in production), else the address the server listens on. Never the request's Host header: a
 * request with `Host: evil.example` must not make the store mail a link to evil.example (issue 9 §2).
 */
import { isIP } from 'node:net';
import type { Env } from '../env.js';

export interface PublicAddress {
  /** Origin and path prefix of every absolute link, without a trailing slash. */
  publicUrl: string;
  /** Origins whose pages may send state-changing calls (Better Auth's trustedOrigins, origin-check.ts). */
  trustedOrigins: string[];
}

const WILDCARDS = new Set(['0.0.0.0', '::', '']);
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);
/** Vite's development server (`npx vite`), which proxies /api to the store (README "Scripts"). */
const VITE_DEV_PORT = 5173;

const hostForUrl = (host: string) => (isIP(host) === 6 ? `[${host}]` : host);

export function resolvePublicAddress(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'NODE_ENV'>, port: number): PublicAddress {
  if (env.PUBLIC_URL) {
    const url = new URL(env.PUBLIC_URL);
    return { publicUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, trustedOrigins: [url.origin] };
  }
  // Development and tests only (env.ts requires PUBLIC_URL in production).
  const host = env.HOST.trim();
  const isLocal = WILDCARDS.has(host) || LOOPBACK_NAMES.has(host);
  const publicUrl = `http://${WILDCARDS.has(host) ? 'localhost' : hostForUrl(host)}:${port}`;
  const loopbackOrigins = isLocal
    ? [port, VITE_DEV_PORT].flatMap((p) => ['localhost', '127.0.0.1', '[::1]'].map((name) => `http://${name}:${p}`))
    : [];
  return { publicUrl, trustedOrigins: [...new Set([new URL(publicUrl).origin, ...loopbackOrigins])] };
}
