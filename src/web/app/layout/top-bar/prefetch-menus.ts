/** Loads the menus' code once the browser is idle after the first paint, so a first open is instant. */
import { whenIdle } from '../../../lib/when-idle.js';
import { loadGamesPanel } from './games-menu.js';
import { loadMobileMenuPanel } from './mobile-menu.js';
import { loadSubscriptionsPanel } from './subscriptions-menu.js';

export function prefetchMenus(): () => void {
  const load = () => {
    const wide = window.matchMedia('(min-width: 768px)').matches;
    const loads = wide ? [loadGamesPanel, loadSubscriptionsPanel] : [loadMobileMenuPanel];
    for (const chunk of loads) void chunk().catch(() => {});
  };
  return whenIdle(load, 4000);
}
