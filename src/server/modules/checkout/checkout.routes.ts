/**
 * POST /api/checkout, GET /api/getUserOrders (§7) and POST /api/paymentWebhook/{provider}, where the
 * payment provider's signed notifications arrive (the only word on payments the store trusts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { CheckoutBodySchema, CheckoutResponseSchema, IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '../../../shared/contracts/checkout.js';
import { ErrorBodySchema } from '../../../shared/contracts/common.js';
import { GetUserOrdersResponseSchema } from '../../../shared/contracts/get-user-orders.js';
import { InvalidNotificationError } from '../../adapters/payments/provider.js';
import { AppError } from '../../http/app-error.js';
import { neverCache } from '../../http/cache.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { requestLanguage } from '../accounts/account-language.js';
import type { Auth } from '../accounts/auth.js';
import { requireUser } from '../accounts/require-user.js';
import { checkout } from './checkout.js';
import { applyPaymentEvent } from './order-lifecycle.js';
import { getUserOrders } from './orders.js';
import { jsonResponse } from '../../http/openapi-responses.js';

const json = jsonResponse;
const error = (description: string) => json(ErrorBodySchema, description);

const routes = {
  checkout: createRoute({
    method: 'post', path: '/api/checkout', summary: 'Place an order: keys reserved, a payment opened with the provider',
    request: {
      headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional().openapi({ description: 'Required: a new random key (a UUID) per checkout, the same on a retry' }) }),
      body: { required: true, content: { 'application/json': { schema: CheckoutBodySchema } } },
    },
    responses: {
      200: json(CheckoutResponseSchema, 'The order, pending, and its payment to confirm in the browser'),
      400: error('Invalid input, or no Idempotency-Key'),
      401: error('No session'),
      403: error('Not sent by a page of the store, or the e-mail is not verified (EMAIL_NOT_VERIFIED)'),
      404: error('A product does not exist'),
      409: error('A product sold out meanwhile (SOLD_OUT): details.products names each, with what is left'),
      422: error('A business rule: IDEMPOTENCY_KEY_REUSED, TOO_MANY_PENDING_ORDERS, NOT_SOLD_YET'),
      503: error('The payment provider is not answering (PAYMENT_UNAVAILABLE): nothing was charged'),
    },
  }),
  orders: createRoute({
    method: 'get', path: '/api/getUserOrders', summary: "The signed-in shopper's orders with their items, newest first",
    responses: { 200: json(GetUserOrdersResponseSchema, 'Orders'), 401: error('No session') },
  }),
  webhook: createRoute({
    method: 'post', path: '/api/paymentWebhook/{provider}', summary: "The payment provider's signed notifications",
    request: { params: z.object({ provider: z.string().max(40) }) },
    responses: {
      200: json(z.object({ received: z.literal(true) }), 'Taken (also a repeat, which changes nothing)'),
      400: error('Not signed by the provider, or not a notification'),
      404: error('Not the configured provider'),
    },
  }),
};

export function registerCheckoutRoutes(app: AppHono, deps: AppDeps, auth: Auth): void {
  const { database, logger, payments, env, address } = deps;
  app.openapi(routes.checkout, async (c) => {
    neverCache(c);
    const user = await requireUser(auth, c);
    const key = IdempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER));
    if (!key.success) {
      const message = c.req.header(IDEMPOTENCY_KEY_HEADER) === undefined ? 'is required (a new UUID per checkout, the same on a retry)' : key.error.issues[0]!.message;
      throw new AppError('invalid_input', `Invalid header 'Idempotency-Key': ${message}`, { issues: [{ parameter: 'Idempotency-Key', message }] });
    }
    if (!user.emailVerified) {
      throw new AppError('forbidden', 'Verify your e-mail address before paying: we send the order and its keys to it', { reason: 'EMAIL_NOT_VERIFIED' });
    }
    const result = await checkout(
      { database, logger, provider: payments.provider, publicUrl: address.publicUrl, reservationMinutes: env.RESERVATION_MINUTES },
      { userId: user.id, language: requestLanguage(c.req.raw), idempotencyKey: key.data, body: c.req.valid('json') },
    );
    return c.json(result, 200);
  });

  app.openapi(routes.orders, async (c) => {
    neverCache(c);
    const user = await requireUser(auth, c);
    return c.json(await getUserOrders(database, user.id), 200);
  });

  app.openapi(routes.webhook, async (c) => {
    neverCache(c);
    const { provider } = payments;
    if (c.req.valid('param').provider !== provider.name) throw new AppError('not_found', `No payment provider ${c.req.valid('param').provider} here`);
    let event;
    try {
      event = provider.verifyNotification(await c.req.text(), c.req.raw.headers);
    } catch (caught) {
      if (caught instanceof InvalidNotificationError) throw new AppError('invalid_input', caught.message, { reason: 'INVALID_SIGNATURE' });
      throw caught;
    }
    const outcome = await applyPaymentEvent({ database, logger }, provider.name, event);
    logger.info({ event: event.id, type: event.type, outcome }, 'payment notification');
    deps.jobs.poke();
    return c.json({ received: true as const }, 200);
  });
}
