/** getNew (§7): one news item by id; an unknown id answers null (the "news not found" state). */
import { useQuery } from '@tanstack/react-query';
import type { NewsItem } from '../../../../shared/contracts/get-news.js';
import { ApiError, apiGet } from '../../../lib/api-client.js';
import { CACHE_MS } from '../../../lib/cache.js';

export const newsItemQueryKey = (id: number) => ['newsItem', id, 'anonymous'] as const;

/** The response's schema, loaded with zod when a news item is first fetched: a drawn page has its item already. */
const schema = () => import('../../../../shared/contracts/get-news.js').then((contract) => contract.NewsItemSchema);

export async function getNew(id: number, signal?: AbortSignal): Promise<NewsItem | null> {
  try {
    return await apiGet('getNew', { id }, schema(), signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useNewsItem(id: number | null) {
  return useQuery({
    queryKey: newsItemQueryKey(id ?? 0),
    queryFn: ({ signal }) => getNew(id!, signal),
    enabled: id !== null,
    staleTime: CACHE_MS.other,
  });
}
