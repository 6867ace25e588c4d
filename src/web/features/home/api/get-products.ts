/** getProducts (§7): the home data (§3). Other reads: 5 minutes (§9). */
import { useQuery } from '@tanstack/react-query';
import type { HomeData } from '../../../../shared/contracts/get-products.js';
import { apiGet } from '../../../lib/api-client.js';
import { CACHE_MS } from '../../../lib/cache.js';
import { useCacheScope } from '../../../lib/session.js';

const schema = () => import('../../../../shared/contracts/get-products.js').then((contract) => contract.HomeDataSchema);

export function getHomeData(signal?: AbortSignal): Promise<HomeData> {
  return apiGet('getProducts', {}, schema(), signal);
}

export function useHomeData() {
  const scope = useCacheScope();
  return useQuery({
    queryKey: ['home', scope],
    queryFn: ({ signal }) => getHomeData(signal),
    staleTime: CACHE_MS.other,
  });
}
