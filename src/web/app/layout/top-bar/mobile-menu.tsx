/**
 * The collapsible menu below 768 px (spec §2, NAV-23, NAV-24): search, the account items, Games and
 * Subscriptions groups and Pixels, behind a hamburger button. Escape closes it and focus returns to the
 * button; the page behind does not scroll while it is open. Its content loads on first open.
 */
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { useLocation } from 'react-router';

export const loadMobileMenuPanel = () => import('./mobile-menu-panel.js');
const MobileMenuPanel = lazy(loadMobileMenuPanel);

export function MobileMenu({ showSearch }: { showSearch: boolean }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const close = () => setOpen(false);

  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="md:hidden" data-menu="mobile">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label={t('nav.mobileLabel')}
        className="fixed inset-x-0 bottom-0 top-16 overflow-y-auto overscroll-contain border-t border-border bg-page px-4 pb-10 pt-4"
      >
        {open && (
          <Suspense fallback={<div className="skeleton h-40 rounded-card" aria-hidden="true" />}>
            <MobileMenuPanel showSearch={showSearch} onNavigate={close} />
          </Suspense>
        )}
      </nav>
    </div>
  );
}
