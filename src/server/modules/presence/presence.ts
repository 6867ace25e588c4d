/**
 * Who is online (decision 7). A visitor is identified without any cookie or storage (decision 28) by a
 * salted hash of address and user agent; the salt changes every day, so the hash cannot be tracked over
 * time. In Redis (sorted set, scored by last-seen time) when configured, so several instances share the
 * count; in process memory otherwise.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from '../../adapters/redis.js';

export interface PresenceTracker {
  /** Marks the visitor as active now and answers how many were active in the window. */
  touch(visitor: string, nowMs?: number): Promise<number>;
}

export function visitorFingerprint(address: string, userAgent: string, salt: string): string {
  return createHash('sha256').update(`${salt}|${address}|${userAgent}`).digest('base64url').slice(0, 22);
}

export function dailySalt(secret: string, nowMs: number): string {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  return createHash('sha256').update(`${secret}|presence|${day}`).digest('hex');
}

export function memoryPresence(windowMs: number, maxVisitors = 100_000): PresenceTracker {
  const lastSeen = new Map<string, number>();
  return {
    async touch(visitor, nowMs = Date.now()) {
      lastSeen.delete(visitor);
      lastSeen.set(visitor, nowMs);
      // The map is ordered by last touch: drop the expired ones from the front.
      for (const [key, seen] of lastSeen) {
        if (seen > nowMs - windowMs && lastSeen.size <= maxVisitors) break;
        lastSeen.delete(key);
      }
      return lastSeen.size;
    },
  };
}

export function redisPresence(redis: Redis, windowMs: number, prefix: string): PresenceTracker {
  const key = `${prefix}presence`;
  return {
    async touch(visitor, nowMs = Date.now()) {
      const results = await redis
        .multi()
        .zadd(key, nowMs, visitor)
        .zremrangebyscore(key, '-inf', nowMs - windowMs)
        .zcard(key)
        .pexpire(key, windowMs * 2)
        .exec();
      const count = results?.[2]?.[1];
      return typeof count === 'number' ? count : 0;
    },
  };
}

export const randomSecret = () => randomBytes(16).toString('hex');
