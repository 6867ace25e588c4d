/**
 * Games mega menu (spec §2, NAV-03..10): PC launchers, consoles, genres, special offers with the banner
 * product's promo, and a help box. Closes 300 ms after the pointer leaves.
 */
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { GAMES_MENU_CLOSE_DELAY_MS } from '../../../lib/ui-constants.js';
import { MegaPanelSkeleton } from './mega-panel-skeleton.js';
import { megaPanelClass, menuTriggerClass } from './menu-styles.js';
import { useDropdown } from './use-dropdown.js';

export const loadGamesPanel = () => import('./games-panel.js');
const GamesPanel = lazy(loadGamesPanel);

export function GamesMenu() {
  const { t } = useTranslation();
  const menu = useDropdown({ closeDelayMs: GAMES_MENU_CLOSE_DELAY_MS });
  return (
    <div {...menu.rootProps} data-menu="games">
      <button {...menu.triggerProps} className={menuTriggerClass}>
        {t('nav.games')}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform duration-200 ${menu.isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div {...menu.panelProps} className={megaPanelClass}>
        {menu.isOpen && (
          <Suspense fallback={<MegaPanelSkeleton />}>
            <GamesPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
