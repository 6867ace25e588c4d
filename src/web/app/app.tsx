/** The storefront's root: query cache (persisted product reads), translations and the router. */
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { TranslatorProvider } from '../i18n/react.js';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../i18n/i18n.js';
import { markRootHydrated } from '../lib/deferred-hydration.js';
import { AppFallback } from './layout/page-fallback.js';
import { persistOptions } from './query-client.js';
import type { createAppRouter } from './router.js';

/**
 * The router and the query cache are made once for the page's life, outside React (main.tsx): StrictMode
 * may run state initialisers twice, openProduct() must reach the router that is on screen, and a
 * server-drawn page's data goes into the cache before the first render.
 */
export function App({ router, queryClient, drawnBy }: { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient; drawnBy: 'server' | 'browser' }) {
  useEffect(() => {
    // The page answers clicks from here on (the end-to-end tests wait for it), and says who drew it first;
    // a server-drawn page once the parts below its first screen have hydrated too (deferred-hydration.ts).
    if (drawnBy === 'server') markRootHydrated();
    else document.documentElement.dataset.hydrated = drawnBy;
  }, [drawnBy]);
  return (
    <TranslatorProvider translator={i18n}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        {/* The reader's texts load before the first render (i18n.ts). */}
        <Suspense fallback={<AppFallback />}>
          <RouterProvider router={router} />
        </Suspense>
      </PersistQueryClientProvider>
    </TranslatorProvider>
  );
}
