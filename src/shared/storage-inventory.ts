/**
 * Every cookie and browser-storage key the store sets (decision 28: only what it needs to work), with how
 * long each lasts. The code that sets them takes the names and lifetimes from here (auth.ts for Better
 * Auth's cookies, the web's language detection, login redirect and query persister), and /cookies renders
 * its table from this list, so the policy cannot drift from what the browser really holds. An end-to-end
 * test signs in with two-factor and compares what Chromium stored against this list.
 */
import { CACHE_SECONDS } from './constants.js';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

export interface StoredItem {
  /** The name in the browser (a cookie gets the `__Secure-` prefix when the store is served over https). */
  name: string;
  kind: StorageKind;
  /** How long it lasts, in seconds; null: until deleted (local storage) or the tab is closed (session storage). */
  maxAgeSeconds: number | null;
}

/** Better Auth names its cookies `<prefix>.<name>`. */
export const AUTH_COOKIE_PREFIX = 'better-auth';

export const STORED_ITEMS = {
  /** The session (httpOnly, SameSite=Lax); renewed once a day of use (auth.ts `updateAge`). */
  session: { name: `${AUTH_COOKIE_PREFIX}.session_token`, kind: 'cookie', maxAgeSeconds: 30 * DAY },
  /** A password (or code) accepted, the second factor still to come: the pending sign-in. */
  twoFactorPending: { name: `${AUTH_COOKIE_PREFIX}.two_factor`, kind: 'cookie', maxAgeSeconds: 10 * MINUTE },
  /** "Trust this device": the second factor is not asked again on this browser. */
  trustedDevice: { name: `${AUTH_COOKIE_PREFIX}.trust_device`, kind: 'cookie', maxAgeSeconds: 30 * DAY },
  /** A social sign-in on its way to the provider and back (Better Auth's own name and lifetime). */
  socialSignInState: { name: `${AUTH_COOKIE_PREFIX}.state`, kind: 'cookie', maxAgeSeconds: 5 * MINUTE },
  /** The interface language chosen (spec §1, I18N-05). */
  language: { name: 'language', kind: 'localStorage', maxAgeSeconds: null },
  /** Public product reads kept for faster pages (CACHE-01, CACHE-02). */
  productCache: { name: 'pixelkeys-cache', kind: 'localStorage', maxAgeSeconds: CACHE_SECONDS.product },
  /** The page a sign-in returns to, kept while it leaves the store for a provider or the two-factor step. */
  loginRedirect: { name: 'pixelkeys-login-redirect', kind: 'sessionStorage', maxAgeSeconds: null },
  /** The shopper's cart (§4 Cart, §9): kept for the tab's life, removed on sign-out, after checkout and when another account signs in. */
  cart: { name: 'pixelkeys-cart', kind: 'sessionStorage', maxAgeSeconds: null },
  /**
   * The checkout form while the shopper pays on the provider's page (billing details, card or PayPal) and
   * the key of a checkout whose answer has not arrived, so a retry is never charged twice; removed after
   * the purchase.
   */
  checkout: { name: 'pixelkeys-checkout', kind: 'sessionStorage', maxAgeSeconds: null },
} as const satisfies Record<string, StoredItem>;

export type StoredItemId = keyof typeof STORED_ITEMS;

/** The cookie name Better Auth gives `name` after its prefix (`session_token` for the session…). */
export const authCookieName = (item: { name: string }) => item.name.slice(AUTH_COOKIE_PREFIX.length + 1);
