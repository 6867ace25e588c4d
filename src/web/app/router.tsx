/**
 * The routes of spec §2 (ROUTE-01..24), each page a lazy chunk. Unknown paths redirect to /.
 * /admin/* is the back office (src/admin, decision 0020): a lazy entry of a few hundred bytes that loads the
 * back office only for an operator and otherwise redirects to / like an unknown path.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation.js';
import ErrorPage from '../routes/error/error-page.js';
import { AppFallback } from './layout/page-fallback.js';
import { RootLayout } from './layout/root-layout.js';
import { RenderFailure } from './render-failure.js';
import { SessionGate } from './session-gate.js';

type PageModule = { default: ComponentType };

const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const staticPage = (urlPath: string, load: () => Promise<PageModule>): RouteObject => ({ path: urlPath, lazy: page(load) });

export const routes: RouteObject[] = [
  { path: 'admin/*', errorElement: <RenderFailure />, hydrateFallbackElement: <AppFallback />, lazy: page(() => import('../../admin/admin-entry.js')) },
  {
    element: <RootLayout />,
    errorElement: <RenderFailure />,
    hydrateFallbackElement: <AppFallback />,
    children: [
      {
        errorElement: <RenderFailure />,
        children: [
          { index: true, lazy: page(() => import('../routes/home/home-page.js')) },
          { path: 'search', lazy: page(() => import('../routes/search/search-page.js')) },
          { path: 'product', lazy: page(() => import('../routes/product/product-page.js')) },
          { path: 'news', lazy: page(() => import('../routes/news/news-list-page.js')) },
          { path: 'new', lazy: page(() => import('../routes/news/news-item-page.js')) },
          staticPage('help', () => import('../routes/static/help-page.js')),
          staticPage('aboutUs', () => import('../routes/static/about-us-page.js')),
          staticPage('collaborate', () => import('../routes/static/collaborate-page.js')),
          staticPage('privacy', () => import('../routes/static/privacy-page.js')),
          staticPage('terms', () => import('../routes/static/terms-page.js')),
          staticPage('cookies', () => import('../routes/static/cookies-page.js')),
          staticPage('legal', () => import('../routes/static/legal-page.js')),
          { path: 'error', element: <ErrorPage /> },
          { path: 'setpassword', lazy: page(() => import('../routes/account/set-password-page.js')) },
          { path: 'resetpassword', lazy: page(() => import('../routes/account/reset-password-page.js')) },
          {
            element: <SessionGate allow="signed-out" redirectTo="/" />,
            children: [
              { path: 'login', lazy: page(() => import('../routes/account/login-page.js')) },
              { path: 'signup', lazy: page(() => import('../routes/account/signup-page.js')) },
            ],
          },
          {
            element: <SessionGate allow="signed-in" redirectTo="/login" />,
            children: [{ path: 'profile', lazy: page(() => import('../routes/account/profile-page.js')) }],
          },
          {
            element: <SessionGate allow="signed-in" redirectTo="/" />,
            children: [{ path: 'checkout', lazy: page(() => import('../routes/checkout/checkout-page.js')) }],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy pages the address matches and puts them in place, so a server-drawn page hydrates with
 * its components at hand instead of drawing the fallback (React Router's manual server rendering).
 */
export async function loadMatchedRoutes(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }));
}

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to));
  return router;
}
