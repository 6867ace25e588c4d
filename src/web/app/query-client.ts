/**
 * TanStack Query client (spec §9). Lifetimes per read are set by each hook (CACHE_MS); the defaults
 * here are "other reads, 5 minutes" and the 5 s memory reuse. Product reads are persisted to local
 * storage for 30 minutes (CACHE-01, CACHE-02); nothing else leaves memory.
 */
import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { STORED_ITEMS } from '../../shared/storage-inventory.js';
import { ApiError } from '../lib/api-client.js';
import { CACHE_MS, PERSISTED_QUERY_ROOT } from '../lib/cache.js';

/**
 * One retry for a failure that may pass (a 5xx, no network), none for a 4xx: the server said the request
 * itself is wrong (a missing product is a 404), so asking again only delays the answer (issue 13 §2).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_MS.other,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
    },
  });
  // Restored product entries must outlive the persisted copy, or they would be collected at once.
  client.setQueryDefaults([PERSISTED_QUERY_ROOT], { staleTime: CACHE_MS.product, gcTime: CACHE_MS.product });
  return client;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage disabled: product reads simply stay in memory.
  }
}

/** Typed by shape: the persister bundles its own copy of query-core, whose Query class is not ours. */
const isPersistedProductRead = (query: { queryKey: readonly unknown[]; state: { status: string } }) =>
  query.queryKey[0] === PERSISTED_QUERY_ROOT && query.state.status === 'success';

export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister: createSyncStoragePersister({ storage: storage(), key: STORED_ITEMS.productCache.name }),
  maxAge: STORED_ITEMS.productCache.maxAgeSeconds * 1000,
  buster: 'v1',
  dehydrateOptions: { shouldDehydrateQuery: isPersistedProductRead },
};
