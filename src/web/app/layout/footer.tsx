/**
 * Footer (spec §2 Home, HOME-26..29): quick links, legal links and the newsletter sign-up. The sign-up's
 * code (the form, its result dialog and its call) is a chunk of its own, fetched as the page starts and
 * hydrated after the first screen: a footer is seldom on it (issue 13, home's initial JavaScript).
 */
import { lazy, useId } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { Link } from 'react-router';
import { HydrateLater } from '../../components/hydrate-later.js';
import { DEFERRED_PART } from '../../lib/deferred-hydration.js';
import { BRAND_NAME } from '../../lib/ui-constants.js';
import { Logo } from './top-bar/logo.js';

const NewsletterForm = lazy(() => import('../../features/newsletter/components/newsletter-form.js').then((module) => ({ default: module.NewsletterForm })));

const QUICK_LINKS = [
  { to: '/search', key: 'search' },
  { to: '/aboutUs', key: 'aboutUs' },
  { to: '/collaborate', key: 'collaborate' },
  { to: '/help', key: 'help' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy', key: 'privacy' },
  { to: '/terms', key: 'terms' },
  { to: '/cookies', key: 'cookies' },
  { to: '/legal', key: 'legal' },
] as const;

function LinkColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold text-text">{title}</h2>
      <ul className="mt-2 flex flex-col">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-11 items-center text-sm text-text-secondary transition-colors hover:text-link md:min-h-9">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-raised" data-footer="" {...DEFERRED_PART}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6 lg:grid-cols-[1.2fr_0.8fr_0.8fr_1.6fr]">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-text-secondary">{t('footer.tagline')}</p>
        </div>
        <LinkColumn
          title={t('footer.quickLinks')}
          links={QUICK_LINKS.map((link) => ({ to: link.to, label: t(`footer.links.${link.key}`) }))}
        />
        <LinkColumn
          title={t('footer.legal')}
          links={LEGAL_LINKS.map((link) => ({ to: link.to, label: t(`footer.links.${link.key}`) }))}
        />
        <section aria-labelledby="footer-newsletter" data-newsletter="">
          <h2 id="footer-newsletter" className="mb-2 text-sm font-semibold text-text">{t('newsletter.title')}</h2>
          {/* The fallback keeps the form's height while its code loads, on pages the browser draws: nothing below it moves. */}
          <HydrateLater selector="[data-newsletter-form]" fallback={<div className="min-h-[9.5rem] sm:min-h-[6.5rem]" />}>
            <div data-newsletter-form="" {...DEFERRED_PART}>
              <NewsletterForm />
            </div>
          </HydrateLater>
        </section>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-text-muted md:flex-row md:justify-between md:px-6">
          <p>{t('footer.copyright', { year, brand: BRAND_NAME })}</p>
          <p>{t('footer.vatNote')}</p>
        </div>
      </div>
    </footer>
  );
}
