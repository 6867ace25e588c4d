/**
 * Public pages drawn on the server (issue 13 §1, docs/decisions/0027): the storefront's server bundle
 * (dist/ssr/entry-server.js, built by `npm run build`) renders the page with its data, which goes into the
 * shell with the head tags of seo.routes.ts. A visitor's page is kept ready for a few seconds per address
 * and language, and dropped when the catalogue changes. Without the bundle (not built) every page is the
 * shell, as before.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { STORED_ITEMS } from '../../../shared/storage-inventory.js';
import type { Language } from '../../../shared/constants.js';
import { etagOf } from '../../http/json-snapshot.js';
import { PROJECT_ROOT } from '../../paths.js';

/** The server bundle's entry (src/web/entry-server.tsx), typed here: the server never compiles web code. */
interface ServerEntry {
  SSR_STATE_ID: string;
  renderPage(input: { url: string; origin: string; language: Language; api: (input: string, init: RequestInit) => Promise<Response> }): Promise<
    { kind: 'page'; html: string; state: string } | { kind: 'shell'; error?: unknown }
  >;
}

export const SSR_ENTRY_FILE = join(PROJECT_ROOT, 'dist', 'ssr', 'entry-server.js');

/** The pages drawn on the server; every other page (account, checkout, admin) is drawn by the browser. */
export const SERVER_DRAWN_PAGES = new Set(['/', '/search', '/product', '/news', '/new', '/help', '/aboutUs', '/collaborate', '/privacy', '/terms', '/cookies', '/legal']);

const SESSION_COOKIE = STORED_ITEMS.session.name;

/** A signed-in shopper (or one whose session may still hold) gets the shell: their pages depend on who they are. */
export function mayBeSignedIn(cookieHeader: string | undefined): boolean {
  return cookieHeader?.includes(SESSION_COOKIE) ?? false;
}

let loaded: Promise<ServerEntry> | undefined;

/**
 * The server bundle, imported once per process: a rebuild under a running server takes a restart. (Not
 * re-imported under another address: its chunks import the entry by its plain address, and a second copy
 * of it in the process would route the first copy's API calls.)
 */
export function serverEntry(): Promise<ServerEntry | undefined> {
  if (!loaded && !existsSync(SSR_ENTRY_FILE)) return Promise.resolve(undefined);
  loaded ??= import(pathToFileURL(SSR_ENTRY_FILE).href) as Promise<ServerEntry>;
  return loaded;
}

/**
 * The rendered page in the shell: markup inside #root, the data for the browser's query cache after it.
 * The application's modules are not preloaded: a drawn page shows without them, so its start script asks
 * for them after the first paint (src/web/start.ts, decision 0032), and the style sheet, the text font and
 * the largest image have a slow line to themselves until then. The shell, which shows nothing until its
 * scripts run, keeps its preloads.
 */
export function fillShell(shell: string, page: { html: string; state: string }, stateId: string): string {
  return shell
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    // A function, not a string: in a replacement string `$&`, `$'`, `` $` `` and `$$` are patterns, and the page's
    // text and data are the catalogue's (a title with "$'" would paste the rest of the shell into the page).
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div><script type="application/json" id="${stateId}">${page.state}</script>`,
    );
}

export interface ReadyPage {
  body: Uint8Array<ArrayBuffer>;
  /** The same body gzipped once, for the many readers that take it (the compress middleware skips it). */
  gzipped: Uint8Array<ArrayBuffer>;
  /** Weak: one tag for both encodings of the same page. */
  etag: string;
  expiresAt: number;
}

/** How long a visitor's page is served as it was drawn (the data behind it is memoised 5 s by the API too). */
export const PAGE_CACHE_MS = 10_000;
const PAGE_CACHE_MAX = 500;
/**
 * Pages drawn at the same time, at most. A drawing costs about 0.1 s of CPU (docs/benchmarks.md), and any
 * new address (a query nobody asked for before) is a new drawing: beyond this many, a page comes as the
 * shell and the browser draws it, as before server rendering, so a flood of new addresses cannot take the
 * CPU from everyone else.
 */
export const MAX_DRAWINGS = 4;

type Draw = () => Promise<string | undefined>;

/**
 * Drawn pages for visitors, per key (language and address); forgotten all at once when the data changes.
 * One drawing per key at a time: readers who ask while it is drawn wait for the same one.
 */
export class PageCache {
  private readonly pages = new Map<string, ReadyPage>();
  private readonly drawing = new Map<string, Promise<ReadyPage | undefined>>();
  /** Counts the clears: a drawing begun before the data changed is given to those who asked for it, never kept. */
  private generation = 0;
  /** Drawings under way, those begun before a clear included: the cap counts them all. */
  private inFlight = 0;

  /** The page, ready or drawn now by `draw` (its HTML, or undefined for the shell); undefined for the shell. */
  take(key: string, draw: Draw, now = Date.now()): ReadyPage | Promise<ReadyPage | undefined> | undefined {
    const page = this.pages.get(key);
    if (page && page.expiresAt > now) return page;
    if (page) this.pages.delete(key);
    const pending = this.drawing.get(key);
    if (pending) return pending;
    if (this.inFlight >= MAX_DRAWINGS) return undefined;
    const generation = this.generation;
    this.inFlight += 1;
    const drawn = draw()
      .then((html) => (html === undefined ? undefined : this.keep(key, html, generation)))
      .finally(() => {
        this.inFlight -= 1;
        if (this.drawing.get(key) === drawn) this.drawing.delete(key);
      });
    this.drawing.set(key, drawn);
    return drawn;
  }

  private keep(key: string, html: string, generation: number): ReadyPage {
    const body = Buffer.from(html, 'utf8');
    const gzipped = gzipSync(body) as Buffer<ArrayBuffer>;
    const page = { body, gzipped, etag: `W/${etagOf(body)}`, expiresAt: Date.now() + PAGE_CACHE_MS };
    if (generation !== this.generation) return page;
    if (this.pages.size >= PAGE_CACHE_MAX) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, page);
    return page;
  }

  /** The data behind the pages changed: nothing drawn before now is served again. */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.drawing.clear();
  }
}
