/**
 * The headers every answer carries: its request id, the security headers (Hono's secureHeaders with the
 * store's policy) and HSTS over https. Hono's requestId and secureHeaders middleware set them one by one on
 * a web-standard Headers object for every request, which @hono/node-server then copies into the plain
 * object Node writes: a profile of product-by-id reads put that bridging near a tenth of the store's CPU
 * (docs/benchmarks.md, "A lean request path").
 *
 * Here the security headers are worked out once (by running Hono's own middleware on a probe), and an
 * answer built with `answer()` (the JSON reads of http/json-snapshot.ts) carries them all in one plain
 * object that the adapter hands to Node as it is. Any other answer gets them set after its handler, as
 * secureHeaders did.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { clientOf } from './client-address.js';

/** What `answer()` adds to an answer's own headers, kept on the context. */
const FIXED = 'fixedHeaders';
interface Fixed { security: Record<string, string>; hsts: string }
const REQUEST_ID = 'X-Request-Id';
/** Hono's requestId rule: a caller's id is kept when it is short and plain, else a new one is made. */
const UNSAFE_ID = /[^\w\-=]/;

/**
 * A request header read from Node's own parsed message when there is one (reading it through `c.req` makes
 * the adapter build a web-standard Headers object of the whole request first), else from the Request
 * (`app.request` in unit tests). Lower-case names.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The headers a middleware sets on an empty answer (Hono's secureHeaders: no per-request nonce in this policy). */
async function headersSetBy(middleware: MiddlewareHandler): Promise<Record<string, string>> {
  const headers = new Headers();
  await middleware({ res: { headers } } as unknown as Context, async () => undefined);
  return Object.fromEntries(headers);
}

/** Answers built by `answer()`: they already carry every header. */
const complete = new WeakSet<Response>();

export function responseHeaders(options: { security: MiddlewareHandler; hsts: string }): MiddlewareHandler {
  let fixed: Fixed | undefined;
  const ready = headersSetBy(options.security).then((security) => (fixed = { security, hsts: options.hsts }));
  return async (c, next) => {
    const given = requestHeader(c, 'x-request-id');
    const id = !given || given.length > 255 || UNSAFE_ID.test(given) ? randomUUID() : given;
    c.set('requestId', id);
    const { security } = fixed ?? (await ready);
    c.set(FIXED, fixed);
    await next();
    if (complete.has(c.res)) return;
    const headers = c.res.headers;
    for (const name in security) headers.set(name, security[name]!);
    headers.delete('X-Powered-By');
    headers.set(REQUEST_ID, id);
    if (clientOf(c).isHttps) headers.set('Strict-Transport-Security', options.hsts);
  };
}

/**
 * An answer with every header in one plain object: the security headers, the request id, HSTS over https
 * and `own` (lower-case names). Headers set with `c.header()` earlier in the request are not part of it.
 */
export function answer(c: Context, body: Uint8Array<ArrayBuffer> | null, status: number, own: Record<string, string>): Response {
  const fixed = c.get(FIXED) as Fixed | undefined;
  const headers: Record<string, string> = { ...fixed?.security, 'x-request-id': c.get('requestId') as string, ...own };
  if (fixed && clientOf(c).isHttps) headers['strict-transport-security'] = fixed.hsts;
  const response = new Response(body, { status, headers });
  complete.add(response);
  return response;
}
