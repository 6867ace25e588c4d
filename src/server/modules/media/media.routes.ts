/**
 * Generated artwork (covers, banners, screenshots, news and Instagram images) served from the app:
 * nothing is fetched from the internet. /media/art/<kind>/<name>.svg; the title comes from the catalogue.
 * Uploaded images (decision 0026) at /media/<sha256>.webp, from DATA_DIR/media.
 */
import { readFile } from 'node:fs/promises';
import type { Context, Next } from 'hono';
import { join } from 'node:path';
import { UPLOADED_MEDIA_FILE } from '../../../shared/contracts/admin/media.js';
import { IMMUTABLE } from '../../http/cache.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { ARTWORK_SIZE, renderArtwork, type ArtworkKind } from './artwork.js';
import { mediaDir } from './uploads.js';

const KINDS = new Set<string>(Object.keys(ARTWORK_SIZE));
const NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,120}$/;
/** Art changes only when a title does: let browsers keep it for a day and revalidate by ETag. */
const ART_CACHE_SECONDS = 86_400;
const MAX_CACHED = 5_000;
/** /media/art/<kind>/<file> and /media/<file>: what the two parameters of each were. */
const ART_PATH = /^\/media\/art\/([^/]+)\/([^/]+)$/;
const UPLOAD_PATH = /^\/media\/([^/]+)$/;

interface Caption { title?: string; subtitle?: string }


export function registerMediaRoutes(app: AppHono, { database, env }: AppDeps): void {
  const rendered = new Map<string, string>();
  const uploads = mediaDir(env.DATA_DIR);

  async function serveUpload(c: Context, next: Next, file: string) {
    if (!UPLOADED_MEDIA_FILE.test(file)) return next();
    const bytes = await readFile(join(uploads, file)).catch(() => null);
    if (!bytes) return next();
    c.header('Content-Type', 'image/webp');
    c.header('Cache-Control', IMMUTABLE); // an upload's name is its content's hash
    return c.body(bytes);
  }

  async function captionFor(kind: ArtworkKind, name: string): Promise<Caption | undefined> {
    if (kind === 'insta') return {};
    if (kind === 'news') {
      const [row] = await database.query<{ name: { en: string } }>('select name from news where slug = $1', [name], 'media.news');
      return row ? { title: row.name.en } : undefined;
    }
    const slug = kind === 'shot' ? name.replace(/-\d+$/, '') : name;
    const [row] = await database.query<{ title: { en: string }; platform: string }>(
      'select title, platform from products where slug = $1', [slug], 'media.product');
    return row ? { title: row.title.en, subtitle: row.platform } : undefined;
  }

  async function serveArt(c: Context, next: Next, kind: string, file: string) {
    const name = file.replace(/\.svg$/, '');
    if (!KINDS.has(kind) || !file.endsWith('.svg') || !NAME_PATTERN.test(name)) return next();
    const key = `${kind}/${name}`;
    let svg = rendered.get(key);
    if (svg === undefined) {
      const caption = await captionFor(kind as ArtworkKind, name);
      if (!caption) return next();
      svg = renderArtwork({ kind: kind as ArtworkKind, seed: name, ...caption });
      if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value as string);
      rendered.set(key, svg);
    }
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', `public, max-age=${ART_CACHE_SECONDS}`);
    return c.body(svg);
  }

  // Wildcards that read their names from the path: `/media/:file` beside `/media/art/:kind/:file` is a pair the
  // app's router (Hono's RegExpRouter, app.ts) cannot hold, a parameter and a word at the same step. Metrics
  // count each under its own pattern (routeLabel).
  // An unknown file goes on to the 404 of /media/* (app.ts), in the error shape.
  app.get('/media/art/*', (c, next) => {
    const art = ART_PATH.exec(c.req.path);
    return art ? serveArt(c, next, art[1]!, art[2]!) : next();
  });
  app.get('/media/*', (c, next) => {
    const upload = UPLOAD_PATH.exec(c.req.path);
    return upload ? serveUpload(c, next, upload[1]!) : next();
  });
}
