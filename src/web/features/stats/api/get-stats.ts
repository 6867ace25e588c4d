/** getStats (§7): the store's figures, stats[0]; cached and refetched every 60 minutes (§9, CACHE-03). */
import { useQuery } from '@tanstack/react-query';
import type { StatsRecord } from '../../../../shared/contracts/get-stats.js';
import { apiGet } from '../../../lib/api-client.js';
import { CACHE_MS } from '../../../lib/cache.js';
import { useCacheScope } from '../../../lib/session.js';

const schema = () => import('../../../../shared/contracts/get-stats.js').then((contract) => contract.GetStatsResponseSchema);

export async function getStats(signal?: AbortSignal): Promise<StatsRecord | null> {
  const stats = await apiGet('getStats', {}, schema(), signal);
  return stats[0] ?? null;
}

export function useStats() {
  const scope = useCacheScope();
  return useQuery({
    queryKey: ['stats', scope],
    queryFn: ({ signal }) => getStats(signal),
    staleTime: CACHE_MS.stats,
    refetchInterval: CACHE_MS.stats,
  });
}
