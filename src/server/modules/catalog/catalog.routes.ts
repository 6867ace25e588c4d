import { createRoute } from '@hono/zod-openapi';
import { CACHE_SECONDS } from '../../../shared/constants.js';
import { ErrorBodySchema } from '../../../shared/contracts/common.js';
import { GetProductQuerySchema, GetProductResponseSchema } from '../../../shared/contracts/get-product.js';
import { GetProductsQuerySchema, GetProductsResponseSchema } from '../../../shared/contracts/get-products.js';
import { memoizeFor } from '../../lib/ttl-cache.js';
import { sendJson, sendSnapshot, takeSnapshot } from '../../http/json-snapshot.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { onCatalogChange } from './catalog-changes.js';
import { getBannerProduct, getHomeData, getProductById, getRecommendedProducts } from './catalog.js';

const errors = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorBodySchema } } },
  404: { description: 'Not found', content: { 'application/json': { schema: ErrorBodySchema } } },
};

const getProductRoute = createRoute({
  method: 'get',
  path: '/api/getProduct',
  summary: 'One product by id, or the banner product',
  request: { query: GetProductQuerySchema },
  responses: { 200: { description: 'The product', content: { 'application/json': { schema: GetProductResponseSchema } } }, ...errors },
});

const getProductsRoute = createRoute({
  method: 'get',
  path: '/api/getProducts',
  summary: 'The home data, or the recommended products',
  request: { query: GetProductsQuerySchema },
  responses: { 200: { description: 'Home data', content: { 'application/json': { schema: GetProductsResponseSchema } } }, 400: errors[400] },
});

/** The home data changes with stock; a few seconds of sharing keeps a traffic spike off the database. */
const HOME_MEMO_MS = 5_000;

export function registerCatalogRoutes(app: AppHono, { database }: AppDeps): void {
  const homeData = memoizeFor(HOME_MEMO_MS, async () => takeSnapshot(await getHomeData(database)));
  const recommended = memoizeFor(HOME_MEMO_MS, async () => takeSnapshot({ recommendedProducts: await getRecommendedProducts(database) }));
  // A back-office write shows at once (issue 12): the memos forget their answers.
  onCatalogChange(database, () => {
    homeData.forget();
    recommended.forget();
  });

  app.openapi(getProductRoute, async (c) => {
    const query = c.req.valid('query');
    const product = query.id !== undefined ? await getProductById(database, query.id) : await getBannerProduct(database);
    return sendJson(c, product, CACHE_SECONDS.product);
  });

  app.openapi(getProductsRoute, async (c) => {
    const { filter } = c.req.valid('query');
    // The snapshot holds a body of the documented shape, already serialised.
    return sendSnapshot(c, filter === 'recommended' ? await recommended() : await homeData(), CACHE_SECONDS.other) as never;
  });
}
