/**
 * getUserWishlist (§7): the signed-in shopper's wishlist. Skipped for a visitor, who has an empty list
 * (§5, WISH-06); re-read every 5 minutes (§9) and after each add or remove (WISH-01). Keyed by the user
 * id, so signing out drops it (§9: caches keyed by user).
 */
import { useQuery } from '@tanstack/react-query';
import type { GetUserWishlistResponse } from '../../../../shared/contracts/get-user-wishlist.js';
import { apiGet } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/session.js';

export const WISHLIST_REFRESH_MS = 5 * 60_000;
const NONE: GetUserWishlistResponse = [];

const schema = () => import('../../../../shared/contracts/get-user-wishlist.js').then((contract) => contract.GetUserWishlistResponseSchema);

export const wishlistQueryKey = (userId: string) => ['wishlist', userId] as const;

export function getUserWishlist(signal?: AbortSignal): Promise<GetUserWishlistResponse> {
  return apiGet('getUserWishlist', {}, schema(), signal);
}

export function useUserWishlist() {
  const session = useSession();
  const userId = session.user?.id ?? 'anonymous';
  const query = useQuery({
    queryKey: wishlistQueryKey(userId),
    queryFn: ({ signal }) => getUserWishlist(signal),
    enabled: session.status === 'signed-in',
    staleTime: WISHLIST_REFRESH_MS,
    refetchInterval: WISHLIST_REFRESH_MS,
  });
  return { ...query, entries: query.data ?? NONE, userId };
}
