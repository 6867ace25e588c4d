import { createRoute } from '@hono/zod-openapi';
import { CACHE_SECONDS } from '../../../shared/constants.js';
import { GetStoreInfoResponseSchema, type StoreInfo } from '../../../shared/contracts/get-store-info.js';
import { sendJson } from '../../http/json-snapshot.js';
import type { AppDeps, AppHono } from '../../http/context.js';

const route = createRoute({
  method: 'get',
  path: '/api/getStoreInfo',
  summary: "The operator's legal identity (LSSI-CE art. 10) and the Pixels launch date, from configuration",
  responses: { 200: { description: 'Store identity', content: { 'application/json': { schema: GetStoreInfoResponseSchema } } } },
});

export function registerStoreInfoRoutes(app: AppHono, { env }: AppDeps): void {
  const info: StoreInfo = {
    legal_name: env.STORE_LEGAL_NAME,
    tax_id: env.STORE_TAX_ID,
    address: env.STORE_ADDRESS,
    registry: env.STORE_REGISTRY,
    contact_email: env.STORE_CONTACT_EMAIL,
    pixels_launch_at: new Date(env.PIXELS_LAUNCH_AT).toISOString(),
  };
  app.openapi(route, (c) => {
    return sendJson(c, info, CACHE_SECONDS.other);
  });
}
