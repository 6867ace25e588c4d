/** getStoreInfo: the operator's legal identity (LSSI-CE art. 10), from server configuration. */
import { useQuery } from '@tanstack/react-query';
import { GetStoreInfoResponseSchema, type StoreInfo } from '../../../../shared/contracts/get-store-info.js';
import { apiGet } from '../../../lib/api-client.js';
import { CACHE_MS } from '../../../lib/cache.js';

export const storeInfoQueryKey = ['storeInfo', 'anonymous'] as const;

export function getStoreInfo(signal?: AbortSignal): Promise<StoreInfo> {
  return apiGet('getStoreInfo', {}, GetStoreInfoResponseSchema, signal);
}

export function useStoreInfo() {
  return useQuery({
    queryKey: storeInfoQueryKey,
    queryFn: ({ signal }) => getStoreInfo(signal),
    staleTime: CACHE_MS.other,
  });
}
