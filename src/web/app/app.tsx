/** The storefront's root: query cache (persisted product reads), translations and the router. */
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../i18n/i18n.js';
import { AppFallback } from './layout/page-fallback.js';
import { createQueryClient, persistOptions } from './query-client.js';
import { createAppRouter } from './router.js';

// One router for the page's life, made outside React: StrictMode may run state initialisers twice, and
// openProduct() must reach the router that is on screen.
const router = createAppRouter();

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        {/* The reader's texts load before the first render (i18n.ts). */}
        <Suspense fallback={<AppFallback />}>
          <RouterProvider router={router} />
        </Suspense>
      </PersistQueryClientProvider>
    </I18nextProvider>
  );
}
