/**
 * The profile's tab lives in the address (?tab=dashboard|orders|wishlist|configuration, default dashboard), so the account
 * menu's links and the back button land on the right one. A #fragment (#notifications, #missions, #order-<id>) is
 * scrolled to and focused once its tab shows, also when the menu is used from the profile itself.
 */
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export const PROFILE_TABS = ['dashboard', 'orders', 'wishlist', 'configuration'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const isProfileTab = (value: string | null): value is ProfileTab => PROFILE_TABS.includes(value as ProfileTab);

export function useProfileTab(): [ProfileTab, (tab: ProfileTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isProfileTab(requested) ? requested : 'dashboard';
  const select = (next: ProfileTab) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next);
      updated.delete('error');
      return updated;
    }, { replace: true, preventScrollReset: true });
  };
  return [tab, select];
}

export function useScrollToFragment(tab: ProfileTab): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, key, tab]);
}
