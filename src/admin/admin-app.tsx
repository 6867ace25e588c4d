/**
 * The back office (decision 0020): its own frame with a side navigation (a menu button on phones), the
 * storefront's look (UX.md tokens, its buttons and forms) and texts from the `admin` namespace, es/en.
 * An operator without two-factor sees only the enrolment. Each screen is a chunk of its own.
 *
 * A later screen plugs in with one entry in SCREENS (its path, icon, label key and lazy module) and its
 * texts under its own key in locales/<lang>/admin.json.
 */
import {
  BarChart3, KeyRound, Languages, Mail, Menu, Newspaper, Package, ReceiptText, ScrollText, ShoppingBag, Store, Users, X, type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from '../web/i18n/react.js';
import { Link, NavLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { PageFallback } from '../web/app/layout/page-fallback.js';
import { switchLanguage } from '../web/i18n/i18n.js';
import { useSessionSync } from '../web/lib/session.js';
import type { AdminAccess } from './admin-entry.js';
import { TwoFactorEnrolment } from './screens/two-factor-enrolment.js';

type NavKey = 'dashboard' | 'products' | 'orders' | 'keys' | 'refunds' | 'users' | 'audit' | 'newsletter' | 'news';

interface Screen {
  path: string;
  nav: NavKey;
  icon: LucideIcon;
  Component: LazyExoticComponent<ComponentType>;
}

export const SCREENS: Screen[] = [
  { path: '', nav: 'dashboard', icon: BarChart3, Component: lazy(() => import('./screens/dashboard.js')) },
  { path: 'products', nav: 'products', icon: Package, Component: lazy(() => import('./screens/products.js')) },
  { path: 'orders', nav: 'orders', icon: ShoppingBag, Component: lazy(() => import('./screens/orders.js')) },
  { path: 'keys', nav: 'keys', icon: KeyRound, Component: lazy(() => import('./screens/keys.js')) },
  { path: 'refunds', nav: 'refunds', icon: ReceiptText, Component: lazy(() => import('./screens/refunds.js')) },
  { path: 'users', nav: 'users', icon: Users, Component: lazy(() => import('./screens/users.js')) },
  { path: 'audit', nav: 'audit', icon: ScrollText, Component: lazy(() => import('./screens/audit-log.js')) },
  { path: 'newsletter', nav: 'newsletter', icon: Mail, Component: lazy(() => import('./screens/newsletter.js')) },
  { path: 'news', nav: 'news', icon: Newspaper, Component: lazy(() => import('./screens/news.js')) },
];

export default function AdminApp({ access }: { access: NonNullable<AdminAccess> }) {
  const { t, ready } = useTranslation('admin', { useSuspense: false });
  useSessionSync();
  useEffect(() => {
    const before = document.title;
    document.title = `${t('title')} · Pixelkeys`;
    return () => {
      document.title = before;
    };
  }, [t]);
  if (!ready) return <PageFallback />;
  if (access.status === 'enrol') return <Frame email={null}><TwoFactorEnrolment /></Frame>;
  return (
    <Frame email={access.email}>
      <Routes>
        {SCREENS.map(({ path, Component }) => (
          <Route key={path || 'index'} index={!path} path={path || undefined} element={<Suspense fallback={<PageFallback />}><Component /></Suspense>} />
        ))}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </Frame>
  );
}

function Frame({ email, children }: { email: string | null; children: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const other = i18n.resolvedLanguage === 'es' ? 'en' : 'es';
  return (
    <div className="min-h-dvh bg-page text-text">
      <a href="#admin-main" className="sr-only z-50 rounded-control bg-accent px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-page/95 px-3 backdrop-blur md:px-6">
        {email && (
          <button
            type="button"
            className="icon-button md:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            aria-label={menuOpen ? t('nav.close') : t('nav.open')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        )}
        <Link to="/admin" className="text-lg font-semibold tracking-tight">Pixelkeys <span className="text-link">{t('title')}</span></Link>
        <div className="ml-auto flex items-center gap-1">
          {email && <span className="hidden text-sm text-text-secondary lg:inline">{t('signedInAs', { email })}</span>}
          <button type="button" className="icon-button gap-1 px-2 text-sm" lang={other} aria-label={t('language.toggleLabel')} onClick={() => void switchLanguage()}>
            <Languages aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('language.toggle')}</span>
          </button>
          <Link to="/" className="icon-button gap-1 px-2 text-sm" aria-label={t('nav.toStore')}>
            <Store aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('nav.toStore')}</span>
          </Link>
        </div>
      </header>
      <div className="mx-auto flex max-w-[96rem]">
        {email && (
          <nav
            id="admin-nav"
            aria-label={t('nav.label')}
            className={`${menuOpen ? 'block' : 'hidden'} fixed inset-x-0 top-16 z-20 border-b border-border bg-raised p-3 md:sticky md:inset-x-auto md:top-16 md:z-0 md:block md:self-start md:h-[calc(100dvh-4rem)] md:w-56 md:shrink-0 md:border-b-0 md:border-r md:bg-page`}
          >
            <ul className="flex flex-col gap-1">
              {SCREENS.map(({ path, nav, icon: Icon }) => (
                <li key={nav}>
                  <NavLink
                    to={path ? `/admin/${path}` : '/admin'}
                    end={!path}
                    className={({ isActive }) => `flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium ${isActive ? 'bg-overlay text-text' : 'text-text-secondary hover:bg-overlay hover:text-text'}`}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`nav.${nav}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none md:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
