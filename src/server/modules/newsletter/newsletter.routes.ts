/**
 * The newsletter mails' links: confirm (double opt-in) and unsubscribe, both without signing in. A browser
 * lands on the home page with the outcome (`/?newsletter=confirmed`); mail clients' one-click unsubscribe
 * (RFC 8058) POSTs and gets JSON.
 */
import { createRoute } from '@hono/zod-openapi';
import { NewsletterTokenQuerySchema, UnsubscribeResponseSchema, type NewsletterOutcome } from '../../../shared/contracts/newsletter-token.js';
import { AppError } from '../../http/app-error.js';
import { neverCache } from '../../http/cache.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { confirmNewsletter, unsubscribeFromNewsletter } from './subscribe.js';

const landing = { 303: { description: 'To the storefront, with the outcome in `newsletter`' }, 400: { description: 'Not a valid link' } };

const routes = {
  confirm: createRoute({
    method: 'get', path: '/api/confirmNewsletter', summary: 'Confirm a newsletter subscription (double opt-in)',
    request: { query: NewsletterTokenQuerySchema }, responses: landing,
  }),
  unsubscribe: createRoute({
    method: 'get', path: '/api/unsubscribeFromNewsletter', summary: 'Unsubscribe from the newsletter, from the mail link',
    request: { query: NewsletterTokenQuerySchema }, responses: landing,
  }),
  unsubscribeOneClick: createRoute({
    method: 'post', path: '/api/unsubscribeFromNewsletter', summary: 'One-click unsubscribe (RFC 8058)',
    request: { query: NewsletterTokenQuerySchema },
    responses: {
      200: { description: 'Unsubscribed', content: { 'application/json': { schema: UnsubscribeResponseSchema } } },
      404: { description: 'Unknown link' },
    },
  }),
};

export function registerNewsletterRoutes(app: AppHono, { database }: AppDeps): void {
  const land = (outcome: NewsletterOutcome) => `/?newsletter=${outcome}`;
  app.openapi(routes.confirm, async (c) => {
    neverCache(c);
    const confirmed = await confirmNewsletter(database, c.req.valid('query').token);
    return c.redirect(land(confirmed ? 'confirmed' : 'invalid'), 303);
  });
  app.openapi(routes.unsubscribe, async (c) => {
    neverCache(c);
    const done = await unsubscribeFromNewsletter(database, c.req.valid('query').token);
    return c.redirect(land(done ? 'unsubscribed' : 'invalid'), 303);
  });
  app.openapi(routes.unsubscribeOneClick, async (c) => {
    neverCache(c);
    if (!(await unsubscribeFromNewsletter(database, c.req.valid('query').token))) {
      throw new AppError('not_found', 'This unsubscribe link is not valid');
    }
    return c.json({ status: 'unsubscribed' as const }, 200);
  });
}
