/**
 * The wishlist heart on the quick-view and the product page (spec §4 Wishlist, §5, decision 24). A
 * visitor is sent to /login (the quick-view closes as the page changes), keeping where they were in
 * `redirect`. Signed-in membership, the optimistic flip and setWishlist come with the buying work, which
 * fills the signed-in branch of this one hook.
 */
import { useSession } from '../../lib/session.js';
import { loginPathFromHere } from '../../lib/login-path.js';
import { navigateTo } from '../../lib/navigation.js';

export interface Wishlist {
  isWished(productId: number): boolean;
  isPending(productId: number): boolean;
  toggle(productId: number, onVisitor?: () => void): void;
}

export function useWishlist(): Wishlist {
  const session = useSession();
  return {
    isWished: () => false,
    isPending: () => false,
    toggle: (_productId, onVisitor) => {
      if (session.status !== 'signed-in') {
        onVisitor?.();
        navigateTo(loginPathFromHere());
      }
    },
  };
}
