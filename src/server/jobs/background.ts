/**
 * The store's background work, started with it and stopped before its database closes: the outbox
 * worker (confirmation mails, refunds), the sweep of lapsed key reservations, and, with the built-in
 * sandbox provider, the sandbox's own notification sender. Every instance runs them; the work is shared
 * with FOR UPDATE SKIP LOCKED, so two instances never do one job twice at once.
 */
import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import type { Mailer } from '../adapters/mailer.js';
import type { PaymentProvider } from '../adapters/payments/provider.js';
import { createSandboxProvider } from '../adapters/payments/sandbox/sandbox-provider.js';
import { createSandboxService, type SandboxService } from '../adapters/payments/sandbox/sandbox-service.js';
import type { Database } from '../db/client.js';
import { expireReservations, ORDER_CONFIRMATION_MAIL, REFUND_PAYMENT } from '../modules/checkout/order-lifecycle.js';
import { sendOrderConfirmation } from '../modules/checkout/order-notifications.js';
import { deliverPreorders, DELIVER_PREORDERS } from '../modules/checkout/preorders.js';
import { startOutboxWorker, type OutboxWorker } from './outbox.js';

/** How often lapsed reservations are looked for. */
export const RESERVATION_SWEEP_MS = 5_000;

export interface Payments {
  provider: PaymentProvider;
  sandbox?: SandboxService;
}

/** The sandbox's webhook secret: shared by the store and the sandbox, as an operator would copy it from a provider's dashboard. */
export const sandboxWebhookSecret = (authSecret: string) => createHmac('sha256', authSecret).update('pixelkeys:sandbox-pay:webhook').digest('hex');

export function createPayments({ database, logger, authSecret, publicUrl }: { database: Database; logger: Logger; authSecret: string; publicUrl: string }): Payments {
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
      [REFUND_PAYMENT]: async (job) => {
        const { paymentId, amountCents, orderId } = job.payload as { paymentId: string; amountCents: number; orderId: string };
        await payments.provider.refund({ paymentId, amountCents, key: `refund-unfulfilled:${orderId}` });
      },
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
