/** GET /api/getAuthProviders: the configured social sign-in providers, id and name only (decision 14). */
import { createRoute } from '@hono/zod-openapi';
import { CACHE_SECONDS } from '../../../shared/constants.js';
import { GetAuthProvidersResponseSchema, type GetAuthProvidersResponse } from '../../../shared/contracts/get-auth-providers.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { sendJson } from '../../http/json-snapshot.js';

const route = createRoute({
  method: 'get',
  path: '/api/getAuthProviders',
  summary: 'Social sign-in providers configured on the server (a button for each)',
  responses: { 200: { description: 'Providers', content: { 'application/json': { schema: GetAuthProvidersResponseSchema } } } },
});

export function registerAuthProvidersRoutes(app: AppHono, { env }: AppDeps): void {
  // Picked field by field, so a secret added to the configuration later can never leak through here.
  const answer: GetAuthProvidersResponse = { providers: env.SOCIAL_PROVIDERS.map(({ id, name }) => ({ id, name })) };
  app.openapi(route, (c) => {
    return sendJson(c, answer, CACHE_SECONDS.other);
  });
}
