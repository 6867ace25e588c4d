/** HTTP cache lifetimes of public reads (spec §9): a CDN or the browser may keep them this long. */
import type { Context } from 'hono';

export function cachePublicly(c: Context, seconds: number): void {
  c.header('Cache-Control', `public, max-age=${seconds}, stale-while-revalidate=${Math.min(seconds, 300)}`);
}

export function neverCache(c: Context): void {
  c.header('Cache-Control', 'private, no-store');
}
