/**
 * A body over a size is refused with 413 in the one error shape, and the connection is closed after the
 * answer: otherwise Node reads and discards the rest of the body to keep the connection open, however
 * large the client says it is (issue 9 §5, found by the fuzz test).
 *
 * A client that is still sending must get that answer, not a reset (RFC 9112 §9.6): a server that closes with
 * bytes unread makes its kernel reset the connection, and the reset can reach the client before the 413
 * (the key import's test lost its answer to ECONNRESET on loaded machines, again and again). So:
 * - a body that says how long it is, up to LINGER_MAX_BYTES, is read to its end and dropped first, and the
 *   413 comes after it: nothing is left unread when the connection closes, whatever the client does, and
 *   many clients read nothing before they have sent all;
 * - a longer body, one in chunks, or a client that goes quiet gets the answer at once, and the close lingers
 *   as nginx's does: the store ends its side and reads and drops what still comes, within the bounds below.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error.js';

/**
 * A body read before the answer, or a close that lingers, ends after this long without a byte from the
 * client (nginx's lingering_timeout), after LINGER_TOTAL_MS in all (its lingering_time), or after
 * LINGER_MAX_BYTES.
 */
export const LINGER_MS = 5_000;
const LINGER_TOTAL_MS = 30_000;

/** At most this much is read and dropped, before the answer or after it (as much as Hono's own drain reads). */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;

const ignore = (): void => undefined;

/**
 * Counts the bytes dropped and calls `stop` once: when the client has sent nothing for LINGER_MS, has sent more
 * than LINGER_MAX_BYTES, or LINGER_TOTAL_MS have passed. Timers run before the loop reads sockets, so after a
 * stalled loop (a loaded machine) the quiet wait looks over with the client's bytes still unread, and a client
 * in the same process (a test's) has not had its turn to write: that decision waits for two more turns of
 * the loop, and a byte read meanwhile restarts the wait.
 */
function dropBounds(stop: () => void): { took(bytes: number): void; end(): void } {
  let dropped = 0;
  let ended = false;
  const end = (): void => {
    ended = true;
    clearTimeout(idle);
    clearTimeout(total);
  };
  const once = (): void => {
    if (ended) return;
    end();
    stop();
  };
  const idle: NodeJS.Timeout = setTimeout(() => {
    const before = dropped;
    setImmediate(() => setImmediate(() => (dropped === before ? once() : idle.refresh())));
  }, LINGER_MS).unref();
  const total = setTimeout(once, LINGER_TOTAL_MS).unref();
  return {
    took(bytes) {
      if (ended) return;
      dropped += bytes;
      if (dropped > LINGER_MAX_BYTES) once();
      else idle.refresh();
    },
    end,
  };
}

/**
 * Reads a body that nothing has read yet to its end, through the request's own stream, and drops it. True
 * once it has all come; false when dropBounds stopped it, or the connection ended first. The stream is never
 * cancelled: that would destroy the socket, the very reset this avoids.
 */
async function dropBody(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  let stop!: () => void;
  const stopped = new Promise<false>((resolve) => { stop = () => resolve(false); });
  const bounds = dropBounds(() => stop());
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), stopped]);
      if (next === false) return false;
      if (next.done) return true;
      bounds.took(next.value.byteLength);
    }
  } catch {
    return false;
  } finally {
    bounds.end();
    try {
      reader.releaseLock();
    } catch {
      // A read still pending (the client went quiet): the lock goes with the request.
    }
  }
}

/** Node ends the connection of an answer with `Connection: close` through this method, once the answer is written. */
function lingeringClose(this: Socket): void {
  // Once is enough: @hono/node-server asks for the close again 500 ms later (its drainIncoming).
  this.destroySoon = ignore;
  // Node's HTTP parser reads the socket's handle itself (parser.consume) and stopped reading once the refused
  // body backed up, so a client sending more than the kernel's buffers hold was stuck in its upload, never
  // reading the answer, until the linger ended in a reset. The parser lets go of the handle, the bytes come
  // to a listener that drops them, and the handle reads again, as Node's server does when it resumes a
  // socket its parser consumed (onSocketResume in _http_server.js).
  const socket = this as Socket & {
    parser?: { unconsume?: () => void } | null;
    _handle?: { reading?: boolean; readStart?: () => number } | null;
  };
  socket.parser?.unconsume?.();
  this.removeAllListeners('data');
  const bounds = dropBounds(() => this.destroy());
  this.once('close', bounds.end);
  this.on('data', (chunk: Buffer) => bounds.took(chunk.length));
  this.resume();
  if (socket._handle && !socket._handle.reading && socket._handle.readStart) {
    socket._handle.reading = true;
    // Its answer is not checked: with the parser just detached, the flag may say "not reading" of a handle that
    // is (libuv answers UV_EALREADY), which is no reason to reset the client. A handle that truly cannot read
    // closes, and the timers above end the rest.
    socket._handle.readStart();
  }
  if (this.writable) this.end();
}

export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  const refuse = async (c: Context): Promise<never> => {
    c.header('Connection', 'close');
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && !incoming.complete) {
      // Only a body with its length said that nothing has begun to read (hono/body-limit refuses on
      // Content-Length alone); a body in chunks is held by hono/body-limit's reader.
      const body = c.req.raw.body;
      if (body && !body.locked && Number(incoming.headers['content-length']) <= LINGER_MAX_BYTES) await dropBody(body);
      if (!incoming.complete) incoming.socket.destroySoon = lingeringClose;
    }
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
