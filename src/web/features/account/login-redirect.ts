/**
 * The page a sign-in returns to, kept for the tab's life while the sign-in leaves the store (a social
 * provider) and comes back at the two-factor step without its `redirect` parameter.
 */
import { STORED_ITEMS } from '../../../shared/storage-inventory.js';

const KEY = STORED_ITEMS.loginRedirect.name;

export function rememberRedirect(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage disabled: the shopper lands home instead.
  }
}

export function recallRedirect(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
