/**
 * The demo catalogue loaded by `seed.ts` into an empty database: 100 products (games on every PC launcher and
 * console, streaming subscriptions, top-ups, gift cards, other services and three mystery bundles), 8 news items
 * and 6 Instagram posts. Titles, studios and publishers of games are invented.
 */
import type { DemoCatalog } from './catalog-types.js';
import { bundles } from './demo/bundles.js';
import { consoleGames } from './demo/games-console.js';
import { pcLauncherGames } from './demo/games-pc.js';
import { steamGames } from './demo/games-steam.js';
import { instagramPosts } from './demo/instagram.js';
import { news } from './demo/news.js';
import { services } from './demo/services.js';

export const demoCatalog: DemoCatalog = {
  products: [...steamGames, ...pcLauncherGames, ...consoleGames, ...services, ...bundles],
  news,
  instagramPosts,
};
