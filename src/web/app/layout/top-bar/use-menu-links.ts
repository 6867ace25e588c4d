/** The links of the Games and Subscriptions menus, labelled in the reader's language. */
import { useTranslation } from '../../../i18n/react.js';
import type { Platform } from '../../../../shared/constants.js';
import { formatEuros } from '../../../../shared/money.js';
import { useLanguage } from '../../../i18n/use-language.js';
import type { MenuLink } from './menu-section.js';
import {
  CONSOLES, GAMING_TOP_UPS, GIFT_CARDS, MENU_GENRE_KEYS, OTHER_SERVICES, PC_LAUNCHERS, STREAMING_SERVICES, UNDER_PRICE_CENTS, searchPath,
} from './menu-links.js';

const platformLinks = (platforms: readonly Platform[]): MenuLink[] =>
  platforms.map((platform) => ({ key: platform, to: searchPath.platform(platform), label: platform }));

export function useGamesMenuLinks() {
  const { t } = useTranslation();
  const language = useLanguage();
  return {
    pc: platformLinks(PC_LAUNCHERS),
    consoles: platformLinks(CONSOLES),
    genres: MENU_GENRE_KEYS.map((genre) => ({ key: genre, to: searchPath.genre(genre), label: t(`genres.${genre}`) })),
    offers: [
      { key: 'under', to: searchPath.underTwenty, label: t('nav.offers.under', { price: formatEuros(UNDER_PRICE_CENTS, language, 0) }) },
      { key: 'newest', to: searchPath.newest, label: t('nav.offers.newest') },
      { key: 'bundles', to: searchPath.all, label: t('nav.offers.bundles') },
      { key: 'all', to: searchPath.all, label: t('nav.offers.all') },
    ],
  };
}

export function useSubscriptionsMenuLinks() {
  return {
    topUps: platformLinks(GAMING_TOP_UPS),
    giftCards: platformLinks(GIFT_CARDS),
    streaming: platformLinks(STREAMING_SERVICES),
    other: platformLinks(OTHER_SERVICES),
  };
}
