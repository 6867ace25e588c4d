/**
 * search (§7): 12 products a page for the filters of the address, as an infinite list (§4 Search).
 * Search results are cached 1 minute (§9, CACHE-05); the key holds the cache scope (user or anonymous).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../shared/contracts/search.js';
import { apiGet } from '../../../lib/api-client.js';
import { CACHE_MS } from '../../../lib/cache.js';
import { useCacheScope } from '../../../lib/session.js';
import { apiQueryFor, type SearchFilters } from '../search-filters.js';
import { hasMorePages, mergePages } from '../search-pages.js';

const schema = () => import('../../../../shared/contracts/search.js').then((contract) => contract.SearchResponseSchema);

export function searchProducts(filters: SearchFilters, page: number, signal?: AbortSignal): Promise<SearchResponse> {
  return apiGet('search', apiQueryFor(filters, page), schema(), signal);
}

export function useSearchResults(filters: SearchFilters) {
  const scope = useCacheScope();
  const query = useInfiniteQuery({
    queryKey: ['search', scope, filters],
    queryFn: ({ pageParam, signal }) => searchProducts(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => (hasMorePages(pages) ? pages.length + 1 : undefined),
    staleTime: CACHE_MS.search,
  });
  const products = query.data ? mergePages(query.data.pages) : undefined;
  return { results: query, products };
}
