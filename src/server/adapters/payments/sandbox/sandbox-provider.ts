/**
 * The store's client of the sandbox payment service: the PaymentProvider the store uses by default. Like a
 * provider's SDK, it opens payments, cancels and refunds them, and verifies the service's signed
 * notifications; it never sees card data (the payer types it into the sandbox's own page).
 */
import { z } from 'zod';
import { InvalidNotificationError, type PaymentEvent, type PaymentProvider } from '../provider.js';
import { isSignatureValid, SIGNATURE_HEADER, type SandboxService } from './sandbox-service.js';

export const SANDBOX_PATH = '/sandbox-pay';

const NotificationSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({
    payment_id: z.string(),
    reference: z.string(),
    amount_cents: z.number().int(),
    failure_code: z.string().nullable().optional(),
  }),
});

export function createSandboxProvider(service: SandboxService, { secret, publicUrl }: { secret: string; publicUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    // Its page is served by the store under SANDBOX_PATH: nothing to load from elsewhere.
    publishableKey: null,
    browserNeeds: null,
    async open({ key, amountCents, currency, method, reference, returnUrl }) {
      const payment = await service.open({ key, amountCents, currency, method, reference, returnUrl });
      const page = new URL(`${publicUrl}${SANDBOX_PATH}/pay/${payment.id}`);
      page.searchParams.set('client_secret', payment.client_secret);
      return { id: payment.id, clientSecret: payment.client_secret, confirmUrl: page.toString() };
    },
    cancel: (paymentId) => service.cancel(paymentId),
    refund: (refund) => service.refund(refund),
    verifyNotification(rawBody, headers): PaymentEvent {
      if (!isSignatureValid(secret, rawBody, headers.get(SIGNATURE_HEADER))) throw new InvalidNotificationError('The notification is not signed by the sandbox');
      let parsed: z.infer<typeof NotificationSchema>;
      try {
        parsed = NotificationSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new InvalidNotificationError('The notification is not one the sandbox sends');
      }
      const { id, type, data } = parsed;
      const base = { id, paymentId: data.payment_id, reference: data.reference };
      switch (type) {
        case 'payment.succeeded': return { ...base, type, amountCents: data.amount_cents };
        case 'payment.failed': return { ...base, type, failureCode: data.failure_code ?? 'payment_failed' };
        case 'payment.canceled': return { ...base, type };
        case 'refund.succeeded': return { ...base, type, amountCents: data.amount_cents };
        default: return { id, type: 'ignored', providerType: type };
      }
    },
  };
}
