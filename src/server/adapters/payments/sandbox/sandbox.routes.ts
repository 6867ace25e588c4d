/**
 * The sandbox provider's own HTTP API under /sandbox-pay/ (its "servers"): the payer's browser sends the
 * card or the PayPal decision here, never to the store's /api, so card data never reaches the store's
 * code (decision 10, PCI DSS SAQ A). Answers `{ status, failure_code }`, or a 400 the payer can correct.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.js';
import type { AppVariables } from '../../../http/context.js';
import { SandboxInputError, type SandboxPayment, type SandboxService } from './sandbox-service.js';
import { SANDBOX_PATH } from './sandbox-provider.js';

const CardSchema = z.object({
  client_secret: z.string().min(1).max(200),
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(6),
});
const PaypalSchema = z.object({ client_secret: z.string().min(1).max(200), decision: z.enum(['approve', 'cancel']) });

const outcome = (payment: SandboxPayment) => ({
  id: payment.id, status: payment.status, failure_code: payment.failure_code, amount_cents: payment.amount_cents, return_url: payment.return_url,
});

async function parse<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const body = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new AppError('invalid_input', 'The sandbox needs the client secret and the payment details', {
      issues: parsed.error.issues.map((issue) => ({ parameter: issue.path.join('.') || '(body)', message: issue.message })),
    });
  }
  return parsed.data;
}

function refused(error: unknown): never {
  if (error instanceof SandboxInputError) {
    throw new AppError(error.code === 'not_found' ? 'not_found' : 'invalid_input', error.message, { reason: error.code });
  }
  throw error;
}

export function sandboxRoutes(service: SandboxService): Hono<{ Variables: AppVariables }> {
  const app = new Hono<{ Variables: AppVariables }>();
  app.post('/v1/payments/:id/card', async (c) => {
    const { client_secret, ...card } = await parse(c.req.raw, CardSchema);
    c.header('Cache-Control', 'no-store');
    return c.json(outcome(await service.payByCard(c.req.param('id'), client_secret, card).catch(refused)));
  });
  app.post('/v1/payments/:id/paypal', async (c) => {
    const { client_secret, decision } = await parse(c.req.raw, PaypalSchema);
    c.header('Cache-Control', 'no-store');
    return c.json(outcome(await service.payByPaypal(c.req.param('id'), client_secret, decision).catch(refused)));
  });
  app.get('/v1/payments/:id', async (c) => {
    const payment = await service.find(c.req.param('id'), c.req.query('client_secret') ?? '');
    if (!payment) throw new AppError('not_found', 'No such payment');
    c.header('Cache-Control', 'no-store');
    return c.json(outcome(payment));
  });
  return app;
}

export { SANDBOX_PATH };
