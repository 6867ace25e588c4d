/** search (§7): up to 12 products for the filters of the address query. Search results: 1 minute (§9). */
import { useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../shared/contracts/search.js';
import { apiGet, type ApiQuery } from '../../../lib/api-client.js';
import { CACHE_MS } from '../../../lib/cache.js';
import { useCacheScope } from '../../../lib/session.js';

const schema = () => import('../../../../shared/contracts/search.js').then((contract) => contract.SearchResponseSchema);

/** The search parameters as the address holds them (repeated keys for multi-select filters). */
export type SearchParams = Record<string, string[]>;

export function searchParamsFrom(query: URLSearchParams): SearchParams {
  const params: SearchParams = {};
  for (const [key, value] of query) (params[key] ??= []).push(value);
  return params;
}

export function searchProducts(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  return apiGet('search', params satisfies ApiQuery, schema(), signal);
}

export function useSearch(params: SearchParams) {
  const scope = useCacheScope();
  return useQuery({
    queryKey: ['search', scope, params],
    queryFn: ({ signal }) => searchProducts(params, signal),
    staleTime: CACHE_MS.search,
  });
}
