/**
 * An order's or an item's status (§4 order statuses, ORD-01..04): its words from the translations,
 * 'delivered' read as "keys available", a tone per kind, and any status the page does not know shown
 * neutral with its own name.
 */
import { useTranslation } from '../../../i18n/react.js';
import type { ORDER_STATUSES } from '../../../../shared/contracts/get-user-orders.js';

type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every status of §4 (ORDER_STATUSES; the type keeps the two lists equal) and its tone. */
const TONES: Record<OrderStatus, Tone> = {
  pending: 'warning', processing: 'info', completed: 'success', delivered: 'success', redeemed: 'success', shipped: 'info',
  canceled: 'danger', pending_refund: 'warning', refunded: 'neutral',
};

const DOT: Record<Tone, string> = {
  success: 'bg-success', warning: 'bg-warning', danger: 'bg-danger', info: 'bg-info', neutral: 'bg-text-muted',
};

const isKnown = (status: string): status is OrderStatus => Object.hasOwn(TONES, status);

export function StatusBadge({ status, item = false }: { status: string; item?: boolean }) {
  const { t } = useTranslation('orders');
  const tone: Tone = isKnown(status) ? TONES[status] : 'neutral';
  const label = !isKnown(status)
    ? t('status.other', { status })
    : item && status === 'pending' ? t('itemStatus.pending') : t(`status.${status}`);
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-border bg-page px-2.5 py-0.5 text-xs font-medium text-text" data-status={status} data-tone={tone}>
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[tone]}`} />
      {label}
    </span>
  );
}
