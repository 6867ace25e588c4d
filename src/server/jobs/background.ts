/**
 * The store's background work, started with it and stopped before its database closes: the outbox
 * worker (confirmation and refund mails, provider refunds), the sweep of lapsed key reservations, and, with the built-in
 * sandbox provider, the sandbox's own notification sender (Stripe sends its own). Every instance runs them; the work is shared
 * with FOR UPDATE SKIP LOCKED, so two instances never do one job twice at once.
 */
import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import type { Mailer } from '../adapters/mailer.js';
import type { PaymentProvider } from '../adapters/payments/provider.js';
import { createSandboxProvider } from '../adapters/payments/sandbox/sandbox-provider.js';
import { createSandboxService, type SandboxService } from '../adapters/payments/sandbox/sandbox-service.js';
import { createStripeClient, createStripeProvider, type StripeApiAddress } from '../adapters/payments/stripe/stripe-provider.js';
import type { Database } from '../db/client.js';
import { ConfigError, type Env } from '../env.js';
import { expireReservations, ORDER_CONFIRMATION_MAIL, REFUND_PAYMENT } from '../modules/checkout/order-lifecycle.js';
import { sendOrderConfirmation } from '../modules/checkout/order-notifications.js';
import { deliverPreorders, DELIVER_PREORDERS } from '../modules/checkout/preorders.js';
import { KEY_REPLACED_MAIL, sendKeyReplacedMail } from '../modules/keys/key-replaced-mail.js';
import { REFUND_MAIL, type RefundMailOutcome } from '../modules/refunds/refund-jobs.js';
import { sendOperatorInvite } from '../modules/admin/operator-invite.js';
import { OPERATOR_INVITE_MAIL } from '../modules/admin/users-admin.js';
import { sendRefundMail } from '../modules/refunds/refund-notifications.js';
import { CORRECTIVE_INVOICE } from '../modules/invoices/invoice-jobs.js';
import { correctiveRequestOf, issueCorrectiveInvoice } from '../modules/invoices/issue-corrective-invoice.js';
import { startOutboxWorker, type OutboxWorker } from './outbox.js';

/** How often lapsed reservations are looked for. */
export const RESERVATION_SWEEP_MS = 5_000;

type PaymentsEnv = Pick<Env, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET'>;

export interface Payments {
  provider: PaymentProvider;
  sandbox?: SandboxService;
}

/** The sandbox's webhook secret: shared by the store and the sandbox, as an operator would copy it from a provider's dashboard. */
export const sandboxWebhookSecret = (authSecret: string) => createHmac('sha256', authSecret).update('pixelkeys:sandbox-pay:webhook').digest('hex');

/**
 * The payment provider PAYMENT_PROVIDER names: Stripe with its keys (env.ts requires them), or the built-in
 * sandbox. `stripeApi` points Stripe's SDK at another address: tests only, at a local fake of its API.
 */
export function createPayments(
  { database, logger, authSecret, publicUrl, env, stripeApi }:
  { database: Database; logger: Logger; authSecret: string; publicUrl: string; env: PaymentsEnv; stripeApi?: StripeApiAddress },
): Payments {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
    if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
    const client = createStripeClient(STRIPE_SECRET_KEY, stripeApi);
    return { provider: createStripeProvider({ client, publishableKey: STRIPE_PUBLISHABLE_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET }) };
  }
  const secret = sandboxWebhookSecret(authSecret);
  const sandbox = createSandboxService({ database, secret, logger: logger.child({ module: 'sandbox-pay' }) });
  return { provider: createSandboxProvider(sandbox, { secret, publicUrl }), sandbox };
}

export interface Background {
  outbox: OutboxWorker;
  stop(): Promise<void>;
}

export function startBackground(
  { database, logger, mailer, payments, publicUrl, localUrl }:
  { database: Database; logger: Logger; mailer: Mailer; payments: Payments; publicUrl: string; localUrl: string },
): Background {
  const outbox: OutboxWorker = startOutboxWorker({
    database,
    logger,
    handlers: {
      [ORDER_CONFIRMATION_MAIL]: (job) => sendOrderConfirmation({ database, mailer, publicUrl }, String(job.payload.orderId)),
      [DELIVER_PREORDERS]: async (job) => {
        await deliverPreorders(database, Number(job.payload.productId));
        outbox.poke(); // Their mails.
      },
      [CORRECTIVE_INVOICE]: async (job) => {
        await issueCorrectiveInvoice({ database, logger }, correctiveRequestOf(job.payload));
      },
      [REFUND_PAYMENT]: async (job) => {
        // `key`: one provider refund per purpose (an item refunded, issue 11); jobs written before it was carried name the order.
        const { paymentId, amountCents, orderId, key } = job.payload as { paymentId: string; amountCents: number; orderId: string; key?: string };
        await payments.provider.refund({ paymentId, amountCents, key: key ?? `refund-unfulfilled:${orderId}` });
      },
      [REFUND_MAIL]: (job) => sendRefundMail({ database, mailer, publicUrl }, String(job.payload.requestId), job.payload.outcome as RefundMailOutcome),
      [KEY_REPLACED_MAIL]: (job) =>
        sendKeyReplacedMail({ database, mailer, publicUrl }, { orderItemId: String(job.payload.orderItemId), productId: Number(job.payload.productId) }),
      [OPERATOR_INVITE_MAIL]: (job) => sendOperatorInvite({ database, mailer, publicUrl }, String(job.payload.userId)),
    },
  });
  let sweeping: Promise<unknown> | undefined;
  const sweeper = setInterval(() => {
    sweeping ??= expireReservations({ database, provider: payments.provider, logger })
      .catch((error: unknown) => logger.error({ err: error }, 'the reservation sweep failed'))
      .finally(() => {
        sweeping = undefined;
      });
  }, RESERVATION_SWEEP_MS);
  sweeper.unref();
  payments.sandbox?.startDelivering(`${localUrl}/api/paymentWebhook/sandbox`);
  return {
    outbox,
    async stop() {
      clearInterval(sweeper);
      await sweeping;
      await payments.sandbox?.stop();
      await outbox.stop();
    },
  };
}
