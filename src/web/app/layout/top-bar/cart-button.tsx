/**
 * Cart button (spec §2, NAV-15, NAV-16): the item count and the cart panel (CART-01..08), a disclosure
 * that opens on click, and by itself after each add (CART-08, CART-18): focus then moves to the panel's
 * heading, so the shopper hears the cart and can Tab through it; Escape, an outside click or focus
 * leaving closes it.
 */
import { ShoppingCart } from 'lucide-react';
import { lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { cartItemCount } from '../../../../shared/cart.js';
import { dismissCartNotice, useCart } from '../../../features/cart/cart-store.js';
import { HydrateLater } from '../../../components/hydrate-later.js';
import { CART_MENU_CLOSE_DELAY_MS } from '../../../lib/ui-constants.js';
import { searchPath } from './menu-links.js';
import { smallPanelClass } from './menu-styles.js';
import { useDropdown } from './use-dropdown.js';

/**
 * The panel's content is a chunk of its own (issue 13, home's initial JavaScript), fetched as the page
 * starts; on a server-drawn page it hydrates after the first screen with the other deferred parts.
 */
const CartPanel = lazy(() => import('../../../features/cart/components/cart-panel.js').then((module) => ({ default: module.CartPanel })));

export function CartButton() {
  const { t } = useTranslation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const menu = useDropdown({ closeDelayMs: CART_MENU_CLOSE_DELAY_MS, openOnHover: false });
  const { lines, openRequests, notice } = useCart();
  const count = cartItemCount(lines);
  const seenRequests = useRef(openRequests);
  const focusHeading = useRef(false);
  const { open, isOpen } = menu;
  // The heading to focus exists once the panel's code has arrived: an add in the page's first moments
  // opens the panel at once and focuses its heading when it is there.
  const [panelShown, setPanelShown] = useState(false);
  const markPanelShown = useCallback(() => setPanelShown(true), []);

  useEffect(() => {
    if (openRequests === seenRequests.current) return;
    seenRequests.current = openRequests;
    focusHeading.current = true;
    open();
  }, [openRequests, open]);

  const wasOpen = useRef(isOpen);
  useEffect(() => {
    // A notice is for the add that opened the panel: it goes when the panel closes, but only the one shown
    // then; a click on add closes the panel (outside click) and brings its own notice in the same moment.
    if (wasOpen.current && !isOpen && notice) dismissCartNotice(notice.id);
    wasOpen.current = isOpen;
    if (!isOpen || !focusHeading.current || !panelShown) return;
    focusHeading.current = false;
    // Once the panel shows, and after the quick-view (if any) has closed and handed focus back.
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [isOpen, openRequests, panelShown]);

  return (
    <div {...menu.rootProps} className="relative" data-menu="cart">
      <button {...menu.triggerProps} className="icon-button relative" aria-label={t('cart.button', { count })}>
        <ShoppingCart aria-hidden="true" className="size-5" />
        <span
          aria-hidden="true"
          data-cart-count=""
          className="absolute right-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] font-bold tabular-nums text-white"
        >
          {count}
        </span>
      </button>
      <div {...menu.panelProps} role="region" aria-labelledby={titleId} className={`${smallPanelClass} w-[min(24rem,calc(100vw-1rem))]`}>
        <HydrateLater selector="[data-cart-panel]" fallback={<div aria-hidden="true" className="h-40 rounded-control bg-overlay" data-cart-panel-loading="" />}>
          <CartPanel headingRef={headingRef} headingId={titleId} browsePath={searchPath.all} onLeave={menu.close} onShown={markPanelShown} />
        </HydrateLater>
      </div>
    </div>
  );
}
