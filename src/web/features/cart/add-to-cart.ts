/**
 * Add to cart from the quick-view, the product page and the profile's wishlist (spec §4 Cart, §5). Only
 * signed-in shoppers can add: a visitor goes to /login, with the page they were on kept in `redirect` so
 * signing in can bring them back (VAL-01). A shopper's add goes into the cart, which opens its panel
 * (CART-08); the answer says whether it was added, so the quick-view can close (CART-17).
 */
import { useSession } from '../../lib/session.js';
import { loginPathFromHere } from '../../lib/login-path.js';
import { navigateTo } from '../../lib/navigation.js';
import type { CartProduct } from './cart-lines.js';
import { addProductsToCart } from './cart-store.js';

export type { CartProduct } from './cart-lines.js';

export function useAddToCart(): (...products: CartProduct[]) => boolean {
  const session = useSession();
  return (...products) => {
    if (session.status !== 'signed-in') {
      navigateTo(loginPathFromHere());
      return false;
    }
    addProductsToCart(products);
    return true;
  };
}
