/**
 * Rate limits of the store's own calls (issue 9 §4), on rate-limiter-flexible: in process memory, or in
 * Redis when REDIS_URL is set so every instance shares them. A limit that is hit answers 429 in the one
 * error shape, with Retry-After.
 */
import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from '../adapters/redis.js';
import { AppError } from './app-error.js';

export interface LimitRule {
  /** A name for the keys: `newsletter-address`. */
  name: string;
  points: number;
  /** Seconds of the window. */
  duration: number;
}

export type LimiterFactory = (rule: LimitRule) => RateLimiterAbstract;

export function limiterFactory(redis: Redis | undefined, prefix: string): LimiterFactory {
  return ({ name, points, duration }) => {
    const keyPrefix = `${prefix}limit:${name}`;
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, rejectIfRedisNotReady: false })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  };
}

export const secondsUntil = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

export function tooManyRequests(c: Context | undefined, seconds: number, reason: string): AppError {
  c?.header('Retry-After', String(seconds));
  return new AppError('rate_limited', `Too many requests. Try again in ${seconds} s.`, { reason, retryAfter: seconds });
}

/** Takes one point for `key`, or throws the 429 when the limit is spent. A store failure lets the call through. */
export async function consumeOrThrow(c: Context | undefined, limiter: RateLimiterAbstract, key: string, reason: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(c, secondsUntil(rejection), reason);
    // Redis unreachable: serving beats refusing everyone; the per-process limits of Better Auth still hold.
  }
}
