/** The mobile menu's content (loaded on first open): search, account, Games, Subscriptions, user items. */
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import { menuLinkClass, type MenuLink } from './menu-section.js';
import { PixelsCounter } from './pixels-counter.js';
import { SearchBox } from './search-box.js';
import { useGamesMenuLinks, useSubscriptionsMenuLinks } from './use-menu-links.js';
import { displayName, useSession } from '../../../lib/session.js';
import { USER_MENU_ICONS, useUserMenuItems } from './use-user-menu-items.js';
import { UserAvatar } from './user-avatar.js';

const itemClass = 'flex min-h-12 w-full items-center gap-3 rounded-control px-2 text-left text-text hover:bg-raised';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group border-b border-border">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-1 font-semibold text-text [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown aria-hidden="true" className="size-5 text-text-secondary transition-transform duration-200 group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-4 pb-4">{children}</div>
    </details>
  );
}

function LinkList({ title, links, onNavigate }: { title: string; links: readonly MenuLink[]; onNavigate(): void }) {
  return (
    <div>
      <h3 className="px-2 text-xs font-semibold uppercase tracking-wider text-text-muted">{title}</h3>
      <ul className="mt-1 grid grid-cols-2 gap-x-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={menuLinkClass} onClick={onNavigate}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function MobileMenuPanel({ showSearch, onNavigate }: { showSearch: boolean; onNavigate(): void }) {
  const { t } = useTranslation();
  const games = useGamesMenuLinks();
  const subscriptions = useSubscriptionsMenuLinks();
  const userItems = useUserMenuItems();
  const session = useSession();
  return (
    <>
      {showSearch && <SearchBox className="mb-4" onNavigate={onNavigate} />}
      <div className="mb-2 flex items-center gap-3 rounded-card border border-border bg-raised p-3">
        <UserAvatar status={session.status} />
        {session.status === 'loading' ? (
          // AUTH-01: a blank line of the name's height until the session is read.
          <span aria-hidden="true" className="h-6 min-w-0 flex-1" data-user-name="" data-user-name-pending="" />
        ) : (
          <p className={`min-w-0 flex-1 truncate font-medium ${session.user ? 'text-text' : 'text-text-secondary'}`} data-user-name="">
            {session.user ? displayName(session.user) : t('user.disconnected')}
          </p>
        )}
        <PixelsCounter variant="compact" />
      </div>
      <Group title={t('nav.games')}>
        <LinkList title={t('nav.pc')} links={games.pc} onNavigate={onNavigate} />
        <LinkList title={t('nav.consoles')} links={games.consoles} onNavigate={onNavigate} />
        <LinkList title={t('nav.genres')} links={games.genres} onNavigate={onNavigate} />
        <LinkList title={t('nav.offers.title')} links={games.offers} onNavigate={onNavigate} />
      </Group>
      <Group title={t('nav.subscriptions')}>
        <LinkList title={t('nav.topUps')} links={subscriptions.topUps} onNavigate={onNavigate} />
        <LinkList title={t('nav.giftCards')} links={subscriptions.giftCards} onNavigate={onNavigate} />
        <LinkList title={t('nav.streaming')} links={subscriptions.streaming} onNavigate={onNavigate} />
        <LinkList title={t('nav.otherServices')} links={subscriptions.other} onNavigate={onNavigate} />
      </Group>
      <ul className="mt-2 flex flex-col" aria-label={t('user.menu')}>
        {userItems.map((item) => {
          const Icon = USER_MENU_ICONS[item.key];
          const content = (
            <>
              <Icon aria-hidden="true" className="size-5 text-text-secondary" />
              <span className="flex-1">{item.label}</span>
              {item.kind === 'link' && item.badge !== undefined && (
                <span className="min-w-6 rounded-full bg-overlay px-2 py-0.5 text-center text-xs font-semibold" data-badge="">
                  <span aria-hidden="true">{item.badge}</span>
                  <span className="sr-only">{t('user.notificationsBadge', { count: item.badge })}</span>
                </span>
              )}
            </>
          );
          return (
            <li key={item.key}>
              {item.kind === 'link' ? (
                <Link to={item.to} className={itemClass} onClick={onNavigate}>{content}</Link>
              ) : (
                <button type="button" className={itemClass} onClick={item.run}>
                  {content}
                  {item.detail && <span lang={item.detailLang} className="text-sm text-text-secondary">{item.detail}</span>}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
