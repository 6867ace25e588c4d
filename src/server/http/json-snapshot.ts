/**
 * JSON answers with an ETag, computed from the serialised body in one synchronous hash. A matching
 * If-None-Match gets a 304. (Hono's etag middleware clones and re-reads every response and hashes it
 * through Web Crypto: measured at half the throughput of this.) A snapshot is serialised, encoded to
 * UTF-8 and hashed once and can be served many times (the memoised home data); a read answered once
 * (`sendJson`) is made the same way.
 *
 * The answer is built with all its headers at once (http/response-headers.ts), Cache-Control and
 * `Vary: Accept-Encoding` included: a header added to a finished response makes Hono rebuild it as a
 * web-standard Response whose body @hono/node-server must then stream, instead of writing the bytes at once
 * (docs/decisions/0006), and headers gathered on a web-standard Headers object cost a copy per request.
 */
import { hash } from 'node:crypto';
import type { Context } from 'hono';
import { publicCacheControl } from './cache.js';
import { answer, requestHeader } from './response-headers.js';

export interface JsonSnapshot { body: Uint8Array<ArrayBuffer> | string; etag: string }

/** A strong ETag naming these bytes, or a string's UTF-8 bytes (one synchronous hash). */
export function etagOf(body: Uint8Array | string): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/** A snapshot to be served many times (a memo): encoded to UTF-8 once, not on every answer. */
export function takeSnapshot(value: unknown): JsonSnapshot {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return { body, etag: etagOf(body) };
}

/** Whether If-None-Match names the ETag (weak or strong, as a GET compares them). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Answers the snapshot as a public read a cache may keep `cacheSeconds` (spec §9), or 304 when the client
 * already has it. Headers set with `c.header()` before it are not sent: name them here.
 */
export function sendSnapshot(c: Context, snapshot: JsonSnapshot, cacheSeconds: number): Response {
  const cacheControl = publicCacheControl(cacheSeconds);
  if (etagMatches(requestHeader(c, 'if-none-match'), snapshot.etag)) return answer(c, null, 304, cacheControl, snapshot.etag);
  return answer(c, snapshot.body, 200, cacheControl, snapshot.etag);
}

/**
 * A public JSON read: 200 with an ETag, or 304. Typed as never so OpenAPI handlers accept it.
 *
 * The body is encoded to UTF-8 once, and the hash and Node's socket write both read those bytes. A string body was
 * encoded twice: by the hash (which takes a string's UTF-8 bytes) and again by Node, which prepends the header block
 * to a string body and encodes the two together; a Buffer body is written as it is, after the headers (one `writev`
 * still). Counted with callgrind on product reads: 20,000 fewer instructions a request, 2 % of the store's
 * (docs/benchmarks.md, "Instructions a request").
 */
export function sendJson(c: Context, value: unknown, cacheSeconds: number): never {
  return sendSnapshot(c, takeSnapshot(value), cacheSeconds) as never;
}
