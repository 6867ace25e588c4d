/** stopServing on a plain Node HTTP server: idle connections go at once, answers in flight are sent, stuck ones are cut. */
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { stopServing } from './stop-serving.js';

const silent = pino({ level: 'silent' });

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  // Longer than any wait here: only stopServing may end the idle connection.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function get(url: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    }).on('error', reject).end();
  });
}

describe('stopServing', () => {
  it('closes idle keep-alive connections at once', async () => {
    const { server, url } = await listen((_, res) => res.end('ok'));
    const agent = new Agent({ keepAlive: true });
    expect(await get(url, agent)).toEqual({ status: 200, body: 'ok' });
    const started = Date.now();
    await stopServing(server, silent, 30_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    agent.destroy();
  });

  it('lets a request in flight finish with its answer, then closes its connection', async () => {
    let answer!: () => void;
    let arrive!: () => void;
    const hasArrived = new Promise<void>((resolve) => { arrive = resolve; });
    const { server, url } = await listen((_, res) => {
      answer = () => res.end('done');
      arrive();
    });
    // The client keeps its connection for ever: only stopServing closes it, once it is idle.
    const agent = new Agent({ keepAlive: true });
    const response = get(url, agent);
    await hasArrived;
    const stopped = stopServing(server, silent, 30_000);
    answer();
    expect(await response).toEqual({ status: 200, body: 'done' });
    const answeredAt = Date.now();
    await stopped;
    expect(Date.now() - answeredAt).toBeLessThan(3_000);
    agent.destroy();
  });

  it('cuts what is still running at the deadline, and says so', async () => {
    const { server, url } = await listen(() => undefined);
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    const response = get(url);
    await new Promise<void>((resolve) => server.once('request', () => resolve()));
    await stopServing(server, logger, 200);
    await expect(response).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(warnings.join('')).toMatch(/stop deadline/);
  });
});
