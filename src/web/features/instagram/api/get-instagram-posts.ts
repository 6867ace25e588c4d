/** getInstagramPosts (§7): the feed shown on the home page. Other reads: 5 minutes (§9). */
import { useQuery } from '@tanstack/react-query';
import type { InstagramPost } from '../../../../shared/contracts/get-instagram-posts.js';
import { apiGet } from '../../../lib/api-client.js';
import { CACHE_MS } from '../../../lib/cache.js';
import { useCacheScope } from '../../../lib/session.js';

const schema = () =>
  import('../../../../shared/contracts/get-instagram-posts.js').then((contract) => contract.GetInstagramPostsResponseSchema);

export function getInstagramPosts(signal?: AbortSignal): Promise<InstagramPost[]> {
  return apiGet('getInstagramPosts', {}, schema(), signal);
}

export function useInstagramPosts() {
  const scope = useCacheScope();
  return useQuery({
    queryKey: ['instagram', scope],
    queryFn: ({ signal }) => getInstagramPosts(signal),
    staleTime: CACHE_MS.other,
  });
}
