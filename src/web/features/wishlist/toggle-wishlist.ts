/**
 * The wishlist heart's behaviour (spec §4 Wishlist, §5, decision 24), one hook for the cards, the
 * quick-view, the product page and the profile. A visitor is sent to /login keeping where they were in
 * `redirect` (VAL-02/03; in the quick-view `onVisitor` closes the panel first, QV-34). A shopper's heart
 * flips at once (WISH-03), the call goes out, the list is re-read (WISH-01) and the flip gives way to it;
 * a failed call is only logged and the heart goes back (§8, WISH-04). Clicks while one is pending are
 * ignored (WISH-05).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../../lib/session.js';
import { loginPathFromHere } from '../../lib/login-path.js';
import { navigateTo } from '../../lib/navigation.js';
import { useUserWishlist, wishlistQueryKey } from './api/get-user-wishlist.js';
import { setWishlist } from './api/set-wishlist.js';
import { endFlip, shownAsWished, startFlip, useWishlistFlips } from './wishlist-flips.js';

export interface Wishlist {
  isWished(productId: number): boolean;
  isPending(productId: number): boolean;
  toggle(productId: number, onVisitor?: () => void): void;
}

export function useWishlist(): Wishlist {
  const session = useSession();
  const queryClient = useQueryClient();
  const { entries, userId } = useUserWishlist();
  const flips = useWishlistFlips();
  const inList = useMemo(() => new Set(entries.map((entry) => entry.product.id)), [entries]);
  const isWished = (productId: number) => shownAsWished(flips, inList, productId);

  return {
    isWished,
    isPending: (productId) => flips.has(productId),
    toggle(productId, onVisitor) {
      if (session.status !== 'signed-in') {
        onVisitor?.();
        navigateTo(loginPathFromHere());
        return;
      }
      const wished = isWished(productId);
      if (!startFlip(productId, !wished)) return;
      setWishlist({ product_id: productId, action: wished ? 'remove' : 'add' })
        .catch((error: unknown) => {
          // §8: a failed add or remove is only logged; the heart goes back to what the list says.
          console.warn('setWishlist failed', error);
        })
        .then(() => queryClient.refetchQueries({ queryKey: wishlistQueryKey(userId), exact: true }))
        .finally(() => endFlip(productId));
    },
  };
}
