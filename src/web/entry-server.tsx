/**
 * The storefront drawn on the server (issue 13 §1, docs/decisions/0027): the same routes and components as
 * the browser, through React Router's data APIs, with the page's reads made before the render and handed
 * to the browser's query cache (dehydrated), which hydrates them without asking again.
 *
 * Built by `vite build --ssr` into dist/ssr and imported lazily by the server (modules/seo/page-render.ts).
 * The page's API calls go to the calling store in-process, per render (AsyncLocalStorage): several stores
 * may share this module in one process (the tests do).
 */
import './lib/zod-without-eval.js';
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { StrictMode, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { FALLBACK_LANGUAGE, type Language } from '../shared/constants.js';
import { AppFallback } from './app/layout/page-fallback.js';
import { createQueryClient } from './app/query-client.js';
import { TranslatorProvider } from './i18n/react.js';
import { type Texts, Translator } from './i18n/translator.js';
import { routes } from './app/router.js';
import { SESSION_QUERY_KEY } from './lib/session.js';
import { routeApiCalls } from './lib/api-client.js';
import { provideServerWindow } from './lib/dom.js';
import { SSR_STATE_ID, type SsrState } from './ssr-state.js';

type Send = (input: string, init: RequestInit) => Promise<Response>;

const apiOfThisRender = new AsyncLocalStorage<Send>();
routeApiCalls(() => apiOfThisRender.getStore());
// Parsing and sanitising HTML (descriptions, excerpts) as the browser does, so both draw the same text.
provideServerWindow(new JSDOM('').window as unknown as Parameters<typeof provideServerWindow>[0]);

/** Every locale file, read once: the server never waits for a translation. */
const localeModules = import.meta.glob<{ default: Texts }>('./locales/*/*.json', { eager: true });
const texts: Partial<Record<Language, Record<string, Texts>>> = {};
for (const [path, module] of Object.entries(localeModules)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  texts[language as Language] = { ...texts[language as Language], [namespace]: module.default };
}
const baseTranslator = new Translator(FALLBACK_LANGUAGE, { texts });

const handler = createStaticHandler(routes);

/** Rounds of "render, then read what the render asked for": a read found in the last round is not waited for. */
const READ_ROUNDS = 3;

export interface RenderInput {
  /** The page's address (path and query), e.g. `/product?id=3`. */
  url: string;
  origin: string;
  language: Language;
  /** The store's own API, called in-process. */
  api: Send;
}

export type RenderOutput =
  | { kind: 'page'; html: string; state: string }
  /**
   * Not a page to draw here (a redirect, a failed read such as a missing product): the shell instead.
   * `error`: a component threw while drawing, which the server logs.
   */
  | { kind: 'shell'; error?: unknown };

/**
 * Reads the render may make: not what only the browser may read (`meta.browserOnly`: the online figure counts
 * its reader), only what is still to read (the session is not: renderPage sets it, signed out), and only what is
 * enabled.
 */
function shouldRead(query: Query): boolean {
  if (query.meta?.browserOnly === true) return false;
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The page's markup, or the error of the component that failed (the browser then draws the page, as before). */
async function renderToText(element: React.ReactElement): Promise<{ html: string } | { error: unknown }> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary inline: a large one would otherwise come as a separate piece with an inline script to
    // move it in place, which the store's Content-Security-Policy (script-src 'self') blocks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  if (errors.length > 0) return { error: errors[0] };
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return { html: Buffer.concat(chunks).toString('utf8') };
}

export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  return apiOfThisRender.run(input.api, async () => {
    const context = await handler.query(new Request(new URL(input.url, input.origin)));
    if (context instanceof Response || context.statusCode !== 200 || context.errors) return { kind: 'shell' };
    const translator = baseTranslator.inLanguage(input.language);
    const queryClient: QueryClient = createQueryClient();
    // A drawn page is only ever for a visitor with no session cookie (page-render.ts): drawn signed out, as the
    // browser then hydrates it, instead of the "session not known yet" placeholder, which the session read
    // replaced a moment later by redrawing the top bar in one synchronous task. Dated 0, it is stale at once:
    // the browser still reads the session after hydrating (a sign-in in another tab may have raced the page),
    // and redraws only if that read finds one.
    queryClient.setQueryData(SESSION_QUERY_KEY, null, { updatedAt: 0 });
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = () => (
      <StrictMode>
        <TranslatorProvider translator={translator}>
          <QueryClientProvider client={queryClient}>
            {/* The same boundaries as app.tsx, or hydration would not find the markup where it expects it. */}
            <Suspense fallback={<AppFallback />}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Suspense>
          </QueryClientProvider>
        </TranslatorProvider>
      </StrictMode>
    );
    try {
      let drawn = await renderToText(page());
      if ('error' in drawn) return { kind: 'shell', error: drawn.error };
      for (let round = 1; round < READ_ROUNDS; round++) {
        const reads = queryClient.getQueryCache().getAll().filter(shouldRead);
        if (reads.length === 0) break;
        const results = await Promise.allSettled(reads.map((query) => query.fetch()));
        // A failed read (a missing product, a store in trouble): the browser draws the page, as before.
        if (results.some((result) => result.status === 'rejected')) return { kind: 'shell' };
        drawn = await renderToText(page());
        if ('error' in drawn) return { kind: 'shell', error: drawn.error };
      }
      const namespaces = translator.usedNamespaces();
      const state: SsrState = {
        language: input.language,
        namespaces,
        queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
      };
      return { kind: 'page', html: drawn.html, state: serializeState(state) };
    } finally {
      // The client lives for this drawing only. Cleared, its queries drop their collection timers (minutes
      // long, referenced), which otherwise kept every drawing's data in memory that long and held a
      // process with nothing else to do from exiting.
      queryClient.clear();
    }
  });
}

/** JSON that cannot end its <script> element or open a comment. */
function serializeState(state: SsrState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export { SSR_STATE_ID };
