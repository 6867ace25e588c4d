import { describe, expect, it } from 'vitest';
import { SIGN_IN_BACKOFF, waitAfterFailures } from './sign-in-backoff.js';

describe('waitAfterFailures', () => {
  it('lets the first failures go free, then doubles the wait from 30 s up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(waitAfterFailures)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10].map(waitAfterFailures)).toEqual([30, 60, 120, 240, 480, 900]);
    expect(waitAfterFailures(40)).toBe(SIGN_IN_BACKOFF.MAX_WAIT_SECONDS);
  });
});
