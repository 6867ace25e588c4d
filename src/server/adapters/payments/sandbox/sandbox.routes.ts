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
import { renderMissingPage, renderPaymentPage } from './sandbox-page.js';
import type { Language } from '../../../../shared/constants.js';

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
  // The payment page and its form (sandbox-page.ts): no script, posted back here, then back to the store.
  const language = (c: { req: { query(name: string): string | undefined } }): Language => (c.req.query('lang') === 'en' ? 'en' : 'es');
  app.get('/pay/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    const payment = await service.find(c.req.param('id'), c.req.query('client_secret') ?? '');
    return payment ? c.html(renderPaymentPage({ payment, language: language(c) })) : c.html(renderMissingPage(language(c)), 404);
  });
  app.post('/pay/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).slice(0, 200) : '');
    const id = c.req.param('id');
    const secret = field('client_secret');
    const current = await service.find(id, secret);
    if (!current) return c.html(renderMissingPage(language(c)), 404);
    try {
      const settled = current.method === 'card'
        ? await service.payByCard(id, secret, { number: field('number'), expiry: field('expiry'), cvc: field('cvc') })
        : await service.payByPaypal(id, secret, field('decision') === 'approve' ? 'approve' : 'cancel');
      const back = new URL(settled.return_url);
      back.searchParams.set('redirect_status', settled.status);
      return c.redirect(back.toString(), 303);
    } catch (error) {
      if (!(error instanceof SandboxInputError)) throw error;
      const page = renderPaymentPage({
        payment: current, language: language(c), error: error.code, values: { number: field('number'), expiry: field('expiry') },
      });
      return c.html(page, 400);
    }
  });
  return app;
}

