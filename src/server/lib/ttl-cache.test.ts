import { describe, expect, it } from 'vitest';
import { memoizeFor } from './ttl-cache.js';

describe('memoizeFor', () => {
  it('serves one load for the lifetime, then loads again', async () => {
    let time = 0;
    let loads = 0;
    const read = memoizeFor(1000, async () => ++loads, () => time);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    time = 999;
    expect(await read()).toBe(1);
    time = 1000;
    expect(await read()).toBe(2);
  });

  it('forgets a failed load at once', async () => {
    let fail = true;
    const read = memoizeFor(60_000, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(read()).rejects.toThrow('down');
    fail = false;
    expect(await read()).toBe('up');
  });
});
