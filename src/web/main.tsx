import './lib/zod-without-eval.js';
import '@fontsource-variable/inter/wght.css';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from './lib/react-dom-client.js';
import { App } from './app/app.js';
import { createQueryClient } from './app/query-client.js';
import { createAppRouter, loadMatchedRoutes } from './app/router.js';
import { currentLanguage, i18n, i18nReady } from './i18n/i18n.js';
import { beginHydration } from './lib/deferred-hydration.js';
import { SSR_STATE_ID, type SsrState } from './ssr-state.js';

const container = document.getElementById('root')!;

/** The data of a server-drawn page (entry-server.tsx), when the page is one. */
function serverState(): SsrState | undefined {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return undefined;
  }
}

async function start(): Promise<void> {
  const state = serverState();
  const queryClient = createQueryClient();
  if (state) await i18nReady;
  // Hydrate only what the browser would draw the same: the language it picks (a choice kept in local
  // storage, which the server cannot see, may differ) is the one the page was drawn in. Otherwise (and
  // for the pages the server does not draw) the browser draws the page, as before.
  if (state && currentLanguage() === state.language) {
    await Promise.all([i18n.loadNamespaces(state.namespaces), loadMatchedRoutes(window.location)]);
    hydrate(queryClient, state.queries);
    const router = createAppRouter();
    beginHydration(() => {
      document.documentElement.dataset.hydrated = 'server';
    });
    hydrateRoot(container, <StrictMode><App router={router} queryClient={queryClient} drawnBy="server" /></StrictMode>);
    return;
  }
  createRoot(container).render(<StrictMode><App router={createAppRouter()} queryClient={queryClient} drawnBy="browser" /></StrictMode>);
}

void start();
