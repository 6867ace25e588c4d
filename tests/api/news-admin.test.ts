/**
 * The news in the back office (issue 12 §7) on the real HTTP app and database (PGlite, or PostgreSQL with
 * DATABASE_URL): the gate, input checks, a news item written in es and en, published, changed, scheduled
 * and unpublished, seen through the storefront's own reads (getNews, getNew, the sitemap and the page's head
 * tags), slug clashes, and one audit row per write with the state before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminNewsResponseSchema, ListAdminNewsResponseSchema, type NewsInput } from '../../src/shared/contracts/admin/news.js';
import { ErrorBodySchema } from '../../src/shared/contracts/common.js';
import { GetNewsResponseSchema, NewsItemSchema } from '../../src/shared/contracts/get-news.js';
import { adminRead, adminWrite, auditCount, writeAudited, type OperatorClient, closeAdminTestBench, startAdminTestBench } from '../support/admin-client.js';
import { authClient, type AuthClient } from '../support/auth-client.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import type { TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let operator: OperatorClient;
let shopper: AuthClient & { email: string };

beforeAll(async () => {
  ({ store, mail, operator, shopper } = await startAdminTestBench());
});

afterAll(() => closeAdminTestBench({ store, mail }));

const CALLS = [
  { method: 'GET', name: 'listAdminNews' }, { method: 'GET', name: 'getAdminNews' }, { method: 'POST', name: 'createNews' },
  { method: 'POST', name: 'updateNews' }, { method: 'POST', name: 'publishNews' }, { method: 'POST', name: 'unpublishNews' },
] as const;

let unique = 0;
/** A news input with a name and slug no seeded item has (`word` is searched for). */
function newsInput(word: string, changes: Partial<NewsInput> = {}): NewsInput {
  unique += 1;
  const slug = `${word.toLowerCase()}-${unique}`;
  return {
    name: { es: `${word}: la gran noticia ${unique}`, en: `${word}: the big news ${unique}` },
    content: { es: 'Texto con **negrita**.\n\n• Uno\n• Dos', en: 'Text with **bold**.\n\n• One\n• Two' },
    slug,
    image_url: `/media/art/news/${slug}.svg`,
    ...changes,
  };
}

const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error;
const newsOf = async (response: Response) => AdminNewsResponseSchema.parse(await response.json()).news;

async function audited(name: string, body: unknown) {
  const { response, row } = await writeAudited(store.database, operator, name, body);
  return { news: await newsOf(response), row };
}

const publicList = async () => GetNewsResponseSchema.parse(await (await store.get('/api/getNews')).json());
const publicIds = async () => (await publicList()).map((item) => item.id);
const publicItem = (id: number) => store.get(`/api/getNew?id=${id}`);
const sitemap = async () => (await store.get('/sitemap.xml')).text();
const page = async (path: string) => (await store.get(path)).text();
const inFuture = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe('the gate (decision 26)', () => {
  it('a visitor and a shopper get the 404 of an unknown call on every news call, before the input is read', async () => {
    for (const client of [authClient(store), shopper]) {
      for (const { method, name } of CALLS) {
        const response = method === 'GET' ? await client.get(`/api/admin/${name}?id=1`) : await client.post(`/api/admin/${name}`, { id: 1 });
        expect(response.status, `${method} ${name}`).toBe(404);
        expect(await errorOf(response)).toEqual({ code: 'not_found', message: `No API call ${method} /api/admin/${name}`, details: {} });
      }
    }
  });
});

describe('input checks', () => {
  it('bad input gets a 400 with the error shape naming the field; an unknown id a 404; nothing is written', async () => {
    const before = await auditCount(store.database);
    const cases: [Promise<Response>, string][] = [
      [adminWrite(operator, 'createNews', { news: newsInput('Bad', { slug: 'Bad Slug' }) }), 'news.slug'],
      [adminWrite(operator, 'createNews', { news: newsInput('Bad', { slug: '-bad--slug-' }) }), 'news.slug'],
      [adminWrite(operator, 'createNews', { news: newsInput('Bad', { slug: '' }) }), 'news.slug'],
      [adminWrite(operator, 'createNews', { news: newsInput('Bad', { name: { es: ' ', en: '' } }) }), 'news.name'],
      [adminWrite(operator, 'createNews', { news: newsInput('Bad', { content: { es: '', en: 'x'.repeat(20_001) } }) }), 'news.content.en'],
      [adminWrite(operator, 'createNews', { news: newsInput('Bad', { image_url: 'https://elsewhere.example/news.png' }) }), 'news.image_url'],
      [adminWrite(operator, 'createNews', { news: { name: { es: 'a', en: 'b' } } }), 'news.slug'],
      [adminWrite(operator, 'updateNews', { id: 'abc', news: newsInput('Bad') }), 'id'],
      [adminWrite(operator, 'publishNews', { id: 1, published_at: 'tomorrow' }), 'published_at'],
      [adminWrite(operator, 'publishNews', { id: 1, published_at: '1990-01-01T00:00:00Z' }), 'published_at'],
      [adminWrite(operator, 'publishNews', { id: 1 }), 'published_at'],
      [adminWrite(operator, 'unpublishNews', { id: -4 }), 'id'],
      [adminRead(operator, 'listAdminNews', { status: 'draft' }), 'status'],
      [adminRead(operator, 'listAdminNews', { sort: 'random' }), 'sort'],
      [adminRead(operator, 'listAdminNews', { page_size: 7 }), 'page_size'],
      [adminRead(operator, 'getAdminNews', { id: 0 }), 'id'],
    ];
    for (const [pending, parameter] of cases) {
      const response = await pending;
      expect(response.status, parameter).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_input');
      expect(error.details.issues?.map((issue) => issue.parameter), parameter).toContain(parameter);
    }
    for (const [name, body] of [
      ['updateNews', { id: 2_000_000_000, news: newsInput('Gone') }], ['publishNews', { id: 2_000_000_000, published_at: inFuture(0) }],
      ['unpublishNews', { id: 2_000_000_000 }],
    ] as const) {
      const response = await adminWrite(operator, name, body);
      expect(response.status, name).toBe(404);
      expect((await errorOf(response)).code).toBe('not_found');
    }
    expect((await adminRead(operator, 'getAdminNews', { id: 2_000_000_000 })).status).toBe(404);
    expect(await auditCount(store.database)).toBe(before);
  });
});

describe('write, publish, change and unpublish', () => {
  it('ENT-24, I18N-07, API-07, API-08: a new item is not published: the storefront has none of it until it is published, then shows it at once; one audit row each', async () => {
    const input = newsInput('Glimmer');
    const { news, row } = await audited('createNews', { news: input });
    expect(news).toMatchObject({ slug: input.slug, name: input.name, content: input.content, image_url: input.image_url, published_at: null, status: 'unpublished' });
    expect(row).toMatchObject({ action: 'news.create', actor_id: operator.id, target_type: 'news', target_id: String(news.id), before: null });
    expect(row.after).toMatchObject({ id: news.id, name: input.name, status: 'unpublished' });

    expect(await publicIds()).not.toContain(news.id);
    expect((await publicItem(news.id)).status).toBe(404);
    expect(await sitemap()).not.toContain(`/new?id=${news.id}</loc>`);

    const etag = (await store.get('/api/getNews')).headers.get('etag');
    const at = new Date(Date.now() - 60_000).toISOString();
    const published = await audited('publishNews', { id: news.id, published_at: at });
    expect(published.news).toMatchObject({ published_at: at, status: 'published' });
    expect(published.row).toMatchObject({
      action: 'news.publish', before: { published_at: null, status: 'unpublished' }, after: { published_at: at, status: 'published' },
    });

    const list = await store.get('/api/getNews');
    expect(list.headers.get('etag')).not.toBe(etag);
    const shown = GetNewsResponseSchema.parse(await list.json()).find((item) => item.id === news.id);
    expect(shown).toEqual({ id: news.id, name: input.name, content: input.content, image_url: input.image_url, date: at.replace(/\.\d{3}Z$/, 'Z') });
    expect(NewsItemSchema.parse(await (await publicItem(news.id)).json())).toEqual(shown);
    expect(await sitemap()).toContain(`/new?id=${news.id}</loc>`);
    expect(await page(`/new?id=${news.id}&lng=en`)).toContain(`<title>${input.name.en} · Pixelkeys</title>`);

    // The admin list finds it by name, slug and id, under its status.
    for (const q of ['glimmer', input.slug, String(news.id)]) {
      const found = ListAdminNewsResponseSchema.parse(await (await adminRead(operator, 'listAdminNews', { q, status: 'published' })).json());
      expect(found.rows.map((entry) => entry.id), q).toContain(news.id);
    }
  });

  it('a change of every field shows at once on the storefront; saving the same fields records nothing', async () => {
    const { news } = await audited('createNews', { news: newsInput('Fennel') });
    await audited('publishNews', { id: news.id, published_at: new Date(Date.now() - 1000).toISOString() });
    const changed = newsInput('Fennel', {
      name: { es: 'Hinojo renovado', en: 'Fennel renewed' }, content: { es: '*Cursiva* y __subrayado__', en: '*Italic* and __underlined__' },
    });
    const updated = await audited('updateNews', { id: news.id, news: changed });
    expect(updated.news).toMatchObject({ slug: changed.slug, name: changed.name, content: changed.content, image_url: changed.image_url, status: 'published' });
    expect(updated.row).toMatchObject({ action: 'news.update', before: { slug: news.slug, name: news.name }, after: { slug: changed.slug, name: changed.name } });
    expect(NewsItemSchema.parse(await (await publicItem(news.id)).json())).toMatchObject({ name: changed.name, content: changed.content, image_url: changed.image_url });

    const before = await auditCount(store.database);
    const same = await adminWrite(operator, 'updateNews', { id: news.id, news: changed });
    expect(same.status).toBe(200);
    const again = await adminWrite(operator, 'publishNews', { id: news.id, published_at: updated.news.published_at });
    expect(again.status).toBe(200);
    expect(await auditCount(store.database)).toBe(before);
  });

  it('API-07, API-08: unpublishing hides the item from every storefront read without deleting it; it can be published again', async () => {
    const input = newsInput('Umbra');
    const { news } = await audited('createNews', { news: input });
    const at = new Date(Date.now() - 5000).toISOString();
    await audited('publishNews', { id: news.id, published_at: at });
    expect(await publicIds()).toContain(news.id);

    const { news: hidden, row } = await audited('unpublishNews', { id: news.id });
    expect(hidden).toMatchObject({ published_at: null, status: 'unpublished', name: input.name });
    expect(row).toMatchObject({ action: 'news.unpublish', before: { published_at: at, status: 'published' }, after: { published_at: null, status: 'unpublished' } });
    expect(await publicIds()).not.toContain(news.id);
    const gone = await publicItem(news.id);
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).code).toBe('not_found');
    expect(await sitemap()).not.toContain(`/new?id=${news.id}</loc>`);
    expect(await page(`/new?id=${news.id}&lng=en`)).toContain('<meta name="robots" content="noindex" />');
    // Still in the back office, with its texts.
    expect(await newsOf(await adminRead(operator, 'getAdminNews', { id: news.id }))).toMatchObject({ name: input.name, content: input.content });
    const listed = ListAdminNewsResponseSchema.parse(await (await adminRead(operator, 'listAdminNews', { q: 'umbra', status: 'unpublished' })).json());
    expect(listed.rows.map((entry) => entry.id)).toEqual([news.id]);

    // Unpublishing again changes nothing and records nothing.
    const before = await auditCount(store.database);
    expect((await adminWrite(operator, 'unpublishNews', { id: news.id })).status).toBe(200);
    expect(await auditCount(store.database)).toBe(before);

    await audited('publishNews', { id: news.id, published_at: at });
    expect(await publicIds()).toContain(news.id);
    expect((await publicItem(news.id)).status).toBe(200);
  });

  it('a future moment schedules the item: not on the storefront until then, shown once it comes', async () => {
    const { news } = await audited('createNews', { news: newsInput('Tomorrow') });
    const far = await audited('publishNews', { id: news.id, published_at: inFuture(86_400) });
    expect(far.news.status).toBe('scheduled');
    expect(far.row).toMatchObject({ action: 'news.publish', after: { status: 'scheduled' } });
    expect(await publicIds()).not.toContain(news.id);
    expect((await publicItem(news.id)).status).toBe(404);
    expect(await sitemap()).not.toContain(`/new?id=${news.id}</loc>`);
    const scheduled = ListAdminNewsResponseSchema.parse(await (await adminRead(operator, 'listAdminNews', { status: 'scheduled' })).json());
    expect(scheduled.rows.map((entry) => entry.id)).toContain(news.id);

    // Moved to three seconds from now: still hidden (four calls before the look, which a loaded machine can take
    // over a second to answer), then shown when the moment has passed, with no job to run.
    const soon = inFuture(3);
    await audited('publishNews', { id: news.id, published_at: soon });
    expect(await publicIds()).not.toContain(news.id);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(soon) - Date.now()) + 200));
    expect(await publicIds()).toContain(news.id);
    expect((await publicItem(news.id)).status).toBe(200);
    expect(await newsOf(await adminRead(operator, 'getAdminNews', { id: news.id }))).toMatchObject({ status: 'published' });
  });
});

describe('slugs', () => {
  it('a slug another item has is a 409 SLUG_TAKEN on create and update, with no audit row', async () => {
    const [seeded] = await store.database.query<{ slug: string }>('select slug from news order by id limit 1');
    const before = await auditCount(store.database);
    const clash = await adminWrite(operator, 'createNews', { news: newsInput('Clash', { slug: seeded!.slug }) });
    expect(clash.status).toBe(409);
    const error = await errorOf(clash);
    expect(error).toMatchObject({ code: 'conflict', details: { reason: 'SLUG_TAKEN', field: 'slug' } });
    expect(error.message).toContain(seeded!.slug);
    expect(await auditCount(store.database)).toBe(before);

    const { news } = await audited('createNews', { news: newsInput('Clash') });
    const count = await auditCount(store.database);
    const update = await adminWrite(operator, 'updateNews', { id: news.id, news: newsInput('Clash', { slug: seeded!.slug }) });
    expect(update.status).toBe(409);
    expect((await errorOf(update)).details).toMatchObject({ reason: 'SLUG_TAKEN' });
    expect(await auditCount(store.database)).toBe(count);
    expect((await newsOf(await adminRead(operator, 'getAdminNews', { id: news.id }))).slug).toBe(news.slug);
  });
});

describe('the list', () => {
  it('pages, filters by status and sorts by publication moment', async () => {
    const all = ListAdminNewsResponseSchema.parse(await (await adminRead(operator, 'listAdminNews', { page_size: 100 })).json());
    const [count] = await store.database.query<{ n: number }>('select count(*)::int as n from news');
    expect(all.total).toBe(count!.n);
    const first = ListAdminNewsResponseSchema.parse(await (await adminRead(operator, 'listAdminNews', { page_size: 10 })).json());
    const second = ListAdminNewsResponseSchema.parse(await (await adminRead(operator, 'listAdminNews', { page_size: 10, page: 2 })).json());
    expect(first.rows).toHaveLength(Math.min(10, all.total));
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(all.rows.slice(0, 20).map((row) => row.id));

    // Newest: items without a moment first, then the latest moment first; oldest: the reverse.
    const moments = all.rows.map((row) => row.published_at);
    const dated = moments.filter((moment): moment is string => moment !== null);
    expect(moments.slice(0, moments.length - dated.length).every((moment) => moment === null)).toBe(true);
    expect(dated).toEqual([...dated].sort().reverse());
    const oldest = ListAdminNewsResponseSchema.parse(await (await adminRead(operator, 'listAdminNews', { page_size: 100, sort: 'oldest' })).json());
    expect(oldest.rows[0]!.published_at).toBe([...dated].sort()[0]);

    for (const status of ['published', 'scheduled', 'unpublished'] as const) {
      const rows = ListAdminNewsResponseSchema.parse(await (await adminRead(operator, 'listAdminNews', { page_size: 100, status })).json()).rows;
      expect(rows.every((row) => row.status === status), status).toBe(true);
    }
    const published = ListAdminNewsResponseSchema.parse(await (await adminRead(operator, 'listAdminNews', { page_size: 100, status: 'published' })).json());
    expect(published.rows.map((row) => row.id).sort()).toEqual((await publicIds()).sort());
  });
});
