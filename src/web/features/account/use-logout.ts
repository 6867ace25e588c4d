/**
 * Logout (spec §4; AUTH-19..22): refresh the session, sign out, reset app state, go to /. The reset and the
 * way home are one full load of /: nothing the shopper saw while signed in survives in memory, and no page
 * that needs a session (the profile) is left on screen to read it once it is gone. The reader's other tabs
 * are told first. A failed sign-out is thrown with no message for the shopper (ERR-24); the caller
 * reports it to the server's log. The cart is cleared here too (the layout also clears it whenever the
 * session reads as signed out, e.g. after another tab's sign-out).
 */
import { useQueryClient } from '@tanstack/react-query';
import { authCall } from '../../lib/auth-api.js';
import { broadcastSession, SESSION_QUERY_KEY } from '../../lib/session.js';
import { clearCart } from '../cart/cart-store.js';

export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
    await authCall('auth/sign-out', {});
    broadcastSession('signed-out');
    // The reset (§4 Logout, CART-19/20): the cart and its stored copy go before the page reloads.
    clearCart();
    window.location.assign('/');
  };
}
