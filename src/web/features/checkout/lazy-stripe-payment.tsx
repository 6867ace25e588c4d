/**
 * The Stripe payment form, loaded on demand: Stripe's code (and its texts) download only when a checkout
 * answered `confirm_url: null` and a `publishable_key`, never on a store running the sandbox. The
 * checkout page mounts this one:
 *
 *   {payment.confirm_url === null && payment.publishable_key && (
 *     <LazyStripePayment clientSecret={payment.client_secret} publishableKey={payment.publishable_key}
 *       returnUrl={`${location.origin}/checkout?order=${order.id}`} language={language} />
 *   )}
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.js';
import type { StripePaymentProps } from './stripe-payment.js';

const StripePayment = lazy(() => import('./stripe-payment.js'));

export type { StripePaymentProps };

export function LazyStripePayment(props: StripePaymentProps) {
  const { t } = useTranslation('checkout');
  return (
    <Suspense fallback={<p role="status" className="text-sm text-text-secondary">{t('stripe.loading')}</p>}>
      <StripePayment {...props} />
    </Suspense>
  );
}
