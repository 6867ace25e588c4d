import { createRoute } from '@hono/zod-openapi';
import { CACHE_SECONDS, LANGUAGES, type Language } from '../../../shared/constants.js';
import { ErrorBodySchema } from '../../../shared/contracts/common.js';
import { GetInstagramPostsResponseSchema } from '../../../shared/contracts/get-instagram-posts.js';
import { GetNewQuerySchema, GetNewsResponseSchema, NewsItemSchema } from '../../../shared/contracts/get-news.js';
import { GetStatsResponseSchema } from '../../../shared/contracts/get-stats.js';
import {
  SubscribeToNewsletterBodySchema, SubscribeToNewsletterResponseSchema,
} from '../../../shared/contracts/subscribe-to-newsletter.js';
import { memoizeFor } from '../../lib/ttl-cache.js';
import { neverCache } from '../../http/cache.js';
import { clientOf } from '../../http/client-address.js';
import { consumeOrThrow } from '../../http/rate-limit.js';
import { sendJson } from '../../http/json-snapshot.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { subscribeToNewsletter } from '../newsletter/subscribe.js';
import { getStats } from '../stats/get-stats.js';
import { getNewsItem, listInstagramPosts, listNews } from './news.js';
import { jsonResponse } from '../../http/openapi-responses.js';

const json = jsonResponse;
const invalid = json(ErrorBodySchema, 'Invalid input');

const routes = {
  stats: createRoute({ method: 'get', path: '/api/getStats', summary: 'Store figures', responses: { 200: json(GetStatsResponseSchema, 'Figures') } }),
  news: createRoute({ method: 'get', path: '/api/getNews', summary: 'All news, newest first', responses: { 200: json(GetNewsResponseSchema, 'News') } }),
  newsItem: createRoute({
    method: 'get', path: '/api/getNew', summary: 'One news item', request: { query: GetNewQuerySchema },
    responses: { 200: json(NewsItemSchema, 'News item'), 400: invalid, 404: json(ErrorBodySchema, 'Not found') },
  }),
  instagram: createRoute({
    method: 'get', path: '/api/getInstagramPosts', summary: 'Instagram feed', responses: { 200: json(GetInstagramPostsResponseSchema, 'Posts') },
  }),
  newsletter: createRoute({
    method: 'post', path: '/api/subscribeToNewsletter', summary: 'Subscribe an e-mail to the newsletter',
    request: { body: { required: true, content: { 'application/json': { schema: SubscribeToNewsletterBodySchema } } } },
    responses: {
      200: json(SubscribeToNewsletterResponseSchema, 'Subscribed (also for a repeat)'), 400: invalid,
      403: json(ErrorBodySchema, 'Not sent by a page of the store'), 429: json(ErrorBodySchema, 'Too many sign-ups from this client or for this address'),
    },
  }),
};

/** The figures move slowly and are cached for an hour by clients (§9); one query a minute at most. */
const STATS_MEMO_MS = 60_000;

function preferredLanguage(header: string | undefined): Language {
  const first = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(first ?? '') ? (first as Language) : 'en';
}

/** Newsletter sign-ups (issue 9 §4): a person tries a few times; a script hammering one address or from one client is stopped. */
export const NEWSLETTER_LIMITS = {
  perAddress: { name: 'newsletter-address', points: 5, duration: 60 * 60 },
  perClient: { name: 'newsletter-client', points: 10, duration: 10 * 60 },
} as const;

export function registerContentRoutes(app: AppHono, { database, logger, mailer, address, limiter }: AppDeps): void {
  const stats = memoizeFor(STATS_MEMO_MS, () => getStats(database));
  const perAddress = limiter(NEWSLETTER_LIMITS.perAddress);
  const perClient = limiter(NEWSLETTER_LIMITS.perClient);

  app.openapi(routes.stats, async (c) => {
    return sendJson(c, [await stats()], CACHE_SECONDS.stats);
  });
  app.openapi(routes.news, async (c) => {
    return sendJson(c, await listNews(database), CACHE_SECONDS.other);
  });
  app.openapi(routes.newsItem, async (c) => {
    const item = await getNewsItem(database, c.req.valid('query').id);
    return sendJson(c, item, CACHE_SECONDS.other);
  });
  app.openapi(routes.instagram, async (c) => {
    return sendJson(c, await listInstagramPosts(database), CACHE_SECONDS.other);
  });
  app.openapi(routes.newsletter, async (c) => {
    const body = c.req.valid('json');
    await consumeOrThrow(c, perClient, clientOf(c).address, 'TOO_MANY_SUBSCRIPTIONS');
    await consumeOrThrow(c, perAddress, body.email, 'TOO_MANY_SUBSCRIPTIONS');
    await subscribeToNewsletter({ database, mailer, logger }, {
      email: body.email,
      language: body.language ?? preferredLanguage(c.req.header('accept-language')),
      origin: address.publicUrl,
    });
    neverCache(c);
    return c.json({ status: 'subscribed' as const }, 200);
  });
}
