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
interface Fixed {
  security: Record<string, string>;
  hsts: string;
  /** The headers of each kind of answer `answer()` has built, by status, scheme and Cache-Control (a few). */
  templates: Map<string, Record<string, string>>;
}
/** What an answer carries when no responseHeaders middleware ran before it (an app built without it). */
const NONE: Fixed = { security: {}, hsts: '', templates: new Map() };
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

/** Marks an answer built by `answer()`: it already carries every header. (A mark, not a WeakSet: cheaper to set.) */
const COMPLETE = Symbol('complete');
type Complete = Response & { [COMPLETE]: true };

export function responseHeaders(options: { security: MiddlewareHandler; hsts: string }): MiddlewareHandler {
  let fixed: Fixed | undefined;
  const ready = headersSetBy(options.security).then((security) => (fixed = { security, hsts: options.hsts, templates: new Map() }));
  return async (c, next) => {
    const given = requestHeader(c, 'x-request-id');
    const id = !given || given.length > 255 || UNSAFE_ID.test(given) ? randomUUID() : given;
    c.set('requestId', id);
    const { security } = fixed ?? (await ready);
    c.set(FIXED, fixed);
    await next();
    if ((c.res as Partial<Complete>)[COMPLETE]) return;
    const headers = c.res.headers;
    for (const name in security) headers.set(name, security[name]!);
    headers.delete('X-Powered-By');
    headers.set(REQUEST_ID, id);
    if (clientOf(c).isHttps) headers.set('Strict-Transport-Security', options.hsts);
  };
}

/**
 * A JSON read's answer with every header in one plain object: the security headers, the request id, its
 * Content-Type (not on a 304), Cache-Control, ETag, `Vary: Accept-Encoding` and HSTS over https. Headers set
 * with `c.header()` earlier in the request are not part of it.
 *
 * The headers of each kind of answer are a template made once and copied for each answer, with its request
 * id and ETag put in place. Building them anew as `{ ...security, 'x-request-id': id, ...own }` cost about
 * 5 µs a read, a tenth of the store's own work on a product read: V8 copies the first spread of an object
 * literal at once, but defines every property after it one by one (docs/benchmarks.md, "Headers made once").
 */
export function answer(c: Context, body: Uint8Array<ArrayBuffer> | string | null, status: 200 | 304, cacheControl: string, etag: string): Response {
  const fixed = (c.get(FIXED) as Fixed | undefined) ?? NONE;
  const https = fixed !== NONE && clientOf(c).isHttps;
  const kind = `${status}${https ? ' https' : ''} ${cacheControl}`;
  let template = fixed.templates.get(kind);
  if (!template) {
    template = { ...fixed.security, 'x-request-id': '' };
    if (status !== 304) template['content-type'] = 'application/json';
    Object.assign(template, { 'cache-control': cacheControl, etag: '', vary: 'Accept-Encoding' });
    if (https) template['strict-transport-security'] = fixed.hsts;
    fixed.templates.set(kind, template);
  }
  const headers = { ...template };
  headers['x-request-id'] = c.get('requestId') as string;
  headers.etag = etag;
  const response = new Response(body, { status, headers }) as Complete;
  response[COMPLETE] = true;
  return response;
}
