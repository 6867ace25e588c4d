/**
 * The profile's orders tab (§2 Profile, PROF-14/15): each order, newest first, with its number, date,
 * status badge, total and items (cover, title, platform, quantity, price, status). An order is reached by
 * its fragment (`#order-<id>`, the checkout's "See my order"), focused and scrolled to. Each item has
 * its after-sale actions (item-actions.tsx): see keys (PROF-17) and the refund menu (PROF-16).
 */
import { Package } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import type { UserOrder } from '../../../../shared/contracts/get-user-orders.js';
import { eurosToCents, formatEuros } from '../../../../shared/money.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { formatDateTime } from '../../../lib/format.js';
import { localized } from '../../../lib/localized.js';
import { productPath } from '../../product/open-product.js';
import { useUserOrders } from '../api/get-user-orders.js';
import { ItemActions } from './item-actions.js';
import { OrderDetails } from './order-details.js';
import { StatusBadge } from './status-badge.js';

export const orderAnchor = (orderId: string) => `order-${orderId}`;

export function OrdersTab() {
  const { t } = useTranslation('orders');
  const query = useUserOrders();
  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-4 rounded-card border border-border bg-raised p-4 md:p-5" data-orders="">
      <h2 id="orders-title" className="flex items-center gap-3 text-lg font-semibold">
        <Package aria-hidden="true" className="size-5 text-link" />
        {t('title')}
      </h2>
      {query.isPending && <div className="skeleton h-32 rounded-card" aria-hidden="true" />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && query.orders.length === 0 && (
        <div className="flex flex-col items-start gap-3" data-orders-empty="">
          <p className="text-text-secondary">{t('empty')}</p>
          <Link to="/search" className="btn-secondary">{t('browse')}</Link>
        </div>
      )}
      {query.orders.length > 0 && (
        <ol className="flex flex-col gap-4" data-orders-list="">
          {query.orders.map((order) => <OrderCard key={order.id} order={order} />)}
        </ol>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: UserOrder }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const savedCents = eurosToCents(order.total_discount);
  const reason = order.cancel_reason
    ? (['card_declined', 'insufficient_funds', 'payment_canceled', 'reservation_expired', 'payment_unavailable', 'sold_out_after_payment'] as const)
      .find((known) => known === order.cancel_reason) ?? 'other'
    : null;
  return (
    <li>
      <article
        id={orderAnchor(order.id)}
        tabIndex={-1}
        aria-labelledby={`${orderAnchor(order.id)}-title`}
        className="flex flex-col gap-3 rounded-card border border-border bg-page p-4 outline-none focus-visible:outline-2 focus-visible:outline-link"
        data-order={order.number}
      >
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 id={`${orderAnchor(order.id)}-title`} className="font-semibold text-text">{t('number', { number: order.number })}</h3>
            <p className="text-sm text-text-secondary">{t('placed', { date: formatDateTime(order.created_at, language) })}</p>
            {order.payment_method && (order.payment_method === 'card' || order.payment_method === 'paypal') && order.status !== 'pending' && order.status !== 'canceled' && (
              <p className="text-sm text-text-secondary">{t(`paidWith.${order.payment_method}`)}</p>
            )}
          </div>
          <div className="flex flex-col items-end gap-1">
            <StatusBadge status={order.status} />
            <p className="text-sm text-text-secondary">
              {t('total')} <span className="font-semibold tabular-nums text-text" data-order-total="">{formatEuros(eurosToCents(order.pvp), language)}</span>
            </p>
            {savedCents > 0 && <p className="text-xs text-text-secondary">{t('saved', { amount: formatEuros(savedCents, language) })}</p>}
          </div>
        </header>
        {reason && order.status === 'canceled' && <p className="text-sm text-text-secondary" data-order-cancel-reason={order.cancel_reason}>{t(`cancelReason.${reason}`)}</p>}
        <ul aria-label={t('itemsLabel', { number: order.number })} className="divide-y divide-border">
          {order.order_items.map((item) => {
            const title = localized(item.product.title, language);
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5" data-order-item={item.product_id} data-order-item-id={item.id}>
                <div className="flex min-w-0 flex-[1_1_16rem] items-center gap-3">
                  <img src={item.product.image_url} alt="" width={80} height={46} loading="lazy" className="h-[46px] w-20 shrink-0 rounded-control object-cover" />
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <Link to={productPath(item.product_id)} className="text-link line-clamp-2 text-sm font-semibold text-text">{title}</Link>
                    <p className="text-xs text-text-secondary">
                      {item.product.platform} · {t('quantity', { count: item.quantity })} · {t('unitPrice', { price: formatEuros(eurosToCents(item.unit_price), language) })}
                    </p>
                  </div>
                </div>
                <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
                  <span className="whitespace-nowrap"><StatusBadge status={item.status} item /></span>
                  <ItemActions order={order} item={item} />
                </div>
              </li>
            );
          })}
        </ul>
        <OrderDetails order={order} />
      </article>
    </li>
  );
}
