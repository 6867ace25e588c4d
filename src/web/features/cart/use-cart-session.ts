/**
 * The cart belongs to the signed-in shopper who filled it (§5, §6). A sign-out the shopper asked for (in
 * this tab or another) empties it (§4 Logout's reset, CART-19/20). A session that ended on its own only
 * reads as signed out: the cart stays for the same account's return (issue 10 §6: at checkout, sign in
 * again and pay with the cart intact), and goes as soon as a different account signs in. Mounted once by
 * the layout.
 */
import { useEffect } from 'react';
import { onSessionEvent, useSession } from '../../lib/session.js';
import { claimCart, clearCart } from './cart-store.js';

export function useCartSession(): void {
  const session = useSession();
  const userId = session.user?.id;
  useEffect(() => onSessionEvent((event) => {
    if (event === 'signed-out') clearCart();
  }), []);
  useEffect(() => {
    if (userId) claimCart(userId);
  }, [userId]);
}
