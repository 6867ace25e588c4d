/**
 * A paid order (spec §2 Checkout, CHK-19..21): the success message with the order number, where the keys
 * are (a link to the order in the profile), continue shopping and help. Focus moves to the heading, so a
 * screen reader announces it after the way back from the payment page.
 */
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import type { UserOrder } from '../../../../shared/contracts/get-user-orders.js';
import { orderAnchor } from '../../orders/components/orders-tab.js';

export function CheckoutSuccess({ order }: { order: UserOrder }) {
  const { t } = useTranslation('checkout');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="success-title" className="flex flex-col items-center gap-4 rounded-card border border-success/60 bg-raised p-6 text-center md:p-10" data-checkout-success={order.number}>
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <h2 id="success-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">{t('success.title')}</h2>
      <p className="max-w-prose">{order.status === 'processing' ? t('success.processing', { number: order.number }) : t('success.text', { number: order.number })}</p>
      <p className="text-sm text-text-secondary">{t('success.mail')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={`/profile?tab=orders#${orderAnchor(order.id)}`} className="btn-primary" data-checkout-view-order="">{t('success.viewOrder')}</Link>
        <Link to="/search" className="btn-secondary" data-checkout-continue="">{t('success.continue')}</Link>
      </div>
      <Link to="/help" className="text-link text-sm" data-checkout-help="">{t('success.help')}</Link>
    </section>
  );
}
