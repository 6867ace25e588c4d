/** POST /api/getOrderItemKeys (§7, decision 9): a shopper's keys of one item, revealed with their consent. */
import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../../shared/contracts/common.js';
import { GetOrderItemKeysBodySchema, GetOrderItemKeysResponseSchema } from '../../../shared/contracts/get-order-item-keys.js';
import { neverCache } from '../../http/cache.js';
import { clientOf } from '../../http/client-address.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { jsonResponse } from '../../http/openapi-responses.js';
import type { Auth } from '../accounts/auth.js';
import { requireUser } from '../accounts/require-user.js';
import { createKeyCipher } from './key-crypto.js';
import { loadConsentTexts } from './reveal-consent.js';
import { revealKeys } from './reveal-keys.js';

const error = (description: string) => jsonResponse(ErrorBodySchema, description);

const route = createRoute({
  method: 'post', path: '/api/getOrderItemKeys',
  summary: "Reveal an item's keys to its buyer: the first time with their consent (the item becomes redeemed), afterwards again without",
  request: { body: { required: true, content: { 'application/json': { schema: GetOrderItemKeysBodySchema } } } },
  responses: {
    200: jsonResponse(GetOrderItemKeysResponseSchema, "The item's keys, per product; an empty list when it has none"),
    400: error('Invalid input'),
    401: error('No session'),
    403: error('Not sent by a page of the store'),
    404: error('No such item among your orders'),
    409: error('No keys to reveal in its state (ITEM_NOT_DELIVERED, REFUND_PENDING, ITEM_REFUNDED, ITEM_CANCELED), or the confirmation text changed (CONSENT_OUTDATED)'),
    422: error('A delivered item needs the consent (CONSENT_REQUIRED)'),
    503: error('The keys cannot be decrypted right now (KEYS_UNREADABLE): nothing was changed'),
  },
});

export function registerKeyRoutes(app: AppHono, { database, logger, secrets }: AppDeps, auth: Auth): void {
  const deps = { database, logger, cipher: createKeyCipher(secrets.keyEncryptionKey), consentTexts: loadConsentTexts() };
  app.openapi(route, async (c) => {
    neverCache(c);
    const user = await requireUser(auth, c);
    const { order_item_id, consent } = c.req.valid('json');
    const result = await revealKeys(deps, {
      userId: user.id, orderItemId: order_item_id, consent,
      client: { address: clientOf(c).address, userAgent: c.req.header('user-agent') },
    });
    return c.json(result, 200);
  });
}
