/**
 * The payment method (spec §2 Checkout, CHK-10/11, decision 10): card or PayPal, as a radio group. The card
 * number, expiry and CVC are typed into the payment provider's own page or component, never into the
 * store's (PCI DSS SAQ A); the choice says so. Then the notes on secure payment and instant delivery.
 */
import { CreditCard, Lock, Zap } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/contracts/checkout.js';

export function PaymentSection({ method, onChange }: { method: PaymentMethod; onChange(method: PaymentMethod): void }) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="payment-title" className="flex flex-col gap-4 rounded-card border border-border bg-raised p-4 md:p-5" data-checkout-payment="">
      <fieldset className="flex flex-col gap-3">
        <legend id="payment-title" className="mb-1 text-lg font-semibold">{t('payment.title')}</legend>
        {PAYMENT_METHODS.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-3 rounded-control border border-border bg-page p-3 has-checked:border-link"
            data-payment-method={option}
          >
            <input
              type="radio"
              name="payment_method"
              value={option}
              checked={method === option}
              onChange={() => onChange(option)}
              className="mt-1 size-4 accent-accent"
              aria-describedby={`payment-hint-${option}`}
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="flex items-center gap-2 font-medium text-text">
                {option === 'card' && <CreditCard aria-hidden="true" className="size-5 text-link" />}
                {t(`payment.${option}`)}
              </span>
              <span id={`payment-hint-${option}`} className="text-sm text-text-secondary">{t(`payment.${option}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <ul className="flex flex-col gap-2 text-sm text-text-secondary">
        <li className="flex items-start gap-2" data-checkout-note="secure"><Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />{t('notes.secure')}</li>
        <li className="flex items-start gap-2" data-checkout-note="instant"><Zap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />{t('notes.instant')}</li>
      </ul>
    </section>
  );
}
