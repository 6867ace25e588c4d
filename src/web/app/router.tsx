/**
 * The routes of spec §2 (ROUTE-01..24), each page a lazy chunk. Unknown paths redirect to /. News and the
 * static pages are built in routes/news and routes/static: they are picked up by path as they land.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation.js';
import ErrorPage from '../routes/error/error-page.js';
import { AppFallback } from './layout/page-fallback.js';
import { RootLayout } from './layout/root-layout.js';
import { RenderFailure } from './render-failure.js';
import { SessionGate } from './session-gate.js';

type PageModule = { default: ComponentType };

const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const teamPages = import.meta.glob<PageModule>(['../routes/news/*-page.tsx', '../routes/static/*-page.tsx']);

/** A page another team builds; until its file exists the route shows the generic error page. */
const teamPage = (path: string) => async () => {
  const load = teamPages[path];
  return { Component: load ? (await load()).default : ErrorPage };
};

const staticPage = (urlPath: string, file: string): RouteObject => ({
  path: urlPath,
  lazy: teamPage(`../routes/static/${file}-page.tsx`),
});

export const routes: RouteObject[] = [
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
          { path: 'news', lazy: teamPage('../routes/news/news-list-page.tsx') },
          { path: 'new', lazy: teamPage('../routes/news/news-item-page.tsx') },
          staticPage('help', 'help'),
          staticPage('aboutUs', 'about-us'),
          staticPage('collaborate', 'collaborate'),
          staticPage('privacy', 'privacy'),
          staticPage('terms', 'terms'),
          staticPage('cookies', 'cookies'),
          staticPage('legal', 'legal'),
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

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to));
  return router;
}
