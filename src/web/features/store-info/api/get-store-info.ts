/** getStoreInfo: the operator's legal identity (LSSI-CE art. 10), from server configuration. */
import { useQuery } from '@tanstack/react-query';
import type { StoreInfo } from '../../../../shared/contracts/get-store-info.js';
import { apiGet } from '../../../lib/api-client.js';
import { CACHE_MS } from '../../../lib/cache.js';

export const storeInfoQueryKey = ['storeInfo', 'anonymous'] as const;

/** The contract (and zod) loads with the first fetch: a drawn page has the figures already (decision 0035). */
const schema = () => import('../../../../shared/contracts/get-store-info.js').then((contract) => contract.GetStoreInfoResponseSchema);

export function getStoreInfo(signal?: AbortSignal): Promise<StoreInfo> {
  return apiGet('getStoreInfo', {}, schema(), signal);
}

export function useStoreInfo() {
  return useQuery({
    queryKey: storeInfoQueryKey,
    queryFn: ({ signal }) => getStoreInfo(signal),
    staleTime: CACHE_MS.other,
  });
}
