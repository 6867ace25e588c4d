/** getNews (§7): every news item, newest first; a public read cached for 5 minutes (§9). */
import { useQuery } from '@tanstack/react-query';
import type { NewsItem } from '../../../../shared/contracts/get-news.js';
import { apiGet } from '../../../lib/api-client.js';
import { CACHE_MS } from '../../../lib/cache.js';

/** The contract (and zod) loads in parallel with the request, off the home page's first paint. */
const schema = () => import('../../../../shared/contracts/get-news.js').then((contract) => contract.GetNewsResponseSchema);

/** Keyed by request and user (§9); news is the same for everyone. */
export const newsQueryKey = ['news', 'anonymous'] as const;

export function getNews(signal?: AbortSignal): Promise<NewsItem[]> {
  return apiGet('getNews', {}, schema(), signal);
}

export function useNews() {
  return useQuery({
    queryKey: newsQueryKey,
    queryFn: ({ signal }) => getNews(signal),
    staleTime: CACHE_MS.other,
  });
}
