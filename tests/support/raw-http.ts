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

/** Writes `bytes` to the server's socket and answers everything it sends back before closing. */
export function rawSocket(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { answer += chunk; });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
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
