import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/test-store.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function onlineUsers(store: TestStore, userAgent: string): Promise<number> {
  const response = await store.get('/api/getOnlineUsers', { headers: { 'user-agent': userAgent } });
  expect(response.headers.get('cache-control')).toContain('no-store');
  return ((await response.json()) as { online_users: number }).online_users;
}

describe('getOnlineUsers in process memory', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(async () => store?.close());

  it('HOME-30, HOME-32, CONST-55: counts real visitors, starting from the first one, never a made-up number', async () => {
    expect(await onlineUsers(store, 'browser-a')).toBe(1);
    expect(await onlineUsers(store, 'browser-b')).toBe(2);
    expect(await onlineUsers(store, 'browser-a')).toBe(2);
  });
});

describe('getOnlineUsers shared through Redis by two instances', () => {
  let first: TestStore;
  let second: TestStore;
  beforeAll(async () => {
    const prefix = `pixelkeys-test-${randomBytes(4).toString('hex')}:`;
    first = await startTestStore({ REDIS_URL, REDIS_PREFIX: prefix });
    second = await startTestStore({ REDIS_URL, REDIS_PREFIX: prefix });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('a visitor seen by one instance is counted by the other', async () => {
    expect(await onlineUsers(first, 'shared-a')).toBe(1);
    expect(await onlineUsers(second, 'shared-b')).toBe(2);
    expect(await onlineUsers(first, 'shared-b')).toBe(2);
  });
});
