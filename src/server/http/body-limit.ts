/**
 * A body over a size is refused with 413 in the one error shape, and the connection is closed after the
 * answer: otherwise Node reads and discards the rest of the body to keep the connection open, however
 * large the client says it is (issue 9 §5, found by the fuzz test).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error.js';

export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  const refuse = (c: Context): never => {
    c.header('Connection', 'close');
    throw new AppError('payload_too_large', message, { maxBytes });
  };
  const limit = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return async (c, next) => {
    // Already read (the input guard reads every JSON and text body, within the store-wide limit): Hono
    // keeps the text, which is measured instead. hono/body-limit would read the used stream again, and a
    // chunked body (no Content-Length) made that a 500.
    if (c.req.raw.bodyUsed) return Buffer.byteLength(await c.req.text()) > maxBytes ? refuse(c) : next();
    return limit(c, next);
  };
}
