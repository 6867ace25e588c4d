/**
 * Add to cart from the quick-view and the product page (spec §4 Cart, §5). Only signed-in shoppers can
 * add: a visitor goes to /login, with the page they were on kept in `redirect` so signing in can bring
 * them back. The cart itself (session storage, the cart panel) arrives with the buying work, which fills
 * the signed-in branch here; every button already goes through this one hook.
 */
import { useSession } from '../../lib/session.js';
import { loginPathFromHere } from '../../lib/login-path.js';
import { navigateTo } from '../../lib/navigation.js';

export interface CartProduct {
  id: number;
}

export function useAddToCart(): (product: CartProduct) => void {
  const session = useSession();
  return () => {
    if (session.status !== 'signed-in') {
      navigateTo(loginPathFromHere());
      return;
    }
    // Signed-in shoppers: the cart state and panel come with the buying work (§4 Cart).
  };
}
