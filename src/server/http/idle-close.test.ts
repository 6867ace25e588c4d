/**
 * closeIdleAfterReading on a plain Node HTTP server, with a raw client: a request sent on a kept-alive connection
 * just before the event loop stalls past the keep-alive timeout is answered, not reset; an idle connection
 * still closes after the timeout.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeIdleAfterReading } from './idle-close.js';

/** Node adds a second to the keep-alive timeout it announces before it closes (HTTP_SERVER_KEEP_ALIVE_TIMEOUT_BUFFER). */
const KEEP_ALIVE_MS = 200;
const CLOSES_AFTER_MS = KEEP_ALIVE_MS + 1_000;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function listen(fixed: boolean): Promise<number> {
  server = createServer((request, response) => response.end(`answered ${request.url}`));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  if (fixed) closeIdleAfterReading(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A raw client on one connection: what it has received so far, how the connection ended, and a way to send. */
function client(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let over = false;
  const ended = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => { received += chunk.toString('latin1'); });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('close', () => resolve('closed'));
  }).finally(() => { over = true; });
  const answers = () => received.split('HTTP/1.1 200 OK').length - 1;
  return {
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
    sendRaw: (text: string) => socket.write(text),
    /** How many answers came once `count` have, or the connection has ended, or 10 s have passed. */
    answered: async (count: number) => {
      for (let waited = 0; answers() < count && !over && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      return answers();
    },
    received: () => received,
    ended,
  };
}

/** The whole process stops, as on a loaded machine: timers and sockets wait alike. */
function stallFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) { /* stalled */ }
}

async function requestThenStall(fixed: boolean) {
  const shopper = client(await listen(fixed));
  shopper.send('/first');
  expect(await shopper.answered(1)).toBe(1);
  // The next request is on its way (in the server's kernel buffer) when the loop stalls past the timeout.
  shopper.send('/second');
  stallFor(CLOSES_AFTER_MS + 800);
  const answered = await shopper.answered(2);
  return { answered, received: shopper.received(), shopper };
}

describe('closeIdleAfterReading', () => {
  it('a request sent on a kept-alive connection just before the loop stalls past the keep-alive timeout is answered, not reset', async () => {
    const { answered, received } = await requestThenStall(true);
    expect(answered).toBe(2);
    expect(received).toContain('answered /second');
  });

  it('without it, Node closes that connection before it reads the request (the reset this prevents)', async () => {
    const { answered, shopper } = await requestThenStall(false);
    expect(answered).toBe(1);
    expect(['ECONNRESET', 'closed']).toContain(await shopper.ended);
  });

  it('an idle connection still closes after the keep-alive timeout, and a part of a request does not keep it open', async () => {
    const port = await listen(true);
    const idle = client(port);
    idle.send('/only');
    expect(await idle.answered(1)).toBe(1);
    const answeredAt = Date.now();
    expect(await idle.ended).toBe('closed');
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(CLOSES_AFTER_MS - 50);
    expect(Date.now() - answeredAt).toBeLessThan(CLOSES_AFTER_MS + 5_000);

    // A part of the next request after the answer, then nothing: closed one quiet timeout after the part.
    const slow = client(port);
    slow.send('/before');
    expect(await slow.answered(1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.sendRaw('GET /never-finished HTTP/1.1\r\nHo');
    const partAt = Date.now();
    expect(await slow.ended).toBe('closed');
    expect(Date.now() - partAt).toBeGreaterThanOrEqual(CLOSES_AFTER_MS - 50);
    expect(Date.now() - partAt).toBeLessThan(CLOSES_AFTER_MS + 5_000);
    expect(await slow.answered(2)).toBe(1);
    expect(slow.received()).not.toContain('never-finished');
  });
});
