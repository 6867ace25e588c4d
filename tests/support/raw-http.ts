/**
 * Requests as a hostile client sends them, with what fetch will not send: any Host header, oversized
 * headers, or bytes that are not HTTP at all.
 */
import { type Agent, request } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/**
 * Writes `bytes` to the server's socket and answers everything it sends back before closing (or before
 * `timeoutMs`, when the socket is cut).
 */
export function rawSocket(url: string, bytes: string | Buffer, timeoutMs = 10_000): Promise<string> {
  return rawExchange(url, bytes, { timeoutMs, waitBeforeEndMs: 0 }).then(({ received }) => received);
}

/**
 * Writes `bytes`, then waits for a whole first answer; only when none has come in `waitBeforeEndMs` does
 * it end its side (a client that sent a request too short for its Content-Length and gives up). Ending
 * at once would be no fair test: Node drops a request still being answered when the client half-closes.
 */
export function rawExchange(url: string, bytes: string | Buffer, { timeoutMs = 10_000, waitBeforeEndMs = 1_000 } = {}): Promise<{ received: string; endedFirst: boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let received = '';
    let endedFirst = false;
    const endOurSide = () => {
      endedFirst = !isWholeAnswer(received);
      socket.end();
    };
    let ending: NodeJS.Timeout | undefined;
    const socket = connect(Number(port), hostname, () => {
      if (waitBeforeEndMs === 0) socket.end(bytes);
      else {
        socket.write(bytes);
        ending = setTimeout(endOurSide, waitBeforeEndMs);
      }
    });
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`The server neither answered nor closed in ${timeoutMs} ms; it sent ${JSON.stringify(received.slice(0, 200))}`)));
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (waitBeforeEndMs > 0 && isWholeAnswer(received)) {
        clearTimeout(ending);
        socket.destroy();
        resolve({ received, endedFirst });
      }
    });
    socket.on('end', () => {
      clearTimeout(ending);
      resolve({ received, endedFirst });
    });
    socket.on('error', reject);
  });
}

function isWholeAnswer(received: string): boolean {
  const answer = firstAnswer(received);
  if (!answer) return false;
  if (answer.headers['transfer-encoding'] === 'chunked') return /\r\n0\r\n\r\n/.test(received);
  // A HEAD's, 204's or 304's Content-Length describes a body that is not sent.
  return answer.headers['content-length'] === undefined || answer.body.length >= Number(answer.headers['content-length']) || /^HTTP\/1\.[01] (204|304) /.test(received) || answer.body.length === 0;
}

/** The first answer in what a raw socket received: its status, headers and body (by Content-Length or chunks). */
export function firstAnswer(received: string): RawAnswer | undefined {
  const match = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n/.exec(received);
  const end = received.indexOf('\r\n\r\n');
  if (!match || end < 0) return undefined;
  const headers: Record<string, string> = {};
  for (const line of received.slice(match[0].length, end).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let rest = received.slice(end + 4);
  let body = '';
  if (headers['transfer-encoding'] === 'chunked') {
    for (let size = parseInt(rest, 16); size > 0; size = parseInt(rest, 16)) {
      const start = rest.indexOf('\r\n') + 2;
      body += rest.slice(start, start + size);
      rest = rest.slice(start + size + 2);
    }
  } else {
    body = rest.slice(0, Number(headers['content-length'] ?? rest.length));
  }
  return { status: Number(match[1]), headers, body };
}

export interface TimedAnswer extends RawAnswer {
  /** From the first byte sent to the last byte received. */
  milliseconds: number;
}

/**
 * One request with any bytes as its body, on `agent`'s connections, timed. An error after the answer has
 * arrived (the server closing while a large body is still being sent) is no failure: the answer counts.
 */
export function timedRequest(url: string, options: { method: string; headers: Record<string, string>; body?: Buffer; agent?: Agent; timeoutMs?: number }): Promise<TimedAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answered = false;
    const outgoing = request(url, { method: options.method, headers: options.headers, agent: options.agent, timeout: options.timeoutMs ?? 10_000 }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({
        status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), milliseconds: performance.now() - started,
      }));
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer in ${options.timeoutMs ?? 10_000} ms`)));
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    outgoing.end(options.body);
  });
}
