/**
 * Two or more checkouts of the store measured side by side in one process (bench/blocking-time.ts,
 * bench/lighthouse-side-by-side.ts): each serves its own code and `dist` on a fresh embedded database with the
 * demo catalogue, and the measurements alternate between them (A B, B A, …) so a busy moment of a shared
 * machine falls on each.
 */
import { join } from 'node:path';
import pino from 'pino';

export interface Store { url: string; close(): Promise<void> }

/** Starts a checkout's own store in this process; `page` is drawn twice first, as a running store has it. */
export async function startCheckout(checkout: string, dataDir: string, page: string): Promise<Store> {
  const { parseEnv } = (await import(join(checkout, 'src/server/env.ts'))) as typeof import('../src/server/env.js');
  const { startStore } = (await import(join(checkout, 'src/server/store.ts'))) as typeof import('../src/server/store.js');
  const store = await startStore(parseEnv({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test' }), pino({ level: 'silent' }));
  // Drawn once and kept, as a running store serves it (decision 0027).
  for (let warm = 0; warm < 2; warm += 1) await (await fetch(`${store.url}${page}`)).arrayBuffer();
  return store;
}

/** `rounds` rounds of `measure(index)` over `count` checkouts, in turn, the order reversed every other round. */
export async function inAlternation(count: number, rounds: number, measure: (index: number) => Promise<void>): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    const order = Array.from({ length: count }, (_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) await measure(index);
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const mean = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
