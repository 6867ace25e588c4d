import { createRoute } from '@hono/zod-openapi';
import { CACHE_SECONDS } from '../../../shared/constants.js';
import { ErrorBodySchema } from '../../../shared/contracts/common.js';
import { SearchQuerySchema, SearchResponseSchema } from '../../../shared/contracts/search.js';
import { sendJson } from '../../http/json-snapshot.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { searchProducts } from './search-products.js';

const searchRoute = createRoute({
  method: 'get',
  path: '/api/search',
  summary: 'Search the catalogue: 12 products a page',
  description: 'Multi-select filters (type, platform, region, genre, category) repeat the parameter or take comma-separated values.',
  request: { query: SearchQuerySchema },
  responses: {
    200: { description: 'At most 12 products', content: { 'application/json': { schema: SearchResponseSchema } } },
    400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorBodySchema } } },
  },
});

export function registerSearchRoutes(app: AppHono, { database }: AppDeps): void {
  app.openapi(searchRoute, async (c) => {
    const results = await searchProducts(database, c.req.valid('query'));
    return sendJson(c, results, CACHE_SECONDS.search);
  });
}
