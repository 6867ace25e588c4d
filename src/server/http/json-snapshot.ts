/**
 * JSON answers with an ETag, computed from the serialised body in one synchronous hash. A matching
 * If-None-Match gets a 304. (Hono's etag middleware clones and re-reads every response and hashes it
 * through Web Crypto: measured at half the throughput of this.) A snapshot is serialised, encoded to
 * UTF-8 and hashed once and can be served many times (the memoised home data).
 *
 * The answer names `Vary: Accept-Encoding` itself: the compress middleware would add it after the handler,
 * and a header added to a finished response makes Hono rebuild it as a web-standard Response whose body
 * @hono/node-server must then stream, instead of writing the bytes at once (docs/decisions/0006).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export interface JsonSnapshot { body: Uint8Array<ArrayBuffer>; etag: string }

export function takeSnapshot(value: unknown): JsonSnapshot {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Whether If-None-Match names the ETag (weak or strong, as a GET compares them). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** Answers the snapshot, or 304 when the client already has it. Headers set on `c` (Cache-Control) are kept. */
export function sendSnapshot(c: Context, snapshot: JsonSnapshot): Response {
  if (etagMatches(c.req.header('if-none-match'), snapshot.etag)) return c.body(null, 304, { ETag: snapshot.etag });
  return c.body(snapshot.body, 200, { 'Content-Type': 'application/json', ETag: snapshot.etag, Vary: 'Accept-Encoding' });
}

/** A public JSON read: 200 with an ETag, or 304. Typed as never so OpenAPI handlers accept it. */
export function sendJson(c: Context, value: unknown): never {
  return sendSnapshot(c, takeSnapshot(value)) as never;
}
