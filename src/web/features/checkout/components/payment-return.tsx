/**
 * The way back from the payment provider (`/checkout?order=…&redirect_status=…`). The browser's word is
 * not trusted (decision 10): the page reads the shopper's orders until the provider's signed notification
 * has settled this one. Paid (completed, or processing while pre-orders wait) → the success view, the
 * cart emptied; canceled → `onDeclined` with the reason, the cart and the form kept; still pending after a
 * while → the order will settle without the shopper, who is told so.
 */
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import { PERSISTED_QUERY_ROOT } from '../../../lib/cache.js';
import { clearCart } from '../../cart/cart-store.js';
import { useUserOrders } from '../../orders/api/get-user-orders.js';
import { removeDraft } from '../checkout-draft.js';
import { CheckoutSuccess } from './checkout-success.js';

/** How often the order is read while its payment settles, and how long before the page says it is slow. */
export const CONFIRM_POLL_MS = 1_000;
export const CONFIRM_PATIENCE_MS = 30_000;

const PAID = new Set(['completed', 'processing', 'delivered', 'redeemed']);

export function PaymentReturn({ orderId, onDeclined }: { orderId: string; onDeclined(reason: string): void }) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const [slow, setSlow] = useState(false);
  const [settled, setSettled] = useState(false);
  const query = useUserOrders({ pollMs: settled ? false : slow ? 5 * CONFIRM_POLL_MS : CONFIRM_POLL_MS });
  const order = query.orders.find((candidate) => candidate.id === orderId) ?? null;
  if (!settled && order && order.status !== 'pending') setSettled(true);
  const paid = order !== null && PAID.has(order.status);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), CONFIRM_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!paid) return;
    clearCart();
    removeDraft();
    // Stock shown follows the sale (issue 10 §5): the product reads kept in the browser are read again.
    void queryClient.invalidateQueries({ queryKey: [PERSISTED_QUERY_ROOT] });
  }, [paid, queryClient]);

  useEffect(() => {
    if (order?.status === 'canceled') onDeclined(order.cancel_reason ?? 'other');
  }, [order?.status, order?.cancel_reason, onDeclined]);

  if (paid) return <CheckoutSuccess order={order} />;
  if (query.isSuccess && !order) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-border bg-raised p-5" data-checkout-return="missing">
        <p>{t('confirming.notFound')}</p>
        <Link to="/profile?tab=orders" className="btn-secondary">{t('confirming.toOrders')}</Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-raised p-6 text-center" data-checkout-return="confirming">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-link motion-reduce:animate-none" />
      <div role="status" className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('confirming.title')}</h2>
        <p className="text-text-secondary">{slow ? t('confirming.slow') : t('confirming.text')}</p>
      </div>
      {slow && <Link to="/profile?tab=orders" className="btn-secondary">{t('confirming.toOrders')}</Link>}
    </div>
  );
}
