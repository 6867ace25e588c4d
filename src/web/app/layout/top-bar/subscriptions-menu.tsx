/**
 * Subscriptions mega menu (spec §2, NAV-11, NAV-12): gaming top-ups, gift cards and streaming services.
 * Closes 200 ms after the pointer leaves.
 */
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { SUBSCRIPTIONS_MENU_CLOSE_DELAY_MS } from '../../../lib/ui-constants.js';
import { MegaPanelSkeleton } from './mega-panel-skeleton.js';
import { megaPanelClass, menuTriggerClass } from './menu-styles.js';
import { useDropdown } from './use-dropdown.js';

export const loadSubscriptionsPanel = () => import('./subscriptions-panel.js');
const SubscriptionsPanel = lazy(loadSubscriptionsPanel);

export function SubscriptionsMenu() {
  const { t } = useTranslation();
  const menu = useDropdown({ closeDelayMs: SUBSCRIPTIONS_MENU_CLOSE_DELAY_MS });
  return (
    <div {...menu.rootProps} data-menu="subscriptions">
      <button {...menu.triggerProps} className={menuTriggerClass}>
        {t('nav.subscriptions')}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform duration-200 ${menu.isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div {...menu.panelProps} className={megaPanelClass}>
        {menu.isOpen && (
          <Suspense fallback={<MegaPanelSkeleton />}>
            <SubscriptionsPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
