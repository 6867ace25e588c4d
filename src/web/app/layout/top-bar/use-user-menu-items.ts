/**
 * The account menu's items (spec §2): a visitor gets log in, sign up, change language, help (NAV-25); a
 * signed-in user gets profile, notifications (badge 0), missions, configuration, help, change language,
 * logout (NAV-28).
 */
import { Bell, Globe, LifeBuoy, LogIn, LogOut, Settings, Target, UserPlus, UserRound } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../../features/account/use-logout.js';
import { switchLanguage } from '../../../i18n/i18n.js';
import { withLanguageParam } from '../../../i18n/language-detection.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { useSession } from '../../../lib/session.js';
import { reportClientError } from '../../report-client-error.js';

export type UserMenuKey = 'login' | 'signup' | 'language' | 'help' | 'profile' | 'notifications' | 'missions' | 'configuration' | 'logout';

export const USER_MENU_ICONS: Record<UserMenuKey, typeof LogIn> = {
  login: LogIn, signup: UserPlus, language: Globe, help: LifeBuoy, profile: UserRound, notifications: Bell,
  missions: Target, configuration: Settings, logout: LogOut,
};

export type UserMenuItem =
  | { key: UserMenuKey; kind: 'link'; to: string; label: string; badge?: number }
  | { key: UserMenuKey; kind: 'action'; label: string; detail?: string; detailLang?: string; run(): void };

export function useUserMenuItems(): UserMenuItem[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const logout = useLogout();
  const location = useLocation();
  const navigate = useNavigate();
  const other = language === 'es' ? 'en' : 'es';
  const languageItem: UserMenuItem = {
    key: 'language', kind: 'action', label: t('user.changeLanguage'),
    detail: t(`language.${other}`), detailLang: other,
    run: () => {
      void switchLanguage();
      // `?lng=` comes first in detection (§1): an address that still named the old language would undo the
      // choice on reload. It is updated in place, so Back does not step through languages.
      const search = withLanguageParam(location.search, other);
      if (search !== null) void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, preventScrollReset: true, state: location.state });
    },
  };
  const help: UserMenuItem = { key: 'help', kind: 'link', to: '/help', label: t('user.help') };
  // AUTH-01: until the session is read, offer neither a sign-in nor an account item: only what both share.
  if (session.status === 'loading') return [languageItem, help];
  if (session.status !== 'signed-in') {
    return [
      { key: 'login', kind: 'link', to: '/login', label: t('user.login') },
      { key: 'signup', kind: 'link', to: '/signup', label: t('user.signup') },
      languageItem,
      help,
    ];
  }
  return [
    { key: 'profile', kind: 'link', to: '/profile', label: t('user.profile') },
    { key: 'notifications', kind: 'link', to: '/profile?tab=dashboard#notifications', label: t('user.notifications'), badge: 0 },
    { key: 'missions', kind: 'link', to: '/profile?tab=dashboard#missions', label: t('user.missions') },
    { key: 'configuration', kind: 'link', to: '/profile?tab=configuration', label: t('user.configuration') },
    help,
    languageItem,
    {
      key: 'logout', kind: 'action', label: t('user.logout'),
      run: () => void logout().catch((error: unknown) => reportClientError(error, window.location.pathname)),
    },
  ];
}
