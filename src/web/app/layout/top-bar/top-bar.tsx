/**
 * The fixed top navigation bar (spec §2, NAV-01..27): logo, Games and Subscriptions mega menus, search
 * box (not on /search), Pixels, cart and the avatar menu; below 768 px a hamburger menu repeats them.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { useLocation } from 'react-router';
import { CartButton } from './cart-button.js';
import { GamesMenu } from './games-menu.js';
import { Logo } from './logo.js';
import { MenuGroupProvider, useMenuGroup } from './menu-group.js';
import { MobileMenu } from './mobile-menu.js';
import { PixelsCounter } from './pixels-counter.js';
import { prefetchMenus } from './prefetch-menus.js';
import { SearchBox } from './search-box.js';
import { SubscriptionsMenu } from './subscriptions-menu.js';
import { UserMenu } from './user-menu.js';

/** Any navigation closes the open menu. */
function CloseMenusOnNavigation() {
  const { pathname, search } = useLocation();
  const { setOpenId } = useMenuGroup();
  useEffect(() => setOpenId(null), [pathname, search, setOpenId]);
  return null;
}

export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showSearch = pathname !== '/search';
  useEffect(prefetchMenus, []);
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-border bg-page" data-top-bar="">
      <MenuGroupProvider>
        <CloseMenusOnNavigation />
        <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-2 min-[400px]:gap-2 md:gap-3 md:px-6">
          <MobileMenu showSearch={showSearch} />
          <Logo />
          <nav aria-label={t('nav.mainLabel')} className="hidden md:block">
            <ul className="flex items-center gap-1">
              <li><GamesMenu /></li>
              <li><SubscriptionsMenu /></li>
            </ul>
          </nav>
          <div className="flex flex-1 justify-center">
            {showSearch && <SearchBox className="hidden w-full min-w-40 max-w-md md:flex" />}
          </div>
          <div className="hidden lg:block"><PixelsCounter /></div>
          <div className="lg:hidden"><PixelsCounter variant="minimal" /></div>
          <CartButton />
          <div className="hidden md:block"><UserMenu /></div>
        </div>
      </MenuGroupProvider>
    </header>
  );
}
