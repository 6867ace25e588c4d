/** The Subscriptions mega menu's content: loaded the first time the menu opens. */
import { ArrowRight, Gift } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import { MenuSection } from './menu-section.js';
import { useSubscriptionsMenuLinks } from './use-menu-links.js';

export default function SubscriptionsPanel() {
  const { t } = useTranslation();
  const links = useSubscriptionsMenuLinks();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-4 gap-6 px-6 py-6 lg:grid-cols-[repeat(4,minmax(0,11rem))_minmax(0,1fr)]">
      <MenuSection title={t('nav.topUps')} links={links.topUps} />
      <MenuSection title={t('nav.giftCards')} links={links.giftCards} />
      <MenuSection title={t('nav.streaming')} links={links.streaming} />
      <MenuSection title={t('nav.otherServices')} links={links.other} />
      <div className="col-span-4 flex flex-col justify-between gap-4 rounded-card border border-border bg-gradient-to-br from-accent/25 to-raised p-5 lg:col-span-1">
        <div>
          <Gift aria-hidden="true" className="size-8 text-link" />
          <p className="mt-3 text-lg font-semibold text-text">{t('nav.subscriptionsPromo.title')}</p>
          <p className="mt-1 text-sm text-text-secondary">{t('nav.subscriptionsPromo.text')}</p>
        </div>
        <Link to="/search?type=subscription" className="btn-primary w-fit text-sm" data-menu-item="">
          {t('nav.subscriptionsPromo.link')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
