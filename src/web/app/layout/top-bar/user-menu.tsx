/**
 * Avatar user menu (spec §2, NAV-18, NAV-25..30): for visitors a grey dot, the name shown as
 * disconnected, and log in, sign up, change language, help; for a signed-in user a green dot, the full
 * name (else the e-mail), and profile, notifications (badge 0), missions, configuration, help, change
 * language, logout. Until the session is read, neither: a blank name and only change language and help
 * (AUTH-01). A menu button: arrows move, Escape closes.
 */
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import { USER_MENU_CLOSE_DELAY_MS } from '../../../lib/ui-constants.js';
import { smallPanelClass } from './menu-styles.js';
import { useDropdown } from './use-dropdown.js';
import { displayName, useSession } from '../../../lib/session.js';
import { USER_MENU_ICONS, useUserMenuItems } from './use-user-menu-items.js';
import { UserAvatar } from './user-avatar.js';

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left text-sm text-text transition-colors duration-150 hover:bg-page focus-visible:bg-page';

export function UserMenu() {
  const { t } = useTranslation();
  const menu = useDropdown({ closeDelayMs: USER_MENU_CLOSE_DELAY_MS });
  const items = useUserMenuItems();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const loading = session.status === 'loading';
  const name = signedIn ? displayName(session.user) : loading ? '' : t('user.disconnected');
  return (
    <div {...menu.rootProps} className="relative" data-menu="user" data-session={session.status}>
      <button {...menu.triggerProps} aria-haspopup="menu" className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pl-1 pr-2 transition-colors duration-150 hover:bg-overlay aria-expanded:bg-overlay">
        <UserAvatar status={session.status} />
        <span className="sr-only">{t('user.menu')}</span>
        {loading ? (
          // AUTH-01: the session is not known yet: a blank of the name's size, neither a name nor "disconnected".
          <span aria-hidden="true" className="hidden h-5 w-24 rounded-full bg-overlay lg:inline-block" data-user-name="" data-user-name-pending="" />
        ) : (
          <>
            <span className={`hidden max-w-40 truncate text-sm font-medium lg:inline ${signedIn ? 'text-text' : 'text-text-secondary'}`} data-user-name="">{name}</span>
            <span className="sr-only lg:hidden">{name}</span>
          </>
        )}
        <ChevronDown aria-hidden="true" className={`size-4 text-text-secondary transition-transform duration-200 ${menu.isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div {...menu.panelProps} role="menu" aria-label={t('user.menu')} className={`${smallPanelClass} w-64`}>
        {items.map((item) => {
          const Icon = USER_MENU_ICONS[item.key];
          const icon = <Icon aria-hidden="true" className="size-5 text-text-secondary" />;
          return item.kind === 'link' ? (
            <Link key={item.key} to={item.to} role="menuitem" tabIndex={-1} data-menu-item={item.key} className={itemClass}>
              {icon}
              <span className="flex-1">{item.label}</span>
              {item.badge !== undefined && (
                <span className="min-w-6 rounded-full bg-overlay px-2 py-0.5 text-center text-xs font-semibold text-text" data-badge="">
                  <span aria-hidden="true">{item.badge}</span>
                  <span className="sr-only">{t('user.notificationsBadge', { count: item.badge })}</span>
                </span>
              )}
            </Link>
          ) : (
            <button key={item.key} type="button" role="menuitem" tabIndex={-1} data-menu-item={item.key} className={itemClass} onClick={item.run}>
              {icon}
              <span className="flex-1">{item.label}</span>
              {item.detail && <span lang={item.detailLang} className="text-xs text-text-secondary">{item.detail}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
