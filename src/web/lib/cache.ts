/**
 * Client cache lifetimes (spec §9, CACHE-01..09), in milliseconds, from the shared constants.
 * A repeat within 5 s is always served from memory because no read is ever stale sooner than
 * 5 s: the shortest lifetime below is search, 1 minute, and the default (query-client.ts) is 5 minutes;
 * `refetch()` still forces a request (CACHE-07).
 */
import { CACHE_SECONDS } from '../../shared/constants.js';

export const CACHE_MS = {
  product: CACHE_SECONDS.product * 1000,
  stats: CACHE_SECONDS.stats * 1000,
  search: CACHE_SECONDS.search * 1000,
  other: CACHE_SECONDS.other * 1000,
} as const;

/** Query keys start with the resource; only 'product' entries are persisted to local storage. */
export const PERSISTED_QUERY_ROOT = 'product';
