/** The visitors' page cache of decision 0027: one drawing per page, a cap on drawings at once, expiry. */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { MAX_DRAWINGS, PAGE_CACHE_MS, PageCache, type ReadyPage } from './page-render.js';

/** A drawing the test finishes when it wants. */
function pendingDrawing() {
  let finish!: (html: string | undefined) => void;
  const draw = vi.fn(() => new Promise<string | undefined>((resolve) => { finish = resolve; }));
  return { draw, finish: (html: string | undefined) => finish(html) };
}

describe('PageCache', () => {
  it('readers of a page being drawn wait for the same drawing; then it is served ready, weakly tagged, gzipped once', async () => {
    const cache = new PageCache();
    const { draw, finish } = pendingDrawing();
    const first = cache.take('en /', draw);
    const second = cache.take('en /', draw);
    expect(second).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
    finish('<p>home</p>');
    const page = (await first) as ReadyPage;
    expect(Buffer.from(page.body).toString()).toBe('<p>home</p>');
    expect(gunzipSync(page.gzipped).toString()).toBe('<p>home</p>');
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(cache.take('en /', draw)).toBe(page);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it(`draws at most ${MAX_DRAWINGS} pages at once: a new address beyond that gets the shell without a drawing`, async () => {
    const cache = new PageCache();
    const drawings = Array.from({ length: MAX_DRAWINGS }, () => pendingDrawing());
    const taken = drawings.map(({ draw }, index) => cache.take(`en /?n=${index}`, draw));
    const refused = vi.fn(async () => '<p>never</p>');
    expect(cache.take('en /?n=extra', refused)).toBeUndefined();
    expect(refused).not.toHaveBeenCalled();
    // A page already being drawn is still shared, cap or not.
    expect(cache.take('en /?n=0', refused)).toBe(taken[0]);

    drawings[0]!.finish('<p>0</p>');
    await taken[0];
    expect(await cache.take('en /?n=extra', refused)).toMatchObject({ etag: expect.any(String) });
    expect(refused).toHaveBeenCalledTimes(1);
    for (const drawing of drawings.slice(1)) drawing.finish(undefined);
    await Promise.all(taken);
  });

  it('a page that is not drawn (the shell) is not kept: the next reader tries again', async () => {
    const cache = new PageCache();
    const draw = vi.fn(async () => undefined);
    expect(await cache.take('es /product?id=999', draw)).toBeUndefined();
    expect(await cache.take('es /product?id=999', draw)).toBeUndefined();
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it(`a page is drawn again after ${PAGE_CACHE_MS / 1000} s, and at once after clear() (the catalogue changed)`, async () => {
    const cache = new PageCache();
    const draw = vi.fn(async () => '<p>page</p>');
    const page = (await cache.take('en /news', draw)) as ReadyPage;
    expect(cache.take('en /news', draw, page.expiresAt - 1)).toBe(page);
    await cache.take('en /news', draw, page.expiresAt + 1);
    expect(draw).toHaveBeenCalledTimes(2);
    cache.clear();
    await cache.take('en /news', draw);
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('a drawing begun before clear() goes to those who asked for it but is not kept; later readers get a new drawing', async () => {
    const cache = new PageCache();
    const old = pendingDrawing();
    const before = cache.take('en /product?id=1', old.draw);
    cache.clear(); // Keys were imported while the page was being drawn with the old stock.
    const fresh = vi.fn(async () => '<p>in stock</p>');
    const after = cache.take('en /product?id=1', fresh);
    expect(after).not.toBe(before);
    old.finish('<p>sold out</p>');
    expect(Buffer.from(((await before) as ReadyPage).body).toString()).toBe('<p>sold out</p>');
    expect(Buffer.from(((await after) as ReadyPage).body).toString()).toBe('<p>in stock</p>');
    expect(Buffer.from((cache.take('en /product?id=1', fresh) as ReadyPage).body).toString()).toBe('<p>in stock</p>');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it(`drawings begun before clear() still count toward the cap of ${MAX_DRAWINGS}`, async () => {
    const cache = new PageCache();
    const drawings = Array.from({ length: MAX_DRAWINGS }, () => pendingDrawing());
    const taken = drawings.map(({ draw }, index) => cache.take(`en /?n=${index}`, draw));
    cache.clear();
    const refused = vi.fn(async () => '<p>never</p>');
    expect(cache.take('en /?n=0', refused)).toBeUndefined();
    expect(refused).not.toHaveBeenCalled();
    for (const drawing of drawings) drawing.finish(undefined);
    await Promise.all(taken);
    expect(await cache.take('en /?n=0', refused)).toMatchObject({ etag: expect.any(String) });
  });
});
