/** One Redis connection per process when REDIS_URL is set; shared state across app instances. */
import { Redis } from 'ioredis';

export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
export type { Redis };
