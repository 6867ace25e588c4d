/**
 * The cart belongs to a signed-in shopper (§5, §6): once the session reads as signed out (this tab's
 * sign-out, another tab's, or a session that ended), the cart and its stored copy go (§4 Logout's reset,
 * CART-19/20). Mounted once by the layout.
 */
import { useEffect } from 'react';
import { useSession } from '../../lib/session.js';
import { clearCart, useCart } from './cart-store.js';

export function useCartSession(): void {
  const session = useSession();
  const { lines } = useCart();
  const signedOut = session.status === 'signed-out';
  useEffect(() => {
    if (signedOut && lines.length > 0) clearCart();
  }, [signedOut, lines.length]);
}
