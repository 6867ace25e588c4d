/** POST /api/getRefund (§4 Refund, §7, §8): a shopper's refund of an item whose key was never revealed. */
import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../../shared/contracts/common.js';
import { GetRefundBodySchema, GetRefundResponseSchema, NO_SESSION_MESSAGE } from '../../../shared/contracts/get-refund.js';
import { AppError } from '../../http/app-error.js';
import { neverCache } from '../../http/cache.js';
import { clientOf } from '../../http/client-address.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { jsonResponse } from '../../http/openapi-responses.js';
import type { Auth } from '../accounts/auth.js';
import { requestRefund } from './request-refund.js';

const error = (description: string) => jsonResponse(ErrorBodySchema, description);

const route = createRoute({
  method: 'post', path: '/api/getRefund',
  summary: 'Refund an unrevealed item: at once, or after an operator review for a shopper with many refunds lately',
  request: { body: { required: true, content: { 'application/json': { schema: GetRefundBodySchema } } } },
  responses: {
    200: jsonResponse(GetRefundResponseSchema, "Refunded, or waiting for review (also for a repeat, which changes nothing)"),
    400: error('Invalid input'),
    401: error("No session ('No session found')"),
    403: error('Not sent by a page of the store'),
    404: error('No such item among your orders'),
    409: error('Not refundable: its key was revealed (ALREADY_REDEEMED), it was not paid (NOT_PAID), or its state allows none (NOT_REFUNDABLE)'),
  },
});

export function registerRefundRoutes(app: AppHono, { database, jobs }: AppDeps, auth: Auth): void {
  app.openapi(route, async (c) => {
    neverCache(c);
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    // §5, §8: the refund call's own words for a missing session.
    if (!session) throw new AppError('unauthenticated', NO_SESSION_MESSAGE);
    const { order_item_id } = c.req.valid('json');
    const result = await requestRefund(database, { userId: session.user.id, orderItemId: order_item_id, clientAddress: clientOf(c).address });
    jobs.poke(); // The provider refund and the mail, now rather than at the worker's next tick.
    return c.json(result, 200);
  });
}
