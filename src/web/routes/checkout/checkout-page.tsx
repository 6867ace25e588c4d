/**
 * /checkout (spec §2 Checkout, decisions 10 and 20; issue 10 §3 and §6), signed-in only. The cart's summary
 * read afresh from the store, the information form checked field by field, card or PayPal, then
 * `checkout` with an Idempotency-Key kept until its answer arrives (checkout-draft.ts), and off to the
 * payment provider's page (the sandbox's), or the provider's own component here (Stripe's). Back from it (`?order=`), the order's own status decides what shows: success,
 * or the decline's reason with the cart and the form as they were. Every refusal the shopper can act on
 * says what to do: a product sold out meanwhile marks its line, an unverified e-mail asks to verify it
 * first, an expired session goes to /login and back here (session-gate.tsx).
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { Link, useSearchParams } from 'react-router';
import type { CheckoutBody, CheckoutResponse, PaymentMethod } from '../../../shared/contracts/checkout.js';
import { FormMessage, SubmitButton } from '../../components/ui/form.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { EmailVerificationNotice } from '../../features/account/components/profile/email-verification-notice.js';
import { noteCartStock, refreshCartProducts, useCart } from '../../features/cart/cart-store.js';
import { BILLING_FIELDS, checkBilling, serverBillingProblems, type BillingField, type BillingProblems } from '../../features/checkout/billing-form.js';
import { placeOrder } from '../../features/checkout/api/checkout.js';
import { LazyStripePayment } from '../../features/checkout/lazy-stripe-payment.js';
import { attemptFor, readDraft, saveDraft, type CheckoutDraft } from '../../features/checkout/checkout-draft.js';
import { BillingSection } from '../../features/checkout/components/billing-section.js';
import { OrderSummary } from '../../features/checkout/components/order-summary.js';
import { PaymentReturn } from '../../features/checkout/components/payment-return.js';
import { PaymentSection } from '../../features/checkout/components/payment-section.js';
import { getProduct } from '../../features/product/api/get-product.js';
import { useLanguage } from '../../i18n/use-language.js';
import { ApiError } from '../../lib/api-client.js';
import { SESSION_QUERY_KEY, useSession, type SessionUser } from '../../lib/session.js';
import { usePageTitle } from '../../lib/use-page-title.js';

export default function CheckoutPage() {
  const session = useSession();
  const { t } = useTranslation('checkout');
  usePageTitle(t('title'));
  // The guard lets only signed-in users in; this covers the moment the session ends.
  if (session.status !== 'signed-in') return null;
  return <Checkout user={session.user} />;
}

/** A refusal shown above the submit button: its words, or a decline's reason. */
type Failure = { kind: 'error'; code: keyof typeof ERROR_CODES; titles?: string } | { kind: 'declined'; reason: string };

const ERROR_CODES = {
  SOLD_OUT: true, NOT_FOUND: true, TOO_MANY_PENDING_ORDERS: true, PAYMENT_UNAVAILABLE: true, RATE_LIMITED: true, NETWORK: true, UNKNOWN: true,
} as const;
const DECLINES = ['card_declined', 'insufficient_funds', 'payment_canceled', 'reservation_expired', 'sold_out_after_payment'] as const;

function Checkout({ user }: { user: SessionUser }) {
  const { t } = useTranslation('checkout');
  const [params, setParams] = useSearchParams();
  const returningOrder = params.get('order');
  const [failure, setFailure] = useState<Failure | null>(null);

  const onDeclined = useCallback((reason: string) => {
    setFailure({ kind: 'declined', reason });
    // The order is over; the form is back, with the cart and the details as they were.
    setParams({}, { replace: true });
  }, [setParams]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10" data-page="checkout">
      <PageIntro title={t('title')} />
      {returningOrder
        ? <PaymentReturn orderId={returningOrder} onDeclined={onDeclined} />
        : <CheckoutForm user={user} failure={failure} onFailure={setFailure} />}
    </div>
  );
}

function CheckoutForm({ user, failure, onFailure }: { user: SessionUser; failure: Failure | null; onFailure(failure: Failure | null): void }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { lines } = useCart();
  const [draft, setDraft] = useState<CheckoutDraft>(() => readDraft(user));
  const [problems, setProblems] = useState<BillingProblems>({});
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  /** A provider with its own browser component (Stripe): the answer's payment, paid here. */
  const [inPage, setInPage] = useState<CheckoutResponse | null>(null);
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const fieldRefs = useRef<Partial<Record<BillingField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => saveDraft(draft), [draft]);

  // Prices and stock afresh from the store (a 304 when nothing changed): the lines show what will be charged.
  const ids = lines.map((line) => line.productId);
  const reads = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['checkout-product', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => getProduct(id, signal, 'no-cache'),
      staleTime: 0,
      retry: (failures: number, error: Error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    })),
  });
  const fresh = reads.flatMap((read) => (read.data ? [read.data] : []));
  const freshKey = fresh.map((product) => `${product.id}:${product.pvp}:${product.stock}`).join(',');
  useEffect(() => {
    if (fresh.length > 0) refreshCartProducts(fresh);
    // freshKey stands for `fresh`, a new array each render.
  }, [freshKey]);
  const missingKey = reads.map((read, index) => (read.error instanceof ApiError && read.error.status === 404 ? ids[index] : '')).join(',');
  useEffect(() => {
    const missing = missingKey.split(',').filter(Boolean).map(Number);
    if (missing.length > 0) setGone((current) => new Set([...current, ...missing]));
  }, [missingKey]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  if (lines.length === 0 && !redirecting) return <EmptyCart />;

  const change = (field: BillingField, value: string) => {
    setDraft((current) => ({ ...current, billing: { ...current.billing, [field]: value } }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstProblem = (found: BillingProblems) => {
    const first = BILLING_FIELDS.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const goPay = (answer: CheckoutResponse) => {
    const page = answer.payment.confirm_url;
    if (!page) {
      if (answer.payment.publishable_key) setInPage(answer);
      else onFailure({ kind: 'error', code: 'PAYMENT_UNAVAILABLE' });
      return;
    }
    const url = new URL(page, window.location.origin);
    url.searchParams.set('lang', language);
    setRedirecting(true);
    window.location.assign(url.toString());
  };

  const send = async (body: CheckoutBody, previous: CheckoutDraft['attempt'], retried = false): Promise<void> => {
    const attempt = attemptFor({ ...draft, attempt: previous }, JSON.stringify(body));
    const withAttempt = { ...draft, attempt };
    saveDraft(withAttempt); // Before the call: a reload mid-way finds the same key.
    setDraft(withAttempt);
    let answer: CheckoutResponse;
    try {
      answer = await placeOrder(body, attempt.key);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        onFailure({ kind: 'error', code: 'NETWORK' }); // The key stays: the retry cannot make a second order.
        return;
      }
      setDraft((current) => ({ ...current, attempt: null }));
      refused(error);
      return;
    }
    if (answer.order.status !== 'pending') {
      // The key's order is over (declined, lapsed): this is a new attempt, with a new key.
      setDraft((current) => ({ ...current, attempt: null }));
      if (!retried) return send(body, null, true);
      onFailure({ kind: 'error', code: 'UNKNOWN' });
      return;
    }
    goPay(answer);
  };

  const refused = (error: ApiError) => {
    const reason = typeof error.details?.reason === 'string' ? error.details.reason : undefined;
    if (error.status === 401) {
      // The session ended: the gate takes the shopper to /login and back here, the cart kept.
      void queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
      return;
    }
    if (reason === 'EMAIL_NOT_VERIFIED') {
      void queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
      return;
    }
    if (reason === 'SOLD_OUT' && Array.isArray(error.details?.products)) {
      const products = error.details.products as { product_id: number; available: number; title: { es: string; en: string } }[];
      noteCartStock(new Map(products.map((product) => [product.product_id, product.available])));
      onFailure({ kind: 'error', code: 'SOLD_OUT', titles: products.map((product) => product.title[language]).join(', ') });
      return;
    }
    if (error.status === 404 && Array.isArray(error.details?.product_ids)) {
      setGone((current) => new Set([...current, ...(error.details!.product_ids as number[])]));
      onFailure({ kind: 'error', code: 'NOT_FOUND' });
      return;
    }
    if (error.status === 400) {
      const found = serverBillingProblems(draft.billing, error.details?.issues);
      if (Object.keys(found).length > 0) {
        setProblems(found);
        focusFirstProblem(found);
        onFailure(null);
        return;
      }
    }
    const code = reason && reason in ERROR_CODES ? (reason as keyof typeof ERROR_CODES) : error.status === 429 ? 'RATE_LIMITED' : 'UNKNOWN';
    onFailure({ kind: 'error', code });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || redirecting || !user.emailVerified) return;
    const checked = checkBilling(draft.billing);
    if (checked.problems) {
      setProblems(checked.problems);
      onFailure(null);
      focusFirstProblem(checked.problems);
      return;
    }
    setProblems({});
    onFailure(null);
    setBusy(true);
    try {
      await send({
        cart: lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
        billing: draft.billing as CheckoutBody['billing'],
        payment_method: draft.method,
      }, draft.attempt);
    } finally {
      setBusy(false);
    }
  };

  const summary = <OrderSummary lines={lines} gone={gone} checking={reads.some((read) => read.isPending)} />;
  if (inPage?.payment.publishable_key) {
    // The provider's component has its own form: it cannot sit inside the checkout's.
    return (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" data-checkout-in-page="">
        <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">{summary}</div>
        <section aria-labelledby="in-page-title" className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-raised p-4 md:p-5 lg:col-start-1 lg:row-start-1">
          <h2 id="in-page-title" className="text-lg font-semibold">{t('payment.title')}</h2>
          <LazyStripePayment
            clientSecret={inPage.payment.client_secret}
            publishableKey={inPage.payment.publishable_key}
            returnUrl={`${window.location.origin}/checkout?order=${encodeURIComponent(inPage.order.id)}`}
            language={language}
          />
          <button type="button" className="btn-secondary self-start" onClick={() => setInPage(null)}>{t('payment.change')}</button>
        </section>
      </div>
    );
  }

  const problemCount = Object.values(problems).filter(Boolean).length;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" data-form="checkout">
      <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">
        {summary}
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
        {!user.emailVerified && (
          <div className="flex flex-col gap-2" data-checkout-verify="">
            <p className="font-medium">{t('verifyFirst')}</p>
            <EmailVerificationNotice email={user.email} returnTo="/checkout" />
          </div>
        )}
        <BillingSection values={draft.billing} problems={problems} onChange={change} fieldRefs={fieldRefs} />
        <PaymentSection method={draft.method} onChange={(method: PaymentMethod) => setDraft((current) => ({ ...current, method }))} />
        <div ref={failureRef} tabIndex={-1} className="flex flex-col gap-3 outline-none" data-checkout-outcome="">
          {problemCount > 0 && <FormMessage kind="error">{t('form.fixFields', { count: problemCount })}</FormMessage>}
          {failure && <FailureMessage failure={failure} />}
          {redirecting && <FormMessage kind="info">{t('redirecting')}</FormMessage>}
        </div>
        <SubmitButton busy={busy || redirecting} busyLabel={redirecting ? t('redirecting') : t('busy')} className="w-full sm:w-auto sm:self-start">
          {t('submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

function FailureMessage({ failure }: { failure: Failure }) {
  const { t } = useTranslation('checkout');
  if (failure.kind === 'declined') {
    const reason = DECLINES.find((known) => known === failure.reason) ?? 'other';
    return <div data-checkout-declined={failure.reason}><FormMessage kind="error">{t(`declined.${reason}`)}</FormMessage></div>;
  }
  return (
    <div data-checkout-error={failure.code}>
      <FormMessage kind="error">{failure.code === 'SOLD_OUT' ? t('errors.SOLD_OUT', { titles: failure.titles ?? '' }) : t(`errors.${failure.code}`)}</FormMessage>
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation('checkout');
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-raised px-4 py-12 text-center" data-checkout-empty="">
      <ShoppingBag aria-hidden="true" className="size-12 text-text-muted" />
      <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
      <p className="text-text-secondary">{t('empty.text')}</p>
      <Link to="/search" className="btn-primary mt-2">{t('empty.browse')}</Link>
    </div>
  );
}
