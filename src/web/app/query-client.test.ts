import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.js';
import { shouldRetry } from './query-client.js';

describe('shouldRetry (issue 13 §2)', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(shouldRetry(0, new ApiError('x', status)), String(status)).toBe(false);
  });

  it('retries a 5xx answer or a network failure once, as before', () => {
    for (const error of [new ApiError('x', 500), new ApiError('x', 503), new TypeError('Failed to fetch')]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(false);
    }
  });
});
