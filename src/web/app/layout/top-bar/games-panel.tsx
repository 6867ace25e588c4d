/** The Games mega menu's content: loaded the first time the menu opens (it is not needed for first paint). */
import { LifeBuoy } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import { MenuSection } from './menu-section.js';
import { PromoBanner } from './promo-banner.js';
import { useGamesMenuLinks } from './use-menu-links.js';

export default function GamesPanel() {
  const { t } = useTranslation();
  const links = useGamesMenuLinks();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-4 gap-6 px-6 py-6 lg:grid-cols-12">
      <MenuSection title={t('nav.pc')} links={links.pc} className="lg:col-span-2" />
      <MenuSection title={t('nav.consoles')} links={links.consoles} className="lg:col-span-2" />
      <MenuSection title={t('nav.genres')} links={links.genres} columns={2} className="col-span-2 lg:col-span-3" />
      <div className="col-span-4 flex flex-col gap-4 lg:col-span-5">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
          <MenuSection title={t('nav.offers.title')} links={links.offers} />
          <PromoBanner />
        </div>
        <div className="flex items-center gap-3 rounded-card border border-border bg-raised p-3">
          <LifeBuoy aria-hidden="true" className="size-8 shrink-0 text-link" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-text">{t('nav.helpBox.title')}</p>
            <p className="text-sm text-text-secondary">{t('nav.helpBox.text')}</p>
          </div>
          <Link to="/help" className="btn-secondary shrink-0 text-sm" data-menu-item="">
            {t('nav.helpBox.link')}
          </Link>
        </div>
      </div>
    </div>
  );
}
