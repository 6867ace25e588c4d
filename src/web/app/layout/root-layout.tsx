/** The page frame: skip link, fixed top bar, main content, footer (landmarks: banner, main, contentinfo). */
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { Outlet } from 'react-router';
import { useSessionSync } from '../../lib/session.js';
import { useAccountLanguage } from '../../features/account/use-account-language.js';
import { useCartSession } from '../../features/cart/use-cart-session.js';
import { QuickViewHost } from '../../features/quick-view/quick-view-host.js';
import { PageFallback } from './page-fallback.js';
import { ScrollToTop } from './scroll-to-top.js';
import { TopBar } from './top-bar/top-bar.js';
import { HydrateLater } from '../../components/hydrate-later.js';

/**
 * The footer is never on the first screen (main is a screen tall): its code is a chunk of its own, not in the
 * first script, and a server-drawn footer hydrates after the first screen, in its turn (decision 0037).
 */
const Footer = lazy(() => import('./footer.js').then((module) => ({ default: module.Footer })));

/**
 * What follows the session (other tabs' sign-ins and sign-outs, the account's language, the cart's owner), in a
 * component of its own that draws nothing: when the session read comes back (after hydration, for every
 * visitor), only it and the parts that show the session draw again, not the whole page under the layout, which
 * was one long synchronous render (issue 13 §2: home's longest task after hydration).
 */
function SessionEffects(): null {
  useSessionSync();
  useAccountLanguage();
  useCartSession();
  return null;
}

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-control bg-accent px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        {t('nav.skipToContent')}
      </a>
      <ScrollToTop />
      <TopBar />
      {/* At least a screen tall (the top bar's 4rem included), so the footer starts below the first screen and a page whose content arrives later does not push a visible footer down (CLS, issue 13 §2). */}
      <main id="main" tabIndex={-1} className="min-h-dvh pt-16 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrateLater selector="[data-footer]">
        <Footer />
      </HydrateLater>
      <QuickViewHost />
      <SessionEffects />
    </>
  );
}
