/**
 * Avatar user menu (spec §2, NAV-18, NAV-25..27): for visitors a grey dot, the name shown as
 * disconnected, and log in, sign up, change language, help. A menu button: arrows move, Escape closes.
 */
import { ChevronDown, Globe, LifeBuoy, LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { USER_MENU_CLOSE_DELAY_MS } from '../../../lib/ui-constants.js';
import { smallPanelClass } from './menu-styles.js';
import { useDropdown } from './use-dropdown.js';
import { useUserMenuItems } from './use-user-menu-items.js';
import { UserAvatar } from './user-avatar.js';

const ICONS = { login: LogIn, signup: UserPlus, language: Globe, help: LifeBuoy } as const;
const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left text-sm text-text transition-colors duration-150 hover:bg-page focus-visible:bg-page';

export function UserMenu() {
  const { t } = useTranslation();
  const menu = useDropdown({ closeDelayMs: USER_MENU_CLOSE_DELAY_MS });
  const items = useUserMenuItems();
  return (
    <div {...menu.rootProps} className="relative" data-menu="user">
      <button {...menu.triggerProps} aria-haspopup="menu" className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pl-1 pr-2 transition-colors duration-150 hover:bg-overlay aria-expanded:bg-overlay">
        <UserAvatar signedIn={false} />
        <span className="sr-only">{t('user.menu')}</span>
        <span className="hidden text-sm font-medium text-text-secondary lg:inline" data-user-name="">{t('user.disconnected')}</span>
        <span className="sr-only lg:hidden">{t('user.disconnected')}</span>
        <ChevronDown aria-hidden="true" className={`size-4 text-text-secondary transition-transform duration-200 ${menu.isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div {...menu.panelProps} role="menu" aria-label={t('user.menu')} className={`${smallPanelClass} w-64`}>
        {items.map((item) => {
          const Icon = ICONS[item.key as keyof typeof ICONS];
          const icon = <Icon aria-hidden="true" className="size-5 text-text-secondary" />;
          return item.kind === 'link' ? (
            <Link key={item.key} to={item.to} role="menuitem" tabIndex={-1} data-menu-item="" className={itemClass}>
              {icon}
              {item.label}
            </Link>
          ) : (
            <button key={item.key} type="button" role="menuitem" tabIndex={-1} data-menu-item="" className={itemClass} onClick={item.run}>
              {icon}
              <span className="flex-1">{item.label}</span>
              <span lang={item.detailLang} className="text-xs text-text-secondary">{item.detail}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
