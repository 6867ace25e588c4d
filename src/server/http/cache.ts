/** HTTP cache lifetimes of public reads (spec §9): a CDN or the browser may keep them this long. */
import type { Context } from 'hono';

/** Cache-Control of a public read (http/json-snapshot.ts sends it with the answer). */
export function publicCacheControl(seconds: number): string {
  return `public, max-age=${seconds}, stale-while-revalidate=${Math.min(seconds, 300)}`;
}

/** A file whose address names its content (a build's hashed asset, an upload's SHA-256): it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function neverCache(c: Context): void {
  c.header('Cache-Control', 'private, no-store');
}
