/**
 * Paying an order with Stripe (PAYMENT_PROVIDER=stripe; decision 10, CHK-10, CHK-12, CHK-13): Stripe's
 * Payment Element, in Stripe's own frames, collects the card or sends the shopper to PayPal, so card data
 * goes from the browser to Stripe and never reaches the store. Submitting confirms the PaymentIntent;
 * Stripe then sends the browser to `returnUrl` with `?payment_intent=…&redirect_status=succeeded|failed`,
 * and the order is completed by Stripe's signed webhook, not by the browser.
 *
 * Mount it through `LazyStripePayment` (lazy-stripe-payment.tsx), so a store on the sandbox never
 * downloads Stripe's code.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Appearance, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.js';
import type { Language } from '../../../shared/constants.js';
import { FormMessage, SubmitButton } from '../../components/ui/form.js';
import { paymentErrorText } from './payment-error-text.js';

export interface StripePaymentProps {
  /** `payment.client_secret` of the checkout's answer. */
  clientSecret: string;
  /** `payment.publishable_key` of the checkout's answer. */
  publishableKey: string;
  /** An absolute URL of the store where Stripe sends the shopper back after paying (or from PayPal). */
  returnUrl: string;
  /** The reader's language: the Payment Element's own texts and Stripe's error messages follow it. */
  language: Language;
}

// loadStripe once per key: it injects Stripe.js, which must not be loaded twice.
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!loaded.has(publishableKey)) loaded.set(publishableKey, loadStripe(publishableKey));
  return loaded.get(publishableKey)!;
};

/** Stripe draws its fields in its own frames: they take the storefront's colours from its tokens (styles.css). */
function appearance(): Appearance {
  const token = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim() || fallback;
  return {
    theme: 'night',
    variables: {
      colorPrimary: token('color-accent', '#7c3aed'),
      colorBackground: token('color-page', '#0b0f19'),
      colorText: token('color-text', '#e8ecf4'),
      colorDanger: token('color-danger-text', '#f87171'),
      borderRadius: token('radius-control', '8px'),
    },
  };
}

export function StripePayment({ clientSecret, publishableKey, returnUrl, language }: StripePaymentProps) {
  const { t } = useTranslation('checkout');
  const [stripe, setStripe] = useState<Stripe | 'failed'>();
  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (instance) => current && setStripe(instance ?? 'failed'),
      () => current && setStripe('failed'), // Blocked or offline: Stripe.js did not load.
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (stripe === 'failed') return <FormMessage kind="error">{t('stripe.loadFailed')}</FormMessage>;
  if (!stripe) return <p role="status" className="text-sm text-text-secondary">{t('stripe.loading')}</p>;
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale: language, appearance: appearance() }}>
      <PaymentForm returnUrl={returnUrl} />
    </Elements>
  );
}

function PaymentForm({ returnUrl }: { returnUrl: string }) {
  const { t } = useTranslation('checkout');
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      // Resolves only when the payment could not be confirmed; on success the browser leaves for returnUrl.
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      setProblem(paymentErrorText(error, t('stripe.unexpected')));
    } catch {
      setProblem(t('stripe.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  if (unavailable) return <FormMessage kind="error">{t('stripe.loadFailed')}</FormMessage>;
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-form="stripe-payment" aria-busy={busy || undefined}>
      <PaymentElement options={{ layout: 'tabs' }} onLoadError={() => setUnavailable(true)} />
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      <SubmitButton busy={busy} busyLabel={t('stripe.busy')} className="self-stretch">
        {t('stripe.pay')}
      </SubmitButton>
    </form>
  );
}

export default StripePayment;
