/** The visitor's account items (spec §2, NAV-25): log in, sign up, change language, help. */
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../../i18n/i18n.js';
import { useLanguage } from '../../../i18n/use-language.js';

export type UserMenuItem =
  | { key: string; kind: 'link'; to: string; label: string }
  | { key: string; kind: 'action'; label: string; detail: string; detailLang: string; run(): void };

export function useUserMenuItems(): UserMenuItem[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const other = language === 'es' ? 'en' : 'es';
  return [
    { key: 'login', kind: 'link', to: '/login', label: t('user.login') },
    { key: 'signup', kind: 'link', to: '/signup', label: t('user.signup') },
    {
      key: 'language', kind: 'action', label: t('user.changeLanguage'),
      detail: t(`language.${other}`), detailLang: other, run: () => void switchLanguage(),
    },
    { key: 'help', kind: 'link', to: '/help', label: t('user.help') },
  ];
}
