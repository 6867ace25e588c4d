/**
 * Cart button (spec §2, NAV-15, NAV-16): the item count and a small panel. Visitors cannot add to a cart
 * (§5), so the panel shows the real empty state: 'Sin productos' / 'No products'.
 */
import { ShoppingBag, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CART_MENU_CLOSE_DELAY_MS } from '../../../lib/ui-constants.js';
import { searchPath } from './menu-links.js';
import { smallPanelClass } from './menu-styles.js';
import { useDropdown } from './use-dropdown.js';

export function CartButton() {
  const { t } = useTranslation();
  const titleId = useId();
  const menu = useDropdown({ closeDelayMs: CART_MENU_CLOSE_DELAY_MS, openOnHover: false });
  const count = 0;
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
      <div {...menu.panelProps} role="region" aria-labelledby={titleId} className={`${smallPanelClass} w-80`}>
        <h2 id={titleId} className="px-2 pt-1 text-base font-semibold">{t('cart.title')}</h2>
        <div className="flex flex-col items-center gap-2 px-2 py-6 text-center">
          <ShoppingBag aria-hidden="true" className="size-10 text-text-muted" />
          <p className="font-medium text-text" data-cart-empty="">{t('cart.empty')}</p>
          <p className="text-sm text-text-secondary">{t('cart.emptyHint')}</p>
        </div>
        <Link to={searchPath.all} className="btn-primary w-full" data-menu-item="" onClick={menu.close}>
          {t('cart.browse')}
        </Link>
      </div>
    </div>
  );
}
